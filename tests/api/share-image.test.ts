// The share card of a book (GET /share/textbook/{id}.png): only books anyone may read, a real
// 1200×630 PNG, ETag / 304, and the in-process cache (drawings counted with a spy on the card
// renderer). Runs with the site plugin on, so its guards and not-found page are in the way too.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deterministicId } from '../../core/ids.ts';
import { renderBookCard } from '../../api/share-image/card.ts';
import { shareImagePath, shareImageVersion } from '../../api/share-image/path.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

vi.mock('../../api/share-image/card.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/share-image/card.ts')>();
  return { ...original, renderBookCard: vi.fn(original.renderBookCard) };
});
const renders = () => vi.mocked(renderBookCard).mock.calls.length;

let t: TestApp;
let ownerId = '';
let ownerCookie = '';
let bookIndex = 0;

type BookRow = { title: string; language?: string; visibility?: string; status?: string; hidden_at?: Date | null };

async function insertBook({ title, language = 'en', visibility = 'public', status = 'done', hidden_at = null }: BookRow): Promise<string> {
  const id = deterministicId('Textbook', 'shareimage', bookIndex++);
  await t.db.knex('books').insert({
    id, user_id: ownerId, title, topic: `all about ${title}`, language, chapter_count: 3, status, wizard_step: status === 'done' ? 'done' : 'start', visibility, hidden_at, start_key: id,
  });
  return id;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cardUrl = (id: string) => `/share/textbook/${id}.png`;

beforeAll(async () => {
  t = await createTestApp({ site: true });
  const email = 'share-owner@example.com';
  const login = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(login.json()).toEqual({ success: true });
  ownerCookie = `loginJWT=${login.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  const [owner] = await t.db.knex('users').where({ email }).update({ name: 'Ada Lovelace' }).returning('id');
  ownerId = owner.id;
});
afterAll(async () => { await t?.close(); });

describe('the share card of a readable book', () => {
  let volcanoes = '';
  let first: Awaited<ReturnType<typeof get>>;

  beforeAll(async () => {
    volcanoes = await insertBook({ title: 'Volcanoes and How They Form' });
    first = await get(cardUrl(volcanoes));
  });

  it('is a 1200×630 PNG with public caching and an ETag', async () => {
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('takes the ?v= of shareImagePath and answers the same card', async () => {
    const res = await get(shareImagePath(volcanoes, 'abc123'));
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(first.headers.etag);
    expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('differs for another title', async () => {
    const other = await insertBook({ title: 'The Water Cycle' });
    const res = await get(cardUrl(other));
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(first.headers.etag);
    const [a, b] = await Promise.all([first.rawPayload, res.rawPayload].map((png) => sharp(png).raw().toBuffer()));
    expect(a!.equals(b!)).toBe(false);
  });

  it('is served for an unlisted book too', async () => {
    const unlisted = await insertBook({ title: 'Only With The Link', visibility: 'unlisted' });
    const res = await get(cardUrl(unlisted));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('draws Arabic (right to left) and a very long title without failing', async () => {
    const arabic = await insertBook({ title: 'البراكين وكيف تتكون', language: 'ar' });
    const long = await insertBook({ title: `${'A very long title about volcanoes & <lava> '.repeat(5)}end`.slice(0, 200) });
    for (const id of [arabic, long]) {
      const res = await get(cardUrl(id));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(1000);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get(cardUrl(volcanoes), { 'if-none-match': header });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
    expect((await get(cardUrl(volcanoes), { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('draws a card once: later and simultaneous requests come from the cache', async () => {
    const before = renders();
    const again = await get(cardUrl(volcanoes));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders()).toBe(before);

    const fresh = await insertBook({ title: 'Plate Tectonics' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(cardUrl(fresh))));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(renders()).toBe(before + 1);
    for (const r of answers) expect(r.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
  });

  it('draws a new card when the title changes (new ETag, new shareImagePath version)', async () => {
    const id = await insertBook({ title: 'Earthquakes' });
    const before = await get(cardUrl(id));
    const oldRow = await t.db.knex('books').where({ id }).first('updated_at');
    await t.db.knex('books').where({ id }).update({ title: 'Earthquakes and Tsunamis' });
    const newRow = await t.db.knex('books').where({ id }).first('updated_at');
    const after = await get(cardUrl(id), { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(shareImageVersion(newRow.updated_at)).not.toBe(shareImageVersion(oldRow.updated_at));
  });
});

describe('books nobody else may read have no card', () => {
  const expectNotFound = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['content-type']).not.toBe('image/png');
  };

  it('a private book, even for its owner', async () => {
    const id = await insertBook({ title: 'My Secret Notes', visibility: 'private' });
    await expectNotFound(cardUrl(id));
    await expectNotFound(cardUrl(id), { cookie: ownerCookie });
  });

  it('a hidden book', async () => {
    const id = await insertBook({ title: 'Hidden By A Moderator', hidden_at: new Date() });
    await expectNotFound(cardUrl(id));
  });

  it('an unfinished book', async () => {
    const id = await insertBook({ title: 'Still Being Written', status: 'generating', visibility: 'unlisted' });
    await expectNotFound(cardUrl(id));
  });

  it('a malformed id, an id of another kind, an unknown book', async () => {
    await expectNotFound('/share/textbook/not-a-uuid.png');
    await expectNotFound(`/share/textbook/${ownerId}.png`);
    await expectNotFound(cardUrl(deterministicId('Textbook', 'shareimage', 9999)));
    await expectNotFound('/share/textbook/%3Cscript%3E.png');
  });
});

describe('shareImagePath', () => {
  it('is the card route with a short version', () => {
    const id = deterministicId('Textbook', 'shareimage', 0);
    const version = shareImageVersion(new Date('2026-01-02T03:04:05.000Z'));
    expect(version).toMatch(/^[0-9a-z]{1,7}$/);
    expect(shareImagePath(id, version)).toBe(`/share/textbook/${id}.png?v=${version}`);
    expect(shareImageVersion('2026-01-02T03:04:05.000Z')).toBe(version);
    expect(shareImageVersion(new Date('2026-01-02T03:04:05.001Z'))).not.toBe(version);
  });
});
