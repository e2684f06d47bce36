// Issue 14, the printed gamebook: numbered sections as Markdown, in number order, each the
// segment's text then its choices as "… — turn to 37", conditions and flag changes in words,
// endings marked; unwritten choices and choices to segments that are not numbered are left out.
// The numbering is built here by hand (numberSections' own tests are in gamebook-sections').
import { describe, expect, it } from 'vitest';
import type { GamebookGraph } from '../../core/gamebook.ts';
import { ENGLISH_PRINT_WORDS, gamebookSections, markdownParagraphs, markdownPlain, type GamebookPrintWords } from '../../api/exports/gamebook-print.ts';
import { renderMarkdown } from '../../api/lib/markdown.ts';

const GRAPH: GamebookGraph = {
  start: 'door',
  flags: ['lantern', 'metTheFox'],
  segments: [
    {
      id: 'door', title: 'La porte', text: 'Tu es devant la porte du manoir.\nElle est entrouverte.\n\nUn renard t\'observe : 100 $ de récompense *promise*.',
      choices: [
        { id: 'c1', text: 'Entrer [vite]', to: 'hall', sets: ['lantern'] },
        { id: 'c2', text: 'Parler au renard', to: 'fox', sets: ['metTheFox'], clears: ['lantern'] },
        { id: 'c3', text: 'Écouter', to: null },
      ],
    },
    {
      id: 'hall', title: 'Le hall', text: 'Il fait sombre.',
      choices: [
        { id: 'c4', text: 'Monter', to: 'treasure', requires: ['lantern'] },
        { id: 'c5', text: 'Descendre', to: 'pit', forbids: ['lantern'] },
        { id: 'c6', text: 'Suivre le renard', to: 'treasure', requires: ['metTheFox'], forbids: ['lantern'] },
        { id: 'c7', text: 'Pousser le mur', to: 'secret' },
      ],
    },
    { id: 'fox', title: 'Le renard', text: 'Le renard te sourit.', choices: [{ id: 'c8', text: 'Repartir', to: 'door' }, { id: 'c9', text: 'Rentrer', to: 'home' }] },
    { id: 'treasure', title: 'Le trésor', text: 'De l\'or !', ending: 'good', choices: [] },
    { id: 'pit', title: 'Le puits', text: 'Tu tombes.', ending: 'bad', choices: [] },
    { id: 'home', title: 'La maison', text: 'Tu rentres.', ending: 'neutral', choices: [] },
    { id: 'secret', title: 'Secret', text: 'Caché.', hidden: true, choices: [{ id: 'c10', text: 'Sortir', to: 'door' }, { id: 'c11', text: 'Rester', to: 'home' }] },
  ],
};

/** A numbering as numberSections makes one: the start 1, the rest shuffled (here by hand). The hidden segment has a number it must not print. */
const NUMBERING = new Map([['door', 1], ['pit', 2], ['treasure', 3], ['fox', 4], ['home', 5], ['hall', 6], ['secret', 7]]);

const WORDS: GamebookPrintWords = {
  turnTo: (n) => `rendez-vous au ${n}`,
  ending: { good: 'Fin — vous avez gagné.', bad: 'Fin — vous avez perdu.', neutral: 'Fin.' },
  section: (n) => `§ ${n}`,
};

describe('gamebookSections', () => {
  const sections = gamebookSections(GRAPH, NUMBERING, WORDS);
  const at = (n: number) => sections.find((s) => s.number === n)!;

  it('gives the numbered segments that are there, in number order, titled by the words', () => {
    expect(sections.map((s) => [s.number, s.segmentId, s.title])).toEqual([
      [1, 'door', '§ 1'], [2, 'pit', '§ 2'], [3, 'treasure', '§ 3'], [4, 'fox', '§ 4'], [5, 'home', '§ 5'], [6, 'hall', '§ 6'],
    ]);
  });

  it('writes the text as plain Markdown, paragraphs and line breaks kept, then the choices with their section numbers', () => {
    expect(at(1).markdown).toBe([
      'Tu es devant la porte du manoir\\.\\',
      'Elle est entrouverte\\.',
      '',
      'Un renard t\'observe \\: 100 \\$ de récompense \\*promise\\*\\.',
      '',
      '- Entrer \\[vite\\] (note lantern) — **rendez\\-vous au 6**',
      '- Parler au renard (note met the fox; cross out lantern) — **rendez\\-vous au 4**',
      '',
      '*Another way goes on online\\: it is still being written\\.*',
    ].join('\n'));
  });

  it('says a choice\'s conditions in words, and leaves out the choice to the hidden segment', () => {
    expect(at(6).markdown).toBe([
      'Il fait sombre\\.',
      '',
      '- *If you have lantern:* Monter — **rendez\\-vous au 3**',
      '- *If you do not have lantern:* Descendre — **rendez\\-vous au 2**',
      '- *If you have met the fox but not lantern:* Suivre le renard — **rendez\\-vous au 3**',
    ].join('\n'));
    expect(sections.some((s) => s.markdown.includes('Pousser') || s.markdown.includes('Caché'))).toBe(false);
  });

  it('marks the endings with their words, and prints no choices there', () => {
    expect(at(3).markdown).toBe('De l\'or \\!\n\n**Fin — vous avez gagné\\.**');
    expect(at(2).markdown).toBe('Tu tombes\\.\n\n**Fin — vous avez perdu\\.**');
    expect(at(5).markdown).toBe('Tu rentres\\.\n\n**Fin\\.**');
  });

  it('points every "turn to" at a section that is printed', () => {
    const printed = new Set(sections.map((s) => s.number));
    const targets = sections.flatMap((s) => [...s.markdown.matchAll(/rendez\\-vous au (\d+)/g)].map((m) => Number(m[1])));
    expect(targets.length).toBe(7);
    for (const n of targets) expect(printed.has(n), String(n)).toBe(true);
  });

  it('renders as the book\'s Markdown renderer reads it: lists, emphasis, escaped characters as text', () => {
    const html = renderMarkdown(at(1).markdown);
    expect(html).toContain('<br');
    expect(html).toContain('100 $ de récompense *promise*.');
    expect(html).toContain('<li>Entrer [vite] (note lantern) — <strong>rendez-vous au 6</strong></li>');
    expect(html).toContain('<em>Another way goes on online: it is still being written.</em>');
    expect(renderMarkdown(at(6).markdown)).toContain('<li><em>If you have met the fox but not lantern:</em> Suivre le renard — <strong>rendez-vous au 3</strong></li>');
  });

  it('takes the words of another language for flags, conditions, changes and unwritten ways', () => {
    const french: GamebookPrintWords = {
      ...WORDS,
      flag: (f) => ({ lantern: 'la lanterne', metTheFox: 'le renard rencontré' })[f] ?? f,
      condition: (have, lack) => [have.length ? `si vous avez ${have.join(' et ')}` : '', lack.length ? `sans ${lack.join(' ni ')}` : ''].filter(Boolean).join(', '),
      record: (gain, lose) => [...gain.map((f) => `notez ${f}`), ...lose.map((f) => `rayez ${f}`)].join(', '),
      unwritten: (n) => `${n} autre(s) chemin(s) en ligne.`,
    };
    const fr = gamebookSections(GRAPH, NUMBERING, french);
    expect(fr[0]!.markdown).toContain('- Parler au renard (notez le renard rencontré, rayez la lanterne) — **rendez\\-vous au 4**');
    expect(fr[0]!.markdown).toContain('*1 autre\\(s\\) chemin\\(s\\) en ligne\\.*');
    expect(fr.at(-1)!.markdown).toContain('- *si vous avez le renard rencontré, sans la lanterne:* Suivre le renard');
  });

  it('leaves out what the numbering leaves out, and prints nothing without one', () => {
    const partial = gamebookSections(GRAPH, new Map([['door', 1], ['fox', 2], ['home', 3]]), WORDS);
    expect(partial.map((s) => s.segmentId)).toEqual(['door', 'fox', 'home']);
    expect(partial[0]!.markdown).toContain('- Parler au renard (note met the fox; cross out lantern) — **rendez\\-vous au 2**');
    expect(partial[0]!.markdown).not.toContain('Entrer');
    expect(gamebookSections(GRAPH, new Map(), WORDS)).toEqual([]);
  });
});

describe('the Markdown helpers and English words', () => {
  it('escapes Markdown and maths characters, and keeps paragraphs', () => {
    expect(markdownPlain('  a *b* _c_ $x$ [l](u) <h> #1 `c`  ')).toBe('a \\*b\\* \\_c\\_ \\$x\\$ \\[l\\]\\(u\\) \\<h\\> \\#1 \\`c\\`');
    expect(markdownParagraphs('un\r\ndeux\n\n\n trois \n')).toBe('un\\\ndeux\n\ntrois');
    expect(markdownParagraphs('   \n\n')).toBe('');
  });

  it('names flags in words and says conditions, changes and unwritten ways in English', () => {
    expect(ENGLISH_PRINT_WORDS.flag('metTheFox')).toBe('met the fox');
    expect(ENGLISH_PRINT_WORDS.flag('key2')).toBe('key 2');
    expect(ENGLISH_PRINT_WORDS.condition(['a', 'b', 'c'], [])).toBe('If you have a, b and c');
    expect(ENGLISH_PRINT_WORDS.condition([], ['a', 'b'])).toBe('If you do not have a or b');
    expect(ENGLISH_PRINT_WORDS.record(['a'], ['b', 'c'])).toBe('note a; cross out b and c');
    expect(ENGLISH_PRINT_WORDS.unwritten(2)).toBe('2 other ways go on online: they are still being written.');
  });
});
