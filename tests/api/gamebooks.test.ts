// Issue 14, worlds and gamebooks: a world from an idea and its hand edit (each problem on its
// field), a gamebook planned in the world to a size, written, edited on its map (a dead end the
// checks show, fixed), shared only without errors, read signed out, and grown in play behind the
// gamebooks2 flag: at least once, one segment per choice, whoever takes it first — also when two
// readers take the same new choice at once, and when the reader who claimed it went away.
// Jobs run inline (offline writer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { takeChoice, GROW_LEASE_MS } from '../../api/services/gamebooks.ts';
import type { Writer } from '../../api/ai/types.ts';
import { createWriter } from '../../api/ai/index.ts';
import { createProviderWriter } from '../../api/ai/provider.ts';
import { pause, replyStream, startChatStandIn } from '../support/chat-standin.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, roles?: string[]) {
  const email = `gb-${who}@books.example`;
  if (roles) {
    await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
    await t.db.knex('users').where({ email }).update({ roles });
  }
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
async function gql(who: string | null, query: string, variables: object = {}, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { ...(who ? { cookie: cookies[who]! } : {}), ...headers } });
  return res.json() as Answer;
}
async function ok(who: string | null, query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const answer = await gql(who, query, variables, headers);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}
const code = (answer: Answer) => answer.errors?.[0]?.extensions.code;
const fields = (answer: Answer) => answer.errors?.[0]?.extensions.fields ?? {};

const WORLD = 'id name slug premise tone audienceAge language places { name description } characters { id name kind look clothes colours } rules lore visibility featured isOwner';
const SEGMENT = 'id title summary text ending hidden grown status choices { id text to requires forbids sets clears }';
const BOOK = `id kind title status wizardStep visibility worldId segmentCount endingCount useFlags start flags canGrow
  plan { title start flags segments { id title summary ending choices { id text to } } }
  segments { ${SEGMENT} } problems { kind severity segmentIds choiceId }`;
const GET = `query($id: ID!) { gamebook(id: $id) { ${BOOK} } }`;
const UPDATE_SEGMENT = `mutation($g: ID!, $s: ID!, $segment: GamebookSegmentInput!) { updateGamebookSegment(gamebookId: $g, segmentId: $s, segment: $segment) { ${SEGMENT} } }`;
const TAKE = 'mutation($g: ID!, $s: ID!, $c: ID!) { takeGamebookChoice(gamebookId: $g, segmentId: $s, choiceId: $c) { segmentId status } }';

const asInput = (s: any) => ({
  title: s.title, text: s.text, ...(s.ending ? { ending: s.ending } : {}),
  choices: s.choices.map((c: any) => ({ id: c.id, text: c.text, to: c.to, requires: c.requires, forbids: c.forbids, sets: c.sets, clears: c.clears })),
});

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await signIn('author');
  await signIn('reader');
  await signIn('demo', ['interactDemo']);
  await signIn('mod', ['contentMod']);
  await signIn('admin', ['admin']);
});
afterAll(async () => { await t.close(); });

let world: any;
let book: any;

describe('a world', () => {
  it('is written from an idea, private, in the language asked for', async () => {
    ({ createWorld: world } = await ok('author', `mutation { createWorld(idea: "Un archipel de phares où le brouillard parle", language: "fr") { ${WORLD} } }`));
    expect(world.id).toMatch(/^b5/);
    expect(world).toMatchObject({ language: 'fr', visibility: 'private', isOwner: true, featured: false });
    expect(world.places.length).toBeGreaterThan(0);
    expect(world.premise.length).toBeGreaterThan(10);
    // nobody else can see it yet
    expect(code(await gql('reader', `query($id: ID!) { world(id: $id) { id } }`, { id: world.id }))).toBe('NOT_FOUND');
  });

  it('is edited by hand, the whole world checked, each problem on its field and nothing saved lost', async () => {
    const input = {
      name: world.name, premise: world.premise, tone: 'Cosy', audienceAge: 9, language: 'fr', rules: ['La brume garde les noms.'], lore: 'Autrefois…',
      places: [...world.places.map((p: any) => ({ name: p.name, description: p.description })), { name: 'Le Phare Nord', description: 'Une tour blanche.' }],
      characters: world.characters.map((c: any) => ({ id: c.id, name: c.name, kind: c.kind, look: c.look, clothes: c.clothes, colours: c.colours })),
    };
    const bad = await gql('author', `mutation($id: ID!, $w: WorldInput!) { updateWorld(id: $id, world: $w) { id } }`, {
      id: world.id, w: { ...input, audienceAge: 40, places: [...input.places, { name: 'le phare  nord', description: 'x' }] },
    });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(fields(bad)).toMatchObject({ audienceAge: expect.stringMatching(/at most 18/), [`places.${input.places.length}.name`]: expect.stringMatching(/same as place/) });
    const { updateWorld } = await ok('author', `mutation($id: ID!, $w: WorldInput!) { updateWorld(id: $id, world: $w) { ${WORLD} } }`, { id: world.id, w: input });
    expect(updateWorld).toMatchObject({ tone: 'cosy', audienceAge: 9, rules: ['La brume garde les noms.'] });
    expect(updateWorld.places.at(-1).name).toBe('Le Phare Nord');
    world = updateWorld;
  });
});

describe('a gamebook in the world', () => {
  it('is planned to the size asked for, a map of segments the checks find sound', async () => {
    const { startGamebook } = await ok('author', `mutation($input: StartGamebookInput!) { startGamebook(input: $input) { ${BOOK} } }`, {
      input: { worldId: world.id, idea: 'Retrouver la gardienne du phare disparue dans le brouillard', language: 'fr', segmentCount: 20, endingCount: 3, useFlags: true, idempotencyKey: 'gb-start-1' },
    });
    expect(startGamebook.id).toMatch(/^ac/);
    expect(startGamebook).toMatchObject({ kind: 'gamebook', status: 'outlined', worldId: world.id, segmentCount: 20 });
    expect(startGamebook.plan.segments).toHaveLength(20);
    expect(startGamebook.plan.segments.filter((s: any) => s.ending)).toHaveLength(3);
    book = startGamebook;
  });

  it('refuses a gamebook in someone else\'s world, naming the field', async () => {
    const answer = await gql('reader', `mutation($input: StartGamebookInput!) { startGamebook(input: $input) { id } }`, {
      input: { worldId: world.id, idea: 'x', language: 'fr', segmentCount: 8, endingCount: 1, useFlags: false, idempotencyKey: 'gb-start-other' },
    });
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(fields(answer)).toHaveProperty('worldId');
  });

  it('writes every segment of the plan, and its checks are clean', async () => {
    const { generateGamebook } = await ok('author', `mutation($id: ID!) { generateGamebook(id: $id, idempotencyKey: "gb-gen-1") { id } }`, { id: book.id });
    expect(generateGamebook.id).toBe(book.id);
    ({ gamebook: book } = await ok('author', GET, { id: book.id }));
    expect(book.status).toBe('done');
    expect(book.segments).toHaveLength(20);
    expect(book.segments.every((s: any) => s.text.length > 40)).toBe(true);
    expect(book.problems.filter((p: any) => p.severity !== 'info')).toEqual([]);
    expect(book.start).toBe(book.plan.start);
  });

  it('shows a dead end the author makes, refuses sharing until it is fixed, then shares', async () => {
    const victim = book.segments.find((s: any) => !s.ending && s.id !== book.start);
    // every choice of the segment leads back to itself: a loop with no way out
    const trapped = { ...asInput(victim), choices: victim.choices.map((c: any) => ({ ...c, to: victim.id })) };
    await ok('author', UPDATE_SEGMENT, { g: book.id, s: victim.id, segment: trapped });
    const { gamebook: broken } = await ok('author', GET, { id: book.id });
    expect(broken.problems.some((p: any) => p.severity === 'error' && p.segmentIds.includes(victim.id))).toBe(true);
    const refused = await gql('author', `mutation($id: ID!) { setGamebookVisibility(id: $id, visibility: public) { id } }`, { id: book.id });
    expect(code(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(/problem.*to fix/);
    await ok('author', UPDATE_SEGMENT, { g: book.id, s: victim.id, segment: asInput(victim) });
    const { setGamebookVisibility } = await ok('author', `mutation($id: ID!) { setGamebookVisibility(id: $id, visibility: public) { visibility } }`, { id: book.id });
    expect(setGamebookVisibility.visibility).toBe('public');
  });

  it('refuses a link to no segment, naming the choice', async () => {
    const s = book.segments.find((x: any) => !x.ending);
    const answer = await gql('author', UPDATE_SEGMENT, { g: book.id, s: s.id, segment: { ...asInput(s), choices: asInput(s).choices.map((c: any, i: number) => (i === 0 ? { ...c, to: 'nowhere' } : c)) } });
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(fields(answer)).toHaveProperty('choices.0.to');
  });

  it('is read signed out once shared, without the hidden segments', async () => {
    const { gamebook } = await ok(null, GET, { id: book.id });
    expect(gamebook.segments).toHaveLength(20);
    expect(gamebook.canGrow).toBe(false);
  });
});

describe('a picture on a segment, where the author wants one', () => {
  const PICTURES = 'query($id: ID!) { gamebook(id: $id) { artStyle segments { id text status picture { id alt src width height sources { type srcset } } } } }';
  const DRAW = 'mutation($g: ID!, $s: ID!, $i: String, $a: String) { drawGamebookPicture(gamebookId: $g, segmentId: $s, instruction: $i, artStyle: $a) { id status redo } }';
  const REMOVE = 'mutation($g: ID!, $s: ID!) { removeGamebookPicture(gamebookId: $g, segmentId: $s) { id picture { id } } }';
  const balance = async (who: string) => (await ok(who, '{ creditBalance }')).creditBalance as number;
  const settled = async (segmentId: string, who: string | null = 'author') => {
    for (let i = 0; i < 100; i++) {
      const { gamebook } = await ok(who, PICTURES, { id: book.id });
      const s = gamebook.segments.find((x: any) => x.id === segmentId);
      if (s.status === 'done') return { book: gamebook, segment: s };
      await pause(100);
    }
    throw new Error('the picture was not drawn');
  };

  it('is drawn by the illustrator in the style the author picks, for a picture\'s price, the words kept', async () => {
    const before = await balance('author');
    const { gamebook: was } = await ok('author', PICTURES, { id: book.id });
    expect(was.artStyle).toBe('storybook-ink');
    const s1 = was.segments.find((s: any) => s.id === book.start);
    expect(s1.picture).toBeNull();
    const { drawGamebookPicture } = await ok('author', DRAW, { g: book.id, s: book.start, i: 'La porte du port au crépuscule', a: 'watercolor' });
    expect(drawGamebookPicture.id).toBe(book.start);
    const { book: after, segment } = await settled(book.start);
    expect(after.artStyle).toBe('watercolor');
    expect(segment.text).toBe(s1.text);
    expect(segment.picture.alt).toBe('La porte du port au crépuscule');
    expect(segment.picture.width).toBeGreaterThan(0);
    expect(segment.picture.sources.length).toBeGreaterThan(0);
    const { gamebookCosts } = await ok('author', '{ gamebookCosts { picture } }');
    expect(await balance('author')).toBe(before - gamebookCosts.picture);
    // a reader of the shared book sees it too
    const { gamebook: read } = await ok(null, PICTURES, { id: book.id });
    expect(read.segments.find((s: any) => s.id === book.start).picture.id).toBe(segment.picture.id);
  });

  it('draws a picture from the segment\'s own words when the author says nothing, and refuses a style that is not one', async () => {
    const other = book.segments.find((s: any) => s.id !== book.start && !s.hidden);
    await ok('author', DRAW, { g: book.id, s: other.id });
    const { segment } = await settled(other.id);
    expect(segment.picture.alt.startsWith(`${other.title}.`)).toBe(true);
    const bad = await gql('author', DRAW, { g: book.id, s: other.id, a: 'oil-on-velvet' });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(fields(bad)).toHaveProperty('artStyle');
  });

  it('is the author\'s alone to draw or take away', async () => {
    expect(code(await gql('reader', DRAW, { g: book.id, s: book.start }))).toBe('NOT_FOUND');
    expect(code(await gql(null, DRAW, { g: book.id, s: book.start }))).toBe('UNAUTHENTICATED');
    expect(code(await gql('reader', REMOVE, { g: book.id, s: book.start }))).toBe('NOT_FOUND');
    const { removeGamebookPicture } = await ok('author', REMOVE, { g: book.id, s: book.start });
    expect(removeGamebookPicture.picture).toBeNull();
    expect(code(await gql('author', REMOVE, { g: book.id, s: book.start }))).toBe('CONFLICT');
  });
});

describe('growing in play', () => {
  let from: any;
  beforeAll(async () => {
    // the author leaves a choice unwritten: it grows when a reader takes it
    from = book.segments.find((s: any) => s.id === book.start);
    const choices = [...asInput(from).choices.slice(0, 3), { id: 'grow-1', text: 'Suivre la mouette', to: null }];
    await ok('author', UPDATE_SEGMENT, { g: book.id, s: from.id, segment: { ...asInput(from), choices } });
  });

  it('is refused to a reader without the gamebooks2 flag, and the path stays unwritten', async () => {
    const answer = await gql('reader', TAKE, { g: book.id, s: from.id, c: 'grow-1' });
    expect(code(answer)).toBe('FORBIDDEN');
    expect(answer.errors![0]!.message).toBe('This path is not written yet');
    const { gamebook } = await ok('author', GET, { id: book.id });
    expect(gamebook.segments.find((s: any) => s.id === from.id).choices.find((c: any) => c.id === 'grow-1').to).toBeNull();
  });

  it('writes the segment for an interactDemo reader, keeps it, and the next reader gets the same one', async () => {
    const { takeGamebookChoice: first } = await ok('demo', TAKE, { g: book.id, s: from.id, c: 'grow-1' });
    expect(first.status).toBe('done');
    const { gamebook } = await ok(null, GET, { id: book.id });
    const grown = gamebook.segments.find((s: any) => s.id === first.segmentId);
    expect(grown).toMatchObject({ grown: true, status: 'done' });
    expect(grown.text.length).toBeGreaterThan(40);
    expect(gamebook.segments.find((s: any) => s.id === from.id).choices.find((c: any) => c.id === 'grow-1').to).toBe(first.segmentId);
    expect(gamebook.problems.filter((p: any) => p.severity === 'error')).toEqual([]);
    // written once: a reader without the flag now simply follows it
    const { takeGamebookChoice: again } = await ok('reader', TAKE, { g: book.id, s: from.id, c: 'grow-1' });
    expect(again).toEqual({ segmentId: first.segmentId, status: 'done' });
  });

  it('follows an admin\'s local override of the flag, and nobody else\'s', async () => {
    const flags = '{ featureFlags { flag percent on } }';
    const on = JSON.stringify({ gamebooks2: true });
    expect((await ok('admin', flags, {}, { 'x-feature-flags': on })).featureFlags.find((f: any) => f.flag === 'gamebooks2').on).toBe(true);
    expect((await ok('reader', flags, {}, { 'x-feature-flags': on })).featureFlags.find((f: any) => f.flag === 'gamebooks2').on).toBe(false);
    expect((await ok('demo', flags)).featureFlags.map((f: any) => f.on)).toEqual([true, true]);
  });

  it('lets an admin set a flag\'s percent (0–100) and nobody else', async () => {
    expect(code(await gql('mod', 'mutation { setFeatureFlagPercent(flag: "gamebooks2", percent: 50) { percent } }'))).toBe('FORBIDDEN');
    const bad = await gql('admin', 'mutation { setFeatureFlagPercent(flag: "gamebooks2", percent: 101) { percent } }');
    expect(code(bad)).toBe('BAD_USER_INPUT');
    const { setFeatureFlagPercent } = await ok('admin', 'mutation { setFeatureFlagPercent(flag: "gamebooks2", percent: 100) { flag percent on } }');
    expect(setFeatureFlagPercent).toMatchObject({ flag: 'gamebooks2', percent: 100, on: true });
    // at 100 a visitor signed out has it too
    expect((await ok(null, '{ featureFlags { flag on } }')).featureFlags.find((f: any) => f.flag === 'gamebooks2').on).toBe(true);
    await ok('admin', 'mutation { setFeatureFlagPercent(flag: "gamebooks2", percent: 0) { percent } }');
  });
});

describe('growth under concurrent readers (at least once, one segment per choice)', () => {
  const gate = () => { let open!: () => void; const p = new Promise<void>((r) => { open = r; }); return { p, open }; };

  async function freshChoice(id: string) {
    const { gamebook } = await ok('author', GET, { id: book.id });
    const s = gamebook.segments.find((x: any) => !x.ending && x.choices.length < 4 && x.id !== book.start);
    await ok('author', UPDATE_SEGMENT, { g: book.id, s: s.id, segment: { ...asInput(s), choices: [...asInput(s).choices, { id, text: 'Descendre au port', to: null }] } });
    return s.id as string;
  }
  const grownFor = (segmentId: string, choiceId: string) => t.db.knex('book_parts').where({ book_id: book.id }).whereRaw("content->>'grownFrom' = ?", [`${segmentId}/${choiceId}`]);

  it('two readers taking the same new choice at once get one segment, written once', async () => {
    const from = await freshChoice('race-1');
    const offline = createWriter(t.config);
    const held = gate();
    let calls = 0;
    const slow: Writer = { name: 'slow', sections: offline.sections.bind(offline), structured: async (req, opts) => { calls++; await held.p; return offline.structured(req, opts); } };
    const demo = { id: (await t.db.knex('users').where({ email: 'gb-demo@books.example' }).first('id')).id, roles: ['interactDemo'] };
    const a = takeChoice({ knex: t.db.knex, writer: slow }, demo, book.id, from, 'race-1', true);
    const b = takeChoice({ knex: t.db.knex, writer: slow }, null, book.id, from, 'race-1', true);
    // whoever claimed it waits for the writer; the other is told at once that it is being written
    const second = await Promise.race([a, b]);
    expect(second.status).toBe('writing');
    held.open();
    const [ra, rb] = await Promise.all([a, b]);
    const first = ra.status === 'done' && ra !== second ? ra : rb;
    expect(first.status).toBe('done');
    expect(second.segmentId).toBe(first.segmentId);
    expect(calls).toBe(1);
    expect(await grownFor(from, 'race-1')).toHaveLength(1);
    // the one that was told "writing" asks again and reads it
    const { gamebookSegment } = await ok(null, 'query($g: ID!, $s: ID!) { gamebookSegment(gamebookId: $g, segmentId: $s) { status segment { id text } } }', { g: book.id, s: first.segmentId });
    expect(gamebookSegment.status).toBe('done');
    expect(gamebookSegment.segment.text.length).toBeGreaterThan(40);
  });

  it('a claim whose reader went away is taken over by the next reader and written, still once', async () => {
    const from = await freshChoice('race-2');
    const failing: Writer = { name: 'down', sections: async () => { throw new Error('down'); }, structured: async () => { throw new Error('connection reset'); } };
    await expect(takeChoice({ knex: t.db.knex, writer: failing }, null, book.id, from, 'race-2', true)).rejects.toThrow();
    const [claim] = await grownFor(from, 'race-2');
    expect(claim.status).not.toBe('done');
    // or it was left "writing" by a reader whose server died: it goes stale after the lease
    await t.db.knex.transaction(async (trx) => {
      await trx.raw('alter table book_parts disable trigger book_parts_updated_at');
      await trx('book_parts').where({ id: claim.id }).update({ status: 'writing', updated_at: new Date(Date.now() - GROW_LEASE_MS - 1000) });
      await trx.raw('alter table book_parts enable trigger book_parts_updated_at');
    });
    const taken = await takeChoice({ knex: t.db.knex, writer: createWriter(t.config) }, null, book.id, from, 'race-2', true);
    expect(taken).toEqual({ segmentId: claim.content.id, status: 'done' });
    const rows = await grownFor(from, 'race-2');
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('done');
  });
});

describe('growth streamed to its first reader', () => {
  it('shows the reader the segment\'s words as the writer streams them, then the whole segment', async () => {
    const GROWTH = 'query($g: ID!, $s: ID!, $c: ID!) { gamebookGrowth(gamebookId: $g, segmentId: $s, choiceId: $c) { status segmentId draftTitle draftText } }';
    const { gamebook } = await ok('author', GET, { id: book.id });
    const from = gamebook.segments.find((x: any) => !x.ending && !x.hidden && x.choices.length < 4 && x.id !== book.start && x.choices.every((c: any) => c.to));
    await ok('author', UPDATE_SEGMENT, { g: book.id, s: from.id, segment: { ...asInput(from), choices: [...asInput(from).choices, { id: 'stream-1', text: 'Écouter la mer', to: null }] } });
    expect((await ok(null, GROWTH, { g: book.id, s: from.id, c: 'stream-1' })).gamebookGrowth).toMatchObject({ status: 'unwritten', segmentId: null, draftText: null });

    // a provider that streams the answer in small pieces and stops halfway through the segment's words
    let answer = '';
    let open!: () => void;
    const halfway = new Promise<void>((r) => { open = r; });
    let resume!: () => void;
    const resumed = new Promise<void>((r) => { resume = r; });
    const standIn = await startChatStandIn(async (_call, res) => {
      const pieces = answer.match(/[\s\S]{1,12}/g)!;
      const textAt = answer.indexOf('"text":"') + 8;
      const middle = Math.floor((textAt + (answer.indexOf('","', textAt) - textAt) / 2) / 12);
      await replyStream(res, pieces, { afterPiece: async (i) => { if (i === middle) { open(); await resumed; } } });
    });
    try {
      const provider = createProviderWriter({ baseURL: standIn.url, model: 'stand-in-model', apiKey: 'stand-in' });
      const offline = createWriter(t.config);
      const writer: Writer = {
        name: 'stand-in', sections: provider.sections.bind(provider),
        structured: async (req, opts) => { answer = JSON.stringify((await offline.structured(req)).value); return provider.structured(req, opts); },
      };
      const taking = takeChoice({ knex: t.db.knex, writer }, null, book.id, from.id, 'stream-1', true);
      await halfway;
      let growth: any = null;
      for (let i = 0; i < 50 && !growth?.draftText; i++) {
        growth = (await ok(null, GROWTH, { g: book.id, s: from.id, c: 'stream-1' })).gamebookGrowth;
        if (!growth.draftText) await pause(100);
      }
      expect(growth.status).toBe('writing');
      expect(growth.draftText.length).toBeGreaterThan(0);
      resume();
      const taken = await taking;
      expect(taken.status).toBe('done');
      const { gamebookSegment } = await ok(null, 'query($g: ID!, $s: ID!) { gamebookSegment(gamebookId: $g, segmentId: $s) { status segment { id title text } } }', { g: book.id, s: taken.segmentId });
      const final = gamebookSegment.segment;
      // what the reader saw was the beginning of the segment, not all of it
      expect(final.text.startsWith(growth.draftText)).toBe(true);
      expect(growth.draftText.length).toBeLessThan(final.text.length);
      expect(growth.draftTitle).toBe(final.title);
      expect(standIn.calls[0]!.body.stream).toBe(true);
      expect((await ok(null, GROWTH, { g: book.id, s: from.id, c: 'stream-1' })).gamebookGrowth).toMatchObject({ status: 'done', segmentId: taken.segmentId, draftText: null });
    } finally {
      resume();
      await standIn.close();
    }
  });
});

describe('moderation', () => {
  it('features a public world (Discover lists it), hides a segment from readers, and hides the book', async () => {
    expect(code(await gql('author', `mutation($id: ID!) { moderateWorld(id: $id, featured: true) { id } }`, { id: world.id }))).toBe('FORBIDDEN');
    expect(code(await gql('mod', `mutation($id: ID!) { moderateWorld(id: $id, featured: true) { id } }`, { id: world.id }))).toBe('CONFLICT');
    await ok('author', `mutation($id: ID!) { setWorldVisibility(id: $id, visibility: public) { id } }`, { id: world.id });
    await ok('mod', `mutation($id: ID!) { moderateWorld(id: $id, featured: true) { featured } }`, { id: world.id });
    const { featuredWorlds } = await ok(null, '{ featuredWorlds { id name gamebooks { id } } }');
    expect(featuredWorlds.map((w: any) => w.id)).toContain(world.id);
    expect(featuredWorlds.find((w: any) => w.id === world.id).gamebooks.map((g: any) => g.id)).toContain(book.id);

    const target = book.segments.find((s: any) => s.ending);
    await ok('mod', `mutation($g: ID!, $s: ID!) { setGamebookSegmentHidden(gamebookId: $g, segmentId: $s, hidden: true) { hidden } }`, { g: book.id, s: target.id });
    const { gamebook: seen } = await ok(null, GET, { id: book.id });
    expect(seen.segments.map((s: any) => s.id)).not.toContain(target.id);
    const { gamebook: owner } = await ok('author', GET, { id: book.id });
    expect(owner.segments.find((s: any) => s.id === target.id).hidden).toBe(true);

    expect(code(await gql('mod', `mutation($id: ID!) { setGamebookHidden(id: $id, hidden: true) { id } }`, { id: book.id }))).toBe('BAD_USER_INPUT');
    await ok('mod', `mutation($id: ID!) { setGamebookHidden(id: $id, hidden: true, reason: "test") { id } }`, { id: book.id });
    expect(code(await gql(null, GET, { id: book.id }))).toBe('NOT_FOUND');
    await ok('mod', `mutation($id: ID!) { setGamebookHidden(id: $id, hidden: false) { id } }`, { id: book.id });
  });

  it('keeps adventure prototypes to moderators until published', async () => {
    const input = { title: 'Le phare', premise: 'Un phare dont la lumière s\'est éteinte', language: 'fr', segmentCount: 20, endingCount: 3, useFlags: true, rules: ['Pas de violence'], published: false };
    expect(code(await gql('author', 'mutation($i: AdventurePrototypeInput!) { saveAdventurePrototype(input: $i) { id } }', { i: input }))).toBe('FORBIDDEN');
    const bad = await gql('mod', 'mutation($i: AdventurePrototypeInput!) { saveAdventurePrototype(input: $i) { id } }', { i: { ...input, segmentCount: 7 } });
    expect(fields(bad)).toHaveProperty('segmentCount');
    const { saveAdventurePrototype: made } = await ok('mod', 'mutation($i: AdventurePrototypeInput!) { saveAdventurePrototype(input: $i) { id published } }', { i: input });
    expect(made.id).toMatch(/^a1/);
    expect((await ok('author', '{ adventurePrototypes { id } }')).adventurePrototypes).toEqual([]);
    await ok('mod', 'mutation($id: ID!, $i: AdventurePrototypeInput!) { saveAdventurePrototype(id: $id, input: $i) { id } }', { id: made.id, i: { ...input, published: true } });
    expect((await ok('author', '{ adventurePrototypes { id title } }')).adventurePrototypes).toEqual([{ id: made.id, title: 'Le phare' }]);
  });
});
