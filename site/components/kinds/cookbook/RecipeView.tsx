// A cookbook's recipe, read and cooked (issue 13): the ingredients for the servings the cook
// chooses (1–24) in metric or US units, the numbered steps with their time and temperature, the
// tips; the recipe put on the shopping list (./shopping.ts, this browser only); and cook mode, one
// step at a time in large type with the screen kept on where the browser allows (Screen Wake Lock).
// Quantities are scaled, converted and written by core/recipes.ts (./recipe-view.ts), so the page,
// the print and the shopping list agree. The server renders the recipe at its own servings in
// metric units, readable and printable without JavaScript; the cook's remembered unit system and
// the servings of a recipe already on the list apply once the island has started.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isLangCode, LANGUAGE_INFO } from '../../../../core/languages.ts';
import type { UnitSystem } from '../../../../core/recipes.ts';
import { formatCount } from '../../../lib/plural.ts';
import { textAttrs, type TextAttrs } from '../../create/text-attrs.ts';
import { clampServings, ingredientGroups, SERVINGS_RANGE, stepLabels, type IngredientGroup, type IngredientLine, type RecipeContent } from './recipe-view.ts';
import { $kept, $shopping, $units, addToList, connectShopping, removeFromList, setListServings, setUnits } from './shopping.ts';
import { fill, type RecipeStrings, type UnitToggleStrings } from './strings.ts';

export type { RecipeStrings } from './strings.ts';
export type { RecipeContent } from './recipe-view.ts';

export interface RecipeViewProps {
  /** the recipe's content (the kind's Recipe; only these fields are read) */
  recipe: RecipeContent;
  /** the recipe's id: the shopping list knows it by this */
  recipeId: string;
  /** the recipe's page, linked from the shopping list */
  href: string;
  /** the page's language code (core/languages.ts): the view's own words are in it */
  lang: string;
  /** the cookbook's language: the recipe's own words (ingredients, steps, tips) are marked with it,
   * so an Italian recipe reads left to right on the Arabic site, and an ingredient line is written
   * in it whole: "1,5 l", "2 cucchiai", "aglio, schiacciato" on any page */
  bookLanguage: string;
  /** recipeStrings(translator(lang, 'cookbook')) from ./strings.ts */
  strings: RecipeStrings;
  /** the shopping list's page (the cookbook's), linked once the recipe is on the list */
  shoppingListHref?: string;
}

const dirOf = (lang: string): 'ltr' | 'rtl' => (isLangCode(lang) ? LANGUAGE_INFO[lang].dir : 'ltr');

export default function RecipeView({ recipe, recipeId, href, lang, bookLanguage, strings, shoppingListHref }: RecipeViewProps) {
  const uid = useId();
  const text = textAttrs(bookLanguage);
  // the server knows nothing of this browser: until the island has started, the recipe as written
  const [ready, setReady] = useState(false);
  const [servings, setServings] = useState(recipe.servings);
  const [cooking, setCooking] = useState(false);
  const chosenUnits = useStore($units);
  const list = useStore($shopping);
  const kept = useStore($kept);
  const cookButton = useRef<HTMLButtonElement>(null);
  const system: UnitSystem = ready ? chosenUnits : 'metric';
  const onList = ready && list.recipes.some((r) => r.recipeId === recipeId);

  useEffect(() => {
    const disconnect = connectShopping();
    const saved = $shopping.get().recipes.find((r) => r.recipeId === recipeId);
    if (saved) setServings(clampServings(saved.servings));
    setReady(true);
    return disconnect;
  }, [recipeId]);

  const groups = useMemo(() => ingredientGroups(recipe, servings, system, bookLanguage, strings.units), [recipe, servings, system, bookLanguage, strings.units]);

  const changeServings = (n: number) => {
    const next = clampServings(n);
    setServings(next);
    if (onList) setListServings(recipeId, next);
  };
  const toggleList = () => {
    if (onList) removeFromList(recipeId);
    else addToList({ recipeId, title: recipe.title, href, servings, ingredients: [...recipe.ingredients], baseServings: recipe.servings, language: lang });
  };
  const closeCookMode = () => {
    setCooking(false);
    cookButton.current?.focus();
  };

  return (
    <section className="rc-view" aria-label={strings.view.label} data-testid="recipe-view">
      <div className="rc-controls">
        <ServingsStepper id={`${uid}-servings`} value={servings} onChange={changeServings} strings={strings} />
        <UnitToggle value={system} onChange={setUnits} strings={strings.view} />
        <div className="rc-actions">
          <button type="button" className={`button ${onList ? 'secondary' : 'primary'} rc-list-button`} onClick={toggleList} data-testid="add-to-list">
            {onList ? strings.view.onList : strings.view.addToList}
          </button>
          {onList && shoppingListHref && <a className="rc-see-list" href={shoppingListHref}>{strings.view.seeList}</a>}
          <button ref={cookButton} type="button" className="button secondary rc-cook-button" onClick={() => setCooking(true)} data-testid="cook-mode">
            {strings.view.cookMode}
          </button>
        </div>
      </div>
      {kept === false && <p className="rc-kept">{strings.view.notKept}</p>}

      <section className="rc-ingredients" aria-labelledby={`${uid}-ingredients`}>
        <h2 id={`${uid}-ingredients`}>{strings.ingredients}</h2>
        <p className="rc-for" aria-live="polite" data-testid="servings-note">{formatCount(strings.forServings, servings)}</p>
        <IngredientList groups={groups} text={text} testId="ingredient" />
      </section>

      <section className="rc-method" aria-labelledby={`${uid}-steps`}>
        <h2 id={`${uid}-steps`}>{strings.steps}</h2>
        <ol className="rc-steps">
          {recipe.steps.map((step, i) => (
            <li key={i} className="rc-step" data-testid="step">
              <p className="rc-step-text" {...text}>{step.text}</p>
              <StepMeta labels={stepLabels(step, system, strings.time)} strings={strings} />
            </li>
          ))}
        </ol>
      </section>

      {recipe.tips.length > 0 && (
        <section className="rc-tips" aria-labelledby={`${uid}-tips`}>
          <h2 id={`${uid}-tips`}>{strings.tips}</h2>
          <ul className="rc-tip-list" {...text}>{recipe.tips.map((tip, i) => <li key={i}>{tip}</li>)}</ul>
        </section>
      )}

      {cooking && (
        <CookMode recipe={recipe} groups={groups} servings={servings} system={system} lang={lang} text={text} strings={strings} onClose={closeCookMode} />
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------

function ServingsStepper({ id, value, onChange, strings }: { id: string; value: number; onChange: (n: number) => void; strings: RecipeStrings }) {
  // what the cook is typing, so the field can be cleared and a new number typed (a number in
  // range applies at once); otherwise the field shows the servings themselves, in the same render
  // as the + and − buttons change them (no effect copying the value a frame later)
  const [draft, setDraft] = useState<string | null>(null);
  const { min, max } = SERVINGS_RANGE;
  const step = (by: -1 | 1) => {
    setDraft(null);
    if ((by < 0 && value > min) || (by > 0 && value < max)) onChange(value + by);
  };
  return (
    <div className="rc-servings" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} className="rc-control-label" htmlFor={`${id}-input`}>{strings.view.servings}</label>
      <div className="rc-stepper">
        <button type="button" className="rc-stepper-button" aria-label={strings.view.fewer} aria-disabled={value <= min} onClick={() => step(-1)} data-testid="servings-less">
          <span aria-hidden="true">−</span>
        </button>
        <input id={`${id}-input`} className="rc-stepper-input" type="number" inputMode="numeric" min={min} max={max} step={1} value={draft ?? String(value)}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setDraft(typed);
            const n = Number(typed);
            if (typed.trim() !== '' && Number.isInteger(n) && n >= min && n <= max) onChange(n);
          }}
          onBlur={() => setDraft(null)} data-testid="servings-input" />
        <button type="button" className="rc-stepper-button" aria-label={strings.view.more} aria-disabled={value >= max} onClick={() => step(1)} data-testid="servings-more">
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

/** Metric / US: two buttons, the chosen one pressed. Shared with the shopping list. */
export function UnitToggle({ value, onChange, strings }: { value: UnitSystem; onChange: (system: UnitSystem) => void; strings: UnitToggleStrings }) {
  return (
    <div className="rc-units" role="group" aria-label={strings.units}>
      <span className="rc-control-label" aria-hidden="true">{strings.units}</span>
      <span className="rc-toggle">
        {(['metric', 'us'] as const).map((s) => (
          <button key={s} type="button" className="rc-toggle-button" aria-pressed={value === s} onClick={() => onChange(s)} data-testid={`units-${s}`}>
            {strings[s]}
          </button>
        ))}
      </span>
    </div>
  );
}

function IngredientList({ groups, text, testId }: { groups: IngredientGroup[]; text: TextAttrs; testId: string }) {
  return (
    <div className="rc-ingredient-groups">
      {groups.map((group, g) => (
        <div key={g} className="rc-ingredient-group">
          {group.heading && <h3 className="rc-group-heading" {...text}>{group.heading}</h3>}
          <ul className="rc-ingredient-list" {...text}>
            {group.lines.map((line, i) => <li key={i} className="rc-ingredient" data-testid={testId}><LineText line={line} /></li>)}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** "<b>3 cloves</b> garlic, crushed": the amount and unit stand out. */
export function LineText({ line }: { line: IngredientLine }): ReactNode {
  const measure = [line.amount, line.unit].filter(Boolean).join(' ');
  return (
    <>
      {measure && <><span className="rc-amount">{measure}</span> </>}
      <span className="rc-item">{line.item}</span>
      {line.note && <span className="rc-note">{line.comma}{line.note}</span>}
      {line.trailing && <span className="rc-note">{line.comma}{line.trailing}</span>}
    </>
  );
}

function StepMeta({ labels, strings }: { labels: { time: string; temperature: string }; strings: RecipeStrings }) {
  if (!labels.time && !labels.temperature) return null;
  return (
    <p className="rc-step-meta">
      {labels.time && (
        <span className="rc-step-time" data-testid="step-time">
          <span aria-hidden="true">⏱ </span><span className="visually-hidden">{strings.view.time} </span>{labels.time}
        </span>
      )}
      {labels.temperature && (
        <span className="rc-step-temperature" data-testid="step-temperature">
          <span aria-hidden="true">🌡 </span><span className="visually-hidden">{strings.view.temperature} </span>{labels.temperature}
        </span>
      )}
    </p>
  );
}

// ---------------------------------------------------------------------------------------------
// Cook mode

type WakeState = 'asking' | 'held' | 'unavailable';

/**
 * Keeps the screen on while mounted where the browser allows it (Screen Wake Lock): asks again when
 * the page is visible again (the browser lets go of the lock when it is hidden), lets go on unmount.
 * 'unavailable' when the browser has no wake lock or refuses it: never an error.
 */
function useWakeLock(): WakeState {
  const [state, setState] = useState<WakeState>('asking');
  useEffect(() => {
    if (!('wakeLock' in navigator) || !navigator.wakeLock) {
      setState('unavailable');
      return;
    }
    const wakeLock = navigator.wakeLock;
    let active = true;
    let sentinel: WakeLockSentinel | null = null;
    const letGo = (lock: WakeLockSentinel) => { Promise.resolve().then(() => lock.release()).catch(() => {}); };
    const request = async () => {
      try {
        const lock = await wakeLock.request('screen');
        if (!active) return letGo(lock);
        sentinel = lock;
        setState('held');
        lock.addEventListener?.('release', () => {
          if (!active || sentinel !== lock) return;
          sentinel = null;
          setState('asking');
        });
      } catch {
        if (active) setState('unavailable');
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel) letGo(sentinel);
      sentinel = null;
    };
  }, []);
  return state;
}

interface CookModeProps {
  recipe: RecipeContent;
  groups: IngredientGroup[];
  servings: number;
  system: UnitSystem;
  lang: string;
  /** lang and dir of the recipe's own words (its book's language) */
  text: TextAttrs;
  strings: RecipeStrings;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** One step at a time over the page: Previous / Next and the arrow keys, Escape closes; the focus stays inside until then. */
function CookMode({ recipe, groups, servings, system, lang, text, strings, onClose }: CookModeProps) {
  const uid = useId();
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const stepBox = useRef<HTMLDivElement>(null);
  const wake = useWakeLock();
  const count = recipe.steps.length;
  const step = recipe.steps[index]!;
  const rtl = dirOf(lang) === 'rtl';
  const go = (by: -1 | 1) => setIndex((i) => Math.min(count - 1, Math.max(0, i + by)));

  // the latest handlers for the document's listener, which is added once
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    } else if (event.key === 'Tab' && dialog.current) {
      const inside = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('rc-cooking');
    stepBox.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('rc-cooking');
    };
  }, []);

  const labels = stepLabels(step, system, strings.time);
  const wakeText = wake === 'held' ? strings.cook.wakeHeld : wake === 'unavailable' ? strings.cook.wakeUnavailable : '';

  return createPortal(
    <div className="rc-cook" role="dialog" aria-modal="true" aria-labelledby={`${uid}-title`} ref={dialog} dir={dirOf(lang)} data-testid="cook-dialog">
      <div className="rc-cook-bar">
        <p className="rc-cook-title" id={`${uid}-title`}>{strings.cook.title}: <span {...text}>{recipe.title}</span></p>
        <button type="button" className="rc-cook-close" onClick={onClose} aria-label={strings.cook.close} data-testid="cook-close">
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="rc-cook-body">
        <p className="rc-cook-count" data-testid="cook-count">{fill(strings.cook.stepOf, { n: index + 1, count })}</p>
        <div className="rc-cook-step" ref={stepBox} tabIndex={-1} aria-live="polite" aria-describedby={`${uid}-keys`} data-testid="cook-step">
          <p className="rc-cook-text" {...text}>{step.text}</p>
          <StepMeta labels={labels} strings={strings} />
        </div>
        <p className="visually-hidden" id={`${uid}-keys`}>{strings.cook.keys}</p>
        <details className="rc-cook-ingredients">
          <summary>{formatCount(strings.cookIngredients, servings)}</summary>
          <IngredientList groups={groups} text={text} testId="cook-ingredient" />
        </details>
      </div>
      <div className="rc-cook-nav">
        <button type="button" className="button secondary rc-cook-prev" aria-disabled={index === 0} onClick={() => go(-1)} data-testid="cook-prev">
          <span aria-hidden="true">{rtl ? '→' : '←'} </span>{strings.cook.previous}
        </button>
        <button type="button" className="button primary rc-cook-next" aria-disabled={index === count - 1} onClick={() => go(1)} data-testid="cook-next">
          {strings.cook.next}<span aria-hidden="true"> {rtl ? '←' : '→'}</span>
        </button>
      </div>
      <p className="rc-wake" aria-live="polite" data-testid="wake-lock-status">{wakeText}</p>
    </div>,
    document.body,
  );
}
