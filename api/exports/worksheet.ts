// A worksheet group as files (issues 12 and 17): the student sheets and the teacher's key as PDFs
// (each on A4 or US Letter: the export's variant is `<sheet>-<paper>`, e.g. `student-a4`,
// `key-letter`), and the worksheets as one DOCX a teacher edits in Word (the student version, each
// worksheet followed by its key). A sheet is rendered here as XHTML on the server the way the site
// prints it (site/components/kinds/worksheet/PrintSheet.astro): the student sheet has the name and
// date lines, the instructions, every item numbered with room to answer and no answers; the key
// has the same numbers with the answers and why. The export is version A (the worksheet as
// written); the display shuffles of matching and ordering items use the worksheet's id as seed, as
// the printed page does, so a file and the page match item for item. Words around the teacher's
// own are in the group's language (content/locales/<lang>/worksheet.json); fonts and direction
// are the PDF's (pdf.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AlignmentType, BorderStyle, Document, HeadingLevel, LevelFormat, Packer, PageBreak, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType, type ParagraphChild,
} from 'docx';
import { DEFAULT_LANG, isLangCode, type LangCode } from '../../core/languages.ts';
import { paperFor, PAPERS, type Paper } from '../../core/paper.ts';
import { displayOrder, itemSeed } from '../../core/worksheet-versions.ts';
import { BLANK, ITEM_TYPES, type Item, type ItemType, type Worksheet } from '../../core/worksheets.ts';
import { letterOf, optionLetters } from '../../site/components/kinds/worksheet/strings.ts';
import { ROOT_DIR } from '../config.ts';
import type { ExportDocument } from './document.ts';
import { fontFaces, PRINT_ORIGIN, printPdf } from './pdf.ts';

/** Bumped when the files this builder makes change, so worksheet groups are built again. */
export const WORKSHEET_BUILDER_VERSION = 1;

/** The two kinds of sheet a group is printed as: the students' and the teacher's key. */
export const SHEETS = ['student', 'key'] as const;
export type Sheet = (typeof SHEETS)[number];

/** A worksheet group's PDF variant: the sheet and the paper. */
export const WORKSHEET_VARIANTS = SHEETS.flatMap((sheet) => PAPERS.map((paper) => `${sheet}-${paper}` as const));
export type WorksheetVariant = (typeof WORKSHEET_VARIANTS)[number];

export const worksheetVariant = (sheet: Sheet, paper: Paper): WorksheetVariant => `${sheet}-${paper}`;

/** The sheet and paper of a variant, or null when it is not one of WORKSHEET_VARIANTS. */
export function parseWorksheetVariant(variant: string): { sheet: Sheet; paper: Paper } | null {
  if (!(WORKSHEET_VARIANTS as readonly string[]).includes(variant)) return null;
  const [sheet, paper] = variant.split('-') as [Sheet, Paper];
  return { sheet, paper };
}

/** The words of a printed worksheet (worksheet.json's `sheet`, `answers` and `types`) and the letters that name options. */
export interface WorksheetWords {
  name: string; date: string; version: string; key: string; objectives: string; chooseAll: string; matchHint: string; orderHint: string;
  finalAnswerHint: string; answer: string; explanation: string; sampleAnswer: string; finalAnswer: string; teacherMarks: string;
  true: string; false: string; types: Record<ItemType, string>; letters: string[];
}

const SHEET_KEYS = ['name', 'date', 'version', 'key', 'objectives', 'chooseAll', 'matchHint', 'orderHint', 'finalAnswerHint', 'answer', 'explanation', 'sampleAnswer', 'finalAnswer', 'teacherMarks'] as const;

const loaded: Partial<Record<LangCode, Record<string, any>>> = {};
/** The worksheet words in the group's language, English where a word is missing (as epubWords does with books.json). */
export function worksheetWords(lang: string): WorksheetWords {
  const code: LangCode = isLangCode(lang) ? lang : DEFAULT_LANG;
  const load = (l: LangCode) => (loaded[l] ??= JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', l, 'worksheet.json'), 'utf8')));
  const get = (group: string, name: string): string => load(code)[group]?.[name] ?? load(DEFAULT_LANG)[group][name];
  return {
    ...(Object.fromEntries(SHEET_KEYS.map((k) => [k, get('sheet', k)])) as Record<(typeof SHEET_KEYS)[number], string>),
    true: get('answers', 'true'), false: get('answers', 'false'),
    types: Object.fromEntries(ITEM_TYPES.map((type) => [type, get('types', type)])) as Record<ItemType, string>,
    letters: optionLetters(code),
  };
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/{{\s*(\w+)\s*}}/g, (whole, k: string) => (k in values ? String(values[k]) : whole));
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The version files are made of: A, the worksheet as written. */
const VERSION = 'A';

/** An item with the order its matching rights or ordering steps are shown in (as PrintSheet shows them). */
const shownItems = (worksheet: Worksheet, seed: string) => worksheet.items.map((item, i) => ({ item, shown: displayOrder(item, itemSeed(seed, VERSION, i)) }));

/**
 * One worksheet as XHTML, the student sheet or the teacher's key: PrintSheet.astro's markup and
 * classes (so it looks the same), well-formed, with no JavaScript. `seed` is the worksheet's id.
 */
export function sheetXhtml(worksheet: Worksheet, sheet: Sheet, words: WorksheetWords, options: { seed: string; groupTitle?: string }): string {
  const key = sheet === 'key';
  const letter = (n: number) => esc(letterOf(words.letters, n));
  const mark = (kind: 'is-circle' | 'is-square', right: boolean) => `<span class="ws-sheet-mark ${kind}${right ? ' is-checked' : ''}" aria-hidden="true"></span>`;
  const answer = (label: string, text: string) => `<p class="ws-sheet-answer"><strong>${esc(label)}</strong><span>${esc(text)}</span></p>`;
  const body = (item: Item, shown: number[]): string => {
    switch (item.type) {
      case 'multipleChoice':
        return `${item.multiple ? `<p class="ws-sheet-hint">${esc(words.chooseAll)}</p>` : ''}<ul class="ws-sheet-options">${item.options.map((option, o) => {
          const right = key && item.correct.includes(o);
          return `<li class="ws-sheet-option${right ? ' is-answer' : ''}">${mark(item.multiple ? 'is-square' : 'is-circle', right)}<span class="ws-sheet-letter">${letter(o)}</span><span>${esc(option)}</span></li>`;
        }).join('')}</ul>`;
      case 'trueFalse':
        return `<ul class="ws-sheet-options ws-sheet-options--inline">${[true, false].map((value) => {
          const right = key && item.answer === value;
          return `<li class="ws-sheet-option${right ? ' is-answer' : ''}">${mark('is-circle', right)}<span>${esc(value ? words.true : words.false)}</span></li>`;
        }).join('')}</ul>`;
      case 'fillBlanks': {
        const parts = item.text.split(BLANK);
        return `<p class="ws-sheet-fill">${parts.map((part, k) => `${esc(part)}${k < parts.length - 1 ? `<span class="ws-sheet-blank">${key ? esc(item.answers[k]?.[0] ?? '') : ''}</span>` : ''}`).join('')}</p>`;
      }
      case 'matching':
        return `<p class="ws-sheet-hint">${esc(words.matchHint)}</p><div class="ws-sheet-match"><ul>${item.pairs.map((pair, p) =>
          `<li><span class="ws-sheet-box">${key ? letter(shown.indexOf(p)) : ''}</span><span>${esc(pair.left)}</span></li>`).join('')}</ul><ul>${shown.map((r, k) =>
          `<li><span class="ws-sheet-letter">${letter(k)}</span><span>${esc(item.pairs[r]?.right ?? '')}</span></li>`).join('')}</ul></div>`;
      case 'ordering':
        return `<p class="ws-sheet-hint">${esc(words.orderHint)}</p><ul class="ws-sheet-steps">${shown.map((s) =>
          `<li><span class="ws-sheet-box">${key ? s + 1 : ''}</span><span>${esc(item.steps[s] ?? '')}</span></li>`).join('')}</ul>`;
      case 'shortAnswer':
        return key ? answer(words.answer, item.answers.join(' / ')) : '<div class="ws-sheet-lines"><span class="ws-sheet-line"></span></div>';
      case 'openQuestion':
        if (key) {
          return `${item.finalAnswer ? answer(words.finalAnswer, item.finalAnswer) : ''}${answer(words.sampleAnswer, item.sampleAnswer)}${item.finalAnswer ? '' : `<p class="ws-sheet-note">${esc(words.teacherMarks)}</p>`}`;
        }
        return `${item.finalAnswer ? `<p class="ws-sheet-hint">${esc(words.finalAnswerHint)}</p>` : ''}<div class="ws-sheet-lines">${'<span class="ws-sheet-line"></span>'.repeat(item.finalAnswer ? 4 : 6)}</div>${
          item.finalAnswer ? `<p class="ws-sheet-final">${esc(words.finalAnswer)}<span class="ws-sheet-line"></span></p>` : ''}`;
    }
  };
  const items = shownItems(worksheet, options.seed).map(({ item, shown }, i) => `<li class="ws-sheet-item" data-type="${item.type}">
<p class="ws-sheet-q"><span class="ws-sheet-n">${i + 1}.</span><span>${esc(item.prompt)}</span></p>
<div class="ws-sheet-body">${body(item, shown)}${key && item.explanation ? `<p class="ws-sheet-why"><strong>${esc(words.explanation)}</strong><span>${esc(item.explanation)}</span></p>` : ''}</div>
</li>`).join('\n');
  return `<article class="ws-sheet ws-sheet--${sheet}">
<header class="ws-sheet-header">
${options.groupTitle ? `<p class="ws-sheet-group">${esc(options.groupTitle)}</p>` : ''}
<div class="ws-sheet-titlebar"><h1 class="ws-sheet-title">${esc(worksheet.title)}</h1><p class="ws-sheet-badges"><span class="ws-sheet-badge">${esc(fill(words.version, { version: VERSION }))}</span>${key ? `<span class="ws-sheet-badge ws-sheet-badge--key">${esc(words.key)}</span>` : ''}</p></div>
${key ? '' : `<div class="ws-sheet-fields"><span class="ws-sheet-field">${esc(words.name)}<span class="ws-sheet-fieldline"></span></span><span class="ws-sheet-field">${esc(words.date)}<span class="ws-sheet-fieldline"></span></span></div>`}
${worksheet.instructions ? `<p class="ws-sheet-instructions">${esc(worksheet.instructions)}</p>` : ''}
${key && worksheet.objectives.length > 0 ? `<div class="ws-sheet-objectives"><h2>${esc(words.objectives)}</h2><ul>${worksheet.objectives.map((o) => `<li>${esc(o)}</li>`).join('')}</ul></div>` : ''}
</header>
<ol class="ws-sheet-items">
${items}
</ol>
</article>`;
}

/** The worksheets of a group's document, with their ids (the seed of their display shuffles). */
function worksheetsOf(doc: ExportDocument): { id: string; worksheet: Worksheet }[] {
  return doc.chapters.flatMap((c) => (c.sheet ? [c.sheet] : []));
}

/**
 * The printed sheet's look (site/components/kinds/worksheet/worksheet.css, as printed), for
 * Paged.js: each worksheet on a new page, an item never split across pages, page numbers below.
 * Logical properties throughout, so a right-to-left group mirrors by itself. The key's tick is
 * drawn, not a character: the project's fonts have no check mark, and a system font would be
 * embedded for it.
 */
const SHEET_CSS = `
.ws-sheet { --ws-ink: #1a1a1a; --ws-rule: #6b6b6b; color: var(--ws-ink); font-size: 11pt; line-height: 1.45; }
.ws-sheet + .ws-sheet { break-before: page; }
.ws-sheet p { margin: 0; }
.ws-sheet-header { display: grid; gap: 2.4mm; padding-block-end: 3mm; margin-block-end: 3.5mm; border-block-end: 2px solid var(--ws-ink); break-after: avoid; break-inside: avoid; }
.ws-sheet-group { font-size: .9em; color: #555; }
.ws-sheet-titlebar { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 1.5mm 4mm; }
.ws-sheet-title { margin: 0; font-size: 1.6em; line-height: 1.2; overflow-wrap: anywhere; }
.ws-sheet-badges { display: flex; gap: 1.5mm; flex-wrap: wrap; }
.ws-sheet-badge { display: inline-block; padding: .1em .6em; border: 1.5px solid var(--ws-ink); border-radius: 4px; font-weight: 700; font-size: .9em; white-space: nowrap; }
.ws-sheet--key .ws-sheet-badge--key { background: var(--ws-ink); color: #fff; }
.ws-sheet-fields { display: flex; flex-wrap: wrap; gap: 3mm 8mm; }
.ws-sheet-field { display: flex; align-items: flex-end; gap: 2mm; flex: 1 1 60mm; font-weight: 700; }
.ws-sheet-field:last-child { flex: 0 1 45mm; }
.ws-sheet-fieldline { flex: 1; min-inline-size: 20mm; block-size: 1.4em; border-block-end: 1px solid var(--ws-ink); }
.ws-sheet-instructions { font-style: italic; white-space: pre-line; }
.ws-sheet-objectives { font-size: .92em; }
.ws-sheet-objectives h2 { font-size: 1em; margin: 0 0 1mm; }
.ws-sheet-objectives ul { margin: 0; padding-inline-start: 5mm; }
.ws-sheet-items { list-style: none; margin: 0; padding: 0; }
.ws-sheet-item { display: block; padding-block: 2.6mm; border-block-end: 1px solid #d4d4d4; break-inside: avoid; page-break-inside: avoid; }
.ws-sheet-item:last-child { border-block-end: 0; }
.ws-sheet-q { display: flex; gap: 2mm; font-weight: 700; }
.ws-sheet-n { flex: none; min-inline-size: 1.6em; font-variant-numeric: tabular-nums; }
.ws-sheet-q > span:last-child { white-space: pre-line; overflow-wrap: anywhere; }
.ws-sheet-body { display: grid; gap: 1.4mm; padding-inline-start: 2.1em; margin-block-start: 1.5mm; }
.ws-sheet-hint { font-size: .88em; font-style: italic; color: #444; }
.ws-sheet-options { list-style: none; margin: 0; padding: 0; display: grid; gap: 1mm 4mm; grid-template-columns: repeat(auto-fill, minmax(55mm, 1fr)); }
.ws-sheet-options--inline { display: flex; flex-wrap: wrap; gap: 1mm 10mm; }
.ws-sheet-option { display: flex; align-items: baseline; gap: 1.6mm; overflow-wrap: anywhere; }
.ws-sheet-option.is-answer { font-weight: 700; }
.ws-sheet-mark { flex: none; position: relative; display: inline-block; inline-size: 1.05em; block-size: 1.05em; border: 1.5px solid var(--ws-ink); box-sizing: border-box; transform: translateY(.15em); }
.ws-sheet-mark.is-circle { border-radius: 50%; }
.ws-sheet-mark.is-square { border-radius: 2px; }
.ws-sheet-mark.is-checked::after { content: ''; position: absolute; inset-inline-start: 28%; inset-block-start: 6%; inline-size: 30%; block-size: 58%;
  border: solid var(--ws-ink); border-width: 0 2.2px 2.2px 0; transform: rotate(45deg); }
.ws-sheet-letter { font-weight: 700; }
.ws-sheet-fill { line-height: 2.3; white-space: pre-line; overflow-wrap: anywhere; }
.ws-sheet-blank { display: inline-block; min-inline-size: 6em; min-block-size: 1.6em; padding-inline: .4em; margin-inline: .15em; vertical-align: middle; line-height: 1.5;
  border: 1.5px solid var(--ws-ink); border-radius: 3px; text-align: center; box-sizing: border-box; }
.ws-sheet--key .ws-sheet-blank { font-weight: 700; }
.ws-sheet-box { flex: none; display: inline-flex; align-items: center; justify-content: center; inline-size: 2em; block-size: 1.7em; border: 1.5px solid var(--ws-ink); border-radius: 3px; font-weight: 700; }
.ws-sheet-match { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5mm 8mm; }
.ws-sheet-match ul, .ws-sheet-steps { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.6mm; align-content: start; }
.ws-sheet-match li, .ws-sheet-steps li { display: flex; align-items: center; gap: 2mm; overflow-wrap: anywhere; min-inline-size: 0; min-block-size: calc(1.7em + 3px); }
.ws-sheet-lines { display: grid; }
.ws-sheet-line { display: block; block-size: 2em; border-block-end: 1px solid var(--ws-rule); }
.ws-sheet-final { display: flex; align-items: flex-end; gap: 2mm; font-weight: 700; margin-block-start: 1mm; }
.ws-sheet-final .ws-sheet-line { flex: 0 1 55mm; min-inline-size: 30mm; }
.ws-sheet-answer, .ws-sheet-why { white-space: pre-line; overflow-wrap: anywhere; }
.ws-sheet-answer strong, .ws-sheet-why strong { margin-inline-end: .3em; }
.ws-sheet-why { font-size: .92em; color: #333; padding-inline-start: 2.2mm; border-inline-start: 3px solid #c8c8c8; }
.ws-sheet-note { font-size: .9em; font-style: italic; }
`;

/** The group's sheets (students' or the key) as one HTML document for Paged.js. */
export function worksheetHtml(doc: ExportDocument, words: WorksheetWords, sheet: Sheet, paper: Paper): string {
  const fonts = fontFaces(doc.language);
  const sheets = worksheetsOf(doc).map(({ id, worksheet }) => sheetXhtml(worksheet, sheet, words, { seed: id, groupTitle: doc.title })).join('\n');
  return `<!DOCTYPE html>
<html lang="${doc.bcp47}" dir="${doc.dir}">
<head>
<meta charset="utf-8">
<title>${esc(sheet === 'key' ? `${doc.title} · ${words.key}` : doc.title)}</title>
<style>
${fonts.css}
@page { size: ${paper === 'a4' ? 'A4' : 'letter'}; margin: 15mm 14mm 18mm;
  @bottom-center { content: counter(page); font-size: 9pt; color: #555; } }
html { font-family: ${fonts.stack}; font-size: 11pt; line-height: 1.45; color: #111; font-synthesis: none; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; }
${SHEET_CSS}
</style>
<script>window.PagedConfig = { auto: true, after: () => { window.__pagedDone = true; } };</script>
<script src="${PRINT_ORIGIN}/paged.polyfill.js"></script>
</head>
<body>
${sheets}
</body>
</html>`;
}

/** The PDF of a group's student sheets or key, on the paper of the variant (`student-a4`…). */
export async function buildWorksheetPdf(doc: ExportDocument, variant: string): Promise<Uint8Array> {
  const parsed = parseWorksheetVariant(variant) ?? { sheet: 'student' as const, paper: paperFor(doc.language) };
  return printPdf(worksheetHtml(doc, worksheetWords(doc.language), parsed.sheet, parsed.paper));
}

// ── DOCX ────────────────────────────────────────────────────────────────────────────────────────

type Block = Paragraph | Table;

/**
 * The group as a DOCX: every worksheet as its student sheet (its title a Heading 1, the name and
 * date lines, the instructions, the items as a numbered list with room to answer), and after it,
 * on a page of its own, its answer key (a Heading 2: the same numbers with the answers and why),
 * so a teacher edits both together. Right to left for Arabic and Urdu.
 */
export async function buildWorksheetDocx(doc: ExportDocument): Promise<Buffer> {
  const words = worksheetWords(doc.language);
  const rtl = doc.dir === 'rtl';
  const letter = (n: number) => letterOf(words.letters, n);
  const run = (text: string, extra: Partial<ConstructorParameters<typeof TextRun>[0] & object> = {}) => new TextRun({ text, rightToLeft: rtl, ...extra });
  /** runs of a text whose line breaks are kept */
  const lines = (text: string, extra: Partial<ConstructorParameters<typeof TextRun>[0] & object> = {}) =>
    text.split('\n').map((line, i) => run(line, { ...extra, ...(i > 0 ? { break: 1 } : {}) }));
  const para = (children: ParagraphChild[], extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
    new Paragraph({ children, bidirectional: rtl, ...extra });
  const indent = { start: 720 };
  const writeLine = (label = '') => para(label ? [run(label, { bold: true })] : [], {
    indent, spacing: { before: 240 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '6B6B6B', space: 1 } },
  });
  const hint = (text: string) => para([run(text, { italics: true, size: 20, color: '444444' })], { indent });
  const labelled = (label: string, text: string) => para([run(label, { bold: true }), run(' '), ...lines(text)], { indent });
  let lists = 0;

  const studentItem = (item: Item, shown: number[]): Block[] => {
    switch (item.type) {
      case 'multipleChoice':
        return [
          ...(item.multiple ? [hint(words.chooseAll)] : []),
          ...item.options.map((option, o) => para([run(`${item.multiple ? '☐' : '○'}  `), run(`${letter(o)}  `, { bold: true }), run(option)], { indent })),
        ];
      case 'trueFalse':
        return [para([run(`○  ${words.true}`), run('\t'), run(`○  ${words.false}`)], { indent, tabStops: [{ type: TabStopType.LEFT, position: 3600 }] })];
      case 'fillBlanks': {
        const parts = item.text.split(BLANK);
        return [para(parts.flatMap((part, k) => [...lines(part), ...(k < parts.length - 1 ? [run('\u00a0'.repeat(16), { underline: {} })] : [])]), { indent, spacing: { line: 360 } })];
      }
      case 'matching':
        return [hint(words.matchHint), matchTable(item.pairs.map((p) => p.left), shown.map((r) => item.pairs[r]?.right ?? ''), () => '')];
      case 'ordering':
        return [hint(words.orderHint), ...shown.map((s) => para([run('[    ]  '), run(item.steps[s] ?? '')], { indent }))];
      case 'shortAnswer':
        return [writeLine()];
      case 'openQuestion':
        return [
          ...(item.finalAnswer ? [hint(words.finalAnswerHint)] : []),
          ...Array.from({ length: item.finalAnswer ? 4 : 6 }, () => writeLine()),
          ...(item.finalAnswer ? [writeLine(words.finalAnswer)] : []),
        ];
    }
  };

  const keyItem = (item: Item, shown: number[]): Block[] => {
    const out: Block[] = [];
    switch (item.type) {
      case 'multipleChoice':
        out.push(labelled(words.answer, item.correct.map((o) => `${letter(o)}. ${item.options[o]}`).join('; ')));
        break;
      case 'trueFalse':
        out.push(labelled(words.answer, item.answer ? words.true : words.false));
        break;
      case 'fillBlanks':
        out.push(labelled(words.answer, item.answers.map((accepted) => accepted.join(' / ')).join('; ')));
        break;
      case 'matching':
        out.push(matchTable(item.pairs.map((p) => p.left), shown.map((r) => item.pairs[r]?.right ?? ''), (p) => letter(shown.indexOf(p))));
        break;
      case 'ordering':
        out.push(...item.steps.map((step, s) => para([run(`${s + 1}.  `, { bold: true }), run(step)], { indent })));
        break;
      case 'shortAnswer':
        out.push(labelled(words.answer, item.answers.join(' / ')));
        break;
      case 'openQuestion':
        if (item.finalAnswer) out.push(labelled(words.finalAnswer, item.finalAnswer));
        out.push(labelled(words.sampleAnswer, item.sampleAnswer));
        if (!item.finalAnswer) out.push(para([run(words.teacherMarks, { italics: true })], { indent }));
        break;
    }
    if (item.explanation) out.push(para([run(words.explanation, { bold: true, color: '333333' }), run(' '), ...lines(item.explanation, { color: '333333' })], { indent }));
    return out;
  };

  /** A matching item as two columns: each left with its box (the key's letter), the rights lettered. */
  function matchTable(lefts: string[], rights: string[], boxOf: (p: number) => string): Table {
    const cell = (children: TextRun[]) => new TableCell({ children: [para(children)], width: { size: 50, type: WidthType.PERCENTAGE } });
    const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE }, visuallyRightToLeft: rtl, indent: { size: 720, type: WidthType.DXA },
      borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none },
      rows: Array.from({ length: Math.max(lefts.length, rights.length) }, (_, i) => new TableRow({ children: [
        cell(i < lefts.length ? [run(`[ ${boxOf(i) || '\u00a0\u00a0'} ]  `, { bold: true }), run(lefts[i]!)] : []),
        cell(i < rights.length ? [run(`${letter(i)}  `, { bold: true }), run(rights[i]!)] : []),
      ] })),
    });
  }

  const numbered = (prompt: string, instance: number) => para(lines(prompt, { bold: true }), { numbering: { reference: 'items', level: 0, instance }, spacing: { before: 200 }, keepNext: true });

  const body: Block[] = [];
  worksheetsOf(doc).forEach(({ id, worksheet }, w) => {
    const items = shownItems(worksheet, id);
    if (w > 0) body.push(para([new PageBreak()]));
    body.push(para([run(doc.title, { color: '555555', size: 20 })]));
    body.push(para([run(worksheet.title)], { heading: HeadingLevel.HEADING_1 }));
    body.push(para([run(words.name, { bold: true }), run('\t', { underline: {} }), run('  '), run(words.date, { bold: true }), run('\t', { underline: {} })], {
      tabStops: [{ type: TabStopType.LEFT, position: 5600 }, { type: TabStopType.LEFT, position: 9000 }], spacing: { before: 120, after: 120 },
    }));
    if (worksheet.instructions) body.push(para(lines(worksheet.instructions, { italics: true }), { spacing: { after: 120 } }));
    const student = ++lists;
    for (const { item, shown } of items) body.push(numbered(item.prompt, student), ...studentItem(item, shown));

    body.push(para([new PageBreak()]));
    body.push(para([run(`${worksheet.title} · ${words.key}`)], { heading: HeadingLevel.HEADING_2 }));
    if (worksheet.objectives.length > 0) {
      body.push(para([run(words.objectives, { bold: true })]));
      body.push(...worksheet.objectives.map((o) => para([run(o)], { bullet: { level: 0 } })));
    }
    const key = ++lists;
    for (const { item, shown } of items) body.push(numbered(item.prompt, key), ...keyItem(item, shown));
  });

  const language = { value: doc.bcp47, ...(rtl ? { bidirectional: doc.bcp47 } : {}), ...(['ja', 'zh', 'ko'].includes(doc.bcp47.slice(0, 2)) ? { eastAsia: doc.bcp47 } : {}) };
  const document = new Document({
    creator: doc.author, title: doc.title, description: doc.description, lastModifiedBy: 'Bookloom',
    styles: { default: { document: { run: { language, font: 'Calibri' } } } },
    numbering: {
      config: [{
        reference: 'items',
        levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720, hanging: 720 } }, run: { bold: true } } }],
      }],
    },
    sections: [{ properties: {}, children: body }],
  });
  return Packer.toBuffer(document);
}
