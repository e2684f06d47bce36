// Issue 14, the Twee 3 export: a crafted French gamebook (titles and choices full of the characters
// Twee, SugarCube and Twine read as markup, two flags, three endings, an unwritten choice, a hidden
// segment, a choice to it, a reserved title, a duplicate title, an empty one) is exported and read
// back with extwee, a Twine-format parser: every passage, its text, its links, the state, the tags.
// extwee ships its types in types/, but its package.json "exports" names none, so TypeScript cannot
// find them from the package name: they are taken from that folder.
// @ts-expect-error TS7016, see above
import * as untypedExtwee from 'extwee';
import type * as Extwee from '../../node_modules/extwee/types/index.d.ts';
import { describe, expect, it } from 'vitest';
import type { GamebookGraph } from '../../core/gamebook.ts';
import { escapeTweeName, gamebookToTwee, IFID_PATTERN, sugarcubeText, TWEE_STORY_FORMAT, tweePassageNames } from '../../api/exports/twee.ts';

const { compileTwine2HTML, parseTwee, parseTwine2HTML, StoryFormat } = untypedExtwee as typeof Extwee;
type Passage = InstanceType<typeof Extwee.Passage>;

const seg = (id: string, title: string, text: string, choices: GamebookGraph['segments'][number]['choices'] = [], extra: object = {}) => ({ id, title, text, choices, ...extra });

const TEXT_START = [
  'Tu arrives devant le manoir. La brume s\'élève, épaisse et froide ; au loin, un hibou hulule.',
  '',
  ':: Ceci n\'est pas un en-tête, même au début d\'une ligne.',
  'Une inscription : [[piège]] <<script>>alert(1)<</script>> $lantern, //pas italique// et \'\'pas gras\'\'.',
  '',
  '! Pas un titre',
  '* pas une liste | ni un tableau',
  '----',
  'Coût : 5 $ & &amp; fin\\',
].join('\n');

const GRAPH: GamebookGraph = {
  start: 's1',
  flags: ['lantern', 'key'],
  segments: [
    seg('s1', 'Le seuil [ouvert]', TEXT_START, [
      { id: 'c1', text: 'Prendre la lanterne -> vite', to: 's2', sets: ['lantern'] },
      { id: 'c2', text: 'Ouvrir | forcer la porte ]] [[ "vraiment"', to: 's3', requires: ['lantern'] },
      { id: 'c3', text: 'Écouter à la porte [en silence]', to: null },
    ]),
    seg('s2', 'Couloir {nord} \\ sud', 'Un long couloir.\n\nDes portraits te regardent passer.', [
      { id: 'c4', text: 'Descendre à la cave', to: 's4', requires: ['lantern'] },
      { id: 'c5', text: 'Revenir <- dehors', to: 's1', clears: ['lantern'] },
      { id: 'c6', text: 'Pousser le panneau secret', to: 's9' },
    ]),
    seg('s3', 'Couloir {nord} \\ sud', 'Un autre couloir, tout pareil.', [
      { id: 'c11', text: 'Rentrer au village', to: 's8' },
      { id: 'c12', text: 'Chercher ailleurs', to: 's10' },
    ]),
    seg('s4', 'La cave -> sombre', 'Il fait noir. Quelque chose brille.', [
      { id: 'c7', text: 'Prendre la clé', to: 's5', sets: ['key'], clears: ['lantern'] },
      { id: 'c8', text: 'Remonter', to: 's2' },
    ]),
    seg('s5', 'StoryInit', 'Un coffre ancien.', [
      { id: 'c9', text: 'Ouvrir le coffre', to: 's6', requires: ['key'], forbids: ['lantern'] },
      { id: 'c10', text: 'Fuir', to: 's7' },
    ]),
    seg('s6', 'Trésor « doré » "pur"', 'Le coffre est plein d\'or. Tu as gagné !', [], { ending: 'good' }),
    seg('s7', 'La chute | fin', 'Tu tombes dans le puits.', [], { ending: 'bad' }),
    seg('s8', 'Retour au village', 'Tu rentres chez toi, sans trésor mais sain et sauf.', [], { ending: 'neutral' }),
    seg('s9', 'Pièce cachée', 'Un texte que personne ne doit lire.', [{ id: 'c13', text: 'Sortir', to: 's1' }, { id: 'c14', text: 'Rester', to: 's8' }], { hidden: true }),
    seg('s10', '   ', 'Une salle sans nom.', [
      { id: 'c15', text: 'Repartir \\ encore\n  (vite)', to: 's1' },
      { id: 'c16', text: '', to: 's8' },
    ]),
  ],
};

const META = { title: 'Le Manoir des brumes : l\'énigme', author: 'Zoé Lefèvre', language: 'fr-FR', ifid: 'd674c58c-defa-4f70-b7a2-27742230c0fc', modified: new Date('2025-03-04T05:06:07Z') };

/** The names the rules give (see twee.ts): made safe, start first, duplicates and reserved names suffixed. */
const EXPECTED_NAMES: Record<string, string> = {
  s1: 'Le seuil (ouvert)',
  s2: 'Couloir (nord) \\ sud',
  s3: 'Couloir (nord) \\ sud (2)',
  s4: 'La cave → sombre',
  s5: 'StoryInit (2)',
  s6: 'Trésor « doré » \'pur\'',
  s7: 'La chute / fin',
  s8: 'Retour au village',
  s10: 'Segment s10',
};

/** SugarCube's text back to what the reader sees: its character references undone. */
const decodeText = (text: string) => text
  .replace(/&(#\d+|amp|lt|gt|quot);/g, (_, e: string) => (e[0] === '#' ? String.fromCodePoint(Number(e.slice(1))) : ({ amp: '&', lt: '<', gt: '>', quot: '"' })[e]!));

/** A TwineScript string literal as twee.ts writes a link's text (double quotes, \\ \" \xHH). */
const decodeString = (literal: string) => {
  expect(literal).toMatch(/^"(?:[^"\\]|\\.)*"$/);
  return literal.slice(1, -1).replace(/\\x([0-9A-F]{2})|\\(.)/g, (_, hex: string | undefined, c: string | undefined) => (hex ? String.fromCharCode(parseInt(hex, 16)) : c!));
};

interface Link { text: string; target: string; setter: string; condition: string }

/** The links of a passage, as Twine 2 finds them: `[[…]]`, the setter after `][`, the target after `->` (or `|`). */
function linksOf(text: string): Link[] {
  return [...text.matchAll(/(?:<<if ([^>]*)>>)?\[\[(.*?)\]\]/g)].map((m) => {
    const [link, setter = ''] = m[2]!.split('][');
    const arrow = link!.includes('->') ? '->' : '|';
    const at = link!.indexOf(arrow);
    return { text: decodeString(link!.slice(0, at)), target: link!.slice(at + arrow.length), setter, condition: m[1] ?? '' };
  });
}

const twee = gamebookToTwee(GRAPH, META);
const story = parseTwee(twee);
const byName = new Map<string, Passage>(story.passages.map((p: Passage) => [p.name, p]));
const live = GRAPH.segments.filter((s) => !s.hidden);

describe('gamebookToTwee, read back with extwee', () => {
  it('writes StoryTitle and StoryData: the IFID upper case, SugarCube 2.37.3, the start passage, zoom 1, tag colours', () => {
    expect(story.name).toBe(META.title);
    expect(story.IFID).toBe(META.ifid.toUpperCase());
    expect(story.IFID).toMatch(IFID_PATTERN);
    expect(story.format).toBe('SugarCube');
    expect(story.formatVersion).toBe('2.37.3');
    expect(TWEE_STORY_FORMAT).toEqual({ name: 'SugarCube', version: '2.37.3' });
    expect(story.start).toBe(EXPECTED_NAMES.s1);
    expect(byName.has(story.start)).toBe(true);
    expect(story.zoom).toBe(1);
    expect(story.tagColors).toEqual({ 'ending-bad': 'red', 'ending-good': 'green', 'ending-neutral': 'yellow' });
    // the StoryData passage is pretty-printed JSON (the spec's recommendation)
    expect(twee).toMatch(/^:: StoryData\n\{\n {2}"ifid": "D674C58C-DEFA-4F70-B7A2-27742230C0FC",/m);
  });

  it('names every segment a reader can be in, as the rules say, and leaves the hidden one out', () => {
    const names = tweePassageNames(GRAPH);
    expect(Object.fromEntries(names)).toEqual(EXPECTED_NAMES);
    for (const s of live) expect(byName.get(EXPECTED_NAMES[s.id]!), s.id).toBeDefined();
    const segmentPassages = story.passages.filter((p: Passage) => !['StoryAuthor', 'StoryInit'].includes(p.name));
    expect(segmentPassages.map((p: Passage) => p.name).sort()).toEqual(Object.values(EXPECTED_NAMES).sort());
    expect(twee).not.toContain('Pièce cachée');
    expect(twee).not.toContain('personne ne doit lire');
    // no name holds what Twine's header or link parsers would misread
    for (const name of names.values()) expect(name).not.toMatch(/[[\]{}|"]|->|<-/);
  });

  it('escapes the header as Twee 3 says: \\ [ ] { } get a backslash', () => {
    expect(escapeTweeName('a\\b [c] {d}')).toBe('a\\\\b \\[c\\] \\{d\\}');
    expect(twee).toContain(':: Couloir (nord) \\\\ sud {"position":');
    expect(byName.get('Couloir (nord) \\ sud')).toBeDefined();
  });

  it('keeps each segment\'s text, paragraphs and all, with SugarCube markup and `::` line starts made plain', () => {
    for (const s of live) {
      const text = byName.get(EXPECTED_NAMES[s.id]!)!.text;
      expect(decodeText(text).startsWith(s.text.trim()), s.id).toBe(true);
    }
    const start = byName.get(EXPECTED_NAMES.s1!)!.text;
    expect(start).toContain('\n&#58;: Ceci n\'est pas un en-tête');
    expect(start).toContain('La brume s\'élève, épaisse et froide ; au loin, un hibou hulule.\n\n');
    // nothing left for SugarCube to run or format
    const prose = start.slice(0, start.indexOf('[['));
    expect(prose).not.toMatch(/<<|<script|\[\[|\$lantern|\/\/|''|^[!*|]|^----/m);
    expect(prose).toContain('&#91;&#91;piège&#93;&#93; &#60;&#60;script>>');
    expect(prose).toContain('&amp;amp;');
  });

  it('links every written choice to its passage, with its setter and condition; nothing else is a link', () => {
    const names = tweePassageNames(GRAPH);
    const found: string[] = [];
    for (const s of live) {
      for (const link of linksOf(byName.get(names.get(s.id)!)!.text)) {
        expect(byName.has(link.target), `${s.id} → ${link.target}`).toBe(true);
        found.push(JSON.stringify([names.get(s.id), link.text, link.target, link.setter, link.condition]));
      }
    }
    const flagsOf = (c: GamebookGraph['segments'][number]['choices'][number]) => [
      [...(c.sets ?? []).map((f) => `$${f} to true`), ...(c.clears ?? []).map((f) => `$${f} to false`)].join('; '),
      [...(c.requires ?? []).map((f) => `$${f}`), ...(c.forbids ?? []).map((f) => `not $${f}`)].join(' and '),
    ];
    const expected = live.filter((s) => !s.ending).flatMap((s) => s.choices
      .filter((c) => c.to !== null && names.has(c.to))
      .map((c) => JSON.stringify([names.get(s.id), c.text.replace(/\s+/g, ' ').trim() || '…', names.get(c.to!), ...flagsOf(c)])));
    expect(found.sort()).toEqual(expected.sort());
    expect(found).toHaveLength(12);
    // the hard cases, as written
    const start = byName.get(EXPECTED_NAMES.s1!)!.text;
    expect(start).toContain('[["Prendre la lanterne -\\x3E vite"->Couloir (nord) \\ sud][$lantern to true]]');
    expect(start).toContain('<<if $lantern>>[["Ouvrir \\x7C forcer la porte \\x5D\\x5D \\x5B\\x5B \\"vraiment\\""->Couloir (nord) \\ sud (2)]]<</if>>');
    expect(byName.get('StoryInit (2)')!.text).toContain('<<if $key and not $lantern>>[["Ouvrir le coffre"->Trésor « doré » \'pur\']]<</if>>');
  });

  it('prints an unwritten choice as plain text with a note, and leaves out a choice to the hidden segment', () => {
    const start = byName.get(EXPECTED_NAMES.s1!)!.text;
    expect(start).toMatch(/^<span class="choice-unwritten">Écouter à la porte &#91;en silence&#93;<\/span> \/\* Not written yet: .* \*\/$/m);
    const corridor = byName.get(EXPECTED_NAMES.s2!)!.text;
    expect(corridor).not.toContain('s9');
    expect(corridor).toMatch(/^\/\* Left out: the choice "Pousser le panneau secret" leads to a segment that is hidden or missing\. \*\/$/m);
  });

  it('initialises both flags in StoryInit, tags the endings, and gives them no links', () => {
    expect(byName.get('StoryInit')!.text).toBe('<<set $lantern to false>>\n<<set $key to false>>');
    expect(byName.get(EXPECTED_NAMES.s6!)!.tags).toEqual(['ending-good']);
    expect(byName.get(EXPECTED_NAMES.s7!)!.tags).toEqual(['ending-bad']);
    expect(byName.get(EXPECTED_NAMES.s8!)!.tags).toEqual(['ending-neutral']);
    for (const s of live.filter((x) => !x.ending)) expect(byName.get(EXPECTED_NAMES[s.id]!)!.tags, s.id).toEqual([]);
    for (const id of ['s6', 's7', 's8']) expect(linksOf(byName.get(EXPECTED_NAMES[id]!)!.text)).toEqual([]);
  });

  it('sets the page language and names the book in the story JavaScript; the author in StoryAuthor', () => {
    expect(story.storyJavaScript).toContain('document.documentElement.setAttribute(\'lang\', "fr-FR");');
    expect(story.storyJavaScript).toContain('// Le Manoir des brumes : l\'énigme, by Zoé Lefèvre, exported from Bookloom, last changed 2025-03-04T05:06:07.000Z');
    expect(byName.get('StoryAuthor')!.text).toBe('Zoé Lefèvre');
  });

  it('lays the passages out on a grid by depth from the start, each at its own place', () => {
    const positions = live.map((s) => (byName.get(EXPECTED_NAMES[s.id]!)!.metadata as { position?: string }).position);
    expect(positions.every((p) => typeof p === 'string' && /^\d+,\d+$/.test(p))).toBe(true);
    expect(new Set(positions).size).toBe(positions.length);
    const at = (id: string) => (byName.get(EXPECTED_NAMES[id]!)!.metadata as { position: string }).position;
    expect(at('s1')).toBe('100,100');
    expect(at('s2')).toBe('300,100');
    expect(at('s3')).toBe('300,250');
    expect(at('s4')).toBe('500,100');
    expect(at('s8')).toBe('500,250');
    expect(at('s10')).toBe('500,400');
  });

  it('survives a round trip through Twine 2 HTML (extwee\'s compiler and parser)', () => {
    const format = new StoryFormat('SugarCube', '2.37.3');
    format.source = '<html><head><title>{{STORY_NAME}}</title></head><body>{{STORY_DATA}}</body></html>';
    const html = compileTwine2HTML(story, format);
    const back = parseTwine2HTML(html);
    expect(back.IFID).toBe(story.IFID);
    expect(back.name).toBe(META.title);
    expect(back.format).toBe('SugarCube');
    expect(back.passages.find((p: Passage) => p.name === back.start)?.name).toBe(EXPECTED_NAMES.s1);
    const again = new Map<string, Passage>(back.passages.map((p: Passage) => [p.name, p]));
    for (const p of story.passages as Passage[]) {
      expect(again.get(p.name)?.text, p.name).toBe(p.text);
      expect(again.get(p.name)?.tags, p.name).toEqual(p.tags);
    }
  });

  it('refuses what it cannot write: a bad IFID, a hidden or missing start, a flag that is not a name', () => {
    expect(() => gamebookToTwee(GRAPH, { ...META, ifid: 'not-an-ifid' })).toThrow(/IFID/);
    expect(() => gamebookToTwee(GRAPH, { ...META, ifid: 'D674C58C-DEFA-1F70-B7A2-27742230C0FC' })).toThrow(/UUID v4/);
    expect(() => gamebookToTwee({ ...GRAPH, start: 's9' }, META)).toThrow(/start/);
    expect(() => gamebookToTwee({ ...GRAPH, start: 'nope' }, META)).toThrow(/start/);
    expect(() => gamebookToTwee({ ...GRAPH, flags: ['lantern', 'key', 'x; alert(1)'] }, META)).toThrow(/flag/);
  });

  it('writes text SugarCube shows as written', () => {
    expect(sugarcubeText('a [b] <c> \\ $x $5 & &amp; //i// \'\'b\'\' __u__ ==s== ^^p^^ ~~d~~ @@c@@ {{{m}}} """v""" /*c*/ /%c%/'))
      .toBe('a &#91;b&#93; &#60;c> &#92; &#36;x $5 & &amp;amp; &#47;/i&#47;/ &#39;\'b&#39;\' &#95;_u&#95;_ &#61;=s&#61;= &#94;^p&#94;^ &#126;~d&#126;~ &#64;@c&#64;@ &#123;{{m}}} &#34;""v&#34;"" &#47;*c*/ &#47;%c%/');
    expect(sugarcubeText('!h\n*l\n#l\n>q\n|t|\n----\n:: x\n ::y')).toBe('&#33;h\n&#42;l\n&#35;l\n&#62;q\n&#124;t|\n&#45;---\n&#58;: x\n ::y');
    expect(decodeText(sugarcubeText('Œuvre « ça » — 1 < 2 & [x] $a\n\n:: fin'))).toBe('Œuvre « ça » — 1 < 2 & [x] $a\n\n:: fin');
  });
});
