// DOCX (issue 17): a textbook teachers edit in Word, LibreOffice or Google Docs. Real structure,
// not look-alike formatting: the title, chapters and sections are Heading 1–3 (so the navigation
// pane and the table of contents find them), lists are numbered or bulleted lists (nested, each
// ordered list restarting at 1), tables are tables with a header row, links are hyperlinks.
// Built from the chapter's Markdown tokens (api/lib/markdown.ts) with the `docx` library; Arabic
// and Urdu paragraphs are right to left. Formulas keep their TeX source (Word's equations are
// OMML, which no TeX converter we trust writes).
import {
  AlignmentType, BorderStyle, Document, ExternalHyperlink, HeadingLevel, LevelFormat, Packer, PageBreak, Paragraph, Table, TableCell,
  TableOfContents, TableRow, TextRun, WidthType, type ParagraphChild,
} from 'docx';
import type { Token } from 'markdown-it';
import { parseMarkdown } from '../lib/markdown.ts';
import type { ExportDocument } from './document.ts';
import type { EpubWords } from './epub.ts';

/** Bumped when the files this builder makes change, so books are built again. */
export const DOCX_BUILDER_VERSION = 1;

type Block = Paragraph | Table;
type Style = { bold?: boolean; italics?: boolean; strike?: boolean; code?: boolean };

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;

interface Context {
  rtl: boolean;
  /** ordered lists made so far: each one its own numbering instance, so it starts at 1 */
  lists: number;
}

function runs(tokens: Token[], ctx: Context, base: Style = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  const style: Style = { ...base };
  let link: { href: string; children: TextRun[] } | null = null;
  const text = (value: string, extra: Style = {}) => {
    const s = { ...style, ...extra };
    const run = new TextRun({
      text: value, bold: s.bold, italics: s.italics, strike: s.strike, rightToLeft: ctx.rtl,
      ...(s.code ? { font: 'Consolas' } : {}), ...(link ? { style: 'Hyperlink' } : {}),
    });
    if (link) link.children.push(run); else out.push(run);
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text': text(token.content); break;
      case 'code_inline': text(token.content, { code: true }); break;
      case 'math_inline': case 'math_inline_display': text(token.content, { code: true }); break;
      case 'softbreak': text(' '); break;
      case 'hardbreak': (link ? link.children : out).push(new TextRun({ break: 1 })); break;
      case 'strong_open': style.bold = true; break;
      case 'strong_close': style.bold = base.bold; break;
      case 'em_open': style.italics = true; break;
      case 'em_close': style.italics = base.italics; break;
      case 's_open': style.strike = true; break;
      case 's_close': style.strike = base.strike; break;
      case 'link_open': link = { href: String(token.attrGet('href') ?? ''), children: [] }; break;
      case 'link_close':
        if (link) out.push(link.href ? new ExternalHyperlink({ link: link.href, children: link.children }) : new TextRun({ text: '' }));
        link = null;
        break;
      case 'image': text(token.content || (token.children ?? []).map((c) => c.content).join('')); break;
      default: if (token.content) text(token.content);
    }
  }
  return out;
}

/** The index of the token closing the one at `open` (same nesting level). */
function closing(tokens: Token[], open: number): number {
  const type = tokens[open]!.type.replace(/_open$/, '_close');
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i]!.type === tokens[open]!.type) depth++;
    else if (tokens[i]!.type === type && --depth === 0) return i;
  }
  return tokens.length - 1;
}

function paragraph(children: ParagraphChild[], ctx: Context, extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}): Paragraph {
  return new Paragraph({ children, bidirectional: ctx.rtl, ...extra });
}

function table(tokens: Token[], ctx: Context): Table {
  const rows: TableRow[] = [];
  let cells: TableCell[] = [];
  let header = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'thead_open') header = true;
    else if (token.type === 'thead_close') header = false;
    else if (token.type === 'tr_open') cells = [];
    else if (token.type === 'tr_close') rows.push(new TableRow({ children: cells, ...(header ? { tableHeader: true } : {}) }));
    else if (token.type === 'inline') {
      cells.push(new TableCell({ children: [paragraph(runs(token.children ?? [], ctx, header ? { bold: true } : {}), ctx)] }));
    }
  }
  return new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE }, visuallyRightToLeft: ctx.rtl });
}

/** Blocks of a token range (a chapter, a list item, a quote). */
function blocks(tokens: Token[], ctx: Context, list?: { ordered: boolean; level: number; instance: number }, quote = false): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    switch (token.type) {
      case 'heading_open': {
        const level = Math.min(4, Math.max(2, Number(token.tag.slice(1))));
        out.push(paragraph(runs(tokens[i + 1]?.children ?? [], ctx), ctx, { heading: HEADINGS[level - 1] }));
        i = closing(tokens, i);
        break;
      }
      case 'paragraph_open': {
        const inline = tokens[i + 1]?.children ?? [];
        if (list && tokens[i - 1]?.type === 'list_item_open') {
          out.push(paragraph(runs(inline, ctx), ctx, list.ordered
            ? { numbering: { reference: 'ordered', level: list.level, instance: list.instance } }
            : { bullet: { level: list.level } }));
        } else {
          out.push(paragraph(runs(inline, ctx, quote ? { italics: true } : {}), ctx, {
            ...(list ? { indent: { start: 720 * (list.level + 1) } } : {}), ...(quote ? { indent: { start: 720 } } : {}),
          }));
        }
        i = closing(tokens, i);
        break;
      }
      case 'bullet_list_open': case 'ordered_list_open': {
        const end = closing(tokens, i);
        const ordered = token.type === 'ordered_list_open';
        const level = list ? Math.min(8, list.level + 1) : 0;
        const instance = ordered ? ++ctx.lists : 0;
        for (let j = i + 1; j < end; j++) {
          if (tokens[j]!.type !== 'list_item_open') continue;
          const itemEnd = closing(tokens, j);
          out.push(...blocks(tokens.slice(j, itemEnd), ctx, { ordered, level, instance }, quote));
          j = itemEnd;
        }
        i = end;
        break;
      }
      case 'blockquote_open': {
        const end = closing(tokens, i);
        out.push(...blocks(tokens.slice(i + 1, end), ctx, list, true));
        i = end;
        break;
      }
      case 'table_open': {
        const end = closing(tokens, i);
        out.push(table(tokens.slice(i, end + 1), ctx), paragraph([], ctx));
        i = end;
        break;
      }
      case 'fence': case 'code_block':
        for (const line of token.content.replace(/\n$/, '').split('\n')) out.push(paragraph([new TextRun({ text: line, font: 'Consolas' })], ctx, { bidirectional: false }));
        break;
      case 'math_block':
        out.push(paragraph([new TextRun({ text: token.content, font: 'Cambria Math' })], ctx, { alignment: AlignmentType.CENTER, bidirectional: false }));
        break;
      case 'hr':
        out.push(paragraph([], ctx, { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } } }));
        break;
      default:
        break;
    }
  }
  return out;
}

/** The DOCX's bytes. */
export async function buildDocx(doc: ExportDocument, words: EpubWords): Promise<Buffer> {
  const ctx: Context = { rtl: doc.dir === 'rtl', lists: 0 };
  const body: (Paragraph | Table | TableOfContents)[] = [
    paragraph([new TextRun({ text: doc.title, rightToLeft: ctx.rtl })], ctx, { heading: HeadingLevel.TITLE }),
    paragraph([new TextRun({ text: words.by(doc.author), rightToLeft: ctx.rtl })], ctx),
  ];
  if (doc.dedication.trim()) body.push(paragraph([new TextRun({ text: doc.dedication, italics: true, rightToLeft: ctx.rtl })], ctx, { alignment: AlignmentType.CENTER }));
  const copyright = doc.copyright.trim() || `© ${doc.modified.getUTCFullYear()} ${doc.author}`;
  body.push(paragraph([new TextRun({ text: copyright, size: 18, rightToLeft: ctx.rtl })], ctx));
  body.push(paragraph([new TextRun({ text: words.contents, bold: true, rightToLeft: ctx.rtl })], ctx));
  body.push(new TableOfContents(words.contents, { hyperlink: true, headingStyleRange: '1-2' }));
  for (const chapter of doc.chapters) {
    body.push(paragraph([new PageBreak()], ctx));
    body.push(paragraph([new TextRun({ text: words.chapter(chapter.number), allCaps: true, size: 20, rightToLeft: ctx.rtl })], ctx));
    body.push(paragraph([new TextRun({ text: chapter.title, rightToLeft: ctx.rtl })], ctx, { heading: HeadingLevel.HEADING_1 }));
    body.push(...blocks(parseMarkdown(chapter.markdown), ctx));
  }
  const language = { value: doc.bcp47, ...(ctx.rtl ? { bidirectional: doc.bcp47 } : {}), ...(['ja', 'zh', 'ko'].includes(doc.bcp47.slice(0, 2)) ? { eastAsia: doc.bcp47 } : {}) };
  const document = new Document({
    creator: doc.author, title: doc.title, description: doc.description, lastModifiedBy: 'Bookloom',
    features: { updateFields: true },
    styles: { default: { document: { run: { language, font: 'Calibri' } } } },
    numbering: {
      config: [{
        reference: 'ordered',
        levels: Array.from({ length: 9 }, (_, level) => ({
          level, format: level % 3 === 0 ? LevelFormat.DECIMAL : level % 3 === 1 ? LevelFormat.LOWER_LETTER : LevelFormat.LOWER_ROMAN,
          text: `%${level + 1}.`, alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
        })),
      }],
    },
    sections: [{ properties: {}, children: body }],
  });
  return Packer.toBuffer(document);
}
