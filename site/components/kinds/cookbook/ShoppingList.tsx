// A cookbook's shopping list (issue 13): the recipes the cook put on it (from a recipe's page, or
// ticked here among the cookbook's own), each shopped for the servings they choose; the merged list
// (core's mergeShoppingList: two recipes' onions are one line) in metric or US units, each line
// ticked off while shopping; printed on its own, or cleared after an inline confirmation. Kept in
// this browser only (./shopping.ts). The server renders the cookbook's recipes to pick; the list
// itself appears once the island has read this browser's storage.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Ingredient, UnitSystem } from '../../../../core/recipes.ts';
import { formatCount } from '../../../lib/plural.ts';
import { clampServings, ingredientLine, SERVINGS_RANGE } from './recipe-view.ts';
import { LineText, UnitToggle } from './RecipeView.tsx';
import {
  $kept, $shopping, $units, addToList, clearList, connectShopping, EMPTY_SHOPPING, removeFromList, setChecked, setListServings, setUnits, shoppingLines,
} from './shopping.ts';
import { fill, type ShoppingStrings } from './strings.ts';

export type { ShoppingStrings } from './strings.ts';

/** A recipe of the cookbook the cook may put on the list from the cookbook's page. */
export interface CookbookRecipe {
  id: string;
  title: string;
  /** the recipe's page */
  href: string;
  /** the servings its ingredients are written for */
  servings: number;
  ingredients: readonly Ingredient[];
}

export interface ShoppingListProps {
  /** the page's language code (core/languages.ts): the list's own words are in it */
  lang: string;
  /** the cookbook's language (of `strings.units`): the lines are written in it, as its recipes are */
  bookLanguage: string;
  /** shoppingStrings(translator(lang, 'cookbook')) from ./strings.ts */
  strings: ShoppingStrings;
  /** the cookbook's recipes, each with an Add checkbox; none: only the list */
  recipes?: CookbookRecipe[];
}

/** Prints the list alone: recipe.css hides the rest of the page while the root says so. */
function printList(): void {
  const root = document.documentElement;
  root.dataset.print = 'shopping-list';
  const done = () => {
    delete root.dataset.print;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

export default function ShoppingList({ lang, bookLanguage, strings, recipes = [] }: ShoppingListProps) {
  const uid = useId();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stored = useStore($shopping);
  const chosenUnits = useStore($units);
  const kept = useStore($kept);
  const state = ready ? stored : EMPTY_SHOPPING;
  const system: UnitSystem = ready ? chosenUnits : 'metric';
  const { list } = strings;

  useEffect(() => {
    const disconnect = connectShopping();
    setReady(true);
    return disconnect;
  }, []);

  const lines = useMemo(() => shoppingLines(state.recipes, system), [state.recipes, system]);
  const checked = new Set(state.checked);
  const onList = new Set(state.recipes.map((r) => r.recipeId));

  const pick = (recipe: CookbookRecipe, on: boolean) => {
    if (!on) removeFromList(recipe.id);
    else addToList({ recipeId: recipe.id, title: recipe.title, href: recipe.href, servings: recipe.servings, ingredients: [...recipe.ingredients], baseServings: recipe.servings, language: lang });
  };
  const clear = () => {
    clearList();
    setConfirming(false);
  };

  return (
    <section className="rc-shopping" aria-labelledby={`${uid}-title`} data-testid="shopping-list">
      <h2 id={`${uid}-title`}>{list.label}</h2>

      {recipes.length > 0 && (
        <fieldset className="rc-picks">
          <legend>{list.pick}</legend>
          <p className="rc-hint">{list.pickHint}</p>
          {recipes.map((recipe) => (
            <label key={recipe.id} className="rc-pick">
              <input type="checkbox" checked={onList.has(recipe.id)} disabled={!ready} onChange={(event) => pick(recipe, event.currentTarget.checked)} data-testid="shopping-pick" />
              <span dir="auto">{recipe.title}</span>
            </label>
          ))}
        </fieldset>
      )}

      {ready && state.recipes.length === 0 && (
        <div className="rc-empty" data-testid="shopping-empty">
          <p><strong>{list.empty}</strong></p>
          <p>{list.emptyHint}</p>
        </div>
      )}

      {ready && state.recipes.length > 0 && (
        <>
          <UnitToggle value={system} onChange={setUnits} strings={strings.toggle} />

          <section className="rc-list-recipes" aria-labelledby={`${uid}-recipes`}>
            <h3 id={`${uid}-recipes`}>{list.onList}</h3>
            <ul>
              {state.recipes.map((entry) => (
                <li key={entry.recipeId} className="rc-list-recipe" data-testid="shopping-recipe">
                  <a href={entry.href} className="rc-list-title" dir="auto">{entry.title}</a>
                  <span className="rc-list-servings">
                    <button type="button" className="rc-stepper-button" aria-label={fill(list.fewer, { title: entry.title })}
                      aria-disabled={entry.servings <= SERVINGS_RANGE.min} data-testid="shopping-less"
                      onClick={() => setListServings(entry.recipeId, clampServings(entry.servings - 1))}>
                      <span aria-hidden="true">−</span>
                    </button>
                    <span className="rc-list-count" aria-live="polite">{formatCount(strings.servings, entry.servings)}</span>
                    <button type="button" className="rc-stepper-button" aria-label={fill(list.more, { title: entry.title })}
                      aria-disabled={entry.servings >= SERVINGS_RANGE.max} data-testid="shopping-more"
                      onClick={() => setListServings(entry.recipeId, clampServings(entry.servings + 1))}>
                      <span aria-hidden="true">+</span>
                    </button>
                  </span>
                  <button type="button" className="button secondary small rc-list-remove" aria-label={fill(list.removeRecipe, { title: entry.title })}
                    onClick={() => removeFromList(entry.recipeId)} data-testid="shopping-remove">
                    {list.remove}
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <section className="rc-list-lines" aria-labelledby={`${uid}-lines`}>
            <h3 id={`${uid}-lines`}>{list.toBuy}</h3>
            <ul>
              {lines.map((line) => {
                const shown = ingredientLine(line, bookLanguage, strings.units);
                const on = checked.has(line.id);
                return (
                  <li key={line.id} className="rc-line" data-checked={on || undefined} data-testid="shopping-line">
                    <label>
                      <input type="checkbox" checked={on} onChange={(event) => setChecked(line.id, event.currentTarget.checked)} />
                      <span className="rc-line-text" dir="auto"><LineText line={shown} /></span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </section>

          <div className="rc-list-actions">
            <button type="button" className="button secondary" onClick={printList} data-testid="shopping-print">{list.print}</button>
            {confirming ? (
              <div className="rc-confirm" role="group" aria-label={list.clear}>
                <p>{list.clearConfirm}</p>
                <button type="button" className="button secondary" onClick={clear} data-testid="shopping-clear-yes">{list.clearYes}</button>
                <button type="button" className="button secondary" onClick={() => setConfirming(false)} autoFocus>{list.cancel}</button>
              </div>
            ) : (
              <button type="button" className="button secondary" onClick={() => setConfirming(true)} data-testid="shopping-clear">{list.clear}</button>
            )}
          </div>
        </>
      )}

      {ready && kept !== null && <p className="rc-kept">{kept ? list.kept : list.notKept}</p>}
    </section>
  );
}
