// Issue 12: moderators find worksheet groups on /moderator/worksheets, open one (level, item types,
// difficulty, its worksheets with their item counts and statuses), open a worksheet (its items with
// the answer key, and the answers the verification pass flagged), and hide or feature a group with
// the same actions as every kind; the textbook and storybook lists stay their own. Signed-out
// visitors and plain users are sent away as on every moderator page. Renders pages, so it needs
// `astro build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
let groupId = '';
let sheetIds: string[] = [];
let otherGroupId = '';
let otherSheetId = '';

async function signIn(who: string, roles: string[] = []) {
  const email = `modws-${who}@books.example`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  if (roles.length) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  if (roles.length) {
    const again = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
    cookies[who] = `loginJWT=${again.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  }
}
const gql = async (who: string, query: string, variables: object = {}) =>
  (await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: cookies[who]! } })).json();
const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });

const START = `mutation($i: StartWorksheetGroupInput!) { startWorksheetGroup(input: $i) { id } }`;
const GENERATE = `mutation($id: ID!, $k: String!) { generateWorksheetGroup(id: $id, idempotencyKey: $k) { worksheets { id } } }`;

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn('author');
  await signIn('user');
  await signIn('mod', ['contentMod']);
  await signIn('admin', ['admin']);
  const started = await gql('author', START, { i: {
    topic: 'Adding fractions', level: 'grade 4', language: 'en', worksheetCount: 2, itemsPerWorksheet: 4,
    itemTypes: ['multipleChoice', 'shortAnswer'], difficulty: 'easy', idempotencyKey: 'modws-start' } });
  groupId = started.data.startWorksheetGroup.id;
  const made = await gql('author', GENERATE, { id: groupId, k: 'modws-generate' });
  sheetIds = made.data.generateWorksheetGroup.worksheets.map((w: { id: string }) => w.id);
  await gql('author', `mutation($id: ID!) { setWorksheetGroupVisibility(id: $id, visibility: public) { id } }`, { id: groupId });
  // a second, private group: a worksheet of it is not found under the first group's path
  const other = await gql('author', START, { i: {
    topic: 'Comparing fractions', level: 'grade 5', language: 'es', worksheetCount: 1, itemsPerWorksheet: 3,
    itemTypes: ['trueFalse'], difficulty: 'hard', idempotencyKey: 'modws-start-2' } });
  otherGroupId = other.data.startWorksheetGroup.id;
  otherSheetId = (await gql('author', GENERATE, { id: otherGroupId, k: 'modws-generate-2' })).data.generateWorksheetGroup.worksheets[0].id;
}, 120_000);
afterAll(async () => { await t.close(); });

describe('who may open the worksheet pages', () => {
  it('sends signed-out visitors and plain users away, lets moderators and admins in', async () => {
    const pages = ['/moderator/worksheets', `/moderator/worksheets/${groupId}`, `/moderator/worksheets/${groupId}/${sheetIds[0]}`];
    for (const path of pages) {
      const out = await get(path);
      expect(out.statusCode, path).toBe(302);
      expect(out.headers.location, path).toBe(`/en/home?redirectTo=${encodeURIComponent(path)}`);
      const user = await get(path, 'user');
      expect(user.statusCode, path).toBe(302);
      expect(user.headers.location, path).toContain('denied=moderator');
      expect(user.body, path).not.toContain(groupId);
      expect((await get(path, 'mod')).statusCode, path).toBe(200);
      expect((await get(path, 'admin')).statusCode, path).toBe(200);
    }
  });
});

describe('/moderator/worksheets', () => {
  it('lists worksheet groups, private ones too; the textbook and storybook lists do not show them', async () => {
    const list = await get('/moderator/worksheets', 'mod');
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatch(/<h1[^>]*>Worksheets<\/h1>/);
    expect(list.body).toContain(`/moderator/worksheets/${groupId}`);
    expect(list.body).toContain(`/moderator/worksheets/${otherGroupId}`);
    expect(list.body).toContain('href="/moderator/worksheets" aria-current="page"'); // its place in the navigation
    expect(list.body).toContain('href="/moderator/worksheets/config"');
    const filtered = await get('/moderator/worksheets?language=es', 'mod');
    expect(filtered.body).toContain(otherGroupId);
    expect(filtered.body).not.toContain(`/moderator/worksheets/${groupId}`);
    expect((await get('/moderator/textbooks', 'mod')).body).not.toContain(groupId);
    expect((await get('/moderator/storybooks', 'mod')).body).not.toContain(groupId);
    // the other sections offer the worksheets too
    expect((await get('/moderator/storybooks', 'mod')).body).toContain('href="/moderator/worksheets"');
  });

  it('shows a group: level, item types, difficulty and its worksheets with their item counts and statuses', async () => {
    const page = await get(`/moderator/worksheets/${groupId}`, 'mod');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="worksheet-group-details"');
    expect(page.body).toMatch(/data-testid="group-level"[^>]*>grade 4</);
    expect(page.body).toMatch(/data-testid="group-item-types"[^>]*>Multiple choice, Short answer</);
    expect(page.body).toMatch(/data-testid="group-difficulty"[^>]*>Easy</);
    expect(page.body).toContain('modws-author@books.example');
    expect(page.body).toContain('Public');
    for (const id of sheetIds) expect(page.body).toContain(`/moderator/worksheets/${groupId}/${id}`);
    expect(page.body.match(/data-testid="item-count"[^>]*>4</g)).toHaveLength(2);
    expect(page.body).toContain('data-testid="config-version"');
    expect(page.body).toContain(`/en/worksheets/${groupId}`); // a finished group's own page
    expect(page.body).toContain('href="/moderator/worksheets" aria-current="page"');
    // the hide form and, public and finished, the feature button
    expect(page.body).toContain('Hide book');
    expect(page.body).toContain('Feature on Discover');
  });

  it('shows one worksheet with its answer key and the answers flagged for review', async () => {
    const part = await t.db.knex('book_parts').where({ id: sheetIds[0] }).first('content');
    const first = part.content.items[0];
    const one = await get(`/moderator/worksheets/${groupId}/${sheetIds[0]}`, 'mod');
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('data-testid="worksheet-details"');
    expect(one.body).toContain('data-testid="worksheet-sheet-key"');
    expect(one.body).toContain('data-testid="no-flags"');
    expect(one.body).toContain(first.explanation.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').slice(0, 20));
    // a flag the verification pass left is shown with the key and the solver's answer
    await t.db.knex('book_parts').where({ id: sheetIds[0] })
      .update({ content: JSON.stringify({ ...part.content, flags: [{ item: 1, key: 'KEY-SEEN', solver: '{"item":1,"answer":"SOLVER-SAID"}' }] }) });
    const flagged = (await get(`/moderator/worksheets/${groupId}/${sheetIds[0]}`, 'mod')).body;
    expect(flagged).toContain('data-testid="flags"');
    expect(flagged).toContain('KEY-SEEN');
    expect(flagged).toContain('SOLVER-SAID');
    expect(flagged).not.toContain('data-testid="no-flags"');
    expect((await get(`/moderator/worksheets/${groupId}`, 'mod')).body).toMatch(/data-testid="flag-count"[^>]*>1</);
    await t.db.knex('book_parts').where({ id: sheetIds[0] }).update({ content: JSON.stringify(part.content) });
  });

  it('answers 404 for an unknown group or worksheet, another kind’s id, and a worksheet under another group', async () => {
    expect((await get('/moderator/worksheets/95000000-0000-4000-8000-000000000000', 'mod')).statusCode).toBe(404);
    expect((await get('/moderator/worksheets/a3000000-0000-4000-8000-000000000000', 'mod')).statusCode).toBe(404);
    expect((await get(`/moderator/worksheets/${groupId}/96000000-0000-4000-8000-000000000000`, 'mod')).statusCode).toBe(404);
    expect((await get(`/moderator/worksheets/${groupId}/${otherSheetId}`, 'mod')).statusCode).toBe(404);
    expect((await get(`/moderator/worksheets/${otherGroupId}/${otherSheetId}`, 'mod')).statusCode).toBe(200);
  });

  it('a moderator features and hides a group with the textbook actions; hidden, readers lose it', async () => {
    const featured = await gql('mod', `mutation($id: ID!) { setTextbookFeatured(id: $id, featured: true) }`, { id: groupId });
    expect(featured.errors).toBeUndefined();
    const page = (await get(`/moderator/worksheets/${groupId}`, 'mod')).body;
    expect(page).toContain('data-testid="featured-badge"');
    expect(page).toContain('Stop featuring');
    const hidden = await gql('mod', `mutation($id: ID!) { hideTextbook(id: $id, reason: "Wrong answers throughout") { id hiddenAt } }`, { id: groupId });
    expect(hidden.errors).toBeUndefined();
    const reader = await gql('user', `query($id: ID!) { worksheetGroup(id: $id) { id } }`, { id: groupId });
    expect(reader.errors[0].extensions.code).toBe('NOT_FOUND');
    const after = (await get(`/moderator/worksheets/${groupId}`, 'mod')).body;
    expect(after).toContain('Wrong answers throughout');
    expect(after).toContain('Show book again');
    expect((await get(`/moderator/worksheets/${groupId}/${sheetIds[1]}`, 'mod')).statusCode).toBe(200); // moderators still read it
    const shown = await gql('mod', `mutation($id: ID!) { unhideTextbook(id: $id) { id hidden } }`, { id: groupId });
    expect(shown.data.unhideTextbook).toEqual({ id: groupId, hidden: false });
    expect((await gql('user', `query($id: ID!) { worksheetGroup(id: $id) { id } }`, { id: groupId })).errors).toBeUndefined();
  });
});
