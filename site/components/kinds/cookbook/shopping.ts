// Cookbooks (issue 13): the cook's shopping list and unit system, kept in this browser only
// (localStorage `bookloom:shopping` and `bookloom:units`; nothing goes to the server). The list holds
// the recipes chosen, each with its own ingredients as written and the servings to shop for; the
// merged lines are core's mergeShoppingList, so the list agrees with the recipe page. Lines ticked
// off while shopping are kept by a stable id (the item and its kind of unit), and a line a recipe
// added later needs more of is unticked again. State lives in nanostores atoms with the actions
// beside them, so every island on a page (and, through the storage event, every tab) agrees. A
// browser that keeps nothing (private mode, a full disk, blocked site data) still works: the list
// lives in memory until the page is left, and $kept says so.
//
// Browser-only at call time; importing it during server rendering touches nothing.
import { atom } from 'nanostores';
import {
  isAllergen, isQuantity, isUnit, mergeShoppingList, UNIT_INFO, type Ingredient, type ShoppingLine, type UnitSystem,
} from '../../../../core/recipes.ts';
import { clampServings } from './recipe-view.ts';

export const SHOPPING_KEY = 'bookloom:shopping';
export const UNITS_KEY = 'bookloom:units';

export interface ShoppingEntry {
  recipeId: string;
  title: string;
  /** the recipe's page */
  href: string;
  /** the servings to shop for */
  servings: number;
  /** the recipe's ingredients as written, for baseServings */
  ingredients: Ingredient[];
  baseServings: number;
  /** the page's language when the recipe was added */
  language: string;
}

export interface ShoppingState {
  recipes: ShoppingEntry[];
  /** the ids (lineId) of the lines ticked off */
  checked: string[];
}

export const EMPTY_SHOPPING: ShoppingState = Object.freeze({ recipes: [], checked: [] }) as unknown as ShoppingState;

export const $shopping = atom<ShoppingState>(EMPTY_SHOPPING);
/** The unit system the cook chose; metric until they choose. */
export const $units = atom<UnitSystem>('metric');
/** Whether this browser keeps the list and the choice: null until it has been asked. */
export const $kept = atom<boolean | null>(null);

/** localStorage that may be missing or refuse; `undefined` from read() means it could not be read. */
const storage = {
  read(key: string): string | null | undefined {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return undefined;
    }
  },
  write(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): boolean {
    try {
      window.localStorage.removeItem(key);
      return true;
    } catch {
      return false;
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Reading what was kept

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isServings = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

function validIngredient(value: unknown): Ingredient | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.item)) return null;
  if (v.quantity !== undefined && !isQuantity(v.quantity)) return null;
  if (v.unit !== undefined && !isUnit(v.unit)) return null;
  const out: Ingredient = { item: v.item };
  if (v.quantity !== undefined) out.quantity = v.quantity;
  if (v.unit !== undefined) out.unit = v.unit;
  if (isText(v.note)) out.note = v.note;
  if (isText(v.group)) out.group = v.group;
  if (Array.isArray(v.allergens) && v.allergens.every(isAllergen)) out.allergens = v.allergens;
  return out;
}

function validEntry(value: unknown): ShoppingEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.recipeId) || typeof v.title !== 'string' || typeof v.href !== 'string' || !isServings(v.servings) || !isServings(v.baseServings)) return null;
  if (!Array.isArray(v.ingredients)) return null;
  const ingredients = v.ingredients.map(validIngredient);
  if (ingredients.some((i) => i === null)) return null;
  return {
    recipeId: v.recipeId, title: v.title, href: v.href, servings: clampServings(v.servings), baseServings: v.baseServings,
    ingredients: ingredients as Ingredient[], language: typeof v.language === 'string' ? v.language : '',
  };
}

/** A kept list read back: what is damaged is dropped (a recipe that does not fit, a tick that is not text). */
export function parseShopping(raw: string | null): ShoppingState {
  if (!raw) return EMPTY_SHOPPING;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_SHOPPING;
  }
  if (typeof data !== 'object' || data === null || (data as { v?: unknown }).v !== 1) return EMPTY_SHOPPING;
  const { recipes, checked } = data as Record<string, unknown>;
  const entries: ShoppingEntry[] = [];
  for (const entry of Array.isArray(recipes) ? recipes.map(validEntry) : []) {
    if (entry && !entries.some((e) => e.recipeId === entry.recipeId)) entries.push(entry);
  }
  return { recipes: entries, checked: Array.isArray(checked) ? [...new Set(checked.filter((c): c is string => typeof c === 'string'))] : [] };
}

export const serializeShopping = (state: ShoppingState): string => JSON.stringify({ v: 1, recipes: state.recipes, checked: state.checked });

/** Reads the kept list and unit system into the stores; when the browser cannot read them, what is in memory stays. */
export function loadShopping(): void {
  const list = storage.read(SHOPPING_KEY);
  const units = storage.read(UNITS_KEY);
  if (list !== undefined) $shopping.set(parseShopping(list));
  if (units === 'metric' || units === 'us') $units.set(units);
  // a browser that cannot read cannot keep; one that can is taken to keep until a write fails
  if (list === undefined) $kept.set(false);
  else if ($kept.get() === null) $kept.set(true);
}

/**
 * For an island's effect: loads what this browser keeps and follows changes made in other tabs;
 * returns the function that stops following.
 */
export function connectShopping(): () => void {
  loadShopping();
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) loadShopping();
    else if (event.key === SHOPPING_KEY) $shopping.set(parseShopping(event.newValue));
    else if (event.key === UNITS_KEY && (event.newValue === 'metric' || event.newValue === 'us')) $units.set(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

// ---------------------------------------------------------------------------------------------
// The merged list

/** A merged line's id: its item and kind of unit (never the unit itself, which a system or an amount changes: g → kg → lb). */
export function lineId(line: ShoppingLine): string {
  const kind = line.quantity === undefined ? 'none' : line.unit ? UNIT_INFO[line.unit].kind : 'count';
  const unit = kind === 'mass' || kind === 'volume' ? '' : kind === 'count' ? (line.unit ?? 'piece') : (line.unit ?? '');
  return `${line.key}|${kind}|${unit}`;
}

/** The merged shopping list for the recipes on it, in the system's units, each line with its id. */
export function shoppingLines(recipes: readonly ShoppingEntry[], system: UnitSystem): (ShoppingLine & { id: string })[] {
  const merged = mergeShoppingList(recipes.map((r) => ({ ingredients: r.ingredients, servings: r.baseServings, cookFor: r.servings })), { system });
  return merged.map((line) => ({ ...line, id: lineId(line) }));
}

const idsOf = (recipes: readonly ShoppingEntry[]): Set<string> => new Set(shoppingLines(recipes, 'metric').map((line) => line.id));

// ---------------------------------------------------------------------------------------------
// Actions

function commit(next: ShoppingState): void {
  $shopping.set(next);
  $kept.set(next.recipes.length === 0 && next.checked.length === 0 ? storage.remove(SHOPPING_KEY) : storage.write(SHOPPING_KEY, serializeShopping(next)));
}

/** The ticks still on the list, less those of the lines `more` needs more of now. */
function keepTicks(recipes: readonly ShoppingEntry[], checked: readonly string[], more?: ShoppingEntry): string[] {
  const present = idsOf(recipes);
  const untick = more ? idsOf([more]) : new Set<string>();
  return checked.filter((id) => present.has(id) && !untick.has(id));
}

export const isOnList = (state: ShoppingState, recipeId: string): boolean => state.recipes.some((r) => r.recipeId === recipeId);

/** Puts a recipe on the list (or updates it where it is) at its servings; lines it adds to are unticked. */
export function addToList(entry: ShoppingEntry): void {
  const state = $shopping.get();
  const added: ShoppingEntry = { ...entry, servings: clampServings(entry.servings), ingredients: [...entry.ingredients] };
  const known = state.recipes.findIndex((r) => r.recipeId === entry.recipeId);
  const recipes = known === -1 ? [...state.recipes, added] : state.recipes.map((r, i) => (i === known ? added : r));
  commit({ recipes, checked: keepTicks(recipes, state.checked, added) });
}

/** The servings a recipe on the list is shopped for (1–24); more servings untick its lines. */
export function setListServings(recipeId: string, servings: number): void {
  const state = $shopping.get();
  const entry = state.recipes.find((r) => r.recipeId === recipeId);
  if (!entry) return;
  const next = clampServings(servings);
  if (next === entry.servings) return;
  const updated = { ...entry, servings: next };
  const recipes = state.recipes.map((r) => (r === entry ? updated : r));
  commit({ recipes, checked: keepTicks(recipes, state.checked, next > entry.servings ? updated : undefined) });
}

export function removeFromList(recipeId: string): void {
  const state = $shopping.get();
  const recipes = state.recipes.filter((r) => r.recipeId !== recipeId);
  if (recipes.length === state.recipes.length) return;
  commit({ recipes, checked: keepTicks(recipes, state.checked) });
}

export function clearList(): void {
  commit(EMPTY_SHOPPING);
}

/** A line ticked off (or not) while shopping. */
export function setChecked(id: string, on: boolean): void {
  const state = $shopping.get();
  const checked = state.checked.filter((c) => c !== id);
  if (on) checked.push(id);
  commit({ ...state, checked });
}

/** The unit system chosen, remembered in this browser. */
export function setUnits(system: UnitSystem): void {
  $units.set(system);
  $kept.set(storage.write(UNITS_KEY, system));
}
