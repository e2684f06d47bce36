// The AI layer's entry: `createWriter(config)` gives the provider writer when AI_BASE_URL is
// set, else the offline writer. Kinds use only the Writer interface (its two primitives).
import { ConfigError, type Config } from '../config.ts';
import { OFFLINE_MARK, createOfflineWriter } from './offline.ts';
import { createProviderWriter, type ProviderWriterOptions } from './provider.ts';
import type { Writer } from './types.ts';

export type WriterConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>;

/** Options for the provider writer beyond the three settings (timeouts, retries, fetch). */
export type WriterTuning = Omit<ProviderWriterOptions, 'baseURL' | 'apiKey' | 'model'>;

export function createWriter(config: WriterConfig, tuning: WriterTuning = {}): Writer {
  if (!config.AI_BASE_URL) return createOfflineWriter();
  if (!config.AI_MODEL) {
    throw new ConfigError('Missing setting AI_MODEL: expected the model name to use (required when AI_BASE_URL is set)');
  }
  return createProviderWriter({
    ...tuning,
    baseURL: config.AI_BASE_URL,
    ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
    model: config.AI_MODEL,
  });
}

/** The name kept on a book: 'offline' (OFFLINE_MARK) or the provider's model. */
export function writerName(config: WriterConfig): string {
  return config.AI_BASE_URL ? (config.AI_MODEL ?? 'unknown') : OFFLINE_MARK;
}

export { OFFLINE_MARK, createOfflineWriter } from './offline.ts';
export { createProviderWriter, defaultBackoff, type ProviderWriterOptions } from './provider.ts';
export { languageName, renderTemplate, templateVariables, unknownVariables, type PromptSet } from './prompts.ts';
export { joinSections, splitSections } from './markdown.ts';
export * from './types.ts';
