// The storybook reader's pages as the server renders them (issue 16): the book's /v/ addresses by
// kind (the reader, a page number, about, the printable book), who may read, the canonical and
// share addresses, the head (description, Open Graph, JSON-LD Book) without the owner's idea, and
// the owner's view of a page being made again. Needs `astro build` first. The storybook is made
// through GraphQL with the offline writer and illustrator; jobs run inline (no queue).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import en from '../../content/locales/en/storybook-reader.json' with { type: 'json' };

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, roles: string[] = []): Promise<void> {
  const email = `story-reader-${who}@example.com`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  if (roles.length > 0) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

const get = (url: string, who?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who ? { cookie: cookies[who]! } : {}), ...headers } });

async function gql(who: string, query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: cookies[who]! } });
  const body = res.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const link = (html: string, rel: string, extra = '') => new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : undefined;
};
const decode = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const IDEA = 'A secret plan about Zanzibar marmalade';
const FIRST = 'Once upon a time, Mia and Pip found a map under the old blue bench in the park, and the map had a big red cross on it.';
const SECOND = 'They followed the map past the pond, over the little bridge and around the tallest tree they had ever seen.';
let id = '';
let slug = '';
let reader = '';
let pages: { id: string; position: number; text: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn('owner');
  await signIn('other');
  await signIn('mod', ['contentMod']);
  const { startStorybook } = await gql('owner', `mutation($input: StartStorybookInput!) { startStorybook(input: $input) { id } }`, {
    input: {
      idea: IDEA, age: 5, language: 'en', pageCount: 8, artStyle: 'crayon', idempotencyKey: 'story-reader-pages-1',
      characters: [
        { name: 'Mia', kind: 'child', look: 'a small girl with curly black hair', clothes: 'a yellow raincoat', colours: 'yellow, black' },
        { name: 'Pip', kind: 'animal', look: 'a little orange fox', clothes: 'a green scarf', colours: 'orange, green' },
      ],
    },
  });
  const made = await gql('owner', `mutation($id: ID!) { generateStorybook(id: $id, idempotencyKey: "story-reader-pages-make") { id slug status pages { id position text } } }`, { id: startStorybook.id });
  expect(made.generateStorybook.status).toBe('done');
  ({ id, slug } = made.generateStorybook);
  pages = made.generateStorybook.pages;
  // known words on the first pages (the offline writer weaves the idea into its text)
  for (const [i, text] of [FIRST, SECOND].entries()) {
    await gql('owner', `mutation($p: ID!, $text: String!) { updateStorybookPage(pageId: $p, input: { text: $text }) { id } }`, { p: pages[i]!.id, text });
    pages[i]!.text = text;
  }
  reader = `/en/v/${encodeURIComponent(slug)}/${id}`;
});
afterAll(async () => { await t?.close(); });

const setVisibility = (visibility: string) =>
  gql('owner', `mutation($id: ID!, $v: Visibility!) { setStorybookVisibility(id: $id, visibility: $v) { visibility } }`, { id, v: visibility });

describe('a private storybook', () => {
  it('is read by its owner and moderators only; a wrong name goes to the slug', async () => {
    const owner = await get(reader, 'owner');
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toContain('data-story');
    expect(meta(owner.body, 'name', 'robots')).toBe('noindex');
    expect(jsonLd(owner.body)).toBeUndefined();
    expect((await get(reader, 'mod')).statusCode).toBe(200);
    expect((await get(reader, 'other')).statusCode).toBe(404);
    expect((await get(reader)).statusCode).toBe(404);
    expect((await get(`${reader}/about`, 'other')).statusCode).toBe(404);
    expect((await get(`${reader}/export`)).statusCode).toBe(404);
    const wrong = await get(`/en/v/not-the-name/${id}?x=1`, 'owner');
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${reader}?x=1`);
  });

  it('keeps the internal route private: the reader is only at the book’s /v/ address', async () => {
    expect((await get(`/en/v-storybook/${encodeURIComponent(slug)}/${id}`, 'owner')).statusCode).toBe(404);
    expect((await get(`/en/v-storybook/${encodeURIComponent(slug)}/${id}/about`, 'owner')).statusCode).toBe(404);
  });
});

describe('a public storybook', () => {
  beforeAll(async () => { await setVisibility('public'); });

  it('has the visitor’s address as canonical, og:url and hreflang, never the internal route', async () => {
    const res = await get(reader);
    expect(res.statusCode).toBe(200);
    const origin = t.config.PUBLIC_URL.replace(/\/$/, '');
    expect(link(res.body, 'canonical')).toBe(`${origin}${reader}`);
    expect(meta(res.body, 'property', 'og:url')).toBe(`${origin}${reader}`);
    expect(link(res.body, 'alternate', ' hreflang="ar"')).toBe(`${origin}/ar/v/${encodeURIComponent(slug)}/${id}`);
    expect(res.body).not.toContain('v-storybook');
    const about = await get(`${reader}/about`);
    expect(link(about.body, 'canonical')).toBe(`${origin}${reader}/about`);
  });

  it('describes the book by its first words, never by the owner’s idea; JSON-LD Book with a picture book’s fields', async () => {
    const res = await get(reader);
    const description = decode(meta(res.body, 'name', 'description')!);
    expect(description.startsWith(FIRST)).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(description).not.toContain('Zanzibar');
    expect(meta(res.body, 'property', 'og:type')).toBe('book');
    const ld = jsonLd(res.body);
    const origin = t.config.PUBLIC_URL.replace(/\/$/, '');
    expect(ld).toMatchObject({
      '@type': 'Book', name: expect.any(String), url: `${origin}${reader}`, inLanguage: 'en', description, numberOfPages: 8,
      typicalAgeRange: '5-', genre: 'Picture book', audience: { '@type': 'PeopleAudience', suggestedMinAge: 5 }, bookFormat: 'https://schema.org/EBook',
      author: { '@type': 'Person' },
    });
    expect(JSON.stringify(ld)).not.toContain('Zanzibar');
    // the share image is the cover, at its real size
    const image = meta(res.body, 'property', 'og:image')!;
    expect(ld.image).toBe(image);
    expect(image).toMatch(/^http.*\/api\/local\/images\/8d[0-9a-f-]+\/\d+\.webp$/);
    const width = Number(meta(res.body, 'property', 'og:image:width'));
    const height = Number(meta(res.body, 'property', 'og:image:height'));
    expect(image.endsWith(`/${width}.webp`)).toBe(true);
    const picture = await t.app.inject({ method: 'GET', url: new URL(image).pathname });
    expect(picture.statusCode).toBe(200);
    expect(height).toBeGreaterThan(0);
    expect(meta(res.body, 'property', 'og:image:alt')).toBeTruthy();
  });

  it('shows the idea on the about page to its owner alone', async () => {
    const owner = await get(`${reader}/about`, 'owner');
    expect(owner.body).toContain('data-testid="story-idea"');
    expect(owner.body).toContain(IDEA);
    for (const who of ['other', 'mod', undefined]) {
      const res = await get(`${reader}/about`, who);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-testid="story-idea"');
      expect(res.body).not.toContain('Zanzibar marmalade</p>');
    }
  });

  it('opens a page by its number (its anchor in the reader); a page the book has not is not found', async () => {
    const third = await get(`${reader}/3`);
    expect(third.statusCode).toBe(301);
    expect(third.headers.location).toBe(`${reader}#page-3`);
    expect((await get(`${reader}/8`)).headers.location).toBe(`${reader}#page-8`);
    const renamed = await get(`/en/v/old-name/${id}/2`);
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`${reader}#page-2`);
    for (const part of ['9', '0', '03x', 'chapter', '99999999999']) expect((await get(`${reader}/${part}`)).statusCode, part).toBe(404);
  });

  it('about: the book’s details; a wrong name keeps the part', async () => {
    const res = await get(`${reader}/about`);
    expect(res.statusCode).toBe(200);
    const text = decode(res.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    expect(text).toContain(en.about.heading);
    expect(text).toContain('8 of 8 pages made');
    expect(text).toContain('Crayon');
    expect(text).toContain('For ages 5+');
    expect(text).toMatch(/Mia .*A child/);
    expect(text).toMatch(/Pip .*An animal/);
    const wrong = await get(`/en/v/x/${id}/about`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${reader}/about`);
  });

  it('export: every page’s picture and words in order on a printable page search engines skip', async () => {
    const res = await get(`${reader}/export`);
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'name', 'robots')).toBe('noindex');
    const texts = [...res.body.matchAll(/data-story-text[^>]*>([^<]*)</g)].map((m) => decode(m[1]!));
    expect(texts).toEqual(pages.map((p) => p.text));
    expect((res.body.match(/<picture class="story-picture"/g) ?? []).length).toBe(9); // the cover and 8 pages
  });

  it('the share URL opens the reader in the visitor’s language', async () => {
    const userSlug = (await t.db.knex('user_slugs').join('users', 'users.id', 'user_slugs.user_id').where({ email: 'story-reader-owner@example.com', is_current: true }).first('slug')).slug;
    const share = await get(`/${userSlug}/v/${encodeURIComponent(slug)}/${id}`, undefined, { 'accept-language': 'ar,en;q=0.5' });
    expect(share.statusCode).toBe(302);
    expect(share.headers.location).toBe(`/ar/v/${encodeURIComponent(slug)}/${id}`);
    const page = await get(share.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="ar" dir="rtl"/);
    // the book is English: its pages and controls run left to right inside the Arabic page
    expect(page.body).toMatch(/<div class="story" data-story dir="ltr" lang="en"/);
    expect(page.body).toMatch(/<div class="story-controls" lang="ar" dir="ltr"/);
  });
});

describe('the owner’s view of a page being made again', () => {
  it('shows the progress to the owner, and the words and picture as they were to readers', async () => {
    const page = pages[1]!;
    await t.db.knex('book_parts').where({ id: page.id }).update({ status: 'queued', redo: 'picture' });
    try {
      const owner = await get(reader, 'owner');
      expect(owner.body).toContain('data-testid="page-progress-2"');
      expect(owner.body).toContain(en.progress.picture);
      const visitor = await get(reader);
      expect(visitor.body).not.toContain('page-progress-');
      expect(visitor.body).toContain(SECOND);
      await t.db.knex('book_parts').where({ id: page.id }).update({ redo: 'text' });
      expect((await get(reader, 'owner')).body).toContain(en.progress.text);
    } finally {
      await t.db.knex('book_parts').where({ id: page.id }).update({ status: 'done', redo: 'all' });
    }
  });

  it('tells the owner when the last remake did not work (the page kept what it had)', async () => {
    const page = pages[2]!;
    await t.db.knex('book_parts').where({ id: page.id }).update({ error_message: 'The illustrator is unavailable, your credits were returned' });
    try {
      const owner = await get(reader, 'owner');
      expect(decode(owner.body)).toContain(en.progress.failed.replace('{{message}}', 'The illustrator is unavailable, your credits were returned'));
      expect((await get(reader)).body).not.toContain('The illustrator is unavailable');
    } finally {
      await t.db.knex('book_parts').where({ id: page.id }).update({ error_message: null });
    }
  });

  it('shows each paid action’s price on its button, in the right plural', async () => {
    const { storybookCosts } = await gql('owner', '{ storybookCosts { page redraw } }');
    const owner = decode((await get(reader, 'owner')).body);
    const form = (n: number) => (n === 1 ? 'one' : 'other');
    expect(owner).toContain((en.tools as Record<string, string>)[`redraw_${form(storybookCosts.redraw)}`]!.replace('{{count}}', String(storybookCosts.redraw)));
    expect(owner).toContain((en.tools as Record<string, string>)[`rewrite_${form(storybookCosts.page)}`]!.replace('{{count}}', String(storybookCosts.page)));
    expect((await get(reader)).body).not.toContain('data-testid="page-tools-1"');
  });
});
