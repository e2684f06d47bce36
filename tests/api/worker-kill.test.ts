// At-least-once delivery made safe: a worker process killed with SIGKILL in the middle of a
// chapter; another worker picks the chapter up after the missed heartbeat, and the book ends
// with exactly one copy of each chapter and one debit.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../api/jobs/boss.ts';
import { newId } from '../../api/lib/ids.ts';
import { generateTextbook, startTextbook } from '../../api/services/textbooks/generation.ts';
import { balance } from '../../api/services/credits.ts';
import { testConfig } from '../support/app.ts';
import { createTestDatabase } from '../support/db.ts';
import { chaptersOf } from '../support/chapters.ts';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => { for (const c of children) if (c.exitCode === null) c.kill('SIGKILL'); });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let chapterStreams = 0;

/** An OpenAI-compatible stand-in: a JSON outline at once, chapters streamed slowly. */
function standIn() {
  return http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', async () => {
      const request = JSON.parse(Buffer.concat(body).toString());
      if (!request.stream) {
        const outline = { title: 'Slow Book', chapters: [{ title: 'One', sections: ['First part', 'Second part'] }, { title: 'Two', sections: ['Third part', 'Fourth part'] }] };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(outline) }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
        return;
      }
      chapterStreams++;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = ['## First part\n\nSome text about it.\n\n- a point\n- another\n\n', '## Second part\n\nMore text.\n\n', '## Summary\n\nWhat we saw.\n\n', '## Review questions\n\n1. What?\n2. Why?\n'];
      for (const [i, piece] of pieces.entries()) {
        if (res.destroyed) return;
        res.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content: piece } : { content: piece }, finish_reason: null }] })}\n\n`);
        await pause(700);
      }
      res.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.write('data: [DONE]\n\n');
      res.end();
    });
  });
}

describe('a worker killed mid-chapter', () => {
  it('is replaced: the chapter is retried and written exactly once', async () => {
    const server = standIn();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const aiUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
    const db = await createTestDatabase();
    const env = { DATABASE_URL: db.url, AI_BASE_URL: aiUrl, AI_MODEL: 'stand-in', JWT_SECRET: 'x'.repeat(40), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bl-worker-')), LOG_LEVEL: 'silent' };
    const config = testConfig(db, env);
    // this process only queues; the workers are separate processes
    const jobs = await startJobs(db.url, db.knex, config, { work: false });
    const worker = () => {
      const child = spawn(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'api/worker.ts')], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'ignore' });
      children.push(child);
      return child;
    };
    try {
      const userId = newId('User');
      await db.knex('users').insert({ id: userId, email: 'slow@books.example', name: 'Slow' });
      const actor = { id: userId, roles: [] };
      const deps = { knex: db.knex, jobs };
      const first = worker();
      const book = await startTextbook(deps, actor, { title: 'Slow Book', topic: 'patience', language: 'en', chapterCount: 2, idempotencyKey: 'kill-test-start' });
      const waitFor = async (check: () => Promise<boolean>, what: string, ms = 60_000) => {
        const until = Date.now() + ms;
        while (Date.now() < until) { if (await check()) return; await pause(100); }
        throw new Error(`timed out waiting for ${what}`);
      };
      await waitFor(async () => (await db.knex('books').where({ id: book.id }).first()).status === 'outlined', 'the outline');
      await generateTextbook(deps, actor, book.id, 'kill-test-generate');
      await waitFor(async () => (await chaptersOf(db.knex, book.id, { status: 'writing' })).some((c) => c.markdown !== ''), 'a chapter half written');
      first.kill('SIGKILL');
      const streamsBefore = chapterStreams;
      worker();
      await waitFor(async () => (await db.knex('books').where({ id: book.id }).first()).status === 'done', 'the book to finish', 90_000);

      const chapters = await chaptersOf(db.knex, book.id);
      expect(chapters.map((c) => [c.position, c.status])).toEqual([[1, 'done'], [2, 'done']]);
      for (const c of chapters) {
        // the stand-in writes the same sections for every chapter: each exactly once, no copy
        expect(c.markdown.match(/^## First part$/gm)).toHaveLength(1);
        expect(c.markdown.match(/^## Summary$/gm)).toHaveLength(1);
      }
      expect(Math.max(...chapters.map((c) => c.attempts))).toBeGreaterThanOrEqual(2); // the killed one was retried
      expect(chapterStreams).toBeGreaterThan(streamsBefore);
      // one outline and one generation debit, no refund, nothing twice: 50 - 1 - 2
      expect(await balance(db.knex, userId)).toBe(47);
    } finally {
      await jobs.stop();
      for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
      await pause(500);
      await db.drop();
      server.close();
    }
  }, 150_000);
});
