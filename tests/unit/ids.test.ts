import { describe, it, expect } from 'vitest';
import {
  ID_TYPES,
  IdError,
  INDEX_MAX,
  NAMESPACE_MAX,
  describeDeterministicId,
  deterministicId,
  formatUuid,
  idType,
  isIdOf,
  isUuid,
  parseId,
  type IdType,
} from '../../core/ids.ts';

// Spec §3, written out independently of core/ids.ts so a typo in either one fails.
const SPEC_PREFIXES: Record<string, string> = {
  CreditAccount: '50', CreditTransaction: '51', CreditEntry: '52', Task: '60',
  User: '70', UserEmailPasswordUuid: '71', UserRefreshTokenUuid: '72', UserGoogleId: '73',
  UserEmailCode: '74', UserProfile: '75', UserSlug: '76', UserCharacter: '77',
  TextbookOutline: '89', Textbook: '8a', TextbookChapter: '8b', TextbookConfig: '8c', WebImg: '8d',
  TextbookHistory: '8e', TextbookDraft: '8f', TextbookChapterHistory: '90', TextbookChapterDraft: '91',
  StripeDiscountCreated: '92', BookExport: '93',
  WorksheetGroupOutline: '94', WorksheetGroup: '95', Worksheet: '96', WorksheetConfig: '97',
  WorksheetHistory: '98', WorksheetDraft: '99', WorksheetExport: '9a',
  TextbookSections: '9b', ImageUpload: '9c', ContentRepo: '9d', ContentRepoDocument: '9e',
  DocumentToTextUpload: '9f', DocumentToTextStatus: 'a0', AdventurePrototype: 'a1', ContentRepoDocumentGroup: 'a2',
  Storybook: 'a3', StorybookOutline: 'a4', StorybookChapter: 'a5', StorybookConfig: 'a6', StorybookHistory: 'a7',
  StorybookDraft: 'a8', StorybookChapterHistory: 'a9', StorybookPage: 'aa', StorybookExport: 'ab',
  Gamebook: 'ac', GamebookSegment: 'ad', GamebookConfig: 'ae', WorldStory: 'af',
  RichLogEntry: 'e0', LargeDocument: 'e1',
};

// Families the spec's §3 does not name (cookbooks, issue 13): each on a prefix the spec leaves unused.
const BEYOND_SPEC: Record<string, string> = { Cookbook: 'b0', CookbookOutline: 'b1', Recipe: 'b2', CookbookConfig: 'b3', RecipeHistory: 'b4',
  World: 'b5', GamebookOutline: 'b6', GamebookSegmentHistory: 'b7', WorldStoryOutline: 'b8', WorldStoryChapter: 'b9', WorldStoryHistory: 'ba', WorldStoryConfig: 'bb',
};
const ALL_PREFIXES = { ...SPEC_PREFIXES, ...BEYOND_SPEC };

const TYPES = Object.keys(ID_TYPES) as IdType[];
const USER_ID = '70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b';

describe('ID_TYPES', () => {
  it('matches the spec §3 prefix list exactly, plus the families it does not name on prefixes it leaves unused', () => {
    expect(ID_TYPES).toEqual(ALL_PREFIXES);
    for (const prefix of Object.values(BEYOND_SPEC)) expect(Object.values(SPEC_PREFIXES)).not.toContain(prefix);
  });

  it('gives every type a distinct two-digit lowercase hex prefix', () => {
    const prefixes = Object.values(ID_TYPES);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[0-9a-f]{2}$/);
  });

  it.each([
    ['8e', '91', 'TextbookHistory', 'TextbookChapterDraft'],
    ['94', '9a', 'WorksheetGroupOutline', 'WorksheetExport'],
    ['a3', 'ab', 'Storybook', 'StorybookExport'],
  ])('fills the whole family range %s..%s', (from, to, firstName, lastName) => {
    const start = parseInt(from, 16);
    const end = parseInt(to, 16);
    for (let code = start; code <= end; code++) {
      const prefix = code.toString(16);
      expect(idType(`${prefix}000000-0000-0000-0000-000000000000`), prefix).toBeDefined();
    }
    expect(ID_TYPES[firstName as IdType]).toBe(from);
    expect(ID_TYPES[lastName as IdType]).toBe(to);
  });
});

describe('isUuid', () => {
  it.each([
    ['70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b', true],
    ['70A1B2C3-D4E5-4F60-8A7B-9C0D1E2F3A4B', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', true],
    ['70a1b2c3d4e54f608a7b9c0d1e2f3a4b', false],
    ['70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4', false],
    ['70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4bc', false],
    ['70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4g', false],
    ['70a1b2c-3d4e5-4f60-8a7b-9c0d1e2f3a4b', false],
    ['{70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b}', false],
    [' 70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b', false],
    ['70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b\n', false],
    ['', false],
    [null, false],
    [undefined, false],
    [42, false],
    [{}, false],
  ])('isUuid(%j) is %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe('every type round-trips', () => {
  it.each(TYPES)('%s', (type) => {
    const id = deterministicId(type, 'roundtrip', 7);
    expect(id.slice(0, 2)).toBe(ALL_PREFIXES[type]);
    expect(isUuid(id)).toBe(true);
    expect(idType(id)).toBe(type);
    expect(idType(id.toUpperCase())).toBe(type);
    expect(parseId(type, id)).toBe(id);
    expect(parseId(type, id.toUpperCase())).toBe(id);
    expect(isIdOf(type, id)).toBe(true);
    expect(describeDeterministicId(id)).toEqual({ type, namespace: 'roundtrip', index: 7 });
    const other = type === 'User' ? 'Task' : 'User';
    expect(isIdOf(other, id)).toBe(false);
    expect(() => parseId(other, id)).toThrow(`Invalid ${other} uuid`);
  });
});

describe('idType', () => {
  it.each([
    ['00000000-0000-0000-0000-000000000000', undefined],
    ['ff000000-0000-0000-0000-000000000000', undefined],
    ['53000000-0000-0000-0000-000000000000', undefined],
    ['92000000-0000-0000-0000-000000000000', 'StripeDiscountCreated'],
    ['E1000000-0000-0000-0000-000000000000', 'LargeDocument'],
    ['not-a-uuid', undefined],
    [null, undefined],
  ])('idType(%j) is %s', (value, expected) => {
    expect(idType(value)).toBe(expected);
  });
});

describe('parseId', () => {
  it('returns the id lowercased', () => {
    expect(parseId('User', USER_ID.toUpperCase())).toBe(USER_ID);
  });

  it.each([
    ['', 'Invalid uuid: '],
    ['abc', 'Invalid uuid: abc'],
    [USER_ID.replaceAll('-', ''), `Invalid uuid: ${USER_ID.replaceAll('-', '')}`],
    [` ${USER_ID}`, `Invalid uuid:  ${USER_ID}`],
    [`${USER_ID}x`, `Invalid uuid: ${USER_ID}x`],
    [123, 'Invalid uuid: 123'],
    [null, 'Invalid uuid: null'],
    [undefined, 'Invalid uuid: undefined'],
    [{}, 'Invalid uuid: [object Object]'],
  ])('rejects %j with the exact format message', (value, message) => {
    expect(() => parseId('User', value)).toThrow(new IdError(message));
    try {
      parseId('User', value);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(IdError);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(message);
      expect((error as Error).name).toBe('IdError');
    }
  });

  it('does not throw while rendering a value that String() cannot render', () => {
    expect(() => parseId('User', Object.create(null))).toThrow(/^Invalid uuid: /);
  });

  it.each([
    ['User', '8a000000-0000-0000-0000-000000000000', 'Invalid User uuid'],
    ['User', '00000000-0000-0000-0000-000000000000', 'Invalid User uuid'],
    ['Textbook', USER_ID, 'Invalid Textbook uuid'],
    ['StorybookPage', 'ab000000-0000-0000-0000-000000000000', 'Invalid StorybookPage uuid'],
    ['WorksheetExport', '99000000-0000-0000-0000-000000000000', 'Invalid WorksheetExport uuid'],
  ] as [IdType, string, string][])('parseId(%s, %s) throws "%s"', (type, value, message) => {
    expect(() => parseId(type, value)).toThrow(new IdError(message));
  });

  it('rejects a type name that is not in the table, including inherited keys', () => {
    expect(() => parseId('toString' as IdType, USER_ID)).toThrow(IdError);
    expect(isIdOf('toString' as IdType, USER_ID)).toBe(false);
  });
});

describe('deterministicId', () => {
  it.each([
    ['User', 'seed', 1, '70736565-6400-0000-0000-000000000001'],
    ['User', 'a', 0, '70610000-0000-0000-0000-000000000000'],
    ['Textbook', 'abcdefghijk', 4294967295, '8a616263-6465-6667-6869-6a6bffffffff'],
    ['LargeDocument', ' ~', 255, 'e1207e00-0000-0000-0000-0000000000ff'],
  ] as [IdType, string, number, string][])('(%s, %j, %i) is %s', (type, namespace, index, expected) => {
    expect(deterministicId(type, namespace, index)).toBe(expected);
    expect(describeDeterministicId(expected)).toEqual({ type, namespace, index });
  });

  it('is the same for the same inputs', () => {
    expect(deterministicId('Task', 'tests', 3)).toBe(deterministicId('Task', 'tests', 3));
  });

  it('differs across namespaces, indexes and types', () => {
    const ids = new Set<string>();
    for (const namespace of ['a', 'a ', 'b', 'ab', 'ba', 'aaaaaaaaaaa']) {
      for (const index of [0, 1, 255, 256, 65536, INDEX_MAX]) {
        for (const type of ['User', 'Task'] as IdType[]) ids.add(deterministicId(type, namespace, index));
      }
    }
    expect(ids.size).toBe(6 * 6 * 2);
  });

  it.each([
    ['', 'Id namespace must be 1 to 11 characters: '],
    ['abcdefghijkl', 'Id namespace must be 1 to 11 characters: abcdefghijkl'],
    ['café', 'Id namespace must be printable ASCII: café'],
    ['tab\there', 'Id namespace must be printable ASCII: tab\there'],
    ['nul\0', 'Id namespace must be printable ASCII: nul\0'],
  ])('rejects namespace %j', (namespace, message) => {
    expect(() => deterministicId('User', namespace, 0)).toThrow(new IdError(message));
  });

  it.each(['a', 'abcdefghijk', ' ', '~~~~~~~~~~~'])('accepts namespace %j', (namespace) => {
    expect(namespace.length).toBeLessThanOrEqual(NAMESPACE_MAX);
    expect(describeDeterministicId(deterministicId('User', namespace, 0))?.namespace).toBe(namespace);
  });

  it.each([
    [-1, 'Id index must be an integer from 0 to 4294967295: -1'],
    [4294967296, 'Id index must be an integer from 0 to 4294967295: 4294967296'],
    [1.5, 'Id index must be an integer from 0 to 4294967295: 1.5'],
    [Number.NaN, 'Id index must be an integer from 0 to 4294967295: NaN'],
    [Number.POSITIVE_INFINITY, 'Id index must be an integer from 0 to 4294967295: Infinity'],
    ['1' as unknown as number, 'Id index must be an integer from 0 to 4294967295: 1'],
  ])('rejects index %s', (index, message) => {
    expect(() => deterministicId('User', 'x', index)).toThrow(new IdError(message));
  });

  it.each([0, 1, 4294967295])('accepts index %i', (index) => {
    expect(describeDeterministicId(deterministicId('User', 'x', index))?.index).toBe(index);
  });

  it('rejects unknown types', () => {
    expect(() => deterministicId('Nope' as IdType, 'x', 0)).toThrow(new IdError('Unknown id type: Nope'));
  });
});

describe('describeDeterministicId', () => {
  it.each([
    ['random-looking id', '70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b'],
    ['empty namespace', '70000000-0000-0000-0000-000000000001'],
    ['zero byte inside the namespace', '70610061-0000-0000-0000-000000000001'],
    ['unknown prefix', '00610000-0000-0000-0000-000000000000'],
    ['not a uuid', 'hello'],
  ])('is undefined for a %s', (_label, id) => {
    expect(describeDeterministicId(id)).toBeUndefined();
  });

  it('reads uppercase ids', () => {
    expect(describeDeterministicId('70736565-6400-0000-0000-000000000001'.toUpperCase())).toEqual({
      type: 'User',
      namespace: 'seed',
      index: 1,
    });
  });
});

describe('formatUuid', () => {
  it('lays 32 digits out as 8-4-4-4-12', () => {
    expect(formatUuid('0123456789abcdef0123456789abcdef')).toBe('01234567-89ab-cdef-0123-456789abcdef');
  });
});
