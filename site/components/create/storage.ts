// What the wizard keeps in the browser: the start form (local storage, so a guest's work survives
// the sign-in round trip and a reload), and the idempotency keys of the requests that spend
// credits (session storage: one key per attempt, reused when the same attempt is sent again
// after a lost reply, so the server starts one book and charges once).
//
// The keys are request keys, not ids: ids are made by the server.
import { LANGUAGES } from '../../../core/languages.ts';
import { LOCAL_DRAFT_PREFIX, type LocalOutlineDraft } from './outline-edit.ts';

export const FORM_STORAGE_KEY = 'bookloom.wizard.textbook';
const START_KEY = 'bookloom.wizard.textbook.startKey';
const GENERATE_KEY_PREFIX = 'bookloom.wizard.textbook.generateKey.';

export interface StartValues {
  title: string;
  topic: string;
  subject: string;
  /** a code of the fixed subject list (core/subjects.ts), '' when not chosen */
  subjectCode: string;
  audience: string;
  readingLevel: string;
  language: string;
  /** as typed; a whole number 1–30 when valid */
  chapterCount: string;
  notes: string;
}

export const DEFAULT_CHAPTERS = 8;

export function defaultStartValues(lang: string): StartValues {
  return { title: '', topic: '', subject: '', subjectCode: '', audience: '', readingLevel: '', language: lang, chapterCount: String(DEFAULT_CHAPTERS), notes: '' };
}

/** Stored values over the defaults; anything malformed in storage is ignored. */
export function mergeStartValues(defaults: StartValues, stored: unknown): StartValues {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof StartValues)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string') out[key] = value;
    else if (key === 'chapterCount' && typeof value === 'number') out[key] = String(value);
  }
  if (!(LANGUAGES as readonly string[]).includes(out.language)) out.language = defaults.language;
  return out;
}

export function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled
  }
}

export function loadStartValues(lang: string): StartValues {
  const defaults = defaultStartValues(lang);
  const raw = storage('local')?.getItem(FORM_STORAGE_KEY);
  if (!raw) return defaults;
  try {
    return mergeStartValues(defaults, JSON.parse(raw));
  } catch {
    return defaults;
  }
}

export function saveStartValues(values: StartValues): void {
  try {
    storage('local')?.setItem(FORM_STORAGE_KEY, JSON.stringify(values));
  } catch {
    // full or disabled: the form still works, it just won't survive a reload
  }
}

export function clearStartValues(): void {
  storage('local')?.removeItem(FORM_STORAGE_KEY);
}

let counter = 0;

/** A fresh request key: the time and random hex (not an id). */
export function newRequestKey(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

interface StoredKey {
  key: string;
  /** what the attempt sends: a different request gets a different key */
  fingerprint: string;
}

/** The request key kept under `name` in session storage while the request it keys (`fingerprint`) stays the same. */
export function keyFor(name: string, fingerprint: string): string {
  const store = storage('session');
  try {
    const stored = JSON.parse(store?.getItem(name) ?? 'null') as StoredKey | null;
    if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string') return stored.key;
  } catch {
    // a malformed entry: replace it
  }
  const key = newRequestKey();
  try {
    store?.setItem(name, JSON.stringify({ key, fingerprint } satisfies StoredKey));
  } catch {
    // without session storage the key lives for this call only
  }
  return key;
}

/** The idempotency key of starting a book with these values (the same until it succeeds). */
export function startKey(values: StartValues): string {
  return keyFor(START_KEY, JSON.stringify(values));
}

export function clearStartKey(): void {
  storage('session')?.removeItem(START_KEY);
}

/** The idempotency key of writing this book's chapters (the same until it succeeds). */
export function generateKey(bookId: string): string {
  return keyFor(GENERATE_KEY_PREFIX + bookId, bookId);
}

export function clearGenerateKey(bookId: string): void {
  storage('session')?.removeItem(GENERATE_KEY_PREFIX + bookId);
}

// ---- the outline's local draft (local storage, keyed by book id) -------------------------------

/** The outline edits kept on this device for the book, as stored (checked by restorableDraft). */
export function loadOutlineDraft(bookId: string): unknown {
  try {
    return JSON.parse(storage('local')?.getItem(LOCAL_DRAFT_PREFIX + bookId) ?? 'null');
  } catch {
    return null;
  }
}

export function saveOutlineDraft(bookId: string, draft: LocalOutlineDraft): void {
  try {
    storage('local')?.setItem(LOCAL_DRAFT_PREFIX + bookId, JSON.stringify(draft));
  } catch {
    // full or disabled: the edits still reach the server as they are saved
  }
}

export function clearOutlineDraft(bookId: string): void {
  try {
    storage('local')?.removeItem(LOCAL_DRAFT_PREFIX + bookId);
  } catch {
    // disabled storage holds nothing
  }
}
