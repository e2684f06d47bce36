// Issue 16, storybooks on the book engine: start → storyboard → pages with words and pictures,
// the author's edits, credits, and who may read. Jobs run inline (no queue): a start returns
// once the storyboard is written and a generate once every page is made (offline writer and
// offline illustrator).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debit } from '../../api/services/credits.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, roles: string[] = []) {
  const email = `story-${who}@books.example`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  if (roles.length > 0) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

type Answer = { data?: any; errors?: { message: string; extensions: { code: string } }[] };
async function gql(who: string | null, query: string, variables: object = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookies[who]! } : {} });
  return res.json() as Answer;
}
async function ok(who: string, query: string, variables: object = {}) {
  const answer = await gql(who, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}
const code = (answer: Answer) => answer.errors?.[0]?.extensions.code;
const message = (answer: Answer) => answer.errors?.[0]?.message ?? '';
const balance = async (who: string) => (await ok(who, '{ creditBalance }')).creditBalance as number;

const MIA = { name: 'Mia', kind: 'child', look: 'a small girl with curly black hair and round glasses', clothes: 'a yellow raincoat and red boots', colours: 'yellow, red, black' };
const FOX = { name: 'Pip', kind: 'animal', look: 'a little orange fox with a white-tipped tail', clothes: 'a green scarf', colours: 'orange, white, green' };

const BOOK = `id title status wizardStep pageCount artStyle age language visibility idea
  characters { id name kind look clothes colours portrait { id src } }
  storyboard { title pages { beat characters scene { setting timeOfDay description } } }
  pages { id position text alt beat characters status scene { setting timeOfDay } picture { id alt width height src placeholder sources { type srcset } } pictureSource }`;
const START = `mutation($input: StartStorybookInput!) { startStorybook(input: $input) { ${BOOK} } }`;
const GET = `query($id: ID!) { storybook(id: $id) { ${BOOK} } }`;
const GENERATE = `mutation($id: ID!, $k: String!) { generateStorybook(id: $id, idempotencyKey: $k) { ${BOOK} } }`;

function startInput(key: string, over: Record<string, unknown> = {}) {
  return { idea: 'Mia and Pip go to the beach to find a lost shell', age: 5, language: 'ar', pageCount: 12, artStyle: 'watercolor', characters: [MIA, FOX], idempotencyKey: `story-start-${key}`, ...over };
}

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await signIn('owner');
  await signIn('other');
  await signIn('mod', ['contentMod']);
});
afterAll(async () => { await t.close(); });

describe('starting a storybook', () => {
  it('makes a storyboard of a beat per page, with the characters on it, and keeps the characters for later books', async () => {
    const before = await balance('owner');
    const { startStorybook: book } = await ok('owner', START, { input: startInput('a') });
    expect(book.id).toMatch(/^a3/);
    expect(book.status).toBe('outlined');
    expect(book.wizardStep).toBe('outline');
    expect(book.storyboard.pages).toHaveLength(12);
    const ids = book.characters.map((c: { id: string }) => c.id);
    expect(book.characters.map((c: { name: string }) => c.name)).toEqual(['Mia', 'Pip']);
    for (const p of book.storyboard.pages) {
      expect(p.characters.length).toBeGreaterThan(0);
      for (const id of p.characters) expect(ids).toContain(id);
      expect(p.beat.length).toBeGreaterThan(10);
    }
    // the idea names the beach: the story goes there
    expect(book.storyboard.pages.some((p: { scene: { setting: string } }) => p.scene.setting === 'beach')).toBe(true);
    // the plan costs one credit, paid at the start
    expect(await balance('owner')).toBe(before - 1);
    const { myCharacters } = await ok('owner', '{ myCharacters { id name look } }');
    expect(myCharacters.map((c: { name: string }) => c.name).sort()).toEqual(['Mia', 'Pip']);
    // the same key again: the same book, nothing paid twice
    const again = await ok('owner', START, { input: startInput('a') });
    expect(again.startStorybook.id).toBe(book.id);
    expect(await balance('owner')).toBe(before - 1);
  });

  it('refuses bad start values with a message per problem, and writes nothing', async () => {
    const before = await balance('owner');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ pageCount: 7 }, /pageCount: must be at least 8/],
      [{ pageCount: 33 }, /pageCount: must be at most 32/],
      [{ artStyle: 'oil' }, /artStyle: is not one of the art styles/],
      [{ language: 'xx' }, /language/],
      [{ characters: [] }, /needs at least one character/],
      [{ characters: [MIA, { ...MIA }] }, /same name/],
      [{ characters: [{ userCharacterId: '77000000-0000-4000-8000-000000000000' }] }, /not yours/],
      [{ idea: '' }, /idea/],
      [{ age: 40 }, /age/],
    ];
    for (const [over, expected] of cases) {
      const answer = await gql('owner', START, { input: startInput(`bad-${JSON.stringify(over).length}-${Math.random()}`, over) });
      expect(code(answer), JSON.stringify(over)).toBe('BAD_USER_INPUT');
      expect(message(answer)).toMatch(expected);
    }
    expect(await balance('owner')).toBe(before);
    const guest = await gql(null, START, { input: startInput('guest') });
    expect(code(guest)).toBe('UNAUTHENTICATED');
  });

  it('reuses a character from My characters: the same sheet, the same id', async () => {
    const { myCharacters } = await ok('owner', '{ myCharacters { id name } }');
    const mia = myCharacters.find((c: { name: string }) => c.name === 'Mia');
    const { startStorybook: book } = await ok('owner', START, { input: startInput('reuse', { language: 'en', pageCount: 8, characters: [{ userCharacterId: mia.id }] }) });
    expect(book.characters[0].id).toBe(mia.id);
    expect(book.characters[0].look).toBe(MIA.look);
    // another user cannot borrow it
    const theirs = await gql('other', START, { input: startInput('borrow', { characters: [{ userCharacterId: mia.id }] }) });
    expect(message(theirs)).toMatch(/not yours/);
  });
});

describe('the storyboard', () => {
  let id: string;
  let board: any;
  beforeAll(async () => {
    const { startStorybook } = await ok('owner', START, { input: startInput('board', { language: 'en' }) });
    id = startStorybook.id;
    board = startStorybook.storyboard;
  });

  it('the author reorders, removes and adds pages; the book follows', async () => {
    const pages = [...board.pages];
    [pages[3], pages[4]] = [pages[4], pages[3]];
    pages.splice(10, 1);
    pages.push({ beat: 'Pip finds a shiny shell under a rock.', characters: [board.pages[0].characters[0]], scene: { setting: 'beach', timeOfDay: 'sunset', description: 'a fox and a shell' } });
    const input = { title: 'The Shell Hunt', pages: pages.map((p) => ({ beat: p.beat, characters: p.characters, scene: { setting: p.scene.setting, timeOfDay: p.scene.timeOfDay, description: p.scene.description } })) };
    const { updateStoryboard } = await ok('owner', `mutation($id: ID!, $s: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $s) { title pageCount storyboard { pages { beat } } } }`, { id, s: input });
    expect(updateStoryboard.title).toBe('The Shell Hunt');
    expect(updateStoryboard.pageCount).toBe(12);
    expect(updateStoryboard.storyboard.pages[3].beat).toBe(board.pages[4].beat);
    expect(updateStoryboard.storyboard.pages.at(-1).beat).toBe('Pip finds a shiny shell under a rock.');
  });

  it('refuses a storyboard with an unknown character, too few pages or an unknown place', async () => {
    const page = { beat: 'x happens', characters: ['77000000-0000-4000-8000-000000000000'], scene: { setting: 'beach', timeOfDay: 'day', description: 'x' } };
    const unknown = await gql('owner', `mutation($id: ID!, $s: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $s) { id } }`, { id, s: { title: 'T', pages: Array(8).fill(page) } });
    expect(message(unknown)).toMatch(/character that is not in the book/);
    const few = await gql('owner', `mutation($id: ID!, $s: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $s) { id } }`, { id, s: { title: 'T', pages: [page] } });
    expect(message(few)).toMatch(/at least 8 pages/);
    const place = await gql('owner', `mutation($id: ID!, $s: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $s) { id } }`, { id, s: { title: 'T', pages: Array(8).fill({ ...page, scene: { ...page.scene, setting: 'mars' } }) } });
    expect(message(place)).toMatch(/not a known place/);
    const theirs = await gql('other', `mutation($id: ID!, $s: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $s) { id } }`, { id, s: { title: 'T', pages: Array(8).fill(page) } });
    expect(code(theirs)).toBe('NOT_FOUND');
  });
});

describe('back from the storyboard to the start', () => {
  const UPDATE = `mutation($id: ID!, $input: StorybookStartInput!) { updateStorybookStart(id: $id, input: $input) { ${BOOK} titleGiven } }`;
  let book: any;
  const back = (over: Record<string, unknown> = {}) => {
    const { idempotencyKey: _k, ...values } = startInput('unused', { language: 'en', ...over });
    // the book's own characters come back as My characters (their ids), never as new ones
    return { ...values, characters: book.characters.map((c: { id: string }) => ({ userCharacterId: c.id })), ...over };
  };
  beforeAll(async () => {
    book = (await ok('owner', START, { input: startInput('back', { language: 'en' }) })).startStorybook;
  });

  it('a new title alone is free: the same storyboard, renamed', async () => {
    const before = await balance('owner');
    const characters = (await ok('owner', '{ myCharacters { id } }')).myCharacters.length;
    const { updateStorybookStart: renamed } = await ok('owner', UPDATE, { id: book.id, input: back({ title: 'Shells at Dawn' }) });
    expect(renamed).toMatchObject({ id: book.id, title: 'Shells at Dawn', titleGiven: true, status: 'outlined', pageCount: 12 });
    expect(renamed.storyboard.title).toBe('Shells at Dawn');
    expect(renamed.storyboard.pages.map((p: { beat: string }) => p.beat)).toEqual(book.storyboard.pages.map((p: { beat: string }) => p.beat));
    expect(await balance('owner')).toBe(before);
    // no character was made twice
    expect((await ok('owner', '{ myCharacters { id } }')).myCharacters).toHaveLength(characters);
  });

  it('more pages, another age or style: a new storyboard of the new length for one storyboard’s price', async () => {
    const before = await balance('owner');
    const { updateStorybookStart: changed } = await ok('owner', UPDATE, { id: book.id, input: back({ pageCount: 16, age: 7, artStyle: 'crayon' }) });
    expect(changed).toMatchObject({ id: book.id, status: 'outlined', pageCount: 16, age: 7, artStyle: 'crayon' });
    expect(changed.storyboard.pages).toHaveLength(16);
    expect(await balance('owner')).toBe(before - 1);
    const ledger = await t.db.knex('credit_transactions').whereRaw(`reference->>'bookId' = ?`, [book.id]).orderBy('created_at').pluck('memo');
    expect(ledger.at(-1)).toBe('Plan rewritten after the description changed');
  });

  it('refuses bad values with the field named, a book already being made, and anyone else’s book', async () => {
    const bad = await gql('owner', UPDATE, { id: book.id, input: back({ pageCount: 40 }) });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(message(bad)).toMatch(/pageCount/);
    const theirs = await gql('other', UPDATE, { id: book.id, input: back() });
    expect(code(theirs)).toBe('NOT_FOUND');
    const made = (await ok('owner', START, { input: startInput('back-made', { language: 'en', pageCount: 8 }) })).startStorybook;
    await ok('owner', GENERATE, { id: made.id, k: 'back-made-generate' });
    const late = await gql('owner', UPDATE, { id: made.id, input: { ...back(), characters: made.characters.map((c: { id: string }) => ({ userCharacterId: c.id })) } });
    expect(code(late)).toBe('CONFLICT');
    expect(message(late)).toMatch(/only while the plan is being reviewed/);
  });

  it('refuses a change the balance cannot finish, and keeps the storyboard it had', async () => {
    const poor = 'poor-back';
    await signIn(poor);
    const mine = (await ok(poor, START, { input: startInput('poor-back', { language: 'en', pageCount: 8 }) })).startStorybook;
    const user = await t.db.knex('users').where({ email: `story-${poor}@books.example` }).first('id');
    const left = await balance(poor);
    await debit(t.db.knex, { userId: user.id, amount: left - 3, idempotencyKey: 'poor-back-spent', reference: { purpose: 'test' }, memo: 'spent elsewhere' });
    const refused = await gql(poor, UPDATE, { id: mine.id, input: { ...back({ pageCount: 32 }), characters: mine.characters.map((c: { id: string }) => ({ userCharacterId: c.id })) } });
    expect(message(refused)).toMatch(/Not enough credits/);
    const still = (await ok(poor, GET, { id: mine.id })).storybook;
    expect(still).toMatchObject({ status: 'outlined', pageCount: 8 });
    expect(still.storyboard.pages).toHaveLength(8);
  });
});

describe('making the pages', () => {
  let book: any;
  let before: number;
  beforeAll(async () => {
    const { startStorybook } = await ok('owner', START, { input: startInput('make') });
    before = await balance('owner');
    book = (await ok('owner', GENERATE, { id: startStorybook.id, k: 'make-generate-1' })).generateStorybook;
  });

  it('writes every page in the book language with a picture of its own, and pays a credit a page', async () => {
    expect(book.status).toBe('done');
    expect(book.wizardStep).toBe('done');
    expect(book.pages).toHaveLength(12);
    expect(await balance('owner')).toBe(before - 12);
    const pictureIds = new Set<string>();
    for (const p of book.pages) {
      expect(p.status).toBe('done');
      expect(p.text).toMatch(/[\u0600-\u06FF]/); // Arabic words
      expect(p.alt.length).toBeGreaterThan(3);
      expect(p.picture).not.toBeNull();
      expect(p.picture.width).toBeGreaterThan(0);
      expect(p.picture.height).toBeGreaterThan(0);
      expect(p.picture.alt).toBeTruthy();
      expect(p.picture.sources.map((s: { type: string }) => s.type)).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
      expect(p.pictureSource).toBe('illustrator');
      pictureIds.add(p.picture.id);
    }
    expect(pictureIds.size).toBe(12);
    // the picture is served
    const res = await t.app.inject({ method: 'GET', url: book.pages[0].picture.src });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    // every character got a reference portrait first
    for (const c of book.characters) expect(c.portrait).not.toBeNull();
  });

  it('the same generate key again moves nothing; a second key on a made book is refused', async () => {
    const same = await ok('owner', GENERATE, { id: book.id, k: 'make-generate-1' });
    expect(same.generateStorybook.id).toBe(book.id);
    expect(await balance('owner')).toBe(before - 12);
    expect(code(await gql('owner', GENERATE, { id: book.id, k: 'make-generate-2' }))).toBe('CONFLICT');
  });

  it('the owner edits a page’s words and alt text; too long is refused with a message', async () => {
    const pageId = book.pages[2].id;
    const EDIT = `mutation($id: ID!, $i: StorybookPageInput!) { updateStorybookPage(pageId: $id, input: $i) { text alt picture { id } } }`;
    const { updateStorybookPage } = await ok('owner', EDIT, { id: pageId, i: { text: 'وجدت ميا صدفة جميلة.', alt: 'ميا تحمل صدفة' } });
    expect(updateStorybookPage.text).toBe('وجدت ميا صدفة جميلة.');
    expect(updateStorybookPage.alt).toBe('ميا تحمل صدفة');
    expect(updateStorybookPage.picture.id).toBe(book.pages[2].picture.id);
    const long = await gql('owner', EDIT, { id: pageId, i: { text: 'x'.repeat(701) } });
    expect(code(long)).toBe('BAD_USER_INPUT');
    expect(message(long)).toMatch(/longer than 700/);
    expect(code(await gql('other', EDIT, { id: pageId, i: { text: 'mine now' } }))).toBe('NOT_FOUND');
  });

  it('redraws one picture with an instruction: a new picture, the same words, one credit', async () => {
    const pageId = book.pages[5].id;
    const was = await balance('owner');
    const { redrawStorybookPage } = await ok('owner', `mutation($id: ID!) { redrawStorybookPage(pageId: $id, instruction: "make it snow") { id status text picture { id } } }`, { id: pageId });
    expect(redrawStorybookPage.status).toBe('done');
    expect(redrawStorybookPage.text).toBe(book.pages[5].text);
    expect(redrawStorybookPage.picture.id).not.toBe(book.pages[5].picture.id);
    expect(await balance('owner')).toBe(was - 1);
    const empty = await gql('owner', `mutation($id: ID!) { redrawStorybookPage(pageId: $id, instruction: "  ") { id } }`, { id: pageId });
    expect(message(empty)).toMatch(/Say how the page should change/);
  });

  it('keeps every version of a page: the writer’s, the edit, the redraw; the owner brings one back', async () => {
    const VERSIONS = `query($id: ID!) { storybookPageVersions(pageId: $id) { id source instruction text picture { id } } }`;
    const edited = (await ok('owner', VERSIONS, { id: book.pages[2].id })).storybookPageVersions;
    expect(edited.map((v: { source: string }) => v.source)).toEqual(['edit', 'writer']);
    expect(edited[1].text).toBe(book.pages[2].text);
    const redrawn = (await ok('owner', VERSIONS, { id: book.pages[5].id })).storybookPageVersions;
    expect(redrawn.map((v: { source: string }) => v.source)).toEqual(['redraw', 'writer']);
    expect(redrawn[0].instruction).toBe('make it snow');
    const { restoreStorybookPageVersion } = await ok('owner', `mutation($v: ID!) { restoreStorybookPageVersion(versionId: $v) { text picture { id } } }`, { v: edited[1].id });
    expect(restoreStorybookPageVersion.text).toBe(book.pages[2].text);
    const after = (await ok('owner', VERSIONS, { id: book.pages[2].id })).storybookPageVersions;
    expect(after.map((v: { source: string }) => v.source)).toEqual(['restore', 'edit', 'writer']);
    expect(code(await gql('other', VERSIONS, { id: book.pages[2].id }))).toBe('NOT_FOUND');
    expect(code(await gql('other', `mutation($v: ID!) { restoreStorybookPageVersion(versionId: $v) { id } }`, { v: edited[0].id }))).toBe('NOT_FOUND');
  });

  it('the owner puts their own picture on a page; a renamed text file is refused', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f5c518' } }).png().toBuffer();
    const up = await t.app.inject({ method: 'POST', url: '/api/uploads/images?alt=My%20drawing', payload: png, headers: { cookie: cookies.owner!, 'content-type': 'image/png' } });
    expect(up.statusCode).toBe(201);
    const SET = `mutation($p: ID!, $u: ID!) { setStorybookPagePicture(pageId: $p, uploadId: $u) { pictureSource picture { id width height } text } }`;
    const { setStorybookPagePicture } = await ok('owner', SET, { p: book.pages[7].id, u: up.json().upload.id });
    expect(setStorybookPagePicture).toMatchObject({ pictureSource: 'upload', picture: { id: up.json().image.id, width: 800, height: 600 }, text: book.pages[7].text });
    const other = await t.app.inject({ method: 'POST', url: '/api/uploads/images', payload: png, headers: { cookie: cookies.other!, 'content-type': 'image/png' } });
    expect(code(await gql('owner', SET, { p: book.pages[7].id, u: other.json().upload.id }))).toBe('NOT_FOUND');
    const text = await t.app.inject({ method: 'POST', url: '/api/uploads/images', payload: Buffer.from('not a picture at all'), headers: { cookie: cookies.owner!, 'content-type': 'image/png' } });
    expect(text.statusCode).toBe(415);
    const versions = (await ok('owner', `query($id: ID!) { storybookPageVersions(pageId: $id) { source } }`, { id: book.pages[7].id })).storybookPageVersions;
    expect(versions.map((v: { source: string }) => v.source)).toEqual(['upload', 'writer']);
  });

  it('is private until shared: guests and others cannot read it, then can', async () => {
    expect(code(await gql(null, GET, { id: book.id }))).toBe('NOT_FOUND');
    expect(code(await gql('other', GET, { id: book.id }))).toBe('NOT_FOUND');
    const mod = await ok('mod', GET, { id: book.id });
    expect(mod.storybook.id).toBe(book.id);
    await ok('owner', `mutation($id: ID!) { setStorybookVisibility(id: $id, visibility: public) { visibility } }`, { id: book.id });
    const guest = await gql(null, GET, { id: book.id });
    expect(guest.data.storybook.pages).toHaveLength(12);
    expect(guest.data.storybook.idea).toBeNull(); // the author's notes stay theirs
  });

  it('is listed in My Books with the owner’s other books', async () => {
    const { myBooks } = await ok('owner', `{ myBooks(mode: published) { id } }`);
    expect(myBooks.map((b: { id: string }) => b.id)).toContain(book.id);
  });
});

describe('cancelling', () => {
  it('a book being planned is cancelled and its plan refunded', async () => {
    // with an inline queue the plan is written at once; a book left mid-plan is simulated
    const { startStorybook } = await ok('owner', START, { input: startInput('cancel') });
    await t.db.knex('books').where({ id: startStorybook.id }).update({ status: 'generating' });
    await t.db.knex('book_parts').insert({ id: 'aa000000-0000-4000-8000-00000000c0c0', book_id: startStorybook.id, kind: 'storybook', position: 1, content: JSON.stringify(startStorybook.storyboard.pages[0]), status: 'queued', paid_runs: 1 });
    const was = await balance('owner');
    const { cancelStorybook } = await ok('owner', `mutation($id: ID!) { cancelStorybook(id: $id) { status pages { status } } }`, { id: startStorybook.id });
    expect(cancelStorybook.status).toBe('cancelled');
    expect(cancelStorybook.pages[0].status).toBe('cancelled');
    expect(await balance('owner')).toBe(was + 1);
  });
});

describe('with an Images API provider', () => {
  it('every page request carries each character’s sheet unchanged; a refusal is refunded with a clear message', async () => {
    const { startImagesStandin } = await import('../support/images-standin.ts');
    const { sheetText } = await import('../../api/ai/illustrator/index.ts');
    const standin = await startImagesStandin();
    const p = await createTestApp({ env: { IMAGE_BASE_URL: standin.baseURL, IMAGE_API_KEY: 'sk-img', IMAGE_MODEL: 'gpt-image-1', IMAGE_REFERENCES: 'edits' } });
    try {
      const res = await p.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'painter@books.example' } });
      const cookie = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
      const call = async (query: string, variables: object) => (await p.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie } })).json() as Answer;
      const started = await call(START, { input: startInput('provider', { pageCount: 8, language: 'fr' }) });
      const id = started.data.startStorybook.id;
      // the two portraits first, from the sheets
      expect(standin.requests.slice(0, 2).map((r) => r.path)).toEqual(['/v1/images/generations', '/v1/images/generations']);
      standin.failNext('refuse');
      const made = await call(GENERATE, { id, k: 'provider-generate' });
      const pages = made.data.generateStorybook.pages;
      const refused = pages.filter((pg: { status: string }) => pg.status === 'failed');
      expect(refused).toHaveLength(1);
      const failedRow = await p.db.knex('book_parts').where({ book_id: id, status: 'failed' }).first('error_message');
      expect(failedRow.error_message).toMatch(/refused to draw this picture/);
      expect(made.data.generateStorybook.status).toBe('failed');
      const pageRequests = standin.requests.filter((r) => r.path === '/v1/images/edits');
      expect(pageRequests.length).toBe(8);
      const board = started.data.startStorybook.storyboard.pages;
      for (const r of pageRequests) {
        const prompt = r.fields!.prompt!;
        const onPage = board.find((b: { scene: { description: string } }) => prompt.includes(b.scene.description));
        expect(onPage).toBeTruthy();
        for (const c of started.data.startStorybook.characters.filter((ch: { id: string }) => onPage.characters.includes(ch.id))) {
          expect(prompt).toContain(sheetText({ ...c }));
        }
        expect(r.files!.length).toBe(onPage.characters.length); // one reference portrait per character on the page
      }
      // the refused page's credit came back: 1 (plan) + 8 (pages) − 1 (refund)
      const balance = await call('{ creditBalance }', {});
      expect(balance.data.creditBalance).toBe(50 - 1 - 8 + 1);
      // retrying the page draws it
      const retried = await call(`mutation($id: ID!) { retryStorybookPage(pageId: $id) { status picture { id } } }`, { id: refused[0].id });
      expect(retried.data.retryStorybookPage.status).toBe('done');
    } finally {
      await p.close();
      await standin.close();
    }
  });
});
