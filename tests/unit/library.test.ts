// The library's pure parts: URL parameters of a search, snippet marks, reading-level keys, the
// query parser's messages, and the listing cache (generations, TTL, one load per key).
import { describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { hasFilters, paramsFromSearch, readingLevelKey, searchFromParams, snippetParts } from '../../site/components/library/model.ts';
import { libraryCache } from '../../api/services/library-cache.ts';
import { cjkBigrams, editDistance, markWords, libraryQueryFromParams, parseLibraryQuery } from '../../api/services/library.ts';
import { AppError } from '../../api/errors.ts';

describe('search parameters', () => {
  it('round-trip through the URL, leaving out what is empty', () => {
    const params = { q: 'fractions & decimals', type: '', lang: 'pt', level: 'primary', subject: 'Matemática', sort: 'mostRead' };
    const search = searchFromParams(params);
    expect(search).toBe('?q=fractions+%26+decimals&lang=pt&level=primary&subject=Matem%C3%A1tica&sort=mostRead');
    expect(paramsFromSearch(new URLSearchParams(search))).toEqual(params);
    expect(searchFromParams({ q: '', type: '', lang: '', level: '', subject: '', sort: '' })).toBe('');
    expect(searchFromParams({ q: 'x', type: '', lang: '', level: '', subject: '', sort: '' }, 24)).toBe('?q=x&offset=24');
    expect(hasFilters(paramsFromSearch(new URLSearchParams('q=x&sort=newest')))).toBe(false);
    expect(hasFilters(paramsFromSearch(new URLSearchParams('subject=Art')))).toBe(true);
  });

  it('the server reads the same parameters, with defaults for the sort', () => {
    const q = libraryQueryFromParams(new URLSearchParams('q=%20volcano%20&lang=en&level=high%20school&offset=48'));
    expect(q).toEqual({ query: 'volcano', language: 'en', readingLevel: 'high school', sort: 'relevance', offset: 48, limit: 24, type: undefined, subject: undefined });
    expect(libraryQueryFromParams(new URLSearchParams('')).sort).toBe('newest');
    // relevance without a query means newest
    expect(libraryQueryFromParams(new URLSearchParams('sort=relevance')).sort).toBe('newest');
  });

  it('refuses what is not valid, naming the field', () => {
    const fail = (raw: Record<string, unknown>) => {
      try {
        parseLibraryQuery(raw);
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        return [(error as AppError).message, (error as AppError).fields];
      }
      return undefined;
    };
    expect(fail({ language: 'xx' })).toEqual(['language is not valid', { language: 'is not valid' }]);
    expect(fail({ sort: 'best' })).toEqual(['sort is not valid', { sort: 'is not valid' }]);
    expect(fail({ offset: '-1' })).toEqual(['offset is too low', { offset: 'is too low' }]);
    expect(fail({ offset: '9999' })).toEqual(['offset is too high', { offset: 'is too high' }]);
    expect(fail({ offset: 'abc' })).toEqual(['offset is not valid', { offset: 'is not valid' }]);
    expect(fail({ type: 'novel' })).toEqual(['type is not valid', { type: 'is not valid' }]);
    expect(fail({ query: 'x'.repeat(201) })).toEqual(['query is too long', { query: 'is too long' }]);
    expect(fail({ query: null, language: null })).toBeUndefined();
  });
});

describe('snippets', () => {
  it('split at the match marks', () => {
    expect(snippetParts('Plants use \u0002sunlight\u0003 and \u0002water\u0003.')).toEqual([
      { text: 'Plants use ', mark: false }, { text: 'sunlight', mark: true }, { text: ' and ', mark: false },
      { text: 'water', mark: true }, { text: '.', mark: false },
    ]);
    expect(snippetParts('no marks')).toEqual([{ text: 'no marks', mark: false }]);
    // a stray mark never reaches the page
    expect(snippetParts('cut \u0002off')).toEqual([{ text: 'cut off', mark: false }]);
  });

  it('reading levels map to their translation keys', () => {
    expect(readingLevelKey('early reader')).toBe('earlyReader');
    expect(readingLevelKey('high school')).toBe('highSchool');
    expect(readingLevelKey('adult')).toBe('adult');
  });
});

describe('CJK character pairs', () => {
  it('pair the characters of each run of Han, kana or Hangul; a lone one stands for itself', () => {
    expect(cjkBigrams('歴史')).toEqual(['歴史']);
    expect(cjkBigrams('日本の歴史')).toEqual(['日本', '本の', 'の歴', '歴史']);
    expect(cjkBigrams('光 합성 and water')).toEqual(['光', '합성']);
    expect(cjkBigrams('photosynthesis')).toEqual([]);
  });
});

describe('marking query words in a topic', () => {
  it('marks words that begin like a query word, accents and case aside', () => {
    expect(markWords('Histories of the Révolution, and a history lesson', 'history revolution'))
      .toBe('\u0002Histories\u0003 of the \u0002Révolution\u0003, and a \u0002history\u0003 lesson');
    expect(markWords('Nothing here', 'volcano')).toBeNull();
    expect(markWords('a b c', 'a')).toBeNull();
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('photosinthesis', 'photosynthesis')).toBe(1);
    expect(editDistance('photosinthesis', 'photosynthese')).toBe(3);
    expect(editDistance('mathmatics', 'mathematics')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('歴史', '歴史')).toBe(0);
  });
});

describe('the listing cache', () => {
  const fakeKnex = () => ({}) as Knex;

  it('loads once per key within the TTL, and again after it or after a write', async () => {
    const cache = libraryCache(fakeKnex());
    cache.ttlMs = 5000;
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const [a, b] = await Promise.all([cache.get('k', load, 1000), cache.get('k', load, 1001)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('k', load, 5999);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('k', load, 6001);
    expect(load).toHaveBeenCalledTimes(2);
    cache.changed();
    await cache.get('k', load, 6002);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed load, and is off with a TTL of 0', async () => {
    const cache = libraryCache(fakeKnex());
    cache.ttlMs = 5000;
    await expect(cache.get('k', async () => { throw new Error('down'); }, 1)).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up', 2)).toBe('up');
    cache.ttlMs = 0;
    const load = vi.fn(async () => 1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is one cache per database', () => {
    const one = fakeKnex();
    expect(libraryCache(one)).toBe(libraryCache(one));
    expect(libraryCache(one)).not.toBe(libraryCache(fakeKnex()));
  });
});
