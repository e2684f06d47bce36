// A gamebook as Twee 3 (issue 14): the source text Twine 2 imports (Library › Import) and Tweego or
// extwee compile, for the SugarCube 2 story format. One passage per segment a reader can be in;
// choices are SugarCube links, the story state is SugarCube variables. Pure: the export route
// serves the string as a `.twee` file.
//
// The rules, in one place:
// - What is exported: the segments a reading can be in (gamebook-play.ts' rule: a hidden segment
//   is not there, of two with one id only the first counts), whether or not a reading reaches
//   them — an author importing into Twine keeps the whole draft. The start must be one of them.
// - Passage names come from the segments' titles, made safe for the Twee header, SugarCube's link
//   markup and Twine 2's importer: whitespace collapsed, `[ ] { }` → `( )`, `|` → `/`, `->` → `→`,
//   `<-` → `←`, `"` → `'`, trailing backslashes dropped (Twine 2 mis-reads the header's escaped
//   brackets, braces and a trailing backslash, and SugarCube's link lexer reads `"` as a quote).
//   An empty title becomes "Segment <id>"; a name taken (by an earlier segment or one of the
//   special passages: StoryTitle, StoryInit, SugarCube's own) gets " (2)", " (3)"… The start
//   segment names first, then the others in the graph's order. The header still escapes `[ ] { }`
//   and `\` as Twee 3 says (only a backslash can remain), so the file is right whatever a name holds.
// - A choice is `[["Open the door"->Passage name][$key to true; $lantern to false]]`: the text is a
//   quoted TwineScript string (SugarCube evaluates a link's text as an expression: a bare "1-2"
//   would show "-1"), with `\ " [ ] | < >` written as JavaScript escapes so neither SugarCube's
//   lexer nor Twine 2's link finder can see `->`, `|`, `]]` or `][` in it. Its `sets` then `clears`
//   are the setter (the play rule: a flag in both ends cleared). A choice that requires or forbids
//   flags is wrapped in `<<if $a and not $b>>…<</if>>`, on its own line (a choice not offered
//   leaves an empty line).
// - An unwritten choice (`to: null`) is not a link: its text is shown plain, in a
//   `<span class="choice-unwritten">`, followed by a SugarCube comment for the author (readers do
//   not see it) saying the book grows there on Bookloom. A choice to a segment that is not there is
//   never offered in play, so it is left out, with a comment. An ending offers nothing (the play
//   rule), so its choices are left out, and its passage is tagged `ending-good`, `ending-bad` or
//   `ending-neutral` (coloured in Twine's map by StoryData's tag-colors).
// - Flags are SugarCube story variables, `$flag`, each set to false in StoryInit (the graph's flags
//   and any other a choice names, which must match FLAG_NAME: anything else throws).
// - Text: the segment's text as it is, paragraphs kept (SugarCube breaks a line at each newline),
//   with what SugarCube or Twee would read as markup written as HTML character references: every
//   `[`, `]`, `<` and `\`, `$` before a name, `&` before a reference, the doubled characters of
//   SugarCube's formatting (`//`, `''`, `__`, `==`, `^^`, `~~`, `@@`, `{{{`, `"""`, `/*`, `/%`),
//   and a line's first character where it starts a heading, list, quote, table or rule
//   (`! * # > |`, `----`), and `:` where a line starts with `::` (Twee would read a passage header
//   there; Twine 2 writes `\::`, but Tweego and extwee keep that backslash, and SugarCube then
//   reads it as a line continuation, so `&#58;:` it is: every tool reads it alike).
// - Around the passages: StoryTitle, StoryData (the IFID given, upper case, checked as a UUID v4;
//   format SugarCube 2.37.3; the start passage's name; zoom 1), a `StoryScript [script]` passage
//   that sets the page's language (`<html lang>`) with a comment naming the book, its author and
//   when it last changed, StoryAuthor (SugarCube shows it in its side bar) and StoryInit.
// - Passage metadata places each passage on Twine's map: a column per BFS depth from the start
//   (through written choices, flags ignored), a row per passage in that column, in the order met;
//   passages no choice reaches go in a last column.
import { FLAG_NAME, type Choice, type GamebookGraph, type Segment } from '../../core/gamebook.ts';
import { playableSegments } from '../../core/gamebook-play.ts';

/** The story format the file is written for (its StoryData names it). */
export const TWEE_STORY_FORMAT = { name: 'SugarCube', version: '2.37.3' } as const;

export interface TweeMeta {
  title: string;
  author: string;
  /** BCP 47 */
  language: string;
  /** a UUID v4 (any case; written upper case) */
  ifid: string;
  /** when the book last changed */
  modified?: Date | undefined;
}

/** Twine 2's IFIDs: UUID v4, upper case. */
export const IFID_PATTERN = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;

/** Passage names a segment may not take: Twee's and SugarCube's special passages, and ours. */
const RESERVED = new Set([
  'StoryTitle', 'StoryData', 'StoryScript', 'StoryStylesheet', 'StoryInit', 'StoryAuthor', 'StoryBanner', 'StoryCaption', 'StoryDisplayTitle',
  'StoryInterface', 'StoryMenu', 'StoryShare', 'StorySubtitle', 'StorySettings', 'PassageDone', 'PassageFooter', 'PassageHeader', 'PassageReady',
]);

const ENDING_COLORS = { good: 'green', bad: 'red', neutral: 'yellow' } as const;

/** A name or tag for a Twee 3 passage header: `\`, `[`, `]`, `{`, `}` escaped with a backslash (the spec's rule). */
export function escapeTweeName(name: string): string {
  return name.replace(/[\\[\]{}]/g, (c) => `\\${c}`);
}

/** `::` at a line's start, escaped `\::` as Twine 2 writes it (it would open a passage): for StoryTitle, which is not wikified. */
const escapeTweeText = (text: string) => text.replace(/^::/gm, '\\::');

/** A segment's title as a passage name, before it is made unique. */
function safeName(title: string): string {
  return title
    .replace(/\s+/g, ' ')
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .replace(/->/g, '→')
    .replace(/<-/g, '←')
    .replace(/\|/g, '/')
    .replace(/"/g, "'")
    .trim()
    .replace(/[\s\\]+$/, '');
}

/** Each exported segment's passage name, by segment id: unique, safe, stable for a graph. */
export function tweePassageNames(graph: GamebookGraph): Map<string, string> {
  const live = playableSegments(graph);
  const names = new Map<string, string>();
  const taken = new Set(RESERVED);
  const order = [...live.values()].sort((a, b) => Number(b.id === graph.start) - Number(a.id === graph.start));
  for (const segment of order) {
    const base = safeName(segment.title) || safeName(`Segment ${segment.id}`) || 'Segment';
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
    taken.add(name);
    names.set(segment.id, name);
  }
  return names;
}

const ref = (c: string) => `&#${c.codePointAt(0)};`;

/** Text as SugarCube shows it and Twee keeps it: its markup written as character references (see the rules above). */
export function sugarcubeText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((line) => line
    .replace(/&(?=#?[0-9A-Za-z]{2,8};)/g, '&amp;')
    .replace(/[[\]<\\]/g, ref)
    .replace(/\$(?=[$A-Za-z_])/g, ref)
    .replace(/\/(?=[/*%])|'(?=')|_(?=_)|=(?==)|\^(?=\^)|~(?=~)|@(?=@)|\{(?=\{\{)|"(?="")/g, ref)
    .replace(/^[!*#>|]/, ref)
    .replace(/^-(?=---)/, ref)
    .replace(/^:(?=:)/, ref));
  return lines.join('\n');
}

/** A choice's text as a TwineScript string literal that no link parser can split. */
function linkText(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim() || '…';
  const escaped = clean.replace(/[\\"[\]|<>]/g, (c) => (c === '\\' || c === '"' ? `\\${c}` : `\\x${c.charCodeAt(0).toString(16).toUpperCase()}`));
  return `"${escaped}"`;
}

/** A SugarCube comment (one line, no comment end inside). */
const comment = (text: string) => `/* ${text.replace(/\s+/g, ' ').replace(/\*\//g, '* /').trim()} */`;

function checkFlag(flag: string): string {
  if (!FLAG_NAME.test(flag)) throw new Error(`Gamebook flag ${JSON.stringify(flag)} is not a flag name (FLAG_NAME): it cannot be a SugarCube variable`);
  return `$${flag}`;
}

function condition(choice: Choice): string {
  return [...(choice.requires ?? []).map(checkFlag), ...(choice.forbids ?? []).map((f) => `not ${checkFlag(f)}`)].join(' and ');
}

function setter(choice: Choice): string {
  return [...(choice.sets ?? []).map((f) => `${checkFlag(f)} to true`), ...(choice.clears ?? []).map((f) => `${checkFlag(f)} to false`)].join('; ');
}

function choiceLine(choice: Choice, names: ReadonlyMap<string, string>): string {
  let body: string;
  if (choice.to === null) {
    body = `<span class="choice-unwritten">${sugarcubeText(choice.text.replace(/\s+/g, ' ').trim() || '…')}</span> ${comment('Not written yet: on Bookloom the writer writes this choice\'s segment when a reader first takes it.')}`;
  } else {
    const target = names.get(choice.to);
    if (target === undefined) return comment(`Left out: the choice "${choice.text}" leads to a segment that is hidden or missing.`);
    const set = setter(choice);
    body = `[[${linkText(choice.text)}->${target}]${set ? `[${set}]` : ''}]`;
  }
  const when = condition(choice);
  return when ? `<<if ${when}>>${body}<</if>>` : body;
}

/** Column (BFS depth from the start) and row of each exported segment on Twine's map. */
function layout(graph: GamebookGraph, live: ReadonlyMap<string, Segment>): Map<string, { column: number; row: number }> {
  const depth = new Map<string, number>();
  const queue: string[] = [];
  if (live.has(graph.start)) { depth.set(graph.start, 0); queue.push(graph.start); }
  for (let i = 0; i < queue.length; i++) {
    const segment = live.get(queue[i]!)!;
    if (segment.ending) continue;
    for (const choice of segment.choices) {
      if (choice.to !== null && live.has(choice.to) && !depth.has(choice.to)) {
        depth.set(choice.to, depth.get(segment.id)! + 1);
        queue.push(choice.to);
      }
    }
  }
  const last = Math.max(-1, ...depth.values()) + 1;
  const rows = new Map<number, number>();
  const place = new Map<string, { column: number; row: number }>();
  for (const id of [...queue, ...[...live.keys()].filter((id) => !depth.has(id))]) {
    const column = depth.get(id) ?? last;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    place.set(id, { column, row });
  }
  return place;
}

function passage(name: string, text: string, tags: string[] = [], metadata?: Record<string, string>): string {
  const header = [`:: ${escapeTweeName(name)}`];
  if (tags.length) header.push(`[${tags.map(escapeTweeName).join(' ')}]`);
  if (metadata) header.push(JSON.stringify(metadata));
  return `${header.join(' ')}\n${text}\n`;
}

/** The gamebook as a Twee 3 file for SugarCube 2 (see the rules at the top of this file). */
export function gamebookToTwee(graph: GamebookGraph, meta: TweeMeta): string {
  const ifid = meta.ifid.trim().toUpperCase();
  if (!IFID_PATTERN.test(ifid)) throw new Error(`The IFID ${JSON.stringify(meta.ifid)} is not a UUID v4`);
  const live = playableSegments(graph);
  if (!live.has(graph.start)) throw new Error(`The gamebook's start segment ${JSON.stringify(graph.start)} is missing or hidden`);
  const names = tweePassageNames(graph);
  const place = layout(graph, live);

  const flags: string[] = [];
  const addFlag = (f: string) => { checkFlag(f); if (!flags.includes(f)) flags.push(f); };
  graph.flags.forEach(addFlag);

  const passages: string[] = [];
  const endings = new Set<keyof typeof ENDING_COLORS>();
  for (const [id, { column, row }] of place) {
    const segment = live.get(id)!;
    const parts = [sugarcubeText(segment.text.trim())];
    if (!segment.ending) {
      for (const c of segment.choices) [...(c.requires ?? []), ...(c.forbids ?? []), ...(c.sets ?? []), ...(c.clears ?? [])].forEach(addFlag);
      const lines = segment.choices.map((c) => choiceLine(c, names));
      if (lines.length) parts.push(lines.join('\n'));
    } else {
      endings.add(segment.ending);
    }
    const tags = segment.ending ? [`ending-${segment.ending}`] : [];
    passages.push(passage(names.get(id)!, parts.filter(Boolean).join('\n\n'), tags, { position: `${100 + column * 200},${100 + row * 150}` }));
  }

  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const storyData: Record<string, unknown> = {
    ifid, format: TWEE_STORY_FORMAT.name, 'format-version': TWEE_STORY_FORMAT.version, start: names.get(graph.start)!,
  };
  if (endings.size) storyData['tag-colors'] = Object.fromEntries([...endings].sort().map((e) => [`ending-${e}`, ENDING_COLORS[e]]));
  storyData.zoom = 1;

  const about = [oneLine(meta.title), meta.author.trim() ? `by ${oneLine(meta.author)}` : '', 'exported from Bookloom', meta.modified ? `last changed ${meta.modified.toISOString()}` : '']
    .filter(Boolean).join(', ');
  const script = [`// ${about}`];
  if (meta.language.trim()) script.push(`document.documentElement.setAttribute('lang', ${JSON.stringify(meta.language.trim())});`);

  const head = [
    passage('StoryTitle', escapeTweeText(oneLine(meta.title) || 'Gamebook')),
    passage('StoryData', JSON.stringify(storyData, null, 2)),
    passage('StoryScript', script.join('\n'), ['script']),
  ];
  if (meta.author.trim()) head.push(passage('StoryAuthor', sugarcubeText(oneLine(meta.author))));
  if (flags.length) head.push(passage('StoryInit', flags.map((f) => `<<set $${f} to false>>`).join('\n')));
  return [...head, ...passages].join('\n');
}
