// Chapter text in the wizard: the HTML the server rendered (GraphQL `TextbookChapter.html`, the
// reader's renderer in api/lib/markdown.ts: no raw HTML, safe links and images, KaTeX maths), so
// no Markdown or TeX parser ships to the browser. KaTeX's stylesheet is linked (React hoists it
// into <head>, once) only when the chapter holds maths.
import { KATEX_CSS } from '../markdown/katex.ts';
import '../markdown/markdown.css';

export interface MarkdownProps {
  /** server-rendered chapter HTML (TextbookChapter.html) */
  html: string;
  className?: string;
}

export function Markdown({ html, className }: MarkdownProps) {
  return (
    <>
      {html.includes('class="katex') ? <link rel="stylesheet" href={KATEX_CSS} precedence="default" /> : null}
      {/* safe: the server's renderer allows no raw HTML (tests/unit/markdown.test.ts) */}
      <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
