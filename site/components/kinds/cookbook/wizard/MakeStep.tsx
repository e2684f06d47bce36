// Step 3 of a cookbook: the recipes being written. The wizard polls every second; a row per
// recipe shows its state, and a written one how many it serves, how long it takes and how many
// ingredients it has. Counts of written, being written, waiting and failed recipes; Stop; a
// failed or stopped recipe is tried again with Retry (its own price); when every recipe is
// written, the way to the cookbook's page and to My Books (the panel: site/components/create/MakePanel.tsx).
import { bookHref } from '../../../../../core/kinds.ts';
import type { KindMakeProps } from '../../../create/KindWizard.tsx';
import { MakePanel, PartError, PartStatus, RetryPart, type RowActions } from '../../../create/MakePanel.tsx';
import { textAttrs, type TextAttrs } from '../../../create/text-attrs.ts';
import { cancelCookbook, retryRecipe, type WizardCookbook, type WizardRecipe } from './api.ts';
import { useCookbookT, type CookbookT } from './parts.tsx';

export type MakeStepProps = KindMakeProps<WizardCookbook>;

export function MakeStep({ lang, book, onBook, onStale, onCreditsChanged }: MakeStepProps) {
  const t = useCookbookT();
  const text = textAttrs(book.language);
  return (
    <MakePanel
      t={t} lang={lang} prefix="cbw" book={book} parts={book.recipes} text={text} statusAttr="data-cookbook-status" testId="cookbook-make"
      progressAttrs={{ 'data-testid': 'make-progress' }} cancelAttrs={{ 'data-cancel-recipes': '', 'data-testid': 'make-cancel' }} rowsClassName="cbw-rows"
      open={{ href: bookHref('cookbook', lang, book.slug, book.id), label: t('make.open'), attrs: { 'data-testid': 'open-cookbook' } }}
      cancel={() => cancelCookbook(book.id)} retryPart={retryRecipe} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged}
      renderPart={(r, actions) => <RecipeRow key={r.id} t={t} recipe={r} text={text} actions={actions} />}
    />
  );
}

/** "45 min", "2 h", "1 h 30 min": how long a recipe takes, as a cook reads it. */
function timeText(t: CookbookT, total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return t(hours === 0 ? 'make.time.minutes' : minutes === 0 ? 'make.time.hours' : 'make.time.hoursMinutes', { hours, minutes });
}

function RecipeRow({ t, recipe: r, text, actions }: { t: CookbookT; recipe: WizardRecipe; text: TextAttrs; actions: RowActions }) {
  const headingId = `cbw-row-${r.id}`;
  return (
    <li className={`cbw-row cbw-row--${r.status}`} data-testid="recipe-row" data-status={r.status} aria-labelledby={headingId}>
      <span className="cbw-row-number" aria-hidden="true">{r.position}</span>
      <div className="cbw-row-body">
        <h2 id={headingId} className="cbw-row-title">
          <span className="ui-visually-hidden">{t('make.recipe', { n: r.position })}: </span>
          <span {...text}>{r.title}</span>
        </h2>
        <div className="cbw-row-meta">
          <PartStatus t={t} status={r.status} />
          {r.status === 'done' ? (
            <span className="cbw-row-facts" data-recipe-facts="">
              {[
                r.servings > 0 ? t('make.servings', { count: r.servings }) : null,
                r.totalMinutes > 0 ? timeText(t, r.totalMinutes) : null,
                r.ingredients.length > 0 ? t('make.ingredients', { count: r.ingredients.length }) : null,
              ].filter(Boolean).join(' · ')}
            </span>
          ) : null}
        </div>
        {r.status !== 'done' && r.summary ? <p className="cbw-row-summary" {...text}>{r.summary}</p> : null}
        <PartError part={r} />
      </div>
      <RetryPart t={t} part={r} actions={actions} label={t('make.retryRecipe', { n: r.position })} attrs={{ 'data-retry-recipe': r.position, 'data-testid': 'retry-recipe' }} />
    </li>
  );
}
