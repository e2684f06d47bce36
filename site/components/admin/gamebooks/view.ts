// The pure pieces of the moderators' gamebook, world and adventure screens (issue 14), shared by
// the pages (SSR) and their islands: a segment as the screens show it, a short excerpt of its
// text, the list pages' addresses, what a check says besides its kind, the rules of an adventure
// prototype (one a line) and its server field messages in the page language.
import type { TFunction } from 'i18next';
import { GqlError } from '../gql.ts';
import { localizeError } from '../messages.ts';
import { isLangCode, LANGUAGE_INFO } from '../../../../core/languages.ts';

export interface ModeratedChoice {
  id: string;
  text: string;
  /** null: not written yet (it grows when a reader takes it) */
  to: string | null;
  requires: string[];
  forbids: string[];
  sets: string[];
  clears: string[];
}

export interface ModeratedSegment {
  id: string;
  title: string;
  text: string;
  /** good, bad or neutral; null for a segment with choices */
  ending: string | null;
  choices: ModeratedChoice[];
  hidden: boolean;
  grown: boolean;
  status: string;
  errorMessage: string | null;
  /** the segment a reading starts at */
  start: boolean;
}

/** A language's own name (the code itself for one the site does not know). */
export const languageName = (code: string): string => (isLangCode(code) ? LANGUAGE_INFO[code].nativeName : code);

/** The lang and dir attributes of words written in a language (none for one the site does not know). */
export const textAttrs = (code: string): { lang?: string; dir?: string } =>
  (isLangCode(code) ? { lang: LANGUAGE_INFO[code].bcp47, dir: LANGUAGE_INFO[code].dir } : {});

export const EXCERPT_LENGTH = 160;

/** The start of a text on one line, cut at a word near `max` characters with an ellipsis. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?·–—-]+$/u, '')}…`;
}

/** A list page's address with its search and page (page 1 and an empty search left out). */
export function listHref(basePath: string, search: string, page: number): string {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${basePath}${text ? `?${text}` : ''}`;
}

/** The moderators' page of a gamebook, of a world, of an adventure prototype's form. */
export const gamebookPath = (id: string) => `/moderator/gamebooks/${encodeURIComponent(id)}`;
export const worldPath = (id: string) => `/moderator/worlds/${encodeURIComponent(id)}`;
export const adventureEditPath = (id: string) => `/moderator/adventures/${encodeURIComponent(id)}/edit`;
/** The anchor of a segment's row on the gamebook's page. */
export const segmentAnchor = (id: string) => `segment-${id}`;

export interface ProblemLike {
  choiceId?: string | null | undefined;
  target?: string | null | undefined;
  flag?: string | null | undefined;
  state?: readonly string[] | null | undefined;
}

/** What a check names besides its kind and segments: the choice, the missing id, the flag, the state (t: admin). */
export function problemDetails(problem: ProblemLike, t: TFunction): string[] {
  const out: string[] = [];
  if (problem.choiceId) out.push(t('gamebooks.choiceLabel', { id: problem.choiceId }));
  if (problem.target) out.push(t('gamebooks.targetLabel', { id: problem.target }));
  if (problem.flag) out.push(t('gamebooks.flagLabel', { flag: problem.flag }));
  if (problem.state && problem.state.length > 0) out.push(t('gamebooks.stateLabel', { flags: problem.state.join(', ') }));
  return out;
}

/** What a choice does to the story state, in words (t: admin). */
export function choiceEffects(choice: Pick<ModeratedChoice, 'requires' | 'forbids' | 'sets' | 'clears'>, t: TFunction): string[] {
  return (['requires', 'forbids', 'sets', 'clears'] as const)
    .filter((field) => choice[field].length > 0)
    .map((field) => t(`gamebooks.effects.${field}`, { flags: choice[field].join(', ') }));
}

/** An adventure prototype's rules from its text area: a rule a line, trimmed, without blanks. */
export function ruleLines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
}

/** The prototype's server field messages that messages.ts does not know, with values in them. */
const PATTERNS: [RegExp, string, (m: RegExpExecArray) => Record<string, string>][] = [
  [/^is longer than (\d+) characters$/, 'adventures.errors.longerThan', (m) => ({ max: m[1] ?? '' })],
  [/^must be at least (-?\d+)$/, 'adventures.errors.atLeast', (m) => ({ min: m[1] ?? '' })],
  [/^must be at most (-?\d+)$/, 'adventures.errors.atMost', (m) => ({ max: m[1] ?? '' })],
  [/^is not one of the 17 languages$/, 'adventures.errors.notLanguage', () => ({})],
  [/^can have at most (\d+) rules$/, 'adventures.errors.tooManyRules', (m) => ({ max: m[1] ?? '' })],
  [/^must be a whole number$/, 'server.wholeNumber', () => ({})],
];

/**
 * A failed save of an adventure prototype with its field messages in the page language and on the
 * fields of the form: a rule's message (rules.2) lands on the rules field, naming the rule; the
 * messages every admin form knows go through localizeError (t: the admin namespace).
 */
export function localizePrototypeError(error: unknown, t: TFunction, labels: Record<string, string>): unknown {
  if (!(error instanceof GqlError) || error.errors.length === 0) return localizeError(error, t, labels);
  const [first, ...rest] = error.errors as [GqlError['errors'][number], ...GqlError['errors']];
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(first.extensions?.fields ?? {})) {
    const rule = /^rules\.(\d+)$/.exec(name);
    const field = rule ? 'rules' : name;
    const label = rule ? t('adventures.ruleN', { n: Number(rule[1]) + 1 }) : labels[name] ?? name;
    const pattern = PATTERNS.find(([re]) => re.test(message));
    const known = pattern ? t(pattern[1], { label, ...pattern[2](pattern[0].exec(message)!) }) : undefined;
    // a rule's message that localizeError knows ('is required') is read with the rule's name
    const text = known ?? (rule ? fieldText(message, label, t) : message);
    fields[field] ??= text;
  }
  const patched = new GqlError([{ ...first, extensions: { ...first.extensions, ...(Object.keys(fields).length > 0 ? { fields } : {}) } }, ...rest], error.status);
  return localizeError(patched, t, labels);
}

/** A field message every admin form knows, read with `label` (unknown ones as the server wrote them). */
function fieldText(message: string, label: string, t: TFunction): string {
  const localized = localizeError(new GqlError([{ message, extensions: { code: 'BAD_USER_INPUT', fields: { field: message } } }], 400), t, { field: label });
  return (localized as GqlError).errors[0]?.extensions?.fields?.field ?? message;
}

/** A moderation action's failure in the page language: a world that cannot be featured, else errorText's rules. */
export function worldConflictKey(error: unknown): string | undefined {
  if (!(error instanceof GqlError)) return undefined;
  const first = error.errors[0];
  return first?.extensions?.code === 'CONFLICT' && /can be featured$/.test(first.message) ? 'worlds.featureConflict' : undefined;
}
