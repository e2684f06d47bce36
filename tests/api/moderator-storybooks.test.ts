// Issue 16: moderators find storybooks on /moderator/storybooks, open one (characters, pages
// with pictures), open a page, and hide or feature it with the same actions as textbooks; the
// textbook list stays textbooks only. Renders pages, so it needs `astro build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
let bookId = '';
let pageId = '';

async function signIn(who: string, roles: string[] = []) {
  const email = `modstory-${who}@books.example`;
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

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn('author');
  await signIn('user');
  await signIn('mod', ['contentMod']);
  const started = await gql('author', `mutation($i: StartStorybookInput!) { startStorybook(input: $i) { id } }`, { i: {
    idea: 'Kofi and the kite that flew to the mountain', age: 6, language: 'en', pageCount: 8, artStyle: 'flat', idempotencyKey: 'modstory-start',
    characters: [{ name: 'Kofi', kind: 'child', look: 'a boy with short black hair', clothes: 'a green shirt', colours: 'green' }] } });
  bookId = started.data.startStorybook.id;
  const made = await gql('author', `mutation($id: ID!) { generateStorybook(id: $id, idempotencyKey: "modstory-generate") { pages { id } } }`, { id: bookId });
  pageId = made.data.generateStorybook.pages[2].id;
  await gql('author', `mutation($id: ID!) { setStorybookVisibility(id: $id, visibility: public) { id } }`, { id: bookId });
});
afterAll(async () => { await t.close(); });

describe('/moderator/storybooks', () => {
  it('lists storybooks for moderators only; the textbook list does not show them', async () => {
    expect((await get('/moderator/storybooks')).statusCode).toBe(302);
    expect((await get('/moderator/storybooks', 'user')).statusCode).toBe(302);
    const list = await get('/moderator/storybooks', 'mod');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`/moderator/storybooks/${bookId}`);
    expect(list.body).toContain('Storybooks');
    const textbooks = await get('/moderator/textbooks', 'mod');
    expect(textbooks.body).not.toContain(bookId);
  });

  it('shows a storybook’s characters and pages with their pictures, and one page', async () => {
    const page = await get(`/moderator/storybooks/${bookId}`, 'mod');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="characters"');
    expect(page.body).toContain('Kofi');
    expect((page.body.match(/\/moderator\/storybooks\/[0-9a-f-]+\/aa/g) ?? []).length).toBe(8);
    expect(page.body).toMatch(/<img src="\/api\/local\/images\/8d/);
    const one = await get(`/moderator/storybooks/${bookId}/${pageId}`, 'mod');
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('data-testid="page-words"');
    expect(one.body).toContain('data-testid="page-picture"');
    expect((await get(`/moderator/storybooks/${bookId}/aa000000-0000-4000-8000-000000000000`, 'mod')).statusCode).toBe(404);
    expect((await get('/moderator/storybooks/a3000000-0000-4000-8000-000000000000', 'mod')).statusCode).toBe(404);
  });

  it('a moderator features and hides a storybook with the textbook actions; hidden, readers lose it', async () => {
    const featured = await gql("mod", `mutation($id: ID!) { setTextbookFeatured(id: $id, featured: true) }`, { id: bookId });
    expect(featured.errors).toBeUndefined();
    expect((await get(`/moderator/storybooks/${bookId}`, 'mod')).body).toContain('data-testid="featured-badge"');
    const hidden = await gql('mod', `mutation($id: ID!) { hideTextbook(id: $id, reason: "Not for children") { id hiddenAt } }`, { id: bookId });
    expect(hidden.errors).toBeUndefined();
    const reader = await gql('user', `query($id: ID!) { storybook(id: $id) { id } }`, { id: bookId });
    expect(reader.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await get(`/moderator/storybooks/${bookId}`, 'mod')).body).toContain('Not for children');
  });
});
