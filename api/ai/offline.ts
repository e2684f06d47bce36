// The offline writer: the default when no provider is configured. Deterministic (the same
// request gives the same answer: a kind's offline text is seeded from a hash of its request; no
// Math.random), instant, and well-formed in the book's language, so the whole product works and
// is testable with no provider. It answers each primitive with the kind's own offline answer
// (api/kinds/<kind>/offline.ts), checked by the kind's schema as a model's answer is. The helpers
// below are for those offline answers.
import { createHash } from 'node:crypto';
import { LANGUAGE_INFO, type LangCode } from '../../core/languages.ts';
import { joinSections } from './markdown.ts';
import {
  NO_USAGE,
  WriterError,
  structuredProblem,
  type SectionsOptions,
  type SectionsRequest,
  type StructuredRequest,
  type WriteOptions,
  type Writer,
} from './types.ts';

/** The offline writer's name, kept on books it wrote so they can show 'offline draft'. */
export const OFFLINE_MARK = 'offline';

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function seededRandom(kind: string, req: object): () => number {
  let state = createHash('sha256').update(kind).update('\0').update(stableJson(req)).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One line, at most `max` characters (cut at a word when possible). */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Scripts written without spaces between sentences. */
export const NO_SPACES: ReadonlySet<LangCode> = new Set(['ja', 'ch']);

/** Upper-cases the first letter (a topic typed in lower case that starts a sentence). */
export function capitalize(text: string, lang: LangCode): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toLocaleUpperCase(LANGUAGE_INFO[lang].bcp47) + text.slice(char.length);
}

export function throwIfAborted(signal: AbortSignal | undefined) {
  signal?.throwIfAborted();
}

export function createOfflineWriter(): Writer {
  return {
    name: OFFLINE_MARK,
    async structured<T>(req: StructuredRequest<T>, opts: WriteOptions = {}) {
      throwIfAborted(opts.signal);
      const checked = structuredProblem(req, req.offline());
      if ('problem' in checked) throw new WriterError('invalid_output', { detail: `offline ${req.name}: ${checked.problem}` });
      await opts.onPartial?.(checked.value);
      return { value: checked.value, usage: { ...NO_USAGE } };
    },
    async sections(req: SectionsRequest, opts: SectionsOptions = {}) {
      throwIfAborted(opts.signal);
      const sections = req.offline();
      for (const [index, section] of sections.entries()) {
        throwIfAborted(opts.signal);
        await opts.onSection?.(index, section);
      }
      return { markdown: joinSections(sections), usage: { ...NO_USAGE } };
    },
  };
}
