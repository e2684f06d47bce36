// Worksheets (issue 12): the student mode's answers as plain data, apart from React so they can be
// tested without a browser. A student's answers per item (core/worksheets.ts Response) and which
// items they have checked; changing an answer takes its check back. Saved in the browser only, as
// JSON with a fingerprint of the worksheet: answers to a worksheet since edited are not restored.
import { score, type Item, type Response } from '../../../../core/worksheets.ts';

export interface PlayerState {
  responses: Response[];
  checked: boolean[];
}

export type PlayerAction =
  | { type: 'answer'; index: number; response: Response }
  | { type: 'check'; index: number }
  | { type: 'checkAll' }
  | { type: 'reset' }
  | { type: 'restore'; state: PlayerState };

/** An unanswered item; an ordering item starts in the order shown (`shown`, see displayOrder). */
export function emptyResponse(item: Item, shown: readonly number[] = []): Response {
  switch (item.type) {
    case 'multipleChoice': return { type: 'multipleChoice', chosen: [] };
    case 'trueFalse': return { type: 'trueFalse', answer: null };
    case 'fillBlanks': return { type: 'fillBlanks', blanks: item.answers.map(() => '') };
    case 'matching': return { type: 'matching', rights: item.pairs.map(() => null) };
    case 'ordering': return { type: 'ordering', order: shown.length === item.steps.length ? [...shown] : item.steps.map((_, i) => i) };
    case 'shortAnswer': return { type: 'shortAnswer', answer: '' };
    case 'openQuestion': return { type: 'openQuestion', answer: '' };
  }
}

export function initialState(items: readonly Item[], shown: readonly (readonly number[])[]): PlayerState {
  return { responses: items.map((item, i) => emptyResponse(item, shown[i])), checked: items.map(() => false) };
}

export function playerReducer(items: readonly Item[], shown: readonly (readonly number[])[]) {
  return (state: PlayerState, action: PlayerAction): PlayerState => {
    switch (action.type) {
      case 'answer':
        return {
          responses: state.responses.map((r, i) => (i === action.index ? action.response : r)),
          checked: state.checked.map((c, i) => (i === action.index ? false : c)),
        };
      case 'check':
        return { ...state, checked: state.checked.map((c, i) => c || i === action.index) };
      case 'checkAll':
        return { ...state, checked: state.checked.map(() => true) };
      case 'reset':
        return initialState(items, shown);
      case 'restore':
        return action.state;
    }
  };
}

/** A choice clicked: one option replaces the other (radio), or toggles among several (checkboxes). */
export function choose(chosen: readonly number[], option: number, multiple: boolean, on: boolean): number[] {
  if (!multiple) return on ? [option] : [];
  const set = new Set(chosen);
  if (on) set.add(option);
  else set.delete(option);
  return [...set].sort((a, b) => a - b);
}

/** An ordering item's step at `from` moved by one place (-1 up, +1 down); unchanged at either end. */
export function moveStep(order: readonly number[], from: number, by: -1 | 1): number[] {
  const to = from + by;
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The score of the items checked so far (an unchecked item counts as not answered), out of every item a computer can mark. */
export function checkedScore(items: readonly Item[], state: PlayerState): { points: number; of: number } {
  return score(items, state.responses.map((r, i) => (state.checked[i] ? r : undefined)));
}

/** A short fingerprint of the worksheet's items (FNV-1a), so saved answers only come back to the same questions. */
export function fingerprint(items: readonly Item[]): string {
  const text = JSON.stringify(items.map((item) => [item.type, item.prompt, 'text' in item ? item.text : '', 'options' in item ? item.options : '', 'pairs' in item ? item.pairs : '', 'steps' in item ? item.steps : '']));
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h.toString(36);
}

export function serialize(items: readonly Item[], state: PlayerState): string {
  return JSON.stringify({ v: 1, f: fingerprint(items), responses: state.responses, checked: state.checked });
}

const isIndex = (v: unknown, n: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < n;
const isString = (v: unknown): v is string => typeof v === 'string';

/** A saved answer if it still fits its item, else null. */
function validResponse(item: Item, value: unknown): Response | null {
  if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== item.type) return null;
  const r = value as Record<string, unknown>;
  switch (item.type) {
    case 'multipleChoice': {
      const chosen = r.chosen;
      if (!Array.isArray(chosen) || !chosen.every((c) => isIndex(c, item.options.length)) || new Set(chosen).size !== chosen.length) return null;
      if (!item.multiple && chosen.length > 1) return null;
      return { type: 'multipleChoice', chosen: chosen as number[] };
    }
    case 'trueFalse':
      return r.answer === true || r.answer === false || r.answer === null ? { type: 'trueFalse', answer: r.answer } : null;
    case 'fillBlanks':
      return Array.isArray(r.blanks) && r.blanks.length === item.answers.length && r.blanks.every(isString) ? { type: 'fillBlanks', blanks: r.blanks } : null;
    case 'matching': {
      const rights = r.rights;
      return Array.isArray(rights) && rights.length === item.pairs.length && rights.every((v) => v === null || isIndex(v, item.pairs.length))
        ? { type: 'matching', rights: rights as (number | null)[] } : null;
    }
    case 'ordering': {
      const order = r.order;
      return Array.isArray(order) && order.length === item.steps.length && order.every((v) => isIndex(v, item.steps.length)) && new Set(order).size === order.length
        ? { type: 'ordering', order: order as number[] } : null;
    }
    case 'shortAnswer':
    case 'openQuestion':
      return isString(r.answer) ? { type: item.type, answer: r.answer } : null;
  }
}

/** Saved answers read back: null when there are none, they are damaged, or the worksheet has changed since. */
export function deserialize(raw: string | null, items: readonly Item[], shown: readonly (readonly number[])[]): PlayerState | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, f, responses, checked } = data as Record<string, unknown>;
  if (v !== 1 || f !== fingerprint(items) || !Array.isArray(responses) || !Array.isArray(checked)) return null;
  return {
    responses: items.map((item, i) => validResponse(item, responses[i]) ?? emptyResponse(item, shown[i])),
    checked: items.map((_, i) => checked[i] === true && validResponse(items[i]!, responses[i]) !== null),
  };
}

/** Browser storage that may be missing or refuse (private mode, a full disk, a blocked cookie setting). */
export const storage = {
  read(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** false when the browser would not keep it */
  write(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing saved, nothing to clear
    }
  },
};
