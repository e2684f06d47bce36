import { describe, it, expect } from 'vitest';
import {
  SLUG_MAX,
  USER_SLUG_FALLBACK,
  USER_SLUG_NAME_MAX,
  USER_SLUG_PATTERN,
  bookSlug,
  chapterSlug,
  isUserSlug,
  slugify,
  stripAccents,
  userSlugForId,
  userSlugFromName,
  worksheetSlug,
  worldSlug,
} from '../../core/slug.ts';
import { IdError } from '../../core/ids.ts';

describe('slugify: spec §5 rules', () => {
  it.each([
    // accents stripped
    ['Café Crème', 'Cafe-Creme'],
    ['Tiếng Việt', 'Tieng-Viet'],
    ['Ñandú', 'Nandu'],
    // apostrophes between letters removed, others become spaces
    ["Don't stop", 'Dont-stop'],
    ['It’s a dog’s life', 'Its-a-dogs-life'],
    ["O'Brien's", 'OBriens'],
    ["l'été", 'lete'],
    ["rock 'n' roll", 'rock-n-roll'],
    ["'Quoted'", 'Quoted'],
    ["students' books", 'students-books'],
    ["the 90's", 'the-90-s'],
    ["rock'", 'rock'],
    // other characters become spaces
    ['Hello, World!', 'Hello,-World'],
    ['100% fun & games #1', '100-fun-games-1'],
    ['C++ / C#', 'C-C'],
    ['well-known -- dashes', 'well-known-dashes'],
    ['a/b\\c:d;e?f', 'a-b-c-d-e-f'],
    ['🙂 Emoji 🙂', 'Emoji'],
    // kept: letters, digits, underscore, parentheses, comma, period; case as written
    ['(Draft) Title_v2', '(Draft)-Title_v2'],
    ['Vol. 2, Part 1', 'Vol.-2,-Part-1'],
    ['A.B.C.', 'A.B.C'],
    ['MiXeD CaSe', 'MiXeD-CaSe'],
    // whitespace runs become one hyphen
    ['  many   spaces\there\n', 'many-spaces-here'],
    ['tab\t\tand\r\nnewline', 'tab-and-newline'],
    // leading and trailing commas, periods and hyphens trimmed
    ['...,Leading and trailing,.. ', 'Leading-and-trailing'],
    ['- dash -', 'dash'],
    [', . ,', 'Book'],
    // non-Latin letters are letters
    ['مقدمة في الكيمياء', 'مقدمة-في-الكيمياء'],
    ['日本の歴史', '日本の歴史'],
    ['がぎぐげご', 'がぎぐげご'],
    ['한국어 책', '한국어-책'],
    ['हिन्दी पुस्तक', 'हिन्दी-पुस्तक'],
    ['বাংলা বই', 'বাংলা-বই'],
    ['Straße Łódź', 'Straße-Łodz'],
    ['٣ ١٢٣', '٣-١٢٣'],
    // nothing left → fallback
    ['', 'Book'],
    ['   ', 'Book'],
    ['!!!', 'Book'],
    ["'''", 'Book'],
    ['½ ² ①', 'Book'],
  ])('slugify(%j) is %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('keeps CJK text composed: kana voicing marks and Hangul are not split into pieces', () => {
    expect(slugify('がっこう').normalize('NFC')).toBe(slugify('がっこう'));
    expect(Array.from(slugify('한국어'))).toHaveLength(3);
    expect(Array.from(stripAccents('ガ'))).toHaveLength(1);
  });
});

describe('slugify: 100-character limit', () => {
  const word9 = 'abcdefghi';

  it('exports the limit', () => {
    expect(SLUG_MAX).toBe(100);
  });

  it('leaves exactly 100 characters alone', () => {
    const text = `${'a'.repeat(49)} ${'b'.repeat(50)}`;
    expect(slugify(text)).toBe(`${'a'.repeat(49)}-${'b'.repeat(50)}`);
    expect(slugify(text)).toHaveLength(100);
  });

  it('cuts at the last word boundary before the limit', () => {
    const slug = slugify(Array(15).fill(word9).join(' '));
    expect(slug).toBe(Array(10).fill(word9).join('-'));
    expect(slug).toHaveLength(99);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(slugify(`${'a'.repeat(49)} ${'b'.repeat(50)} tail`)).toBe(`${'a'.repeat(49)}-${'b'.repeat(50)}`);
  });

  it('drops a word that would straddle the limit', () => {
    expect(slugify(`${'a'.repeat(95)} ${'b'.repeat(10)}`)).toBe('a'.repeat(95));
  });

  it('cuts a single 150-character word hard at 100', () => {
    expect(slugify('w'.repeat(150))).toBe('w'.repeat(100));
  });

  it('cuts after a short word when the next word alone is too long', () => {
    expect(slugify(`Hi ${'x'.repeat(150)}`)).toBe('Hi');
  });

  it('trims a period or comma exposed by the cut', () => {
    expect(slugify(`${'a'.repeat(90)}. ${'b'.repeat(20)}`)).toBe('a'.repeat(90));
    expect(slugify(`${'a'.repeat(90)}, ${'b'.repeat(20)}`)).toBe('a'.repeat(90));
  });

  it('counts characters, never splitting a surrogate pair', () => {
    const slug = slugify('𠀀'.repeat(150));
    expect(Array.from(slug)).toHaveLength(100);
    expect(slug).toBe('𠀀'.repeat(100));
  });

  it.each([
    ['mixed', Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ')],
    ['long words', Array.from({ length: 30 }, (_, i) => 'z'.repeat(i + 1)).join(' ')],
    ['accented', 'Éléphant '.repeat(40)],
  ])('never exceeds the limit (%s)', (_label, text) => {
    const slug = slugify(text);
    expect(Array.from(slug).length).toBeLessThanOrEqual(SLUG_MAX);
    expect(Array.from(slug).length).toBeGreaterThan(80);
    expect(slug).not.toMatch(/^[-.,]|[-.,]$/);
  });
});

describe('named slug helpers and fallbacks', () => {
  it.each([
    [bookSlug, 'My Book!', 'My-Book'],
    [bookSlug, '', 'Book'],
    [worldSlug, 'Land of Oz', 'Land-of-Oz'],
    [worldSlug, '???', 'World'],
    [worksheetSlug, 'Fractions: Part 1', 'Fractions-Part-1'],
    [worksheetSlug, '', 'Worksheet'],
  ])('%o(%j) is %j', (fn, input, expected) => {
    expect(fn(input)).toBe(expected);
  });

  it.each([
    ['Introduction', 1, 'Introduction'],
    ['', 3, '3'],
    ['!!!', 12, '12'],
    ['  ', 0, '0'],
  ])('chapterSlug(%j, %i) is %j', (title, chapter, expected) => {
    expect(chapterSlug(title, chapter)).toBe(expected);
  });

  it('takes a custom fallback', () => {
    expect(slugify('', 'Untitled')).toBe('Untitled');
  });
});

describe('user slugs', () => {
  it.each([
    ['@ada', true],
    ['@Ada.Lovelace-1815', true],
    ['@70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b', true],
    ['@', false],
    ['ada', false],
    ['@ada lovelace', false],
    ['@ada_lovelace', false],
    ['@josé', false],
    ['@@ada', false],
    ['@ada/x', false],
    [' @ada', false],
    [null, false],
    [42, false],
  ])('isUserSlug(%j) is %s', (value, expected) => {
    expect(isUserSlug(value)).toBe(expected);
    if (typeof value === 'string') expect(USER_SLUG_PATTERN.test(value)).toBe(expected);
  });

  it.each([
    ['Ada Lovelace', '@ada-lovelace'],
    ["Mary-Jane  O'Neil", '@mary-jane-oneil'],
    ['José Ñúñez', '@jose-nunez'],
    ['  --..Weird..--  ', '@weird'],
    ['R2 D2', '@r2-d2'],
    ['a - b', '@a-b'],
    ['李小龙', USER_SLUG_FALLBACK],
    ['', '@author'],
    ['a'.repeat(50), `@${'a'.repeat(40)}`],
    [`${'a'.repeat(39)} b`, `@${'a'.repeat(39)}`],
  ])('userSlugFromName(%j) is %j', (name, expected) => {
    const slug = userSlugFromName(name);
    expect(slug).toBe(expected);
    expect(isUserSlug(slug)).toBe(true);
    expect(slug.length - 1).toBeLessThanOrEqual(USER_SLUG_NAME_MAX);
  });

  it('builds the id slug of the userCollection route', () => {
    expect(userSlugForId('70A1B2C3-D4E5-4F60-8A7B-9C0D1E2F3A4B')).toBe('@70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b');
    expect(isUserSlug(userSlugForId('70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b'))).toBe(true);
  });

  it('refuses to build an id slug from something that is not a user id', () => {
    expect(() => userSlugForId('8aa1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b')).toThrow(new IdError('Invalid User uuid'));
    expect(() => userSlugForId('ada')).toThrow(new IdError('Invalid uuid: ada'));
  });
});
