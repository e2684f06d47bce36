// Issue 16, storybook generation configs: moderators list, make, view, edit and activate
// versions of the storybook's prompts (/moderator/storybooks/config, GraphQL generationConfigs
// with bookType storybook; StorybookConfig a6 ids) as they do for textbooks; each template may
// use only its own variables; a new storybook records the active version, and the writer (a
// local OpenAI-compatible stand-in here) is asked with that version's words, the JSON contract
// and every character's sheet added whatever the template says. Renders pages: `astro build` first.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idType } from '../../core/ids.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(app: TestApp, who: string, roles: string[] = []) {
  const email = `sbconf-${who}@books.example`;
  const login = () => app.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  let res = await login();
  if (roles.length > 0) {
    await app.db.knex('users').where({ email }).update({ roles });
    res = await login(); // the roles travel in the session
  }
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
async function gql(app: TestApp, who: string | null, query: string, variables: object = {}): Promise<Answer> {
  const res = await app.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookies[who]! } : {} });
  return res.json() as Answer;
}
async function ok(app: TestApp, who: string | null, query: string, variables: object = {}) {
  const answer = await gql(app, who, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}
const code = (answer: Answer) => answer.errors?.[0]?.extensions.code;
const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });

const CONFIG = 'id bookType version active systemPrompt outlinePrompt chapterPrompt defaultChapterCount readingLevels bookCount';
const LIST = `query($t: String!) { generationConfigs(bookType: $t) { ${CONFIG} } }`;
const CREATE = `mutation($i: GenerationConfigInput!) { createGenerationConfig(input: $i) { ${CONFIG} } }`;
const UPDATE = `mutation($id: ID!, $i: GenerationConfigInput!) { updateGenerationConfig(id: $id, input: $i) { ${CONFIG} } }`;
const ACTIVATE = `mutation($id: ID!) { activateGenerationConfig(id: $id) { id active } }`;

const BEDTIME = 'A gentle bedtime story for a child of {{age}} in {{language}}, exactly {{pageCount}} pages: {{idea}}\n{{titleLine}}\n{{comment}}';

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn(t, 'user');
  await signIn(t, 'mod', ['contentMod']);
  await signIn(t, 'admin', ['admin']);
});
afterAll(async () => { await t.close(); });

describe('storybook configs over GraphQL', () => {
  it('version 1 is the built-in storybook prompts, a StorybookConfig; textbooks keep their own list', async () => {
    const [v1] = (await ok(t, 'mod', LIST, { t: 'storybook' })).generationConfigs;
    expect(v1).toMatchObject({ bookType: 'storybook', version: 1, active: true, defaultChapterCount: 12, bookCount: 0 });
    expect(idType(v1.id)).toBe('StorybookConfig');
    expect(v1.systemPrompt).toContain('picture books for young children');
    expect(v1.outlinePrompt).toContain('{{pageCount}}');
    expect(v1.chapterPrompt).toContain('{{pageNumber}}');
    const textbooks = (await ok(t, 'mod', LIST, { t: 'textbook' })).generationConfigs;
    expect(textbooks.map((c: { bookType: string }) => c.bookType)).toEqual(['textbook']);
    expect(idType(textbooks[0].id)).toBe('TextbookConfig');
    expect(code(await gql(t, 'mod', LIST, { t: 'cookbook' }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(t, 'user', LIST, { t: 'storybook' }))).toBe('FORBIDDEN');
    expect(code(await gql(t, null, LIST, { t: 'storybook' }))).toBe('UNAUTHENTICATED');
  });

  it('refuses a template with another template’s variables, and a page count out of the storybook’s range, naming the field', async () => {
    const chapterVariable = await gql(t, 'mod', CREATE, { i: { bookType: 'storybook', outlinePrompt: 'Plan {{chapterTitle}} for {{age}}' } });
    expect(code(chapterVariable)).toBe('BAD_USER_INPUT');
    expect(chapterVariable.errors![0]!.extensions.fields).toEqual({ outlinePrompt: 'Unknown variable: {{chapterTitle}}' });
    const few = await gql(t, 'mod', CREATE, { i: { bookType: 'storybook', defaultChapterCount: 5 } });
    expect(few.errors![0]!.extensions.fields).toEqual({ defaultChapterCount: 'must be a whole number from 8 to 30' });
    // a textbook's chapter variable is fine in a textbook's chapter prompt, and 5 chapters too
    const textbook = await ok(t, 'mod', CREATE, { i: { bookType: 'textbook', chapterPrompt: 'Write {{chapterTitle}}', defaultChapterCount: 5 } });
    expect(textbook.createGenerationConfig).toMatchObject({ bookType: 'textbook', version: 2, defaultChapterCount: 5 });
    expect((await ok(t, 'mod', LIST, { t: 'storybook' })).generationConfigs).toHaveLength(1);
  });

  it('a new version copies the active one with the changes, stays inactive until activated, and is edited while unused', async () => {
    const made = (await ok(t, 'mod', CREATE, { i: { bookType: 'storybook', outlinePrompt: BEDTIME, defaultChapterCount: 10, readingLevels: ['ignored'] } })).createGenerationConfig;
    expect(made).toMatchObject({ bookType: 'storybook', version: 2, active: false, outlinePrompt: BEDTIME, defaultChapterCount: 10, bookCount: 0 });
    expect(idType(made.id)).toBe('StorybookConfig');
    const [, v1] = (await ok(t, 'mod', LIST, { t: 'storybook' })).generationConfigs;
    expect(made.systemPrompt).toBe(v1.systemPrompt);
    expect(made.readingLevels).toEqual(v1.readingLevels); // storybooks have no reading levels to choose
    const edited = (await ok(t, 'admin', UPDATE, { id: made.id, i: { chapterPrompt: `${v1.chapterPrompt}\nKeep it to two sentences.` } })).updateGenerationConfig;
    expect(edited.chapterPrompt).toContain('Keep it to two sentences.');
    expect((await ok(t, 'mod', ACTIVATE, { id: made.id })).activateGenerationConfig).toEqual({ id: made.id, active: true });
    const after = (await ok(t, 'mod', LIST, { t: 'storybook' })).generationConfigs;
    expect(after.map((c: { version: number; active: boolean }) => [c.version, c.active])).toEqual([[2, true], [1, false]]);
    // the textbook's active version did not move
    expect((await ok(t, 'mod', LIST, { t: 'textbook' })).generationConfigs.find((c: { active: boolean }) => c.active).version).toBe(1);
  });
});

describe('the storybook writer uses the book’s version', () => {
  it('a new storybook records the active version; the writer gets its words, the JSON contract and every character’s sheet; a used version is not edited', async () => {
    const calls: { system: string; user: string }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: { role: string; content: string }[] };
        const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
        const user = body.messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
        calls.push({ system, user });
        const ids = [...user.matchAll(/id "([0-9a-f-]{36})"/g)].map((m) => m[1]!);
        const pages = Number(/exactly (\d+) pages/.exec(user)?.[1] ?? 8);
        const content = user.includes('"beat"')
          ? { title: 'The Sleepy Moon', pages: Array.from({ length: pages }, (_, i) => ({ beat: `Beat ${i + 1}`, characters: [ids[0]], scene: { setting: 'bedroom', timeOfDay: 'night', description: `A quiet room, ${i + 1}` } })) }
          : { text: 'Good night, moon.', alt: 'A child in bed under a window with the moon.' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          id: `chatcmpl-${calls.length}`, object: 'chat.completion', created: 1, model: 'stand-in',
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // a second app on the same database, writing through the stand-in (pictures stay offline)
    const { buildApp } = await import('../../api/app.ts');
    const { testConfig } = await import('../support/app.ts');
    const config = testConfig(t.db, { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'stand-in' });
    const app = await buildApp({ config, knex: t.db.knex, site: false });
    await app.ready();
    const provider = { app, db: t.db, config, close: async () => {} } as unknown as TestApp;
    try {
      await signIn(provider, 'writer');
      const started = (await ok(provider, 'writer', `mutation($i: StartStorybookInput!) { startStorybook(input: $i) { id status storyboard { title pages { beat } } } }`, { i: {
        idea: 'Nia says good night to the moon', age: 3, language: 'en', pageCount: 8, artStyle: 'watercolor', idempotencyKey: 'sbconf-start-1',
        characters: [{ name: 'Nia', kind: 'child', look: 'a small girl with two puffs of hair', clothes: 'blue pyjamas with stars', colours: 'blue, yellow' }] } })).startStorybook;
      expect(started.status).toBe('outlined');
      expect(started.storyboard.title).toBe('The Sleepy Moon');
      const book = await t.db.knex('books').where({ id: started.id }).first('config_id', 'config_version', 'details');
      const [active] = (await ok(t, 'mod', LIST, { t: 'storybook' })).generationConfigs;
      expect(book).toMatchObject({ config_id: active.id, config_version: 2 });
      const plan = calls[0]!;
      expect(plan.user).toContain('A gentle bedtime story for a child of 3 in English, exactly 8 pages: Nia says good night to the moon');
      expect(plan.user).not.toContain('{{'); // every variable filled, the empty comment line gone
      expect(plan.user).toContain(`id "${book.details.characters[0].id}": Nia (child). Look: a small girl with two puffs of hair.`); // added: the template names no {{characters}}
      expect(plan.user).toContain('Answer with a JSON object');
      expect(plan.system).toBe(active.systemPrompt);
      // a page is written with the version's page template
      await ok(provider, 'writer', `mutation($id: ID!) { generateStorybook(id: $id, idempotencyKey: "sbconf-generate-1") { id } }`, { id: started.id });
      const page = calls.find((c) => c.user.includes('Write page 1 of 8'))!;
      expect(page.user).toContain('Keep it to two sentences.');
      expect(page.user).toContain('"alt"');
      // the version has written a book: it stays as it is
      expect((await ok(t, 'mod', LIST, { t: 'storybook' })).generationConfigs[0].bookCount).toBe(1);
      expect(code(await gql(t, 'mod', UPDATE, { id: active.id, i: { systemPrompt: 'Changed' } }))).toBe('CONFLICT');
    } finally {
      await app.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 120_000);
});

describe('/moderator/storybooks/config pages', () => {
  it('list, new, view and edit: moderators and admins only, in the storybook’s words', async () => {
    const [v2, v1] = (await ok(t, 'mod', LIST, { t: 'storybook' })).generationConfigs;
    const pages = ['/moderator/storybooks/config', '/moderator/storybooks/config/new', `/moderator/storybooks/config/${v1.id}/view`, `/moderator/storybooks/config/${v1.id}/edit`];
    for (const path of pages) {
      expect((await get(path)).statusCode, path).toBe(302);
      expect((await get(path, 'user')).statusCode, path).toBe(302);
      expect((await get(path, 'mod')).statusCode, path).toBe(200);
      expect((await get(path, 'admin')).statusCode, path).toBe(200);
    }
    const list = (await get('/moderator/storybooks/config', 'mod')).body;
    expect(list).toContain('<h1>Storybook configs</h1>');
    expect(list).toContain('data-kind="storybook"');
    expect(list).toContain(`/moderator/storybooks/config/${v2.id}/view`);
    expect(list).toContain('Default pages');
    expect(list).toContain('href="/moderator/storybooks/config" aria-current="page"'); // its place in the navigation
    const view = (await get(`/moderator/storybooks/config/${v2.id}/view`, 'mod')).body;
    expect(view).toContain('Storyboard prompt');
    expect(view).toContain('Page prompt');
    expect(view).toContain('data-testid="config-used"');
    expect(view).not.toContain('data-testid="reading-levels"');
    const edit = (await get(`/moderator/storybooks/config/${v1.id}/edit`, 'mod')).body;
    expect(edit).toContain('{{pageNumber}}'); // the form lists the page template's variables
    const newPage = (await get('/moderator/storybooks/config/new', 'mod')).body;
    expect(newPage).toContain('data-testid="base-version"');
    // another kind's version, or none, is not found here; the textbook pages stay textbooks'
    const [textbookVersion] = (await ok(t, 'mod', LIST, { t: 'textbook' })).generationConfigs;
    expect((await get(`/moderator/storybooks/config/${textbookVersion.id}/view`, 'mod')).statusCode).toBe(404);
    expect((await get(`/moderator/textbooks/config/${v1.id}/view`, 'mod')).statusCode).toBe(404);
    expect((await get('/moderator/storybooks/config/a6000000-0000-4000-8000-000000000000/view', 'mod')).statusCode).toBe(404);
    const textbookList = (await get('/moderator/textbooks/config', 'mod')).body;
    expect(textbookList).toContain('Textbook configs');
    expect(textbookList).not.toContain(v1.id);
  });

  it('the storybook pages name the config version a storybook was written with', async () => {
    const book = await t.db.knex('books').where({ kind: 'storybook' }).first('id');
    const page = (await get(`/moderator/storybooks/${book.id}`, 'mod')).body;
    expect(page).toContain('data-testid="config-version"');
    expect(page).toContain('Version 2');
    const part = await t.db.knex('book_parts').where({ book_id: book.id, position: 1 }).first('id');
    const one = (await get(`/moderator/storybooks/${book.id}/${part.id}`, 'mod')).body;
    expect(one).toContain('data-testid="page-beat"');
    expect(one).toContain('Beat 1');
    expect(one).toContain('A quiet room, 1');
    expect(one).toMatch(/data-testid="page-characters"[^>]*>Nia</);
    // the navigation offers both storybook places
    expect(page).toContain('href="/moderator/storybooks" aria-current="page"');
    expect(page).toContain('href="/moderator/storybooks/config"');
  });
});
