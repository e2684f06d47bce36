// Step 1 of a cookbook: the theme, a cuisine (suggested, or the cook's own words), the diet every
// recipe keeps to, the language, how many recipes and how hard. Client checks mirror the
// server's; its field messages land on the fields. Everything typed is kept in local storage, so
// a guest can sign in (the button opens the login dialog) and come back to the same form. The
// whole price (the recipe list + recipes × recipe) shows before anything is spent, against the
// balance; a cookbook the balance cannot finish cannot be started. Back from the plan, the same
// form changes the cookbook's own values: any change is a new plan (its price is said first);
// no change costs nothing and goes back to the recipe list.
// The panel, the kept values and the submit are every kind's (site/components/create/StartForm.tsx).
import { LANGUAGES, LANGUAGE_INFO } from '../../../../../core/languages.ts';
import { DIET_TAGS, type DietTag } from '../../../../../core/recipes.ts';
import { ChoiceField, NativeSelect } from '../../../create/kind-parts.tsx';
import type { KindStartProps } from '../../../create/KindWizard.tsx';
import { keyFor } from '../../../create/storage.ts';
import { StartPanel, submitStart, useStartValues } from '../../../create/StartForm.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { startCookbook, updateCookbookStart, type CookbookCosts, type CookingSkill, type WizardCookbook } from './api.ts';
import { useCookbookT, type CookbookT } from './parts.tsx';
import { PLAN_DRAFT_PREFIX } from './plan-edit.ts';
import {
  bookCookbookStart, cannotPay, COOK_SKILLS, COOKBOOK_START_LIMITS, cookbookPrice, cookbookStartInput, cookbookStartProblems, CUISINE_SUGGESTIONS,
  defaultCookbookStart, mergeCookbookStart, needsNewPlan, RECIPE_COUNT, startProblemMessage, toggleDiet, type CookbookStartValues, type StartField,
} from './start-values.ts';
import { cookbookWizardUrl } from './steps.ts';

export const COOKBOOK_FORM_KEY = 'bookloom.wizard.cookbook';
const COOKBOOK_START_KEY = 'bookloom.wizard.cookbook.startKey';

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName }));

/** The message for a field's problem in these values, or nothing. */
function problemOf(t: CookbookT, values: CookbookStartValues, field: StartField): string | undefined {
  const problem = cookbookStartProblems(values)[field];
  if (!problem) return undefined;
  const { key, values: words } = startProblemMessage(field, problem);
  return t(key, words);
}

export type StartStepProps = KindStartProps<WizardCookbook, CookbookCosts>;

export function StartStep({ lang, viewer, costs, balance, latest = null, onCreditsChanged, book = null }: StartStepProps) {
  const t = useCookbookT();
  const { values, current, update } = useStartValues<CookbookStartValues, WizardCookbook>({
    lang, book, formKey: COOKBOOK_FORM_KEY, defaults: defaultCookbookStart, merge: mergeCookbookStart, fromBook: bookCookbookStart,
  });
  const set = (key: 'theme' | 'cuisine' | 'language' | 'recipeCount') => (value: string) => update((v) => ({ ...v, [key]: value }));
  const setDiet = (tag: DietTag, on: boolean) => update((v) => ({ ...v, diet: toggleDiet(v.diet, tag, on) }));
  const setSkill = (skill: CookingSkill) => update((v) => ({ ...v, skill }));

  const newPlan = book !== null && needsNewPlan(bookCookbookStart(book), values);
  const price = cookbookPrice(costs, values.recipeCount);
  // what the first spend commits to: the whole cookbook (a new one), or a new plan of this one
  const spend = book === null ? price?.total ?? null : newPlan && costs ? costs.plan : null;
  const short = viewer === 'user' && cannotPay(spend, balance);

  const submit = () => {
    const v = current.current;
    return submitStart({
      lang, viewer, short, url: cookbookWizardUrl, formKey: COOKBOOK_FORM_KEY, startKey: COOKBOOK_START_KEY, onCreditsChanged,
      // any change is a new plan; no change goes back to the recipe list
      edit: book && {
        bookId: book.id, dropCopy: PLAN_DRAFT_PREFIX + book.id,
        send: needsNewPlan(bookCookbookStart(book), v) ? () => {
          const { idempotencyKey: _unused, ...input } = cookbookStartInput(v, 'unused-key');
          return updateCookbookStart(book.id, input);
        } : null,
      },
      begin: () => startCookbook(cookbookStartInput(v, keyFor(COOKBOOK_START_KEY, JSON.stringify(v)))),
    });
  };

  const costText = costs === null
    ? null
    : book !== null
      ? newPlan ? t('costs.newPlan', { count: costs.plan }) : t('costs.noChange')
      : price === null
        ? t('costs.parts', { count: costs.recipe, plan: costs.plan })
        : t('costs.cookbook', { count: price.total, plan: price.plan, recipes: price.recipes, recipe: price.recipe });

  return (
    <StartPanel
      t={t} lang={lang} viewer={viewer} prefix="cbw" name="cookbook" editing={book !== null} latest={latest}
      resumeUrl={(step, id) => cookbookWizardUrl(lang, step, id)} resumeAttrs={{ 'data-resume-cookbook': '' }} onSubmit={submit}
      cost={{ text: costText, balance, needed: spend, short }} editLabel={t(newPlan ? 'start.saveNewPlan' : 'start.backToPlan')}
    >
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
          prefix="cbw" label={t('fields.language')} name="language" value={values.language} onChange={set('language')} options={languageOptions} testId="cookbook-language"
        />
      </div>
      <div className="wizard-row">
        <TextInput
          label={t('fields.recipeCount')} name="recipeCount" type="number" required inputMode="numeric"
          min={RECIPE_COUNT.min} max={RECIPE_COUNT.max} step={1} value={values.recipeCount} onChange={set('recipeCount')}
          validate={() => problemOf(t, current.current, 'recipeCount')} data-testid="cookbook-recipe-count"
        />
      </div>

      <ChoiceField prefix="cbw" name="diet" legend={t('fields.diet')} hint={t('fields.dietHint')} required={false} className="cbw-diet" testId="cookbook-diet">
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

      <ChoiceField prefix="cbw" name="skill" legend={t('fields.skill')} className="cbw-skill" testId="cookbook-skill">
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
    </StartPanel>
  );
}
