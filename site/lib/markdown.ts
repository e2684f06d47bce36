// A small, safe Markdown renderer for chapters (server-side, so a chapter reads without
// JavaScript). The whole text is HTML-escaped first, so nothing the writer or the author typed can
// become markup; then only this subset is recognised: `#`/`##` headings (h2), `###` and deeper
// (h3), paragraphs, `-`/`*`/`+` bullet lists, `1.`/`1)` numbered lists, `>` quotes, `---` rules,
// **bold**, *italic* (also __bold__, _italic_) and `code`. Links and images are left as text.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

// The text is escaped, so the only `<` in it are the tags made here: emphasis never spans a
// tag, except a whole <strong> inside an italic, and tags always nest properly. Spans are at most
// 1000 characters, so a paragraph full of unmatched markers costs linear time.
const BOLD_ITALIC = /\*\*\*(?=[^\s*])([^*<]{0,1000}?[^\s*<])\*\*\*/g;
const BOLD = /\*\*(?=\S)([^<]{0,1000}?\S)\*\*/g;
const BOLD_UNDERSCORE = /(^|[^\w])__(?=\S)([^<]{0,1000}?\S)__(?=[^\w]|$)/g;
const ITALIC = /\*(?=[^\s*])((?:[^*<]|<strong>[^<]{0,1000}<\/strong>){1,1000}?)\*/g;
const ITALIC_UNDERSCORE = /(^|[^\w])_(?=[^\s_])((?:[^_<]|<strong>[^<]{0,1000}<\/strong>){1,1000}?)_(?=[^\w]|$)/g;

/** Emphasis only when the text inside does not end in a space (`2 * 3 * 4` stays as it is). */
const em = (match: string, text: string, before = '') => (/\s$/.test(text) ? match : `${before}<em>${text}</em>`);

/** Bold, italic and code spans in one already-escaped line of text. */
export function renderInline(escaped: string): string {
  // code spans first, so emphasis markers inside them stay literal
  return escaped.split(/(`[^`\n]+`)/).map((part, i) => {
    if (i % 2 === 1) return `<code>${part.slice(1, -1)}</code>`;
    return part
      .replace(BOLD_ITALIC, '<strong><em>$1</em></strong>')
      .replace(BOLD, '<strong>$1</strong>')
      .replace(BOLD_UNDERSCORE, '$1<strong>$2</strong>')
      .replace(ITALIC, (match, text: string) => em(match, text))
      .replace(ITALIC_UNDERSCORE, (match, before: string, text: string) => em(match, text, before));
  }).join('');
}

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'rule' };

// patterns on the escaped text: a quote marker `>` is `&gt;` by now
const HEADING = /^\s{0,3}(#{1,6})(?:\s+(.*))?$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}&gt;\s?(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const CONTINUATION = /^\s{2,}\S/;

/** A heading's text without the optional closing #s (`## Title ##`), in linear time. */
function headingText(raw: string): string {
  const text = raw.trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end -= 1;
  if (end === 0) return '';
  return end < text.length && /\s/.test(text[end - 1]!) ? text.slice(0, end).trimEnd() : text;
}

function parse(escaped: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | undefined;
  const close = () => {
    if (open) blocks.push(open);
    open = undefined;
  };
  // a blank line ends a block, except between two items of one list (a "loose" list)
  let blank = false;
  for (const line of escaped.split('\n')) {
    if (line.trim() === '') {
      if (open?.kind === 'list') blank = true;
      else close();
      continue;
    }
    if (blank) {
      blank = false;
      const item = open?.kind === 'list' && (open.ordered ? NUMBERED.test(line) && !BULLET.test(line) : BULLET.test(line));
      if (!item || RULE.test(line)) close();
    }
    if (RULE.test(line)) {
      close();
      blocks.push({ kind: 'rule' });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      const text = headingText(heading[2] ?? '');
      // an empty heading would be an empty landmark for screen readers: it is dropped
      if (text !== '') blocks.push({ kind: 'heading', level: heading[1]!.length <= 2 ? 2 : 3, text });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const text = bullet ? bullet[1]! : numbered![2]!;
      if (open?.kind !== 'list' || open.ordered !== ordered) {
        close();
        open = { kind: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      open.items.push(text);
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      if (open?.kind !== 'quote') {
        close();
        open = { kind: 'quote', lines: [] };
      }
      open.lines.push(quote[1]!);
      continue;
    }
    // an indented line continues the list item above it
    if (open?.kind === 'list' && CONTINUATION.test(line)) {
      open.items[open.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (open?.kind !== 'paragraph') {
      close();
      open = { kind: 'paragraph', lines: [] };
    }
    open.lines.push(line.trim());
  }
  close();
  return blocks;
}

function renderBlock(block: Block, shift: number): string {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(6, block.level + shift);
      return `<h${level}>${renderInline(block.text)}</h${level}>`;
    }
    case 'paragraph':
      return `<p>${renderInline(block.lines.join('\n'))}</p>`;
    case 'quote':
      return `<blockquote><p>${renderInline(block.lines.filter((l) => l.trim() !== '').join('\n'))}</p></blockquote>`;
    case 'rule':
      return '<hr>';
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
      return `<${tag}${start}>${block.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${tag}>`;
    }
  }
}

export interface RenderOptions {
  /** the element of `#`/`##` headings (`###` is one level below): 2 by default, 3 under an h2 */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** Chapter Markdown as safe HTML. */
export function renderMarkdown(markdown: string, { headingLevel = 2 }: RenderOptions = {}): string {
  const escaped = escapeHtml(String(markdown ?? '').replace(/\r\n?/g, '\n').replace(/\t/g, '    '));
  return parse(escaped).map((block) => renderBlock(block, headingLevel - 2)).join('\n');
}
