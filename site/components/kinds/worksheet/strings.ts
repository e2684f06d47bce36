// Worksheets (issue 12): the strings the student mode (WorksheetPlayer) and the printed sheet
// (PrintSheet) need, from content/locales/*/worksheet.json, as plain objects: the island gets them
// as props, without an i18next instance in the browser. Values keep their {{placeholders}}; fill()
// puts the numbers and words in. The letters that name options and matches per language are here
// rather than in the locale files: they are a script's alphabet, not words to translate.
import type { TFunction } from 'i18next';
import { ITEM_TYPES, type ItemType } from '../../../../core/worksheets.ts';

const PLAYER_KEYS = [
  'label', 'itemNumber', 'chooseOne', 'chooseAll', 'blank', 'matchHint', 'choose', 'orderHint', 'moveUp', 'moveDown', 'moved',
  'yourAnswer', 'finalAnswerHint', 'teacherMarks', 'check', 'checkAll', 'startAgain', 'startAgainConfirm', 'startAgainYes', 'cancel',
  'score', 'scoreHint', 'correct', 'incorrect', 'partly', 'rightAnswer', 'explanation', 'sampleAnswer', 'finalAnswer', 'saved', 'notSaved',
] as const;

const SHEET_KEYS = [
  'name', 'date', 'version', 'key', 'objectives', 'chooseAll', 'matchHint', 'orderHint', 'finalAnswerHint',
  'answer', 'explanation', 'sampleAnswer', 'finalAnswer', 'teacherMarks',
] as const;

interface Shared {
  /** the item types' names */
  types: Record<ItemType, string>;
  true: string;
  false: string;
}

/** The student mode's strings, translated, with {{placeholders}} left for fill(). */
export type PlayerStrings = Record<(typeof PLAYER_KEYS)[number], string> & Shared;

/** The printed sheet's strings, translated, with {{placeholders}} left for fill(); `letters` name options and matches. */
export type SheetStrings = Record<(typeof SHEET_KEYS)[number], string> & Shared & { letters: string[] };

/** A translated string's {{placeholders}} filled in (those without a value are left as written). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The raw string: no interpolation, so {{placeholders}} reach fill() as written. */
const raw = (t: TFunction, key: string): string => t(key, { skipInterpolation: true }) as string;

const shared = (t: TFunction): Shared => ({
  types: Object.fromEntries(ITEM_TYPES.map((type) => [type, raw(t, `types.${type}`)])) as Record<ItemType, string>,
  true: raw(t, 'answers.true'),
  false: raw(t, 'answers.false'),
});

/** The student mode's strings from a translator of the `worksheet` namespace: translator(lang, 'worksheet'). */
export function playerStrings(t: TFunction): PlayerStrings {
  return { ...(Object.fromEntries(PLAYER_KEYS.map((key) => [key, raw(t, `player.${key}`)])) as Record<(typeof PLAYER_KEYS)[number], string>), ...shared(t) };
}

/** The printed sheet's strings from a translator of the `worksheet` namespace, and the letters of `lang`. */
export function sheetStrings(t: TFunction, lang?: string): SheetStrings {
  return {
    ...(Object.fromEntries(SHEET_KEYS.map((key) => [key, raw(t, `sheet.${key}`)])) as Record<(typeof SHEET_KEYS)[number], string>),
    ...shared(t),
    letters: optionLetters(lang ?? (t as TFunction & { lng?: string }).lng ?? 'en'),
  };
}

/**
 * The letters that name options and matches (A, B, C…), as a school in the language writes them:
 * abjad order in Arabic and Urdu, the first consonants in Hindi and Bengali, katakana in aiueo order in
 * Japanese, the ganada syllables in Korean; Latin capitals elsewhere (Chinese schools use them too).
 */
const LETTERS: Record<string, string> = {
  ar: 'أ ب ج د هـ و ز ح ط ي ك ل',
  ur: 'الف ب ج د ہ و ز ح ط ی ک ل',
  hi: 'क ख ग घ ङ च छ ज झ ञ ट ठ',
  bn: 'ক খ গ ঘ ঙ চ ছ জ ঝ ঞ ট ঠ',
  ja: 'ア イ ウ エ オ カ キ ク ケ コ サ シ',
  ko: '가 나 다 라 마 바 사 아 자 차 카 타',
};

export function optionLetters(lang: string): string[] {
  return (LETTERS[lang] ?? 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z').split(' ');
}

/** The letter of the n-th option (0-based), or its number past the alphabet. */
export const letterOf = (letters: readonly string[], n: number): string => letters[n] ?? String(n + 1);
