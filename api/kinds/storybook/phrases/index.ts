// The offline storybook writer's words in every language (one file per language).
import type { LangCode } from '../../../../core/languages.ts';
import { en } from './en.ts';
import type { StoryPhrases } from './types.ts';

export const STORY_PHRASES: Partial<Record<LangCode, StoryPhrases>> = { en };

export function storyPhrases(lang: LangCode): StoryPhrases {
  return STORY_PHRASES[lang] ?? en;
}

export type { Beat, BeatWords, StoryPhrases } from './types.ts';
