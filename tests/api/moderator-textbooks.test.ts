// Textbook moderation and generation configs (spec §2 /moderator/textbooks, §6): who gets into the
// pages, what the list and book pages show, hiding a book from its readers, and versioned
// configs whose active version new books record. Needs `astro build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deterministicId } from '../../core/ids.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { insertChapters } from '../support/chapters.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: true }); });
afterAll(async () => { await t.close(); });

const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const BOOK = (i: number) => deterministicId('Textbook', 'modpages', i);
const CHAPTER = deterministicId('TextbookChapter', 'modpages', 0);

async function signIn(email: string, roles: string[]): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  const [user] = await t.db.knex('users').where({ email }).update({ roles }).returning('id');
  ids[email] = user.id;
  return `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

const get = (url: string, as?: string) => t.app.inject({ method: 'GET', url, headers: as ? { cookie: cookies[as]! } : {} });

interface GqlResult {
  data: Record<string, any> | null;
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
}
async function gql(query: string, variables: Record<string, unknown> = {}, as?: string): Promise<GqlResult> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: as ? { cookie: cookies[as]! } : {} });
  return res.json();
}

beforeAll(async () => {
  cookies.admin = await signIn('tb-admin@example.com', ['admin']);
  cookies.contentMod = await signIn('tb-mod@example.com', ['contentMod']);
  cookies.freeDemo = await signIn('tb-demo@example.com', ['freeDemo']);
  cookies.author = await signIn('tb-author@example.com', []);
  const author = ids['tb-author@example.com'];
  const book = (i: number, title: string, extra: object = {}) => ({
    id: BOOK(i), user_id: author, title, topic: title, language: 'en', chapter_count: 1, start_key: `k${i}`, status: 'done', visibility: 'public',
    updated_at: new Date(Date.UTC(2026, 0, 1 + i)), ...extra,
  });
  await t.db.knex('books').insert([
    book(0, 'Volcanoes 100%_hot'),
    book(1, 'Akvarium', { language: 'de', status: 'failed', visibility: 'private' }),
    book(2, 'Birds', { status: 'generating' }),
    ...Array.from({ length: 21 }, (_, i) => book(10 + i, `Paging ${String(i).padStart(2, '0')}`, { status: 'draft' })),
  ]);
  await insertChapters(t.db.knex, BOOK(0), [{
    id: CHAPTER, position: 1, title: 'How volcanoes form', sections: ['Magma'], status: 'done',
    markdown: '## Magma\n\nHot **rock** <script>alert(1)</script>\n\n- one\n- two',
  }]);
});

describe('who gets in', () => {
  const pages = ['/moderator/textbooks', `/moderator/textbooks/${BOOK(0)}`, `/moderator/textbooks/${BOOK(0)}/${CHAPTER}`];

  it('sends anonymous visitors home with redirectTo, free demo users home with the reason', async () => {
    for (const url of pages) {
      for (const as of [undefined, 'freeDemo']) {
        const res = await get(url, as);
        expect(res.statusCode, `${url} ${as}`).toBe(302);
        expect(res.headers.location).toBe(as ? '/en/home?denied=moderator' : `/en/home?redirectTo=${encodeURIComponent(url)}`);
      }
    }
  });

  it('lets content moderators and admins in, with the Textbooks link in the sidebar', async () => {
    for (const url of pages) {
      for (const as of ['contentMod', 'admin']) expect((await get(url, as)).statusCode, `${url} ${as}`).toBe(200);
    }
    const html = (await get('/moderator/textbooks', 'contentMod')).body;
    expect(html).toMatch(/href="\/moderator\/textbooks" aria-current="page"/);
    expect(html).not.toContain('href="/admin/tasks"');
  });

  it('answers 404 for an unknown book or chapter', async () => {
    expect((await get(`/moderator/textbooks/${BOOK(99)}`, 'admin')).statusCode).toBe(404);
    expect((await get('/moderator/textbooks/not-an-id', 'admin')).statusCode).toBe(404);
    expect((await get(`/moderator/textbooks/${BOOK(1)}/${CHAPTER}`, 'admin')).statusCode).toBe(404);
  });
});

describe('the list', () => {
  const listed = (html: string) => [...html.matchAll(/href="\/moderator\/textbooks\/(8a[0-9a-f-]+)"/g)].map((m) => m[1]);

  it('shows 20 a page, newest change first, with plain page links', async () => {
    const html = (await get('/moderator/textbooks', 'admin')).body;
    expect(html).toContain('Books found: 24');
    const first = listed(html);
    expect(first).toHaveLength(20);
    expect(first[0]).toBe(BOOK(30));
    expect(html).toContain('href="/moderator/textbooks?page=2"');
    const second = listed((await get('/moderator/textbooks?page=2', 'admin')).body);
    expect(second).toEqual([BOOK(10), BOOK(2), BOOK(1), BOOK(0)]);
  });

  it('searches titles with % and _ taken literally', async () => {
    expect(listed((await get('/moderator/textbooks?q=100%25_', 'admin')).body)).toEqual([BOOK(0)]);
    expect(listed((await get('/moderator/textbooks?q=%25', 'admin')).body)).toEqual([BOOK(0)]);
    expect(listed((await get('/moderator/textbooks?q=VOLC', 'admin')).body)).toEqual([BOOK(0)]);
  });

  it('filters by status and language, and sorts by title', async () => {
    expect(listed((await get('/moderator/textbooks?status=failed', 'admin')).body)).toEqual([BOOK(1)]);
    expect(listed((await get('/moderator/textbooks?language=de', 'admin')).body)).toEqual([BOOK(1)]);
    expect(listed((await get('/moderator/textbooks?language=de&status=done', 'admin')).body)).toEqual([]);
    const byTitle = listed((await get('/moderator/textbooks?sort=title&status=draft', 'admin')).body);
    expect(byTitle.slice(0, 3)).toEqual([BOOK(10), BOOK(11), BOOK(12)]);
    const mixed = listed((await get('/moderator/textbooks?sort=title', 'admin')).body);
    expect(mixed.slice(0, 2)).toEqual([BOOK(1), BOOK(2)]);
    // unknown filter values are ignored
    expect((await get('/moderator/textbooks?status=sleeping&language=xx&sort=evil', 'admin')).body).toContain('Books found: 24');
  });
});

describe('a book and its chapter', () => {
  it('shows the details and the chapters, and renders the chapter Markdown safely', async () => {
    await t.db.knex('books').where({ id: BOOK(0) }).update({ config_version: 3, writer: 'offline' });
    const html = (await get(`/moderator/textbooks/${BOOK(0)}`, 'contentMod')).body;
    expect(html).toContain('tb-author@example.com');
    expect(html).toContain('<dd data-testid="config-version">3</dd>');
    expect(html).toContain('offline');
    expect(html).toContain(`href="/moderator/textbooks/${BOOK(0)}/${CHAPTER}"`);
    expect(html).toContain('How volcanoes form');
    const chapter = (await get(`/moderator/textbooks/${BOOK(0)}/${CHAPTER}`, 'contentMod')).body;
    expect(chapter).toContain('<strong>rock</strong>');
    expect(chapter).toContain('&lt;script&gt;');
    expect(chapter).not.toContain('<script>alert(1)');
  });
});

describe('hiding a book', () => {
  const READ = `query($id: ID!) { textbook(id: $id) { id title } }`;
  const HIDE = `mutation($id: ID!, $reason: String!) { hideTextbook(id: $id, reason: $reason) { id hidden hiddenAt hiddenReason } }`;
  const UNHIDE = `mutation($id: ID!) { unhideTextbook(id: $id) { id hidden hiddenReason } }`;

  it('requires a reason', async () => {
    const res = await gql(HIDE, { id: BOOK(0), reason: '   ' }, 'contentMod');
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { reason: 'is required' } });
    expect((await t.db.knex('books').where({ id: BOOK(0) }).first('hidden_at')).hidden_at).toBeNull();
  });

  it('hides the book from guests and other users; unhiding restores it', async () => {
    expect((await gql(READ, { id: BOOK(0) })).data?.textbook.id).toBe(BOOK(0));
    const hidden = (await gql(HIDE, { id: BOOK(0), reason: 'Copied text' }, 'contentMod')).data!.hideTextbook;
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Copied text' });
    expect((await gql(READ, { id: BOOK(0) })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await gql(READ, { id: BOOK(0) }, 'freeDemo')).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await gql(READ, { id: BOOK(0) }, 'author')).data?.textbook.id).toBe(BOOK(0));
    const page = (await get(`/moderator/textbooks/${BOOK(0)}`, 'admin')).body;
    expect(page).toContain('<dd data-testid="hidden-reason">Copied text</dd>');
    expect((await get('/moderator/textbooks?q=volcano', 'admin')).body).toContain('admin-row-disabled');

    expect((await gql(UNHIDE, { id: BOOK(0) }, 'admin')).data!.unhideTextbook).toEqual({ id: BOOK(0), hidden: false, hiddenReason: null });
    expect((await gql(READ, { id: BOOK(0) })).data?.textbook.id).toBe(BOOK(0));
  });

  it('answers NOT_FOUND for an unknown book', async () => {
    expect((await gql(UNHIDE, { id: BOOK(99) }, 'admin')).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('generation config pages', () => {
  const LIST_URL = '/moderator/textbooks/config';
  let v1: { id: string; system_prompt: string; outline_prompt: string };

  it('starting a book makes version 1, which the list shows as active and used', async () => {
    const start = await gql(`mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
      input: { title: 'Lakes', topic: 'lakes', subject: 'Geography', audience: 'pupils', readingLevel: 'primary', language: 'en', chapterCount: 2, idempotencyKey: 'config-pages-0001' },
    }, 'author');
    expect(start.errors).toBeUndefined();
    v1 = await t.db.knex('generation_configs').where({ book_type: 'textbook', version: 1 }).first('id', 'system_prompt', 'outline_prompt');
    expect((await t.db.knex('books').where({ id: start.data!.startTextbook.id }).first('config_id')).config_id).toBe(v1.id);

    const res = await get(LIST_URL, 'contentMod');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/href="\/moderator\/textbooks\/config" aria-current="page"/);
    expect(html).toContain('href="/moderator/textbooks/config/new"');
    expect(html).toContain('New version');
    const rows = [...html.matchAll(/<tr data-version="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)];
    expect(rows.map((m) => m[1])).toEqual(['1']);
    const row = rows[0]![2]!;
    expect(row).toContain(`href="/moderator/textbooks/config/${v1.id}/view"`);
    expect(row).toContain('Version 1');
    expect(row).toMatch(/<span class="admin-badge"[^>]*>Active<\/span>/);
    expect(row).toContain('0.7');
    expect(row).toContain('<td>8</td>');
    // a used version offers no Edit link
    expect(row).not.toContain(`/moderator/textbooks/config/${v1.id}/edit`);
  });

  it('sends anonymous visitors and free demo users home, and lets content moderators and admins in', async () => {
    const pages = [LIST_URL, `${LIST_URL}/new`, `${LIST_URL}/${v1.id}/view`, `${LIST_URL}/${v1.id}/edit`];
    for (const url of pages) {
      for (const as of [undefined, 'freeDemo']) {
        const res = await get(url, as);
        expect(res.statusCode, `${url} ${as}`).toBe(302);
        expect(res.headers.location).toBe(as ? '/en/home?denied=moderator' : `/en/home?redirectTo=${encodeURIComponent(url)}`);
      }
      for (const as of ['contentMod', 'admin']) expect((await get(url, as)).statusCode, `${url} ${as}`).toBe(200);
    }
    // the sidebar links the configs for both roles; the admin-only links stay hidden from moderators
    expect((await get('/moderator/textbooks', 'contentMod')).body).toContain('href="/moderator/textbooks/config"');
    expect((await get('/moderator/textbooks', 'admin')).body).toContain('href="/moderator/textbooks/config"');
    expect((await get(LIST_URL, 'contentMod')).body).not.toContain('href="/admin/tasks"');
    expect((await get(`${LIST_URL}/${deterministicId('TextbookConfig', 'modpages', 99)}/view`, 'admin')).statusCode).toBe(404);
    expect((await get(`${LIST_URL}/not-an-id/edit`, 'admin')).statusCode).toBe(404);
  });

  it('shows every field of a version, the prompts escaped in <pre>, and no Activate button on the active one', async () => {
    await t.db.knex('generation_configs').where({ id: v1.id }).update({ outline_prompt: 'Plan {{topic}} <script>alert(1)</script> & more' });
    try {
      const html = (await get(`${LIST_URL}/${v1.id}/view`, 'contentMod')).body;
      expect(html).toContain('<pre class="admin-code" data-testid="outline-prompt">Plan {{topic}} &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</pre>');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toMatch(/<pre class="admin-code" data-testid="system-prompt">You are an experienced teacher[^<]*\{\{audience\}\}/);
      expect(html).toMatch(/<pre class="admin-code" data-testid="chapter-prompt">Write chapter \{\{chapterNumber\}\}, &quot;\{\{chapterTitle\}\}&quot;/);
      expect(html).toContain('<dd data-testid="temperature">0.7</dd>');
      expect(html).toContain('<dd data-testid="default-chapter-count">8</dd>');
      expect(html).toContain('<dd data-testid="reading-levels">early reader, primary, middle school, high school, university, adult</dd>');
      expect(html).toContain('<dd data-testid="book-count">1</dd>');
      expect(html).toContain('data-testid="config-used"');
      expect(html).not.toContain('Activate');
    } finally {
      await t.db.knex('generation_configs').where({ id: v1.id }).update({ outline_prompt: v1.outline_prompt });
    }
  });

  it('prefills the new version form from the active version', async () => {
    const html = (await get(`${LIST_URL}/new`, 'contentMod')).body;
    expect(html).toContain('Prefilled from the active version 1.');
    const textarea = (name: string) => new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1];
    const unescape = (text: string | undefined) => text?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/^\n/, '');
    expect(unescape(textarea('systemPrompt'))).toBe(v1.system_prompt);
    expect(unescape(textarea('outlinePrompt'))).toBe(v1.outline_prompt);
    expect(unescape(textarea('chapterPrompt'))).toContain('Write chapter {{chapterNumber}}');
    expect(unescape(textarea('readingLevels'))).toBe('early reader\nprimary\nmiddle school\nhigh school\nuniversity\nadult');
    expect(html).toMatch(/<input[^>]*name="temperature"[^>]*value="0.7"/);
    expect(html).toMatch(/<input[^>]*name="defaultChapterCount"[^>]*value="8"/);
  });

  it('refuses to edit a version that has written a book, with the server\'s reason', async () => {
    const html = (await get(`${LIST_URL}/${v1.id}/edit`, 'admin')).body;
    expect(html).toContain('This version has written books and can no longer be changed; create a new version.');
    expect(html).not.toContain('name="systemPrompt"');
  });
});

describe('generation configs', () => {
  const FIELDS = 'id version active systemPrompt outlinePrompt chapterPrompt model temperature defaultChapterCount readingLevels bookCount';
  const CREATE = `mutation($input: GenerationConfigInput!) { createGenerationConfig(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: GenerationConfigInput!) { updateGenerationConfig(id: $id, input: $input) { ${FIELDS} } }`;
  const ACTIVATE = `mutation($id: ID!) { activateGenerationConfig(id: $id) { id active } }`;
  const LIST = `{ generationConfigs(bookType: "textbook") { id version active } }`;

  it('rejects a template variable the prompt does not allow, naming it', async () => {
    const res = await gql(CREATE, { input: { chapterPrompt: 'Write {{chapterTitle}} in {{colour}}' } }, 'contentMod');
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { chapterPrompt: 'Unknown variable: {{colour}}' } });
    // chapterNumber is known to chapters but not to the outline
    const outline = await gql(CREATE, { input: { outlinePrompt: 'Plan {{chapterNumber}}' } }, 'contentMod');
    expect(outline.errors?.[0]?.extensions.fields).toEqual({ outlinePrompt: 'Unknown variable: {{chapterNumber}}' });
    const ranges = await gql(CREATE, { input: { temperature: 2.5, defaultChapterCount: 31, readingLevels: [' '] } }, 'contentMod');
    expect(Object.keys(ranges.errors?.[0]?.extensions.fields ?? {}).sort()).toEqual(['defaultChapterCount', 'readingLevels', 'temperature']);
    expect((await gql(LIST, {}, 'contentMod')).data!.generationConfigs).toHaveLength(1);
  });

  it('copies the active version into a new one, edits it while unused, and activation makes new books use it', async () => {
    const [v1] = (await gql(LIST, {}, 'contentMod')).data!.generationConfigs;
    expect(v1).toMatchObject({ version: 1, active: true });
    const created = (await gql(CREATE, { input: { chapterPrompt: 'Chapter {{chapterNumber}}: {{chapterTitle}}\n{{sections}}', readingLevels: ['primary', 'adult', 'primary'] } }, 'contentMod')).data!.createGenerationConfig;
    expect(created).toMatchObject({ version: 2, active: false, temperature: 0.7, defaultChapterCount: 8, readingLevels: ['primary', 'adult'], bookCount: 0 });
    expect(created.systemPrompt).toContain('{{audience}}');
    const edited = (await gql(UPDATE, { id: created.id, input: { temperature: 1.25, model: 'tiny', defaultChapterCount: 5 } }, 'admin')).data!.updateGenerationConfig;
    expect(edited).toMatchObject({ temperature: 1.25, model: 'tiny', defaultChapterCount: 5 });
    const badEdit = await gql(UPDATE, { id: created.id, input: { systemPrompt: '{{colour}} and {{size}}' } }, 'admin');
    expect(badEdit.errors?.[0]?.extensions.fields).toEqual({ systemPrompt: 'Unknown variable: {{colour}}, {{size}}' });

    expect((await gql(ACTIVATE, { id: created.id }, 'contentMod')).data!.activateGenerationConfig).toEqual({ id: created.id, active: true });
    const list = (await gql(LIST, {}, 'contentMod')).data!.generationConfigs;
    expect(list).toEqual([{ id: created.id, version: 2, active: true }, { id: v1.id, version: 1, active: false }]);

    const start = await gql(`mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
      input: { title: 'Rivers', topic: 'rivers', subject: 'Geography', audience: 'pupils', readingLevel: 'primary', language: 'en', chapterCount: 2, idempotencyKey: 'config-start-0001' },
    }, 'author');
    const bookId = start.data!.startTextbook.id;
    expect((await gql(`query($id: ID!) { textbook(id: $id) { configVersion } }`, { id: bookId }, 'author')).data!.textbook.configVersion).toBe(2);
    expect((await t.db.knex('books').where({ id: bookId }).first('config_id')).config_id).toBe(created.id);

    // a version that has written a book can no longer change
    const used = await gql(UPDATE, { id: created.id, input: { model: 'other' } }, 'admin');
    expect(used.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect((await gql(`query($id: ID!) { generationConfig(id: $id) { bookCount } }`, { id: created.id }, 'admin')).data!.generationConfig.bookCount).toBe(1);
  });
});
