// GET /share/{kind}/{id}.png (textbook, storybook…: the id's family must be the kind's): the share
// card (Open Graph / Twitter image) of a book anyone may read: public or unlisted, not hidden, finished, by an author not disabled. Anything else is a 404, for everyone (the owner
// too: the route never tells a private book from a missing one). Cards are drawn by
// api/share-image/card.ts, kept in an in-process LRU keyed by what they show, and sent with an
// ETag and a day of public caching; pages link them with shareImagePath (a new ?v= per version).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { isIdOf } from '../../core/ids.ts';
import { BOOK_KINDS, isBookKind, KINDS, type BookKind } from '../../core/kinds.ts';
import { isLangCode, LANGUAGE_INFO, LANGUAGES, type LangCode } from '../../core/languages.ts';
import { ROOT_DIR } from '../config.ts';
import { AppError } from '../errors.ts';
import { CARD_DESIGN_VERSION, renderBookCard } from '../share-image/card.ts';

export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

export interface ShareImageOptions {
  /** cards kept in memory (about 170 kB each); default 200 */
  cacheSize?: number;
}

/** A Map kept in use order: a hit moves to the end, the oldest falls out. */
class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = Math.max(1, capacity);
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }
}

const readStrings = (lang: LangCode, namespace: string): any => {
  try {
    return JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', lang, `${namespace}.json`), 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Each kind's name in each language: "Textbook" from the create page's strings, the others from
 * the library's type names ("Storybook", "Bilderbuch", "絵本"); English where one is missing.
 */
function kindLabels(): Record<BookKind, Record<LangCode, string>> {
  const labels = {} as Record<BookKind, Record<LangCode, string>>;
  for (const kind of BOOK_KINDS) {
    labels[kind] = {} as Record<LangCode, string>;
    for (const lang of LANGUAGES) {
      const label: unknown = kind === 'textbook' ? readStrings(lang, 'create')?.chooser?.textbook?.name : readStrings(lang, 'library')?.types?.[kind];
      labels[kind][lang] = typeof label === 'string' && label.trim() ? label.trim() : kind[0]!.toUpperCase() + kind.slice(1);
    }
  }
  return labels;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export const shareImagePlugin = fp<ShareImageOptions>(async (app, options) => {
  const labels = kindLabels();
  const cache = new LruCache<string, Buffer>(options.cacheSize ?? 200);
  // one drawing per card however many ask for it at once
  const drawing = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { kind: string; id: string } }>('/share/:kind/:id.png', async (request, reply) => {
    const { kind, id: raw } = request.params;
    if (!isBookKind(kind) || !isIdOf(KINDS[kind].book, raw)) throw AppError.notFound('No such book');
    const id = raw.toLowerCase();
    const book = await app.knex('books as t')
      .join('users as u', 'u.id', 't.user_id')
      .where('t.id', id)
      .whereIn('t.visibility', ['public', 'unlisted'])
      .whereNull('t.hidden_at')
      .whereNull('u.disabled_at')
      .where('t.status', 'done')
      .first<{ title: string; language: string; updated_at: Date; author_name: string } | undefined>('t.title', 't.language', 't.updated_at', 'u.name as author_name');
    if (!book) throw AppError.notFound('No such book');

    const language: LangCode = isLangCode(book.language) ? book.language : 'en';
    const typeLabel = labels[kind][language];
    const key = JSON.stringify([CARD_DESIGN_VERSION, id, new Date(book.updated_at).toISOString(), book.author_name, typeLabel]);
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', SHARE_IMAGE_CACHE_CONTROL).header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

    let png = cache.get(key);
    if (!png) {
      let pending = drawing.get(key);
      if (!pending) {
        pending = renderBookCard({ title: book.title, typeLabel, authorName: book.author_name, language, dir: LANGUAGE_INFO[language].dir })
          .then((made) => {
            cache.set(key, made);
            return made;
          })
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      png = await pending;
    }
    return reply.type('image/png').send(png);
  });
}, { name: 'share-image', dependencies: ['db'] });
