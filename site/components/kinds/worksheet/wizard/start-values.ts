// The worksheet start form's values: defaults, what local storage gives back (a guest's form
// survives the sign-in round trip and a reload), the checks that mirror the server's
// (api/kinds/worksheet/schema.ts WorksheetStart) and the API input; a group's own values for the
// way back from its plan, and whether new values need a new plan. Pure and isomorphic.
import { LANGUAGES } from '../../../../../core/languages.ts';
import {
  DIFFICULTIES, ITEM_TYPES, ITEMS_PER_WORKSHEET, WORKSHEETS_PER_GROUP, type Difficulty, type ItemType,
} from '../../../../../core/worksheets.ts';
import type { StartWorksheetGroupInput, WizardGroup } from './api.ts';

export const WORKSHEET_START_LIMITS = { topic: 300, level: 60 } as const;

/** What most worksheets are made of; the teacher adds matching, ordering or open questions. */
export const DEFAULT_ITEM_TYPES: readonly ItemType[] = ['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer'];

export interface WorksheetStartValues {
  topic: string;
  /** a grade or reading level, as the teacher writes it */
  level: string;
  language: string;
  /** as typed; a whole number 1–10 when valid */
  worksheetCount: string;
  /** as typed; a whole number 3–25 when valid */
  itemsPerWorksheet: string;
  /** in ITEM_TYPES order */
  itemTypes: ItemType[];
  difficulty: Difficulty;
}

const isLanguage = (value: unknown): value is string => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
const isItemType = (value: unknown): value is ItemType => typeof value === 'string' && (ITEM_TYPES as readonly string[]).includes(value);
const isDifficulty = (value: unknown): value is Difficulty => typeof value === 'string' && (DIFFICULTIES as readonly string[]).includes(value);

/** The types chosen, each once, in the order the form lists them. */
export const orderedTypes = (types: readonly string[]): ItemType[] => ITEM_TYPES.filter((type) => types.includes(type));

export function defaultWorksheetStart(lang: string): WorksheetStartValues {
  return {
    topic: '', level: '', language: isLanguage(lang) ? lang : 'en', worksheetCount: String(WORKSHEETS_PER_GROUP.default),
    itemsPerWorksheet: String(ITEMS_PER_WORKSHEET.default), itemTypes: [...DEFAULT_ITEM_TYPES], difficulty: 'medium',
  };
}

/** Stored values over the defaults; anything malformed in storage is ignored. */
export function mergeWorksheetStart(defaults: WorksheetStartValues, stored: unknown): WorksheetStartValues {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const s = stored as Record<string, unknown>;
  const out = { ...defaults, itemTypes: [...defaults.itemTypes] };
  for (const key of ['topic', 'level', 'worksheetCount', 'itemsPerWorksheet'] as const) {
    if (typeof s[key] === 'string') out[key] = s[key];
  }
  if (isLanguage(s.language)) out.language = s.language;
  if (isDifficulty(s.difficulty)) out.difficulty = s.difficulty;
  if (Array.isArray(s.itemTypes)) {
    const types = orderedTypes(s.itemTypes.filter(isItemType));
    if (types.length > 0) out.itemTypes = types;
  }
  return out;
}

export function wholeIn(value: string, min: number, max: number): boolean {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
}

export const validWorksheetCount = (value: string) => wholeIn(value, WORKSHEETS_PER_GROUP.min, WORKSHEETS_PER_GROUP.max);
export const validItemsPerWorksheet = (value: string) => wholeIn(value, ITEMS_PER_WORKSHEET.min, ITEMS_PER_WORKSHEET.max);

/** The item types with one turned on or off (none at all is said on the field, not prevented). */
export function toggleItemType(types: readonly ItemType[], type: ItemType, on: boolean): ItemType[] {
  return on ? orderedTypes([...types, type]) : types.filter((t) => t !== type);
}

/** A line as the server keeps it: trimmed, line breaks (pasted) as spaces. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** What the server is sent (the key comes from create/storage.ts, one per attempt). */
export function worksheetStartInput(v: WorksheetStartValues, idempotencyKey: string): StartWorksheetGroupInput {
  return {
    topic: v.topic.trim(), level: oneLine(v.level), language: v.language, worksheetCount: Number(v.worksheetCount),
    itemsPerWorksheet: Number(v.itemsPerWorksheet), itemTypes: orderedTypes(v.itemTypes), difficulty: v.difficulty, idempotencyKey,
  };
}

/** A group's own start values, for the way back from its plan. */
export function groupWorksheetStart(group: WizardGroup): WorksheetStartValues {
  const types = orderedTypes(group.itemTypes);
  return {
    topic: group.topic, level: group.level, language: group.language, worksheetCount: String(group.worksheetCount),
    itemsPerWorksheet: String(group.itemsPerWorksheet), itemTypes: types.length > 0 ? types : [...DEFAULT_ITEM_TYPES],
    difficulty: isDifficulty(group.difficulty) ? group.difficulty : 'medium',
  };
}

/** Whether new start values ask for a new plan (as the server decides: api/kinds/worksheet
 * shapesPlan): a new topic, level, language or number of worksheets. Items, types and
 * difficulty only change how the worksheets are written. */
export function needsNewPlan(before: WorksheetStartValues, after: WorksheetStartValues): boolean {
  return before.topic.trim() !== after.topic.trim() || oneLine(before.level) !== oneLine(after.level) || before.language !== after.language
    || Number(before.worksheetCount) !== Number(after.worksheetCount);
}
