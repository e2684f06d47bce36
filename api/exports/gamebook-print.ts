// The printed gamebook (issue 14): its numbered sections as Markdown, for the export pipeline's
// PDF builder (and DOCX, EPUB), which takes Markdown chapters as it takes a textbook's. Pure: the
// words around the book's own (turn to, the endings, the section's title, the conditions) are
// given in the book's language by the caller, so this file reads no locale files.
//
// The rules, in one place:
// - Sections: the numbered segments (gamebook-sections.ts' numberSections: the start 1, the rest
//   shuffled), in number order; a number for a segment that is not there (hidden, missing) prints
//   nothing.
// - A section: the segment's text, paragraphs kept (a single newline is a line break), written as
//   plain text (Markdown's own characters escaped: `$` would be maths, `*` emphasis); then its
//   choices as printed by gamebook-sections.ts' printedChoices (written ones to numbered sections,
//   in the author's order; an ending prints none), one list item each: "*If you have lantern:*
//   Open the door (note key) — **turn to 37**"; then, where unwritten choices were left out, a
//   note that the story goes on online; an ending ends with its words (`ending[kind]`) in bold.
// - Flags on paper: a condition says which flags the reader must have and must not ("If you have
//   the lantern but not the key"), a choice that sets or clears flags says what to note or cross
//   out; a flag shows as its name in words ("metTheFox" → "met the fox") unless `words.flag` names it.
import type { Ending, GamebookGraph } from '../../core/gamebook.ts';
import { playableSegments } from '../../core/gamebook-play.ts';
import { printedChoices } from '../../core/gamebook-sections.ts';

export interface GamebookPrintWords {
  /** "turn to 37" */
  turnTo: (n: number) => string;
  /** what an ending's section ends with: "The End" */
  ending: Record<Ending, string>;
  /** a section's title: "37", "§ 37" */
  section: (n: number) => string;
  /** a flag as the reader reads it; by default its name in words ("metTheFox" → "met the fox") */
  flag?: ((flag: string) => string) | undefined;
  /** the condition of a choice, from the flags (as `flag` names them) it needs set and unset: "If you have the lantern but not the key" */
  condition?: ((have: string[], lack: string[]) => string) | undefined;
  /** what taking the choice changes: "note the key; cross out the lantern" */
  record?: ((gain: string[], lose: string[]) => string) | undefined;
  /** after the choices, when some unwritten ones were left out (count): "The story goes on online." */
  unwritten?: ((count: number) => string) | undefined;
}

export interface GamebookSection {
  number: number;
  /** the segment printed there */
  segmentId: string;
  /** `words.section(number)`, the title the builder writes */
  title: string;
  /** the section's body (no heading) */
  markdown: string;
}

const list = (items: string[], last: string) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`);

/** The English words a caller may leave out. */
export const ENGLISH_PRINT_WORDS = {
  flag: (flag: string) => flag.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Za-z])([0-9])/g, '$1 $2').toLowerCase(),
  condition: (have: string[], lack: string[]) =>
    have.length && lack.length ? `If you have ${list(have, 'and')} but not ${list(lack, 'or')}`
      : have.length ? `If you have ${list(have, 'and')}` : `If you do not have ${list(lack, 'or')}`,
  record: (gain: string[], lose: string[]) => [gain.length ? `note ${list(gain, 'and')}` : '', lose.length ? `cross out ${list(lose, 'and')}` : ''].filter(Boolean).join('; '),
  unwritten: (count: number) => (count === 1 ? 'Another way goes on online: it is still being written.' : `${count} other ways go on online: they are still being written.`),
} as const;

/** Plain text as Markdown: every character Markdown (or its maths) reads escaped, one line. */
export const markdownPlain = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/([\\`*_{}[\]()#+\-.!|<>~$&:])/g, '\\$1');

/** A segment's text as Markdown paragraphs: blank lines part paragraphs, a single newline is a line break. */
export function markdownParagraphs(text: string): string {
  return text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)
    .map((para) => para.split('\n').map(markdownPlain).filter(Boolean).join('\\\n'))
    .filter(Boolean)
    .join('\n\n');
}

/** The printed gamebook's sections in number order (see the rules at the top of this file). */
export function gamebookSections(graph: GamebookGraph, numbering: ReadonlyMap<string, number>, words: GamebookPrintWords): GamebookSection[] {
  const flagWords = words.flag ?? ENGLISH_PRINT_WORDS.flag;
  const condition = words.condition ?? ENGLISH_PRINT_WORDS.condition;
  const record = words.record ?? ENGLISH_PRINT_WORDS.record;
  const unwritten = words.unwritten ?? ENGLISH_PRINT_WORDS.unwritten;
  const live = playableSegments(graph);
  const numbered = new Map([...numbering].filter(([id]) => live.has(id)));

  return [...numbered].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([id, number]) => {
    const segment = live.get(id)!;
    const blocks: string[] = [];
    const text = markdownParagraphs(segment.text);
    if (text) blocks.push(text);
    const { choices, unwritten: left } = printedChoices(segment, numbered);
    if (choices.length) {
      blocks.push(choices.map(({ choice, section }) => {
        const have = (choice.requires ?? []).map(flagWords);
        const lack = (choice.forbids ?? []).map(flagWords);
        const gain = (choice.sets ?? []).map(flagWords);
        const lose = (choice.clears ?? []).map(flagWords);
        const when = have.length || lack.length ? `*${markdownPlain(condition(have, lack))}:* ` : '';
        const change = gain.length || lose.length ? ` (${markdownPlain(record(gain, lose))})` : '';
        return `- ${when}${markdownPlain(choice.text) || '…'}${change} — **${markdownPlain(words.turnTo(section))}**`;
      }).join('\n'));
    }
    if (left > 0) blocks.push(`*${markdownPlain(unwritten(left))}*`);
    if (segment.ending) blocks.push(`**${markdownPlain(words.ending[segment.ending])}**`);
    return { number, segmentId: id, title: words.section(number), markdown: blocks.join('\n\n') };
  });
}
