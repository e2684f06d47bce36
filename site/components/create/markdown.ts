// A tiny, safe Markdown reader for chapter text as the writer produces it: headings, paragraphs,
// bullet and numbered lists, block quotes, and inline strong, emphasis and code. It returns a
// tree of plain data (no HTML strings), which Markdown.tsx turns into React elements, so any
// markup in the text is shown as text and never interpreted. Links keep their text only.
// Pure and isomorphic.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const BULLET = /^[ \t]{0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^[ \t]{0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const QUOTE = /^[ \t]{0,3}>[ \t]?(.*)$/;
const RULE = /^[ \t]{0,3}([-*_])([ \t]*\1){2,}[ \t]*$/;
const CONTINUATION = /^[ \t]{2,}\S/;

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Inline spans of one line (or of a paragraph's joined lines). */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer !== '') out.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length && /[\\`*_[\]()#>-]/.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((char === '*' || char === '_') && text[i + 1] === char) {
      const marker = char + char;
      const end = text.indexOf(marker, i + 2);
      const opensWord = char === '*' || !isWordChar(text[i - 1]);
      if (end > i + 2 && opensWord && text[i + 2] !== ' ') {
        flush();
        out.push({ kind: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      const opensWord = char === '*' || !isWordChar(text[i - 1]);
      let end = text.indexOf(char, i + 1);
      // `_` inside a word (snake_case) does not close emphasis
      while (char === '_' && end > 0 && isWordChar(text[end + 1])) end = text.indexOf(char, end + 1);
      if (end > i + 1 && opensWord && text[i + 1] !== ' ' && text[end - 1] !== ' ') {
        flush();
        out.push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = /^\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/.exec(text.slice(i));
      if (link) {
        flush();
        out.push(...parseInline(link[1]!));
        i += link[0].length;
        continue;
      }
    }
    buffer += char;
    i += 1;
  }
  flush();
  return out;
}

interface OpenList { ordered: boolean; start: number; items: string[] }

/** The blocks of a Markdown text. Unfinished text (a chapter being written) parses as far as it goes. */
export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  // what is still open, in one object so the closing helpers and the loop see the same state
  const open: { paragraph: string[]; list: OpenList | null; quote: string[] | null } = { paragraph: [], list: null, quote: null };

  const closeParagraph = () => {
    if (open.paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(open.paragraph.join(' ')) });
    open.paragraph = [];
  };
  const closeList = () => {
    const { list } = open;
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, start: list.start, items: list.items.map(parseInline) });
    open.list = null;
  };
  const closeQuote = () => {
    if (open.quote) blocks.push({ kind: 'quote', blocks: parseMarkdown(open.quote.join('\n')) });
    open.quote = null;
  };
  const closeAll = () => {
    closeParagraph();
    closeList();
    closeQuote();
  };

  for (const line of lines) {
    const quoted = QUOTE.exec(line);
    if (quoted) {
      closeParagraph();
      closeList();
      (open.quote ??= []).push(quoted[1] ?? '');
      continue;
    }
    if (open.quote && line.trim() !== '') {
      // a lazy continuation line of the quote's last paragraph
      open.quote.push(line);
      continue;
    }
    closeQuote();
    if (line.trim() === '') {
      closeParagraph();
      closeList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      closeAll();
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
      continue;
    }
    if (RULE.test(line)) {
      closeAll();
      blocks.push({ kind: 'rule' });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      closeParagraph();
      const ordered = numbered !== null;
      if (open.list === null || open.list.ordered !== ordered) {
        closeList();
        open.list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      open.list.items.push((bullet ? bullet[1] : numbered?.[2])?.trim() ?? '');
      continue;
    }
    if (open.list !== null && CONTINUATION.test(line)) {
      const { items } = open.list;
      items[items.length - 1] = `${items.at(-1) ?? ''} ${line.trim()}`.trim();
      continue;
    }
    closeList();
    open.paragraph.push(line.trim());
  }
  closeAll();
  return blocks;
}

/** The plain text of inline spans (for titles, tests and accessible names). */
export function inlineText(children: Inline[]): string {
  return children.map((child) => (child.kind === 'text' || child.kind === 'code' ? child.text : inlineText(child.children))).join('');
}
