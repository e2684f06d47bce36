// Type-prefixed UUIDs (spec §3, §5, §8).
//
// Every id is an ordinary 8-4-4-4-12 hex UUID whose first two hex digits name the entity,
// so an id pasted into the wrong place is caught by a format check alone.
// There is deliberately no random generator here: this module ships to the browser and
// generating random ids there is forbidden (spec §8). The server's generator is api/lib/ids.ts.

export const ID_TYPES = {
  CreditAccount: '50',
  CreditTransaction: '51',
  CreditEntry: '52',
  Task: '60',
  User: '70',
  UserEmailPasswordUuid: '71',
  UserRefreshTokenUuid: '72',
  UserGoogleId: '73',
  UserEmailCode: '74',
  UserProfile: '75',
  UserSlug: '76',
  UserCharacter: '77',
  TextbookOutline: '89',
  Textbook: '8a',
  TextbookChapter: '8b',
  TextbookConfig: '8c',
  WebImg: '8d',
  TextbookHistory: '8e',
  TextbookDraft: '8f',
  TextbookChapterHistory: '90',
  TextbookChapterDraft: '91',
  StripeDiscountCreated: '92',
  BookExport: '93',
  WorksheetGroupOutline: '94',
  WorksheetGroup: '95',
  Worksheet: '96',
  WorksheetConfig: '97',
  WorksheetHistory: '98',
  WorksheetDraft: '99',
  WorksheetExport: '9a',
  TextbookSections: '9b',
  ImageUpload: '9c',
  ContentRepo: '9d',
  ContentRepoDocument: '9e',
  DocumentToTextUpload: '9f',
  DocumentToTextStatus: 'a0',
  AdventurePrototype: 'a1',
  ContentRepoDocumentGroup: 'a2',
  Storybook: 'a3',
  StorybookOutline: 'a4',
  StorybookChapter: 'a5',
  StorybookConfig: 'a6',
  StorybookHistory: 'a7',
  StorybookDraft: 'a8',
  StorybookChapterHistory: 'a9',
  StorybookPage: 'aa',
  StorybookExport: 'ab',
  Gamebook: 'ac',
  GamebookSegment: 'ad',
  GamebookConfig: 'ae',
  WorldStory: 'af',
  // cookbooks (issue 13): the spec's §3 names no family for them; b0–b5 are unused there
  Cookbook: 'b0',
  CookbookOutline: 'b1',
  Recipe: 'b2',
  CookbookConfig: 'b3',
  RecipeHistory: 'b4',
  // worlds, gamebooks' plans and kept segments, world stories' parts (issue 14): unnamed in §3
  World: 'b5',
  GamebookOutline: 'b6',
  GamebookSegmentHistory: 'b7',
  WorldStoryOutline: 'b8',
  WorldStoryChapter: 'b9',
  WorldStoryHistory: 'ba',
  WorldStoryConfig: 'bb',
  RichLogEntry: 'e0',
  LargeDocument: 'e1',
} as const;

export type IdType = keyof typeof ID_TYPES;

export const NAMESPACE_MAX = 11;
export const INDEX_MAX = 0xffff_ffff;

export class IdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdError';
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TYPE_BY_PREFIX: ReadonlyMap<string, IdType> = new Map(
  (Object.entries(ID_TYPES) as [IdType, string][]).map(([type, prefix]) => [prefix, type]),
);

function isIdType(type: unknown): type is IdType {
  return typeof type === 'string' && Object.hasOwn(ID_TYPES, type);
}

// String() throws for objects without a prototype; an error message must never throw.
function render(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** True when value is an 8-4-4-4-12 hex string (either case); the prefix is not checked. */
// Returns boolean rather than a type predicate: a predicate would narrow a `string` to `never`
// in the false branch, which is wrong for strings that merely fail the format.
export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The entity type named by the id's prefix, or undefined for non-UUIDs and unknown prefixes. */
export function idType(value: unknown): IdType | undefined {
  if (typeof value !== 'string' || !isUuid(value)) return undefined;
  return TYPE_BY_PREFIX.get(value.slice(0, 2).toLowerCase());
}

/** Validates an id of the given type and returns it in lowercase; throws IdError otherwise. */
export function parseId(type: IdType, value: unknown): string {
  if (!isIdType(type)) throw new IdError(`Unknown id type: ${render(type)}`);
  if (typeof value !== 'string' || !isUuid(value)) throw new IdError(`Invalid uuid: ${render(value)}`);
  const id = value.toLowerCase();
  if (id.slice(0, 2) !== ID_TYPES[type]) throw new IdError(`Invalid ${type} uuid`);
  return id;
}

export function isIdOf(type: IdType, value: unknown): boolean {
  return isIdType(type) && idType(value) === type;
}

/** 8-4-4-4-12 layout of 32 hex digits. */
export function formatUuid(hex32: string): string {
  return [hex32.slice(0, 8), hex32.slice(8, 12), hex32.slice(12, 16), hex32.slice(16, 20), hex32.slice(20)].join('-');
}

function checkNamespace(namespace: unknown): string {
  if (typeof namespace !== 'string' || namespace.length === 0 || namespace.length > NAMESPACE_MAX) {
    throw new IdError(`Id namespace must be 1 to ${NAMESPACE_MAX} characters: ${render(namespace)}`);
  }
  // Printable ASCII only: one byte per character, and never 00, so the zero padding is unambiguous.
  if (!/^[\x20-\x7e]+$/.test(namespace)) {
    throw new IdError(`Id namespace must be printable ASCII: ${namespace}`);
  }
  return namespace;
}

function checkIndex(index: unknown): number {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > INDEX_MAX) {
    throw new IdError(`Id index must be an integer from 0 to ${INDEX_MAX}: ${render(index)}`);
  }
  return index;
}

/**
 * A reproducible id for seeds and tests: prefix, namespace bytes as hex (zero-padded to 22
 * digits), index as 8 hex digits. Readable in a database dump, and never collides with
 * another namespace or index.
 */
export function deterministicId(type: IdType, namespace: string, index: number): string {
  if (!isIdType(type)) throw new IdError(`Unknown id type: ${render(type)}`);
  const ns = checkNamespace(namespace);
  const i = checkIndex(index);
  let nsHex = '';
  for (let k = 0; k < ns.length; k++) nsHex += ns.charCodeAt(k).toString(16).padStart(2, '0');
  return formatUuid(ID_TYPES[type] + nsHex.padEnd(22, '0') + i.toString(16).padStart(8, '0'));
}

/** Inverse of deterministicId; undefined for ids it could not have produced. */
export function describeDeterministicId(
  id: unknown,
): { type: IdType; namespace: string; index: number } | undefined {
  const type = idType(id);
  if (type === undefined) return undefined;
  const hex = (id as string).toLowerCase().replaceAll('-', '');
  const nsHex = hex.slice(2, 24).replace(/(00)+$/, '');
  if (nsHex.length === 0 || nsHex.length % 2 !== 0) return undefined;
  let namespace = '';
  for (let k = 0; k < nsHex.length; k += 2) {
    const code = parseInt(nsHex.slice(k, k + 2), 16);
    if (code < 0x20 || code > 0x7e) return undefined;
    namespace += String.fromCharCode(code);
  }
  return { type, namespace, index: parseInt(hex.slice(24), 16) };
}
