// Issue 14 and 11, the gamebook player's markup (player-view.ts), drawn on the server for the first
// HTML and in the browser after every move: an author's words are text, never markup; the choices
// offered in the reader's state with their keys; an unwritten choice disabled unless the reader may
// grow it; an ending instead of choices; Back disabled at the start; the draft while a path is written.
import { describe, expect, it } from 'vitest';
import type { GamebookGraph } from '../../core/gamebook.ts';
import { startReading, takeChoice } from '../../core/gamebook-play.ts';
import { liteTranslator } from '../../site/lib/strings-lite.ts';
import { islandResources } from '../../site/lib/i18n.ts';
import { esc, playerHtml, shownSegment, type PlayerView } from '../../site/components/kinds/gamebook/player-view.ts';

const evil = '<img src=x onerror="alert(1)">';
const graph: GamebookGraph = {
  start: 'gate', flags: ['key'],
  segments: [
    { id: 'gate', title: `The gate ${evil}`, text: `First & "quoted" paragraph.\n\nSecond ${evil}`, choices: [
      { id: 'in', text: `Go in ${evil}`, to: 'hall' },
      { id: 'vault', text: 'Open the vault', to: 'hall', requires: ['key'] },
      { id: 'well', text: 'Climb down the well', to: null },
    ] },
    { id: 'hall', title: 'The hall', text: 'It is quiet.', ending: 'good', choices: [] },
  ],
};
const t = liteTranslator('en', islandResources('en', { gamebook: ['play'] }), 'gamebook');
const view = (over: Partial<PlayerView> = {}): PlayerView => ({
  t, title: `A book ${evil}`, language: 'en', dir: 'ltr', graph, pictures: {}, reading: startReading(graph),
  notice: null, canGrow: false, growing: null, draft: null, copied: false, ...over,
});
/** The opening tag of the choice button with this id. */
const choiceTag = (html: string, id: string) => [...html.matchAll(/<button type="button" class="gbp-choice"[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`data-choice="${id}"`)) ?? '';
const backTag = (html: string) => /<button[^>]*data-play="back"[^>]*>/.exec(html)?.[0] ?? '';
const parse = (html: string) => {
  // no DOM in unit tests: count what a browser would parse as elements by their tags
  const tags = [...html.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]);
  return { tags, html };
};

describe('the gamebook player\'s markup', () => {
  it('shows an author\'s words as text: no tag or attribute of theirs reaches the page', () => {
    const { tags, html } = parse(playerHtml(view()));
    expect(tags).not.toContain('img');
    expect(html).not.toContain('onerror="');
    expect(html).toContain(esc(`The gate ${evil}`));
    expect(html).toContain('<p>First &amp; &quot;quoted&quot; paragraph.</p><p>Second &lt;img');
    expect(esc(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it('offers the choices the state allows, numbered for their keys; an unwritten one waits for a reader who may grow it', () => {
    const html = playerHtml(view());
    const choices = [...html.matchAll(/<button type="button" class="gbp-choice"([^>]*)>/g)].map((m) => m[1]!);
    expect(choices).toHaveLength(2);
    expect(choices[0]).toContain('data-choice="in"');
    expect(choices[0]).toContain('aria-keyshortcuts="1"');
    expect(choices[1]).toContain('data-choice="well"');
    expect(choices[1]).toContain('data-unwritten="true"');
    expect(choices[1]).toContain(' disabled');
    expect(html).toContain(t('play.notWritten'));
    const growing = playerHtml(view({ canGrow: true }));
    expect(choiceTag(growing, 'well')).not.toContain(' disabled');
    expect(growing).toContain(t('play.willGrow'));
    // Back is disabled at the start
    expect(backTag(html)).toContain(' disabled');
  });

  it('shows an ending instead of choices, with how many segments the reader saw', () => {
    const taken = takeChoice(graph, startReading(graph), 'in');
    if (!taken.ok) throw new Error('the choice is offered');
    const v = view({ reading: taken.reading });
    const html = playerHtml(v);
    expect(shownSegment(v)).toEqual({ id: 'hall', ending: 'good' });
    expect(html).toContain('data-testid="ending"');
    expect(html).not.toContain('data-testid="play-choice"');
    expect(html).toContain(esc(t('play.endingSeen', { count: 2 })));
    expect(backTag(html)).not.toBe('');
    expect(backTag(html)).not.toContain(' disabled');
  });

  it('while a path is written: every choice waits, the words so far show, marked busy', () => {
    const html = playerHtml(view({ canGrow: true, growing: 'well', draft: { title: 'Down <b>', text: 'Dark and wet.' } }));
    expect(choiceTag(html, 'in')).toContain(' disabled');
    expect(choiceTag(html, 'well')).toContain('aria-busy="true"');
    expect(choiceTag(playerHtml(view({ canGrow: true })), 'in')).not.toContain(' disabled');
    expect(html).toContain('data-testid="play-growing"');
    expect(html).toContain('<h2 lang="en" dir="ltr">Down &lt;b&gt;</h2>');
    expect(html).toContain('<p>Dark and wet.</p>');
  });

  it('says the segment is missing, with a way back to the start, when the reading points nowhere', () => {
    const html = playerHtml(view({ reading: { ...startReading(graph), segment: 'gone' } }));
    expect(html).toContain('role="alert"');
    expect(html).toContain(t('play.missing'));
    expect(html).toContain('data-play="restart"');
  });
});
