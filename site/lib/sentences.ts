// Two sentences side by side ("This book costs 4 credits. You have 50."): Japanese and Chinese
// end a sentence with a full-width stop that carries its own space (。), so nothing goes between
// them; every other page language puts a space. Korean, though CJK, spaces its sentences.
import { useTranslation } from 'react-i18next';

const NO_SPACE = new Set(['ja', 'ch', 'zh', 'zh-Hans']);

/** What goes between two sentences in `lang`: '' for Japanese and Chinese, else a space. */
export function sentenceGap(lang: string): string {
  return NO_SPACE.has(lang) ? '' : ' ';
}

/** The sentence gap of the island's language. */
export function useSentenceGap(): string {
  const { i18n } = useTranslation();
  return sentenceGap(i18n.language);
}
