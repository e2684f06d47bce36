// The offline writer: the default when no provider is configured. Deterministic (the same
// request gives the same text, seeded from a hash of the request; no Math.random), instant,
// and well-formed in the requested language, so the whole product works and is testable with
// no provider. Every chapter opens with a note saying it is an offline draft.
import { createHash } from 'node:crypto';
import { LANGUAGE_INFO, type LangCode } from '../../core/languages.ts';
import { joinSections } from './markdown.ts';
import { PHRASES, fill, tidy, type Phrases } from './phrases.ts';
import {
  MAX_CHAPTERS,
  MAX_TITLE_LENGTH,
  NO_USAGE,
  Outline,
  WriterError,
  structuredProblem,
  type ChapterOptions,
  type ChapterRequest,
  type OutlineOptions,
  type OutlineRequest,
  type StructuredRequest,
  type Writer,
} from './types.ts';

/** The offline writer's name, kept on books it wrote so they can show 'offline draft'. */
export const OFFLINE_MARK = 'offline';

const SECTIONS_PER_CHAPTER = 3;
const TOPIC_LENGTH = 80;

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
function stableJson(value: unknown): string {
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
function seededRandom(kind: string, req: object): () => number {
  let state = createHash('sha256').update(kind).update('\0').update(stableJson(req)).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One line, at most `max` characters (cut at a word when possible). */
function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Scripts written without spaces between sentences. */
const NO_SPACES: ReadonlySet<LangCode> = new Set(['ja', 'ch']);

/** Upper-cases the first letter (a topic typed in lower case that starts a sentence). */
function capitalize(text: string, lang: LangCode): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toLocaleUpperCase(LANGUAGE_INFO[lang].bcp47) + text.slice(char.length);
}

function throwIfAborted(signal: AbortSignal | undefined) {
  signal?.throwIfAborted();
}

export function offlineOutline(req: OutlineRequest): Outline {
  const p = PHRASES[req.language];
  const random = seededRandom('outline', req);
  const topic = oneLine(req.topic || req.title || req.subject || 'Bookloom', TOPIC_LENGTH);
  const count = Math.min(MAX_CHAPTERS, Math.max(1, Math.floor(req.chapterCount) || 1));
  const start = Math.floor(random() * p.outlineMiddle.length);
  const chapters = [];
  for (let i = 0; i < count; i++) {
    let title: string;
    if (i === 0) title = fill(p.outlineFirst, { topic });
    else if (i === count - 1) title = p.outlineLast;
    else {
      const k = i - 1;
      title = fill(p.outlineMiddle[(start + k) % p.outlineMiddle.length]!, { topic });
      const round = Math.floor(k / p.outlineMiddle.length);
      if (round > 0) title = fill(p.part, { title, n: round + 1 });
    }
    const sections = shuffled(random, p.sections)
      .slice(0, SECTIONS_PER_CHAPTER)
      .map((s) => capitalize(oneLine(fill(s, { topic }), MAX_TITLE_LENGTH), req.language));
    chapters.push({ title: capitalize(oneLine(title, MAX_TITLE_LENGTH), req.language), sections });
  }
  return Outline.parse({ title: oneLine(req.title || topic, MAX_TITLE_LENGTH), chapters });
}

/** The chapter's sections (Markdown, the offline note before the first). */
export function offlineChapterSections(req: ChapterRequest): string[] {
  const p: Phrases = PHRASES[req.language];
  const random = seededRandom('chapter', req);
  const topic = oneLine(req.topic || req.bookTitle || req.subject || 'Bookloom', TOPIC_LENGTH);
  const chapterLabel = fill(p.chapter, { n: req.chapterNumber });
  const chapter = oneLine(req.chapterTitle, MAX_TITLE_LENGTH) || chapterLabel;
  let headings = req.sections.map((s) => oneLine(s, MAX_TITLE_LENGTH)).filter((s) => s !== '');
  if (headings.length === 0) {
    headings = shuffled(random, p.sections)
      .slice(0, SECTIONS_PER_CHAPTER)
      .map((s) => capitalize(fill(s, { topic }), req.language));
  }
  const say = (template: string, extra: Record<string, string | number> = {}) =>
    capitalize(tidy(fill(template, { topic, chapter, chapterLabel, n: req.chapterNumber, ...extra })), req.language);
  const space = NO_SPACES.has(req.language) ? '' : ' ';
  const stepsAt = Math.floor(random() * headings.length);
  const audience = req.audience?.trim() ? say(p.audience, { audience: oneLine(req.audience, TOPIC_LENGTH) }) : '';

  const blocks = headings.map((section, i) => {
    const sentences = shuffled(random, p.sentences).map((s) => say(s, { section }));
    const first = [say(p.sectionLead, { section }), i === 0 ? audience : '', sentences[0], sentences[1]];
    const second = [sentences[2], sentences[3]];
    const list =
      i === stepsAt
        ? [p.stepsIntro, '', ...p.steps.map((s, k) => `${k + 1}. ${say(s, { section })}`)]
        : [p.listIntro, '', ...shuffled(random, p.listItems).map((s) => `- ${say(s, { section })}`)];
    return [
      `## ${section}`,
      '',
      first.filter(Boolean).join(space),
      '',
      second.join(space),
      '',
      ...list,
    ].join('\n');
  });

  const summary = [
    `## ${p.summary}`,
    '',
    say(p.summaryLead),
    '',
    p.summaryPoints,
    '',
    ...headings.map((h) => `- ${h}`),
  ].join('\n');

  const questions = [
    say(p.questionWhat),
    ...headings.map((section) => say(p.questionExplain, { section })),
    say(p.questionWhy),
    say(p.questionExample),
  ];
  const review = [`## ${p.reviewQuestions}`, '', ...questions.map((q, k) => `${k + 1}. ${q}`)].join('\n');

  blocks[0] = `> ${p.offlineNote}\n\n${blocks[0]}`;
  return [...blocks, summary, review];
}

export function createOfflineWriter(): Writer {
  return {
    name: OFFLINE_MARK,
    async outline(req: OutlineRequest, opts: OutlineOptions = {}) {
      throwIfAborted(opts.signal);
      return { outline: offlineOutline(req), usage: { ...NO_USAGE } };
    },
    async chapter(req: ChapterRequest, opts: ChapterOptions = {}) {
      throwIfAborted(opts.signal);
      const sections = offlineChapterSections(req);
      for (const [index, section] of sections.entries()) {
        throwIfAborted(opts.signal);
        await opts.onSection?.(index, section);
      }
      return { markdown: joinSections(sections), usage: { ...NO_USAGE } };
    },
    async structured<T>(req: StructuredRequest<T>, opts: OutlineOptions = {}) {
      throwIfAborted(opts.signal);
      const checked = structuredProblem(req, req.offline());
      if ('problem' in checked) throw new WriterError('invalid_output', { detail: `offline ${req.name}: ${checked.problem}` });
      return { value: checked.value, usage: { ...NO_USAGE } };
    },
  };
}
