// Step 1 of a cookbook: the theme, a cuisine (suggested, or the cook's own words), the diet every
// recipe keeps to, the language, how many recipes and how hard. Client checks mirror the
// server's; its field messages land on the fields. Everything typed is kept in local storage, so
// a guest can sign in (the button opens the login dialog) and come back to the same form. The
// whole price (the recipe list + recipes × recipe) shows before anything is spent, against the
// balance; a cookbook the balance cannot finish cannot be started. Back from the plan, the same
// form changes the cookbook's own values: any change is a new plan (its price is said first);
// no change costs nothing and goes back to the recipe list.
import { useEffect, useRef, useState } from 'react';
import { LANGUAGES, LANGUAGE_INFO } from '../../../../../core/languages.ts';
import { DIET_TAGS, type DietTag } from '../../../../../core/recipes.ts';
import { requireLogin } from '../../../../stores/navigation.ts';
import { errorKind } from '../../../create/api.ts';
import { Alert, CreditsShort, useCreateT } from '../../../create/parts.tsx';
import { clearStartKey, keyFor, storage } from '../../../create/storage.ts';
import type { Viewer } from '../../../create/viewer.ts';
import { Button } from '../../../ui/Button.tsx';
import { Form } from '../../../ui/Form.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { startCookbook, updateCookbookStart, type CookbookCosts, type CookingSkill, type WizardCookbook } from './api.ts';
import { ChoiceField, NativeSelect, useCookbookT, type CookbookT } from './parts.tsx';
import { PLAN_DRAFT_PREFIX } from './plan-edit.ts';
import {
  bookCookbookStart, cannotPay, COOK_SKILLS, COOKBOOK_START_LIMITS, cookbookPrice, cookbookStartInput, cookbookStartProblems, CUISINE_SUGGESTIONS,
  defaultCookbookStart, mergeCookbookStart, needsNewPlan, RECIPE_COUNT, startProblemMessage, toggleDiet, type CookbookStartValues, type StartField,
} from './start-values.ts';
import { cookbookWizardUrl } from './steps.ts';

export const COOKBOOK_FORM_KEY = 'bookloom.wizard.cookbook';
const COOKBOOK_START_KEY = 'bookloom.wizard.cookbook.startKey';

export function loadCookbookStart(lang: string): CookbookStartValues {
  const defaults = defaultCookbookStart(lang);
  try {
    const raw = storage('local')?.getItem(COOKBOOK_FORM_KEY);
    return raw ? mergeCookbookStart(defaults, JSON.parse(raw)) : defaults;
  } catch {
    return defaults;
  }
}

function saveCookbookStart(values: CookbookStartValues): void {
  try {
    storage('local')?.setItem(COOKBOOK_FORM_KEY, JSON.stringify(values));
  } catch {
    // full or disabled: the form still works, it just won't survive a reload
  }
}

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName }));

/** The message for a field's problem in these values, or nothing. */
function problemOf(t: CookbookT, values: CookbookStartValues, field: StartField): string | undefined {
  const problem = cookbookStartProblems(values)[field];
  if (!problem) return undefined;
  const { key, values: words } = startProblemMessage(field, problem);
  return t(key, words);
}

export interface StartStepProps {
  lang: string;
  viewer: Viewer;
  costs: CookbookCosts | null;
  balance: number | null;
  /** the cook's latest unfinished cookbook, offered to continue */
  latest?: { id: string; title: string; step: 'start' | 'outline' | 'generate' } | null | undefined;
  onCreditsChanged?: (() => void) | undefined;
  /** back from this cookbook's plan: its own start values, changed in place */
  book?: WizardCookbook | null | undefined;
}

export function StartStep({ lang, viewer, costs, balance, latest = null, onCreditsChanged, book = null }: StartStepProps) {
  const t = useCookbookT();
  const ct = useCreateT();
  const [values, setValues] = useState<CookbookStartValues>(() => (book ? bookCookbookStart(book) : defaultCookbookStart(lang)));
  const current = useRef(values);

  // what was typed before (a guest before signing in, or a reload) comes back; a cookbook's own
  // values are its own
  useEffect(() => {
    const stored = book ? bookCookbookStart(book) : loadCookbookStart(lang);
    current.current = stored;
    setValues(stored);
  }, [lang, book]);

  const update = (change: (v: CookbookStartValues) => CookbookStartValues) => {
    const next = change(current.current);
    current.current = next;
    setValues(next);
    if (!book) saveCookbookStart(next);
  };
  const set = (key: 'theme' | 'cuisine' | 'language' | 'recipeCount') => (value: string) => update((v) => ({ ...v, [key]: value }));
  const setDiet = (tag: DietTag, on: boolean) => update((v) => ({ ...v, diet: toggleDiet(v.diet, tag, on) }));
  const setSkill = (skill: CookingSkill) => update((v) => ({ ...v, skill }));

  const newPlan = book !== null && needsNewPlan(bookCookbookStart(book), values);
  const price = cookbookPrice(costs, values.recipeCount);
  // what the first spend commits to: the whole cookbook (a new one), or a new plan of this one
  const spend = book === null ? price?.total ?? null : newPlan && costs ? costs.plan : null;
  const short = viewer === 'user' && cannotPay(spend, balance);

  const submit = async () => {
    if (viewer !== 'user') {
      // the login dialog, then back here: the page reloads and the fields come back from storage
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    if (short) return;
    const v = current.current;
    if (book) {
      if (needsNewPlan(bookCookbookStart(book), v)) {
        try {
          const { idempotencyKey: _unused, ...input } = cookbookStartInput(v, 'unused-key');
          await updateCookbookStart(book.id, input);
        } catch (error) {
          if (errorKind(error) === 'notEnoughCredits') {
            onCreditsChanged?.();
            return;
          }
          throw error; // the form shows it, field messages on their fields
        }
        storage('local')?.removeItem(PLAN_DRAFT_PREFIX + book.id); // the new plan replaces the edits of the old one
      }
      location.assign(cookbookWizardUrl(lang, 'outline', book.id));
      await new Promise<never>(() => undefined);
    }
    let started;
    try {
      started = await startCookbook(cookbookStartInput(v, keyFor(COOKBOOK_START_KEY, JSON.stringify(v))));
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'notEnoughCredits') {
        onCreditsChanged?.(); // the balance read again: the one message about credits shows
        return;
      }
      if (kind === 'unauthenticated') {
        requireLogin(`${location.pathname}${location.search}`);
        return;
      }
      throw error;
    }
    storage('local')?.removeItem(COOKBOOK_FORM_KEY);
    clearStartKey();
    storage('session')?.removeItem(COOKBOOK_START_KEY);
    location.assign(cookbookWizardUrl(lang, 'outline', started.id));
    await new Promise<never>(() => undefined); // busy until the next page shows
  };

  const costText = costs === null
    ? ct('costs.loading')
    : book !== null
      ? newPlan ? t('costs.newPlan', { count: costs.plan }) : t('costs.noChange')
      : price === null
        ? t('costs.parts', { count: costs.recipe, plan: costs.plan })
        : t('costs.cookbook', { count: price.total, plan: price.plan, recipes: price.recipes, recipe: price.recipe });

  return (
    <section className="wizard-panel cbw-start" aria-labelledby="cbw-start-title">
      <h1 id="cbw-start-title">{t(book ? 'start.editTitle' : 'start.title')}</h1>
      <p className="wizard-lead">{t(book ? 'start.editLead' : 'start.lead')}</p>
      {latest && !book ? (
        <Alert kind="info">
          <p>
            {t('start.resume', { title: latest.title })}{' '}
            <a href={cookbookWizardUrl(lang, latest.step, latest.id)} data-resume-cookbook="">{t('start.resumeLink')}</a>
          </p>
        </Alert>
      ) : null}
      <Form onSubmit={submit} className="wizard-form" aria-labelledby="cbw-start-title" data-testid="cookbook-start" data-wizard-form="cookbook-start">
        <TextArea
          label={t('fields.theme')} name="theme" required maxLength={COOKBOOK_START_LIMITS.theme} value={values.theme} onChange={set('theme')}
          placeholder={t('fields.themePlaceholder')} minRows={2} maxRows={6} data-testid="cookbook-theme"
          validate={() => problemOf(t, current.current, 'theme')}
        />
        <div className="wizard-row">
          <div className="cbw-cuisine">
            <TextInput
              label={t('fields.cuisine')} name="cuisine" maxLength={COOKBOOK_START_LIMITS.cuisine} value={values.cuisine} onChange={set('cuisine')}
              placeholder={t('fields.cuisinePlaceholder')} autoComplete="off" list="cbw-cuisines" data-testid="cookbook-cuisine"
              validate={() => problemOf(t, current.current, 'cuisine')}
            />
            <datalist id="cbw-cuisines">
              {CUISINE_SUGGESTIONS.map((c) => <option key={c} value={t(`cuisines.${c}`)} />)}
            </datalist>
            <p className="wizard-hint">{t('fields.cuisineHint')}</p>
          </div>
          <NativeSelect
            label={t('fields.language')} name="language" value={values.language} onChange={set('language')} options={languageOptions} testId="cookbook-language"
          />
        </div>
        <div className="wizard-row">
          <TextInput
            label={t('fields.recipeCount')} name="recipeCount" type="number" required inputMode="numeric"
            min={RECIPE_COUNT.min} max={RECIPE_COUNT.max} step={1} value={values.recipeCount} onChange={set('recipeCount')}
            validate={() => problemOf(t, current.current, 'recipeCount')} data-testid="cookbook-recipe-count"
          />
        </div>

        <ChoiceField name="diet" legend={t('fields.diet')} hint={t('fields.dietHint')} required={false} className="cbw-diet" testId="cookbook-diet">
          <div className="cbw-diet-grid">
            {DIET_TAGS.map((tag) => {
              const on = values.diet.includes(tag);
              return (
                <label key={tag} className={on ? 'cbw-tag is-chosen' : 'cbw-tag'} data-diet={tag}>
                  <input type="checkbox" name="diet" value={tag} checked={on} onChange={(event) => setDiet(tag, event.target.checked)} data-testid={`diet-${tag}`} />
                  <span className="cbw-tag-text">
                    <span className="cbw-tag-name">{t(`diet.${tag}.name`)}</span>
                    <span className="cbw-tag-hint">{t(`diet.${tag}.hint`)}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </ChoiceField>

        <ChoiceField name="skill" legend={t('fields.skill')} className="cbw-skill" testId="cookbook-skill">
          <div className="cbw-skills">
            {COOK_SKILLS.map((skill) => (
              <label key={skill} className={skill === values.skill ? 'cbw-skill-choice is-chosen' : 'cbw-skill-choice'} data-skill={skill}>
                <input type="radio" name="skill" value={skill} checked={skill === values.skill} onChange={() => setSkill(skill)} data-testid={`skill-${skill}`} />
                <span className="cbw-tag-text">
                  <span className="cbw-tag-name">{t(`skill.${skill}.name`)}</span>
                  <span className="cbw-tag-hint">{t(`skill.${skill}.hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </ChoiceField>

        <p className="wizard-cost" data-cost="" data-testid="cookbook-cost">
          {costText}
          {viewer === 'user' && balance !== null && costs !== null && !short ? ` ${ct('costs.balance', { count: balance })}` : null}
        </p>
        {short && spend !== null && balance !== null ? (
          <CreditsShort lang={lang} needed={spend} balance={balance} explain={{ what: t('credits.what'), whatBuy: t('credits.whatBuy') }} />
        ) : null}
        {viewer === 'guest' ? <p className="wizard-hint">{t('start.guestNote')}</p> : null}
        <div className="wizard-actions">
          <Button type="submit" disabled={viewer === 'pending' || short} data-testid="cookbook-submit">
            {t(book ? (newPlan ? 'start.saveNewPlan' : 'start.backToPlan') : viewer === 'guest' ? 'start.submitGuest' : 'start.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
