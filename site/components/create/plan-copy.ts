// The copy of a plan's edits kept on this device (local storage, one entry per book under the
// kind's prefix) until the server has them, for every kind's plan editor: the plan as typed, when
// it was last edited and the server's `updatedAt` when the edits began. The copy wins over the
// server's plan when it is newer: the server has not changed since these edits began, or they
// were made after its last change (an edit on another device that came earlier loses).
import { storage } from './storage.ts';

/** A copy as stored: the plan as typed under `K`, when it was last edited (ms since the epoch) and the server's `updatedAt` of the book when these edits began. */
export type LocalPlanCopy<K extends string, P> = { [field in K]: P } & { editedAt: number; base: string };

/** Whether a stored value has a plan's shape: a title and a non-empty list under `list`, each entry an object that `entry` accepts. */
export function isPlanShape(value: unknown, list: string, entry: (fields: Record<string, unknown>) => boolean): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { title, [list]: entries } = value as Record<string, unknown>;
  return typeof title === 'string' && Array.isArray(entries) && entries.length > 0 && entries.every((e: unknown) => {
    if (typeof e !== 'object' || e === null) return false;
    return entry(e as Record<string, unknown>);
  });
}

/** The stored plan under `field` (checked by `valid`) when newer than the server's; else null. */
export function newerPlanCopy<P>(stored: unknown, field: string, valid: (value: unknown) => value is P, serverUpdatedAt: string): P | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { [field]: plan, editedAt, base } = stored as Record<string, unknown>;
  if (!valid(plan) || typeof editedAt !== 'number') return null;
  const serverTime = Date.parse(serverUpdatedAt);
  const newer = base === serverUpdatedAt || (Number.isFinite(serverTime) && editedAt > serverTime);
  return newer ? plan : null;
}

export interface PlanCopy<L> {
  /** the copy kept for the book, as stored (unchecked), or null */
  load: (bookId: string) => unknown;
  save: (bookId: string, copy: L) => void;
  clear: (bookId: string) => void;
}

/** The local copies kept under `prefix` + the book's id. */
export function planCopy<L>(prefix: string): PlanCopy<L> {
  return {
    load(bookId) {
      try {
        return JSON.parse(storage('local')?.getItem(prefix + bookId) ?? 'null');
      } catch {
        return null;
      }
    },
    save(bookId, copy) {
      try {
        storage('local')?.setItem(prefix + bookId, JSON.stringify(copy));
      } catch {
        // full or disabled: Save still sends the edits
      }
    },
    clear(bookId) {
      try {
        storage('local')?.removeItem(prefix + bookId);
      } catch {
        // disabled storage holds nothing
      }
    },
  };
}
