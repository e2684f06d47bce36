// The offline storybook writer's words in every language (one file per language).
import type { LangCode } from '../../../../core/languages.ts';
import { ar } from './ar.ts';
import { bn } from './bn.ts';
import { ch } from './ch.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { pt } from './pt.ts';
import { sw } from './sw.ts';
import { tr } from './tr.ts';
import { ur } from './ur.ts';
import { vi } from './vi.ts';
import type { StoryPhrases } from './types.ts';

export const STORY_PHRASES: Record<LangCode, StoryPhrases> = { ar, bn, ch, de, en, es, fr, hi, id, it, ja, ko, pt, sw, tr, ur, vi };

export const storyPhrases = (lang: LangCode): StoryPhrases => STORY_PHRASES[lang];

export type { Beat, BeatWords, StoryPhrases } from './types.ts';
