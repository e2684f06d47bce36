// Credit packs (global config `credits.packs`): what can be bought, and for how much in each
// currency. Prices are in the currency's smallest unit, as Stripe takes them (500 = $5.00).
// Checked when an admin saves the config (a field error on `value`), and read with the defaults
// below when the config is missing.
import type { Knex } from 'knex';
import { AppError } from '../errors.ts';

export const PACKS_KEY = 'credits.packs';
export const PACKS_MAX = 12;
export const PACK_CREDITS_MAX = 100_000;
/** Stripe's smallest charge is about 50 cents; a price must also fit Stripe's 8-digit limit */
export const PRICE_MIN = 50;
export const PRICE_MAX = 99_999_999;

export interface CreditPack {
  id: string;
  credits: number;
  /** currency (ISO 4217, lower case) → price in its smallest unit */
  prices: Record<string, number>;
}

export const DEFAULT_PACKS: CreditPack[] = [
  { id: 'pack-100', credits: 100, prices: { usd: 500, eur: 500, gbp: 400, brl: 2500 } },
  { id: 'pack-300', credits: 300, prices: { usd: 1200, eur: 1200, gbp: 1000, brl: 6000 } },
  { id: 'pack-1000', credits: 1000, prices: { usd: 3500, eur: 3500, gbp: 3000, brl: 17500 } },
];

/** Currencies Stripe charges without a minor unit: the price is the amount itself. */
export const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

function invalid(message: string): AppError {
  return AppError.badInput(`credits.packs: ${message}`, { value: message });
}

/** The packs in a config value, or a BAD_USER_INPUT naming what is wrong. */
export function parsePacks(value: unknown): CreditPack[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > PACKS_MAX) {
    throw invalid(`must be a list of 1 to ${PACKS_MAX} packs, like [{"id": "pack-100", "credits": 100, "prices": {"usd": 500}}]`);
  }
  const ids = new Set<string>();
  return value.map((pack, i) => {
    if (typeof pack !== 'object' || pack === null || Array.isArray(pack)) throw invalid(`pack ${i + 1} must be an object`);
    const { id, credits, prices } = pack as Record<string, unknown>;
    if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,39}$/.test(id)) throw invalid(`pack ${i + 1}: id must be 1 to 40 lower-case letters, digits or -`);
    if (ids.has(id)) throw invalid(`pack id ${id} is used twice`);
    ids.add(id);
    if (typeof credits !== 'number' || !Number.isSafeInteger(credits) || credits < 1 || credits > PACK_CREDITS_MAX) {
      throw invalid(`pack ${id}: credits must be a whole number from 1 to ${PACK_CREDITS_MAX}`);
    }
    if (typeof prices !== 'object' || prices === null || Array.isArray(prices) || Object.keys(prices).length === 0) {
      throw invalid(`pack ${id}: prices must be an object of currency → price in the smallest unit, like {"usd": 500}`);
    }
    const out: Record<string, number> = {};
    for (const [currency, price] of Object.entries(prices)) {
      if (!/^[a-z]{3}$/.test(currency)) throw invalid(`pack ${id}: ${currency} is not a lower-case ISO 4217 currency code`);
      if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < PRICE_MIN || price > PRICE_MAX) {
        throw invalid(`pack ${id}: the ${currency} price must be a whole number of the smallest unit from ${PRICE_MIN} to ${PRICE_MAX}`);
      }
      out[currency] = price;
    }
    return { id, credits, prices: out };
  });
}

/** The packs on sale: the config's, or the defaults when it is missing or (an old row) invalid. */
export async function readPacks(knex: Knex): Promise<CreditPack[]> {
  const row: { value: unknown } | undefined = await knex('global_configs').where({ key: PACKS_KEY }).first('value');
  if (!row) return DEFAULT_PACKS;
  try {
    return parsePacks(row.value);
  } catch {
    return DEFAULT_PACKS;
  }
}
