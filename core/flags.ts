// Feature flags (spec §3, §4): a flag is on for a stable slice of signed-in users.

export type FeatureFlag = { readonly flag: string; readonly name: string; readonly percent: number };

export const FLAGS = [
  { flag: 'gamebooks2', name: 'Gamebooks v2', percent: 0 },
  { flag: 'worldstory', name: 'World Story', percent: 0 },
] as const satisfies readonly FeatureFlag[];

export type FlagName = (typeof FLAGS)[number]['flag'];

/** Local storage key of the per-browser overrides (a JSON object of flag → boolean). */
export const FLAG_OVERRIDES_STORAGE_KEY = 'bookloom.featureFlags';

export type FlagOverrides = Readonly<Record<string, boolean>>;

const encoder = new TextEncoder();

/** FNV-1a, 32 bits, over UTF-8: tiny, identical in browser and server, and well spread. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The user's bucket 0..99 for a flag. The flag name is part of the hash so that each flag
 * picks a different slice of users instead of always the same early adopters.
 */
export function flagBucket(flag: string, userId: string): number {
  return fnv1a32(`${flag}:${userId}`) % 100;
}

/**
 * Whether a flag is on. A local override wins; otherwise a signed-in user is in when their
 * bucket is below the percent, and an anonymous visitor (no id to hash) only at 100 % or more.
 * Unknown flags are off.
 */
export function isFlagOn(
  flag: string,
  userId: string | null | undefined,
  overrides?: FlagOverrides | null,
  flags: readonly FeatureFlag[] = FLAGS,
): boolean {
  const override = overrides != null && Object.hasOwn(overrides, flag) ? overrides[flag] : undefined;
  if (typeof override === 'boolean') return override;
  const definition = flags.find((candidate) => candidate.flag === flag);
  if (!definition) return false;
  if (userId == null || userId === '') return definition.percent >= 100;
  return flagBucket(flag, userId) < definition.percent;
}

/** Reads the stored overrides, keeping only boolean values; anything unreadable is no overrides. */
export function parseFlagOverrides(json: string | null | undefined): FlagOverrides {
  if (typeof json !== 'string') return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  // fromEntries defines own properties, so a "__proto__" key cannot reach the prototype.
  return Object.fromEntries(Object.entries(value).filter(([, on]) => typeof on === 'boolean'));
}
