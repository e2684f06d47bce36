// The illustrator's entry: `createIllustrator(config)` gives the provider illustrator when
// IMAGE_MODEL is set (IMAGE_BASE_URL or AI_BASE_URL, IMAGE_API_KEY or AI_API_KEY), else the
// offline illustrator. Book kinds use only the Illustrator interface.
import type { Config } from '../../config.ts';
import { createOfflineIllustrator, OFFLINE_ILLUSTRATOR } from './offline.ts';
import { createProviderIllustrator, type ProviderIllustratorOptions } from './provider.ts';
import type { Illustrator } from './types.ts';

export type IllustratorConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'IMAGE_BASE_URL' | 'IMAGE_API_KEY' | 'IMAGE_MODEL' | 'IMAGE_REFERENCES'>;
export type IllustratorTuning = Omit<ProviderIllustratorOptions, 'baseURL' | 'apiKey' | 'model' | 'references'>;

export function createIllustrator(config: IllustratorConfig, tuning: IllustratorTuning = {}): Illustrator {
  const baseURL = config.IMAGE_BASE_URL ?? config.AI_BASE_URL;
  if (!config.IMAGE_MODEL || !baseURL) return createOfflineIllustrator();
  const apiKey = config.IMAGE_API_KEY ?? config.AI_API_KEY;
  return createProviderIllustrator({ ...tuning, baseURL, model: config.IMAGE_MODEL, references: config.IMAGE_REFERENCES, ...(apiKey ? { apiKey } : {}) });
}

export const illustratorName = (config: IllustratorConfig) => (config.IMAGE_MODEL && (config.IMAGE_BASE_URL ?? config.AI_BASE_URL) ? config.IMAGE_MODEL : OFFLINE_ILLUSTRATOR);

export { createOfflineIllustrator, drawPage, drawPortrait } from './offline.ts';
export { drawingParams, type CharacterDrawing } from './drawing.ts';
export { createProviderIllustrator, pagePrompt, portraitPrompt } from './provider.ts';
export * from './types.ts';
