// Chapter Markdown in the wizard, through the same renderer as the reader (site/lib/markdown.ts),
// which escapes all text before it adds any markup, so nothing the writer produces becomes HTML.
import { useMemo } from 'react';
import { renderMarkdown } from '../../lib/markdown.ts';

export interface MarkdownProps {
  text: string;
  /** moves every heading down, so a chapter's `##` sits below the page's own headings */
  headingOffset?: 0 | 1 | 2;
  className?: string;
}

export function Markdown({ text, headingOffset = 0, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(text, { headingLevel: (2 + headingOffset) as 2 | 3 | 4 }), [text, headingOffset]);
  // safe: renderMarkdown escapes the whole text first (tests/unit/markdown.test.ts)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
