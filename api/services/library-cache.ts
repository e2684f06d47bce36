// A short-lived memory cache for the public library's listings (Discover, search, featured,
// subjects) and for whole GraphQL answers made only of them (api/plugins/graphql.ts): the same
// for every visitor, read far more often than they change. Entries live
// LIBRARY_CACHE_SECONDS; any GraphQL mutation in this process starts a new generation, so this
// process never serves a listing older than its own last write, and other processes at most
// the TTL behind. One cache per database (WeakMap on the Knex instance), so test apps never
// share one.
import type { Knex } from 'knex';

const MAX_ENTRIES = 500;

class ListingCache {
  private entries = new Map<string, { at: number; generation: number; value: Promise<unknown> }>();
  private responses = new Map<string, { at: number; generation: number; body: Buffer }>();
  private generation = 0;
  ttlMs = 0;

  changed(): void {
    this.generation++;
    this.entries.clear();
    this.responses.clear();
  }

  /** A whole GraphQL answer (JSON bytes) to a public, user-independent query, while fresh. */
  response(key: string, now = Date.now()): Buffer | undefined {
    const hit = this.responses.get(key);
    if (!hit) return undefined;
    if (hit.generation === this.generation && now - hit.at < this.ttlMs) return hit.body;
    this.responses.delete(key);
    return undefined;
  }

  keepResponse(key: string, body: string, generation: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    // kept as bytes: sending them again skips encoding the text
    this.responses.set(key, { at: now, generation, body: Buffer.from(body) });
    if (this.responses.size > MAX_ENTRIES) this.responses.delete(this.responses.keys().next().value!);
  }

  /** The generation a response is computed in (a write meanwhile makes it too old to keep). */
  get currentGeneration(): number {
    return this.generation;
  }

  /** The cached value for key, or the loader's (loaded once however many ask at the same time). */
  get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    const entry = { at: now, generation: this.generation, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    // a failed load is not kept
    value.catch(() => { if (this.entries.get(key) === entry) this.entries.delete(key); });
    return value;
  }
}

const caches = new WeakMap<Knex, ListingCache>();

export function libraryCache(knex: Knex): ListingCache {
  let cache = caches.get(knex);
  if (!cache) caches.set(knex, (cache = new ListingCache()));
  return cache;
}

export type { ListingCache };
