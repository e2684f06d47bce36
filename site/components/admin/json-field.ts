// Checks JSON text as the admin types it, so most mistakes show before a round trip; the server
// checks again (the rule lives there).
import type { TFunction } from 'i18next';

export function jsonProblem(text: string, label: string, t: TFunction, { objectOnly = false } = {}): string | undefined {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return `${t('server.invalidJson', { label })} (${(err as Error).message})`;
  }
  if (objectOnly && (typeof value !== 'object' || value === null || Array.isArray(value))) return t('server.jsonObject', { label });
  return undefined;
}
