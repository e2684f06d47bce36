// Server-only random id generator. It lives outside core/ because generating random ids in a
// browser is forbidden (spec §8), and core/ is bundled into the browser.
import { ID_TYPES, IdError, type IdType } from '../../core/ids.ts';

/** A fresh random UUID whose first two hex digits are the type's prefix (spec §3). */
export function newId(type: IdType): string {
  if (!Object.hasOwn(ID_TYPES, type)) throw new IdError(`Unknown id type: ${String(type)}`);
  // randomUUID is lowercase 8-4-4-4-12; swapping the first two digits keeps the format and
  // leaves 114 random bits, still far beyond any collision risk.
  return ID_TYPES[type] + globalThis.crypto.randomUUID().slice(2);
}
