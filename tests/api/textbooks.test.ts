// The textbook engine through GraphQL, with the offline writer and jobs run in-process.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createTestApp, testConfig, type TestApp } from '../support/app.ts';
import { createTestDatabase } from '../support/db.ts';

let t: TestApp;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['author', 'other']) {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: `${who}@books.example` } });
    cookie[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  }
});
afterAll(async () => { await t.close(); });

async function gql(who: string | null, query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookie[who]! } : {} });
  return res.json() as { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
}

const START = `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id status wizardStep } }`;
const BOOK = `query($id: ID!) { textbook(id: $id) { id title slug status wizardStep visibility offlineDraft language chapterCount errorMessage
  author { name } outline { title chapters { title sections } } chapters { id position title slug status markdown } } }`;
const input = (key: string, extra: object = {}) => ({ title: 'Os Vulcões', topic: 'vulcões e como se formam', subject: 'Geografia', audience: 'alunos', readingLevel: 'middle school', language: 'pt', chapterCount: 4, idempotencyKey: key, ...extra });

describe('a textbook from start to finish', () => {
  let bookId = '';

  it('start: the outline is paid for and written; the same key returns the same book', async () => {
    expect((await gql('author', '{ creditBalance creditCosts { outline chapter } }')).data).toEqual({ creditBalance: 50, creditCosts: { outline: 1, chapter: 1 } });
    const first = await gql('author', START, { input: input('start-key-0001') });
    bookId = first.data.startTextbook.id;
    expect(bookId).toMatch(/^8a/);
    const again = await gql('author', START, { input: input('start-key-0001') });
    expect(again.data.startTextbook.id).toBe(bookId);
    expect((await gql('author', '{ creditBalance }')).data.creditBalance).toBe(49);
    const book = (await gql('author', BOOK, { id: bookId })).data.textbook;
    expect(book).toMatchObject({ status: 'outlined', wizardStep: 'outline', offlineDraft: true, language: 'pt', chapterCount: 4, author: { name: 'Author' } });
    expect(book.outline.chapters).toHaveLength(4);
  });

  it('refuses bad input with a message per field', async () => {
    const res = await gql('author', START, { input: input('start-key-0002', { title: '', language: 'xx', chapterCount: 31 }) });
    expect(res.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions.fields).toMatchObject({ title: 'is required', language: 'is not valid', chapterCount: 'is too high' });
    expect(await gql(null, START, { input: input('start-key-0003') })).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('the author edits the outline: rename, reorder, add, remove', async () => {
    const outline = {
      title: 'Vulcões: como a Terra respira',
      chapters: [
        { title: 'O que é um vulcão', sections: ['Magma e lava', 'Partes de um vulcão'] },
        { title: 'Tipos de erupção', sections: ['Erupções explosivas', 'Erupções efusivas'] },
        { title: 'Vulcões do Brasil', sections: ['Vulcões extintos', 'Ilhas vulcânicas'] },
        { title: 'Viver perto de vulcões', sections: ['Riscos', 'Benefícios'] },
        { title: 'Revisão', sections: ['O que aprendemos'] },
      ],
    };
    const res = await gql('author', `mutation($id: ID!, $o: OutlineInput!) { updateTextbookOutline(id: $id, outline: $o) { title chapterCount } }`, { id: bookId, o: outline });
    expect(res.data.updateTextbookOutline).toEqual({ title: 'Vulcões: como a Terra respira', chapterCount: 5 });
    const bad = await gql('author', `mutation($id: ID!, $o: OutlineInput!) { updateTextbookOutline(id: $id, outline: $o) { id } }`, { id: bookId, o: { title: 'x', chapters: [] } });
    expect(bad.errors![0]!.extensions.fields).toEqual({ chapters: 'is too short' });
    expect((await gql('other', `mutation($id: ID!, $o: OutlineInput!) { updateTextbookOutline(id: $id, outline: $o) { id } }`, { id: bookId, o: outline })).errors![0]!.extensions.code).toBe('NOT_FOUND');
  });

  it('generate: one debit per key, every chapter written once, in the book language', async () => {
    const GEN = `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { status } }`;
    await gql('author', GEN, { id: bookId, k: 'generate-key-01' });
    await gql('author', GEN, { id: bookId, k: 'generate-key-01' });
    expect((await gql('author', '{ creditBalance }')).data.creditBalance).toBe(49 - 5);
    const book = (await gql('author', BOOK, { id: bookId })).data.textbook;
    expect(book.status).toBe('done');
    expect(book.wizardStep).toBe('done');
    expect(book.chapters.map((c: { position: number }) => c.position)).toEqual([1, 2, 3, 4, 5]);
    for (const c of book.chapters) {
      expect(c.status).toBe('done');
      expect(c.markdown).toMatch(/^## /m);
    }
    expect(book.chapters[1].title).toBe('Tipos de erupção');
    expect(book.chapters[1].slug).toBe('Tipos-de-erupcao');
    expect(book.chapters[1].markdown).toContain('Erupções explosivas');
  });

  it('privacy: nobody else reads or edits a private book; public makes it readable', async () => {
    expect((await gql('other', BOOK, { id: bookId })).errors![0]!.extensions.code).toBe('NOT_FOUND');
    expect((await gql(null, BOOK, { id: bookId })).errors![0]!.extensions.code).toBe('NOT_FOUND');
    const chapterId = (await gql('author', BOOK, { id: bookId })).data.textbook.chapters[1].id;
    const EDIT = `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { markdown } }`;
    expect((await gql('other', EDIT, { id: chapterId, input: { markdown: 'vandalised' } })).errors![0]!.extensions.code).toBe('NOT_FOUND');
    expect((await gql('author', EDIT, { id: chapterId, input: { markdown: '## Editado\n\nTexto novo.' } })).data.updateChapter.markdown).toBe('## Editado\n\nTexto novo.');
    const VIS = `mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { visibility } }`;
    // a value outside the enum is refused by validation, naming the value and the enum
    const everyone = (await gql('author', VIS, { id: bookId, v: 'everyone' })).errors![0]!;
    expect(everyone.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(everyone.message).toMatch(/"everyone".*"Visibility"/);
    await gql('author', VIS, { id: bookId, v: 'public' });
    const seen = (await gql(null, BOOK, { id: bookId })).data.textbook;
    expect(seen.chapters[1].markdown).toBe('## Editado\n\nTexto novo.');
  });

  it('My Books lists the book in its mode', async () => {
    const MY = `query($m: MyBooksMode!) { myBooks(mode: $m) { id } }`;
    expect((await gql('author', MY, { m: 'published' })).data.myBooks).toEqual([{ id: bookId }]);
    expect((await gql('author', MY, { m: 'drafts' })).data.myBooks).toEqual([]);
    expect((await gql('author', MY, { m: 'everything' })).errors![0]!.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('loaders', () => {
  it('reads a 20-chapter book in a fixed number of queries', async () => {
    const start = await gql('author', START, { input: input('start-key-loader', { chapterCount: 20, title: 'Vinte capítulos' }) });
    const id = start.data.startTextbook.id;
    await gql('author', `mutation($id: ID!) { generateTextbook(id: $id, idempotencyKey: "loader-key-1") { id } }`, { id });
    let queries = 0;
    const count = () => { queries++; };
    t.db.knex.on('query', count);
    const res = await gql('author', BOOK, { id });
    t.db.knex.removeListener('query', count);
    expect(res.data.textbook.chapters).toHaveLength(20);
    // session check (1) + the book (1) + author, outline and chapters loaders (3)
    expect(queries).toBeLessThanOrEqual(5);
  });
});

describe('when the writer fails', () => {
  it('the chapters fail with a clear message and their credits come back', async () => {
    const server = http.createServer((_req, res) => { res.statusCode = 500; res.end('{"error":{"message":"boom"}}'); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const db = await createTestDatabase();
    const config = testConfig(db, { AI_BASE_URL: `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`, AI_MODEL: 'stand-in' });
    const app = await buildApp({ config, knex: db.knex, site: false });
    try {
      const login = await app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'unlucky@books.example' } });
      const headers = { cookie: `loginJWT=${login.cookies.find((c) => c.name === 'loginJWT')!.value}` };
      const call = async (query: string, variables: object = {}) => (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers })).json();
      const started = await call(START, { input: input('start-key-fail') });
      const book = (await call(BOOK, { id: started.data.startTextbook.id })).data.textbook;
      expect(book.status).toBe('failed');
      expect(book.errorMessage).toBe('The writer is unavailable, your credits were returned');
      expect(JSON.stringify({ ...book, id: null })).not.toMatch(/boom|500|stack/i); // (a random id may contain "500")
      expect((await call('{ creditBalance }')).data.creditBalance).toBe(50);
    } finally {
      await app.close();
      await db.drop();
      server.close();
    }
  }, 60_000);
});

describe('the writer uses the book’s generation config version', () => {
  it('a moderator’s active version words the outline and the chapters; the format rules are always added', async () => {
    const calls: { system: string; user: string; stream: boolean }[] = [];
    const chat = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { stream?: boolean; messages: { role: string; content: string }[] };
        const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
        const user = body.messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
        calls.push({ system, user, stream: Boolean(body.stream) });
        const base = { id: `chatcmpl-${calls.length}`, created: 1, model: 'stand-in' };
        if (!body.stream) {
          const outline = { title: 'Os Vulcões', chapters: [{ title: 'Magma', sections: ['O que é', 'De onde vem'] }, { title: 'Revisão', sections: ['Resumo', 'Perguntas'] }] };
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
            ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(outline) }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const send = (choice: object | null, extra: object = {}) => res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: choice ? [{ index: 0, ...choice }] : [], ...extra })}\n\n`);
        send({ delta: { role: 'assistant', content: '## O que é\n\nTexto.\n\n## De onde vem\n\nMais texto.\n' }, finish_reason: null });
        send({ delta: {}, finish_reason: 'stop' });
        send(null, { usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((r) => chat.listen(0, '127.0.0.1', () => r()));
    const config = testConfig(t.db, { AI_BASE_URL: `http://127.0.0.1:${(chat.address() as { port: number }).port}/v1`, AI_MODEL: 'stand-in' });
    const app = await buildApp({ config, knex: t.db.knex, site: false });
    try {
      const signIn = async (email: string, roles?: string[]) => {
        const login = () => app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
        let res = await login();
        if (roles) {
          await t.db.knex('users').where({ email }).update({ roles });
          res = await login();
        }
        return { cookie: `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}` };
      };
      const call = async (headers: Record<string, string>, query: string, variables: object = {}) => {
        const answer = (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers })).json();
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer.data;
      };
      const mod = await signIn('config-mod@books.example', ['contentMod']);
      const made = (await call(mod, `mutation($i: GenerationConfigInput!) { createGenerationConfig(input: $i) { id } }`, { i: {
        bookType: 'textbook',
        systemPrompt: 'Du bist Lehrkraft für {{audience}} ({{language}}).',
        outlinePrompt: 'PLAN {{chapterCount}} KAPITEL: {{topic}}',
        chapterPrompt: 'SCHREIBE {{chapterNumber}}: {{chapterTitle}}\n{{sections}}',
      } })).createGenerationConfig;
      await call(mod, `mutation($id: ID!) { activateGenerationConfig(id: $id) { id } }`, { id: made.id });
      const author = await signIn('config-author@books.example');
      const id = (await call(author, START, { input: input('config-start-1', { chapterCount: 2 }) })).startTextbook.id;
      expect(await t.db.knex('books').where({ id }).first('config_id')).toEqual({ config_id: made.id });
      const [plan] = calls;
      expect(plan!.stream).toBe(false);
      expect(plan!.system).toMatch(/^Du bist Lehrkraft für alunos \(Portuguese \(Português\)\)\.\n\nAnswer with one JSON object/);
      expect(plan!.user).toBe('PLAN 2 KAPITEL: vulcões e como se formam');
      await call(author, `mutation($id: ID!) { generateTextbook(id: $id, idempotencyKey: "config-generate-1") { id } }`, { id });
      const chapter = calls.find((c) => c.stream)!;
      expect(chapter.system).toMatch(/^Du bist Lehrkraft für alunos/);
      expect(chapter.system).toContain('Start each section with a level-2 heading');
      expect(chapter.user).toBe('SCHREIBE 1: Magma\n1. O que é\n2. De onde vem');
      const book = (await call(author, BOOK, { id })).textbook;
      expect(book.chapters.map((c: { status: string }) => c.status)).toEqual(['done', 'done']);
      expect(book.chapters[0].markdown).toContain('## De onde vem');
    } finally {
      await app.close();
      chat.closeAllConnections();
      await new Promise<void>((r) => chat.close(() => r()));
      // later tests start books under the built-in words again
      await t.db.knex('generation_configs').where({ book_type: 'textbook' }).update({ active: false });
      await t.db.knex('generation_configs').where({ book_type: 'textbook', version: 1 }).update({ active: true });
    }
  }, 60_000);
});

describe('with the pg-boss queue', () => {
  it('queues the jobs in the transaction and the workers write the book', async () => {
    const { startJobs } = await import('../../api/jobs/boss.ts');
    const db = await createTestDatabase();
    const config = testConfig(db);
    const jobs = await startJobs(db.url, db.knex, config, { work: true });
    const app = await buildApp({ config, knex: db.knex, site: false, jobs });
    try {
      const login = await app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'queued@books.example' } });
      const headers = { cookie: `loginJWT=${login.cookies.find((c) => c.name === 'loginJWT')!.value}` };
      const call = async (query: string, variables: object = {}) => (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers })).json();
      const until = async (id: string, status: string) => {
        for (let i = 0; i < 300; i++) {
          const book = (await call(BOOK, { id })).data.textbook;
          if (book.status === status) return book;
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`book never became ${status}`);
      };
      const id = (await call(START, { input: input('queued-start-1', { chapterCount: 3 }) })).data.startTextbook.id;
      // the worker may be quicker than this read
      expect(['outlining', 'outlined']).toContain((await call(BOOK, { id })).data.textbook.status);
      await until(id, 'outlined');
      await call(`mutation($id: ID!) { generateTextbook(id: $id, idempotencyKey: "queued-generate-1") { id } }`, { id });
      const done = await until(id, 'done');
      expect(done.chapters.map((c: { status: string }) => c.status)).toEqual(['done', 'done', 'done']);
      expect((await call('{ creditBalance }')).data.creditBalance).toBe(50 - 1 - 3);
    } finally {
      await app.close();
      await jobs.stop();
      await db.drop();
    }
  }, 120_000);
});
