// Step 2 of a cookbook: the recipe list. While the writer works, a spinner (the wizard polls
// every second); then an editor: the cookbook's title and one card per recipe with its title and
// a short summary; move a recipe up or down (buttons: keyboard and touch), add one, remove one,
// within 1–12 recipes; two recipes with the same title are refused with a message. Save sends it
// (updateCookbookPlan, free). Until then the edits are kept on this device (local storage) and
// come back after a reload when newer than the server's; leaving with unsaved edits asks first.
// The cook can ask for a new list with a comment (one plan's price), sees what writing the
// recipes costs, and writes them (refused up front when the balance cannot pay for it). The step
// and the editor's state are every kind's (site/components/create/PlanStepFrame.tsx, plan-draft.ts).
import type { RefObject } from 'react';
import { isDietTag } from '../../../../../core/recipes.ts';
import type { KindPlanProps } from '../../../create/KindWizard.tsx';
import { planCopy } from '../../../create/plan-copy.ts';
import { usePlanDraft, type EditorControl } from '../../../create/plan-draft.ts';
import { CardHead, CardsFoot, PlanStepFrame, RestoredNotice, SaveAndWrite } from '../../../create/PlanStepFrame.tsx';
import { textAttrs, type TextAttrs } from '../../../create/text-attrs.ts';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { generateCookbook, regenerateCookbookPlan, updateCookbookPlan, type CookbookPlan, type WizardCookbook, type CookbookCosts } from './api.ts';
import { useCookbookT, type CookbookT } from './parts.tsx';
import {
  draftFromPlan, PLAN_DRAFT_PREFIX, PLAN_LIMITS, planFromDraft, planProblemMessage, planProblems, planReducer, planSignature, restorablePlan, typedPlan,
  type LocalPlanDraft, type PlanAction, type PlanProblem, type RecipeDraft,
} from './plan-edit.ts';
import { recipesPrice } from './start-values.ts';
import { atPlan, cookbookWizardUrl } from './steps.ts';

const GENERATE_KEY_PREFIX = 'bookloom.wizard.cookbook.generateKey.';
const copy = planCopy<LocalPlanDraft>(PLAN_DRAFT_PREFIX);

export type PlanStepProps = KindPlanProps<WizardCookbook, CookbookCosts>;

/** "Italian · Vegetarian and nut-free · Easy": what the cookbook was asked to be. */
function aboutLine(t: CookbookT, lang: string, book: WizardCookbook): string {
  const diet = book.diet.filter(isDietTag).map((tag) => t(`diet.${tag}.name`));
  let dietText = diet.join(', ');
  try {
    dietText = new Intl.ListFormat(lang, { type: 'conjunction' }).format(diet);
  } catch {
    // an engine without list formatting: commas
  }
  return [book.cuisine ?? '', dietText, t(`skill.${book.skill}.name`)].filter(Boolean).join(' · ');
}

export function PlanStep(props: PlanStepProps) {
  const { book, lang, costs, onBook, onStale, onCreditsChanged } = props;
  const t = useCookbookT();
  return (
    <PlanStepFrame
      book={book} plan={book.plan} canGoBack={atPlan(book)} startUrl={(id) => cookbookWizardUrl(lang, 'start', id)} sectionClass="cbw-plan"
      titleId="cbw-plan-title" stateAttr="data-plan-state" newPlanResets onBook={onBook}
      words={{
        back: t('plan.back'), title: t('plan.title'), writing: t('plan.writing'), writingHint: t('plan.writingHint'), cancelled: t('plan.cancelled'),
        startNew: t('actions.startNew'), failed: t('plan.failed'), lead: t('plan.lead'), leaveConfirm: () => t('plan.leaveConfirm'),
      }}
      editor={(initial, control) => <PlanEditor {...props} initial={initial} control={control} />}
      askAgain={{ t, testId: 'new-plan', regenerate: regenerateCookbookPlan, copy, planCost: costs ? costs.plan : null, onStale, onCreditsChanged }}
    />
  );
}

function problemText(t: CookbookT, place: string, problem: PlanProblem | undefined, shown: boolean): string | undefined {
  if (!problem || !shown) return undefined;
  const { key, values } = planProblemMessage(place, problem);
  return t(key, values);
}

function PlanEditor(props: PlanStepProps & { initial: CookbookPlan; control?: RefObject<EditorControl | null> }) {
  const { lang, book, costs, balance, initial, onBook, onStale, onCreditsChanged, control } = props;
  const t = useCookbookT();
  const editor = usePlanDraft({
    book, initial, copy, restore: (stored) => restorablePlan(stored, { updatedAt: book.updatedAt, plan: initial }),
    draftOf: (plan) => draftFromPlan(plan), reducer: planReducer, reset: (plan): PlanAction => ({ type: 'reset', plan }), problemsOf: planProblems,
    planOf: planFromDraft, typedOf: typedPlan, signature: planSignature, copyOf: (plan, editedAt, base): LocalPlanDraft => ({ plan, editedAt, base }),
    problemField: (place) => {
      const [kind, key] = place.split(':');
      return kind === 'title' ? 'cbw-plan-book-title' : kind === 'recipe' ? `cbw-recipe-${key}-title` : `cbw-recipe-${key}-summary`;
    },
    words: { fixFirst: () => t('plan.fixFirst'), saved: () => t('plan.saved') },
    send: updateCookbookPlan, generate: generateCookbook, generateKeyPrefix: GENERATE_KEY_PREFIX, generateUrl: cookbookWizardUrl(lang, 'generate', book.id),
    price: (draft) => recipesPrice(costs, draft.recipes.length), balance, onBook, onStale, onCreditsChanged, control,
  });
  const { draft, problems, change, shown, focus, total } = editor;
  const text = textAttrs(book.language);
  const count = draft.recipes.length;

  const move = (index: number, by: -1 | 1, key: string) => editor.moveCard({ type: 'move', recipe: index, by }, `cbw-recipe-${key}`, index, by, count);
  const remove = (index: number) => editor.removeCard({ type: 'remove', recipe: index }, draft.recipes, index, (key) => `cbw-recipe-${key}-title`);
  const add = () => {
    change({ type: 'add' });
    focus(`cbw-recipe-r${draft.nextKey}-title`);
  };

  return (
    <div className="cbw-editor" data-plan-state="editing" data-testid="cookbook-plan">
      <RestoredNotice editor={editor} text={t('plan.restored')} discard={t('plan.discard')} />
      <TextInput
        id="cbw-plan-book-title" label={t('plan.bookTitle')} required maxLength={PLAN_LIMITS.titleMax} value={draft.title} {...text}
        onChange={(title) => change({ type: 'setTitle', title }, 'title')} error={problemText(t, 'title', problems.title, shown('title'))}
        data-testid="plan-title"
      />
      <p className="cbw-plan-about" data-plan-about="">{aboutLine(t, lang, book)}</p>

      <ol className="cbw-recipes">
        {draft.recipes.map((r, index) => (
          <RecipeCard
            key={r.key} t={t} index={index} count={count} recipe={r} text={text} problems={problems} shown={shown}
            onChange={change} onMove={(by) => move(index, by, r.key)} onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <CardsFoot
        className="cbw-recipes-foot" countClass="cbw-plan-count" countAttr="data-recipe-count" addTestId="add-recipe" count={count} max={PLAN_LIMITS.recipesMax} onAdd={add}
        words={{
          add: t('plan.addRecipe'), count: t('plan.count', { count, min: PLAN_LIMITS.recipesMin, max: PLAN_LIMITS.recipesMax }),
          atMax: t('plan.atMax', { max: PLAN_LIMITS.recipesMax }),
        }}
      />

      <SaveAndWrite
        editor={editor} lang={lang} prefix="cbw" balance={balance} saveTestId="plan-save" writeTestId="plan-write"
        costText={costs === null || total === null ? null : t('costs.recipes', { count: total, recipes: count, recipe: costs.recipe })}
        costAttrs={{ 'data-testid': 'cookbook-write-cost' }}
        words={{
          state: t(`plan.save.${editor.state}`), save: t('plan.saveButton'), writeTitle: t('plan.writeTitle'), write: total === null ? t('plan.write') : t('plan.writeFor', { count: total }),
          writeHint: t('plan.writeHint'), what: t('credits.what'), whatBuy: t('credits.whatBuy'),
        }}
      />
    </div>
  );
}

function RecipeCard({ t, index, count, recipe: r, text, problems, shown, onChange, onMove, onRemove }: {
  t: CookbookT; index: number; count: number; recipe: RecipeDraft; text: TextAttrs;
  problems: Record<string, PlanProblem>; shown: (place: string) => boolean; onChange: (action: PlanAction, place?: string) => void;
  onMove: (by: -1 | 1) => void; onRemove: () => void;
}) {
  const n = index + 1;
  const id = (part: string) => `cbw-recipe-${r.key}-${part}`;
  const titlePlace = `recipe:${r.key}`;
  const summaryPlace = `summary:${r.key}`;
  return (
    <li className="cbw-recipe" data-testid="plan-recipe" aria-labelledby={id('heading')}>
      <CardHead
        card="cbw-recipe" id={id} heading={t('plan.recipe', { n })} index={index} count={count} min={PLAN_LIMITS.recipesMin} onMove={onMove} onRemove={onRemove}
        words={{ up: t('plan.moveUp', { n }), down: t('plan.moveDown', { n }), remove: t('plan.remove', { n }) }} removeTestId="remove-recipe"
      />
      <TextInput
        id={id('title')} label={t('plan.recipeTitle', { n })} required maxLength={PLAN_LIMITS.titleMax} value={r.title} {...text}
        onChange={(title) => onChange({ type: 'setRecipeTitle', recipe: index, title }, titlePlace)}
        error={problemText(t, titlePlace, problems[titlePlace], shown(titlePlace))}
        placeholder={t('plan.recipeTitlePlaceholder')} autoComplete="off" data-testid="recipe-title"
      />
      <TextArea
        id={id('summary')} label={t('plan.summary', { n })} required maxLength={PLAN_LIMITS.summaryMax} value={r.summary} {...text}
        onChange={(summary) => onChange({ type: 'setSummary', recipe: index, summary }, summaryPlace)}
        error={problemText(t, summaryPlace, problems[summaryPlace], shown(summaryPlace))}
        placeholder={t('plan.summaryPlaceholder')} minRows={2} maxRows={5} data-testid="recipe-summary"
      />
    </li>
  );
}
