// Issue 12, worksheet generation configs: moderators list, make, view, edit and activate versions
// of the worksheet's prompts (/moderator/worksheets/config, GraphQL generationConfigs with
// bookType worksheet; WorksheetConfig 97 ids) as they do for textbooks and storybooks; each
// template may use only its own variables; a new worksheet group records the active version, and
// the writer (a local OpenAI-compatible stand-in here) is asked with that version's words, the
// JSON contract, the item rules and the counts added whatever the template says. Renders pages:
// `astro build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idType } from '../../core/ids.ts';
import { planPrompts, WORKSHEET_PROMPTS, worksheetPrompts } from '../../api/kinds/worksheet/prompts.ts';
import { replyJson, startChatStandIn } from '../support/chat-standin.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(app: TestApp, who: string, roles: string[] = []) {
  const email = `wsconf-${who}@books.example`;
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

const SYSTEM = 'You are a patient primary teacher. You {{task}}. Keep every sentence short for {{level}}.';
const PLAN = 'Plan a unit on {{topic}} for {{level}} in exactly {{worksheetCount}} worksheets, from easy to hard.\n{{comment}}';

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn(t, 'user');
  await signIn(t, 'mod', ['contentMod']);
  await signIn(t, 'admin', ['admin']);
});
afterAll(async () => { await t.close(); });

describe('the built-in worksheet prompts', () => {
  it('are the writer’s words as before the configs: the task in the system prompt, the JSON contract and the counts added', () => {
    const start = { topic: 'Fractions', level: 'grade 4', language: 'es' as const, worksheetCount: 2, itemsPerWorksheet: 3, itemTypes: ['multipleChoice' as const, 'shortAnswer' as const], difficulty: 'easy' as const };
    expect(planPrompts(start, 'More pictures')).toEqual({
      system: 'You plan worksheet groups for teachers. Answer with JSON only: { "title", "worksheets": [{ "title", "objectives": [1 to 6 learning objectives] }] }. Write in Spanish (Español).',
      prompt: 'Topic: Fractions\nLevel: grade 4\nWorksheets: exactly 2, each a step through the topic.\nThe teacher asks: More pictures',
    });
    const sheet = worksheetPrompts(start, { title: 'Halves', objectives: ['Name halves', 'Add halves'] });
    expect(sheet.system).toMatch(/^You write worksheets for teachers: exercises with their answer key\. Answer with JSON only: \{ "title", "instructions", "objectives", "items": \[\.\.\.\] \}\. Write in Spanish \(Español\)\.\nItem types and their JSON/);
    expect(sheet.prompt).toBe('Topic: Fractions\nLevel: grade 4\nDifficulty: easy\nWorksheet: Halves\nObjectives: Name halves; Add halves\nItems: exactly 3, of these types only: multipleChoice, shortAnswer.');
    // a template that names neither the count nor the item types still sends them
    const bare = worksheetPrompts(start, { title: 'Halves', objectives: ['Name halves'] }, 'Harder', { ...WORKSHEET_PROMPTS, chapter: 'Write {{title}} about {{topic}}.' });
    expect(bare.prompt).toBe('Write Halves about Fractions.\nItems: exactly 3, of these types only: multipleChoice, shortAnswer.\nThe teacher asks: Harder');
  });
});

describe('worksheet configs over GraphQL', () => {
  it('version 1 is the built-in worksheet prompts, a WorksheetConfig; the other kinds keep their own lists', async () => {
    const [v1] = (await ok(t, 'mod', LIST, { t: 'worksheet' })).generationConfigs;
    expect(v1).toMatchObject({ bookType: 'worksheet', version: 1, active: true, defaultChapterCount: 3, bookCount: 0 });
    expect(idType(v1.id)).toBe('WorksheetConfig');
    expect(v1.systemPrompt).toBe(WORKSHEET_PROMPTS.system);
    expect(v1.outlinePrompt).toContain('{{worksheetCount}}');
    expect(v1.chapterPrompt).toContain('{{itemCount}}');
    for (const kind of ['textbook', 'storybook']) {
      const others = (await ok(t, 'mod', LIST, { t: kind })).generationConfigs;
      expect(others.map((c: { bookType: string }) => c.bookType)).toEqual([kind]);
    }
    expect(code(await gql(t, 'user', LIST, { t: 'worksheet' }))).toBe('FORBIDDEN');
    expect(code(await gql(t, null, LIST, { t: 'worksheet' }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(t, 'user', CREATE, { i: { bookType: 'worksheet' } }))).toBe('FORBIDDEN');
  });

  it('refuses a template with another template’s variables, and a worksheet count out of range, naming the field', async () => {
    const itemInPlan = await gql(t, 'mod', CREATE, { i: { bookType: 'worksheet', outlinePrompt: 'Plan {{title}} with {{instruction}}' } });
    expect(code(itemInPlan)).toBe('BAD_USER_INPUT');
    expect(itemInPlan.errors![0]!.extensions.fields).toEqual({ outlinePrompt: 'Unknown variable: {{title}}, {{instruction}}' });
    const storyInSheet = await gql(t, 'mod', CREATE, { i: { bookType: 'worksheet', chapterPrompt: 'Page {{pageNumber}}' } });
    expect(storyInSheet.errors![0]!.extensions.fields).toEqual({ chapterPrompt: 'Unknown variable: {{pageNumber}}' });
    const many = await gql(t, 'mod', CREATE, { i: { bookType: 'worksheet', defaultChapterCount: 11 } });
    expect(many.errors![0]!.extensions.fields).toEqual({ defaultChapterCount: 'must be a whole number from 1 to 10' });
    expect((await ok(t, 'mod', LIST, { t: 'worksheet' })).generationConfigs).toHaveLength(1);
  });

  it('a new version copies the active one with the changes, stays inactive until activated, and is edited while unused', async () => {
    const made = (await ok(t, 'mod', CREATE, { i: { bookType: 'worksheet', systemPrompt: SYSTEM, outlinePrompt: PLAN, defaultChapterCount: 4, readingLevels: ['ignored'] } })).createGenerationConfig;
    expect(made).toMatchObject({ bookType: 'worksheet', version: 2, active: false, systemPrompt: SYSTEM, outlinePrompt: PLAN, defaultChapterCount: 4, bookCount: 0 });
    expect(idType(made.id)).toBe('WorksheetConfig');
    const [, v1] = (await ok(t, 'mod', LIST, { t: 'worksheet' })).generationConfigs;
    expect(made.chapterPrompt).toBe(v1.chapterPrompt);
    expect(made.readingLevels).toEqual(v1.readingLevels); // worksheets have no reading levels to choose
    const edited = (await ok(t, 'admin', UPDATE, { id: made.id, i: { chapterPrompt: `${v1.chapterPrompt}\nUse everyday objects in every item.` } })).updateGenerationConfig;
    expect(edited.chapterPrompt).toContain('Use everyday objects in every item.');
    expect((await ok(t, 'mod', ACTIVATE, { id: made.id })).activateGenerationConfig).toEqual({ id: made.id, active: true });
    const after = (await ok(t, 'mod', LIST, { t: 'worksheet' })).generationConfigs;
    expect(after.map((c: { version: number; active: boolean }) => [c.version, c.active])).toEqual([[2, true], [1, false]]);
    // the other kinds' active versions did not move
    for (const kind of ['textbook', 'storybook']) {
      expect((await ok(t, 'mod', LIST, { t: kind })).generationConfigs.find((c: { active: boolean }) => c.active).version).toBe(1);
    }
  });
});

describe('the worksheet writer uses the group’s version', () => {
  it('a new group records the active version; the writer gets its words, the JSON contract and the item rules; a used version is not edited', async () => {
    const s = await startChatStandIn((call, res) => {
      const system = call.body.messages.find((m) => m.role === 'system')?.content ?? '';
      const user = call.body.messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
      if (system.includes('"worksheets"')) {
        const n = Number(/exactly (\d+) worksheets/.exec(user)?.[1] ?? 1);
        replyJson(res, JSON.stringify({ title: 'Fractions at home', worksheets: Array.from({ length: n }, (_, i) => ({ title: `Step ${i + 1}`, objectives: [`Objective ${i + 1}`] })) }));
      } else if (system.includes('"items"')) {
        replyJson(res, JSON.stringify({ title: 'Step', instructions: 'Answer every question.', objectives: ['Add halves'], items: [
          { type: 'trueFalse', prompt: 'Half of 4 apples is 2 apples.', answer: true, explanation: '4 ÷ 2 = 2.' },
          { type: 'shortAnswer', prompt: '1/2 + 1/2 = ?', answers: ['1'], explanation: 'Two halves make a whole.' },
          { type: 'trueFalse', prompt: '1/4 is more than 1/2.', answer: false, explanation: 'Quarters are smaller than halves.' },
        ] }));
      } else {
        replyJson(res, JSON.stringify({ answers: [] })); // the solver agrees with every key
      }
    });
    const { buildApp } = await import('../../api/app.ts');
    const { testConfig } = await import('../support/app.ts');
    const config = testConfig(t.db, { AI_BASE_URL: s.url, AI_API_KEY: 'sk-test', AI_MODEL: 'stand-in' });
    const app = await buildApp({ config, knex: t.db.knex, site: false });
    await app.ready();
    const provider = { app, db: t.db, config, close: async () => {} } as unknown as TestApp;
    try {
      await signIn(provider, 'teacher');
      const started = (await ok(provider, 'teacher', `mutation($i: StartWorksheetGroupInput!) { startWorksheetGroup(input: $i) { id status plan { title worksheets { title } } } }`, { i: {
        topic: 'Halves and quarters', level: 'grade 3', language: 'en', worksheetCount: 2, itemsPerWorksheet: 3,
        itemTypes: ['trueFalse', 'shortAnswer'], difficulty: 'easy', idempotencyKey: 'wsconf-start-1' } })).startWorksheetGroup;
      expect(started.status).toBe('outlined');
      expect(started.plan.title).toBe('Fractions at home');
      const book = await t.db.knex('books').where({ id: started.id }).first('config_id', 'config_version');
      const [active] = (await ok(t, 'mod', LIST, { t: 'worksheet' })).generationConfigs;
      expect(book).toEqual({ config_id: active.id, config_version: 2 });
      const plan = s.calls[0]!.body.messages;
      const planSystem = plan.find((m) => m.role === 'system')!.content;
      expect(planSystem).toMatch(/^You are a patient primary teacher\. You plan worksheet groups for teachers\. Keep every sentence short for grade 3\. Answer with JSON only: \{ "title", "worksheets"/);
      expect(plan.at(-1)!.content).toBe('Plan a unit on Halves and quarters for grade 3 in exactly 2 worksheets, from easy to hard.'); // the empty comment line gone
      // each worksheet is written with the version's worksheet template, its system prompt and the item rules
      await ok(provider, 'teacher', `mutation($id: ID!) { generateWorksheetGroup(id: $id, idempotencyKey: "wsconf-generate-1") { id status } }`, { id: started.id });
      const sheetCalls = s.calls.filter((c) => c.body.messages.some((m) => m.role === 'system' && m.content.includes('"items"')));
      expect(sheetCalls).toHaveLength(2);
      const sheet = sheetCalls[0]!.body.messages;
      expect(sheet.find((m) => m.role === 'system')!.content).toContain('You are a patient primary teacher. You write worksheets for teachers: exercises with their answer key.');
      expect(sheet.find((m) => m.role === 'system')!.content).toContain('Item types and their JSON');
      expect(sheet.at(-1)!.content).toContain('Items: exactly 3, of these types only: trueFalse, shortAnswer.');
      expect(sheet.at(-1)!.content).toContain('Use everyday objects in every item.');
      expect(sheet.at(-1)!.content).not.toContain('{{');
      // the version has written a group: it stays as it is
      expect((await ok(t, 'mod', LIST, { t: 'worksheet' })).generationConfigs[0].bookCount).toBe(1);
      expect(code(await gql(t, 'mod', UPDATE, { id: active.id, i: { systemPrompt: 'Changed {{task}}' } }))).toBe('CONFLICT');
    } finally {
      await app.close();
      await s.close();
    }
  }, 120_000);
});

describe('/moderator/worksheets/config pages', () => {
  it('list, new, view and edit: moderators and admins only, in the worksheet’s words', async () => {
    const [v2, v1] = (await ok(t, 'mod', LIST, { t: 'worksheet' })).generationConfigs;
    const pages = ['/moderator/worksheets/config', '/moderator/worksheets/config/new', `/moderator/worksheets/config/${v1.id}/view`, `/moderator/worksheets/config/${v1.id}/edit`];
    for (const path of pages) {
      const out = await get(path);
      expect(out.statusCode, path).toBe(302);
      expect(out.headers.location, path).toBe(`/en/home?redirectTo=${encodeURIComponent(path)}`);
      const user = await get(path, 'user');
      expect(user.statusCode, path).toBe(302);
      expect(user.headers.location, path).toContain('denied=moderator');
      expect((await get(path, 'mod')).statusCode, path).toBe(200);
      expect((await get(path, 'admin')).statusCode, path).toBe(200);
    }
    const list = (await get('/moderator/worksheets/config', 'mod')).body;
    expect(list).toContain('<h1>Worksheet configs</h1>');
    expect(list).toContain('data-kind="worksheet"');
    expect(list).toContain(`/moderator/worksheets/config/${v2.id}/view`);
    expect(list).toContain('Default worksheets');
    expect(list).toContain('href="/moderator/worksheets/config" aria-current="page"'); // its place in the navigation
    const view = (await get(`/moderator/worksheets/config/${v2.id}/view`, 'mod')).body;
    expect(view).toContain('Group plan prompt');
    expect(view).toContain('Worksheet prompt');
    expect(view).toContain('data-testid="config-used"');
    expect(view).not.toContain('data-testid="reading-levels"');
    const inactive = (await get(`/moderator/worksheets/config/${v1.id}/view`, 'mod')).body;
    expect(inactive).toContain('activateWorksheetConfig'); // its activate button asks in the worksheet's words
    const edit = (await get(`/moderator/worksheets/config/${v1.id}/edit`, 'mod')).body;
    expect(edit).toContain('{{worksheetCount}}'); // the form lists the plan template's variables
    expect(edit).toContain('{{itemTypes}}');
    expect(edit).toContain('{{task}}');
    expect((await get(`/moderator/worksheets/config/${v2.id}/edit`, 'mod')).body).toContain('data-testid="config-used"');
    const newPage = (await get('/moderator/worksheets/config/new', 'mod')).body;
    expect(newPage).toContain('data-testid="base-version"');
    // another kind's version, or none, is not found here; the other kinds' pages stay their own
    const [textbookVersion] = (await ok(t, 'mod', LIST, { t: 'textbook' })).generationConfigs;
    const [storybookVersion] = (await ok(t, 'mod', LIST, { t: 'storybook' })).generationConfigs;
    expect((await get(`/moderator/worksheets/config/${textbookVersion.id}/view`, 'mod')).statusCode).toBe(404);
    expect((await get(`/moderator/worksheets/config/${storybookVersion.id}/edit`, 'mod')).statusCode).toBe(404);
    expect((await get(`/moderator/storybooks/config/${v1.id}/view`, 'mod')).statusCode).toBe(404);
    expect((await get('/moderator/worksheets/config/97000000-0000-4000-8000-000000000000/view', 'mod')).statusCode).toBe(404);
    expect((await get('/moderator/storybooks/config', 'mod')).body).not.toContain(v1.id);
  });

  it('the group page names the config version the group was written with', async () => {
    const book = await t.db.knex('books').where({ kind: 'worksheet' }).first('id');
    const page = (await get(`/moderator/worksheets/${book.id}`, 'mod')).body;
    expect(page).toMatch(/data-testid="config-version"[^>]*><a href="\/moderator\/worksheets\/config">Version 2</);
    const part = await t.db.knex('book_parts').where({ book_id: book.id, position: 1 }).first('id');
    const one = (await get(`/moderator/worksheets/${book.id}/${part.id}`, 'mod')).body;
    expect(one).toContain('Half of 4 apples is 2 apples.');
    expect(one).toContain('Two halves make a whole.');
  });
});
