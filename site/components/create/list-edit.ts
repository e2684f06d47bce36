// The bounded list edits every kind's plan editor makes on its cards (a worksheet, a recipe, a
// storyboard's page): move one place up or down, add or remove within the kind's limits, change
// one item. Each answers the new list, or null when the edit cannot be made, so that a reducer
// keeps its state as it was (the same object: React skips the render). And the check every card's
// required text gets. Pure and isomorphic.

/** A plan as edited: its title, its cards under `K` (each with a local key, for React lists and focus; never sent) and the next local key. */
export type CardsDraft<K extends string, C extends { key: string }> = { title: string; nextKey: number } & { [list in K]: C[] };

/** The item at `index` moved one place up (-1) or down (1); null at the ends or without that item. */
export function movedItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] | null {
  const target = index + by;
  if (!list[index] || target < 0 || target >= list.length) return null;
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(target, 0, item!);
  return out;
}

/** `item` put at `at` (the end by default); null when the list already holds `max`. */
export function addedItem<T>(list: readonly T[], item: T, max: number, at = list.length): T[] | null {
  if (list.length >= max) return null;
  const out = [...list];
  out.splice(at, 0, item);
  return out;
}

/** The item at `index` left out; null when the list holds `min` or less, or has no such item. */
export function removedItem<T>(list: readonly T[], index: number, min: number): T[] | null {
  if (list.length <= min || !list[index]) return null;
  return list.filter((_, i) => i !== index);
}

/**
 * The item at `index` changed; null without that item, and (with `keepSame`) when the change
 * gives the item back as it was.
 */
export function changedItem<T>(list: readonly T[], index: number, change: (item: T) => T, keepSame = false): T[] | null {
  const item = list[index];
  if (!item) return null;
  const next = change(item);
  if (keepSame && next === item) return null;
  const out = [...list];
  out[index] = next;
  return out;
}

/** The problem of a trimmed text the server requires: empty, too long for `max`, or none. */
export function textProblem(text: string, max: number): 'required' | 'tooLong' | undefined {
  return !text ? 'required' : text.length > max ? 'tooLong' : undefined;
}
