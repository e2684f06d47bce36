// Step 3 of a cookbook: the recipes being written. The wizard polls every second; a row per
// recipe shows its state, and a written one how many it serves, how long it takes and how many
// ingredients it has. Counts of written, being written, waiting and failed recipes; Stop; a
// failed or stopped recipe is tried again with Retry (its own price); when every recipe is
// written, the way to the cookbook's page and to My Books.
import { bookHref } from '../../../../../core/kinds.ts';
import { RETRYABLE, usePartActions } from '../../../create/part-actions.ts';
import { Alert, OfflineBadge, Spinner } from '../../../create/parts.tsx';
import { myBooksUrl } from '../../../create/steps.ts';
import { Button } from '../../../ui/Button.tsx';
import { cancelCookbook, retryRecipe, type WizardCookbook, type WizardRecipe } from './api.ts';
import { bookText, useCookbookT, type CookbookT, type TextAttrs } from './parts.tsx';

export interface MakeStepProps {
  lang: string;
  book: WizardCookbook;
  onBook: (book: WizardCookbook) => void;
  /** load the cookbook again (after a retry, or when it changed elsewhere) */
  onStale: () => Promise<void> | void;
  onCreditsChanged: () => void;
}

export function MakeStep({ lang, book, onBook, onStale, onCreditsChanged }: MakeStepProps) {
  const t = useCookbookT();
  const recipes = book.recipes;
  const { busy, failure, retryable, cancel, retry, retryAll } = usePartActions({
    parts: recipes, cancel: () => cancelCookbook(book.id), retryPart: retryRecipe, onBook, onStale, onCreditsChanged,
  });
  const count = (status: string) => recipes.filter((r) => r.status === status).length;
  const written = count('done');
  const writing = count('writing');
  const waiting = count('queued');
  const failed = count('failed');
  const text = bookText(book.language);

  return (
    <section className="wizard-panel cbw-make" aria-labelledby="cbw-make-title" data-cookbook-status={book.status} data-testid="cookbook-make">
      <h1 id="cbw-make-title">{t(book.status === 'done' ? 'make.doneTitle' : 'make.title')}</h1>
      <p className="wizard-book-title" {...text}>{book.title}</p>
      {book.offlineDraft ? <OfflineBadge /> : null}

      <div className="wizard-progress" data-testid="make-progress">
        <progress max={Math.max(1, recipes.length)} value={written} aria-label={t('make.progressLabel')} />
        <p data-progress="">{t('make.progress', { done: written, total: recipes.length })}</p>
        <ul className="cbw-counts" aria-label={t('make.countsLabel')}>
          <li data-count="done">{t('make.counts.done', { count: written })}</li>
          {writing > 0 ? <li data-count="writing">{t('make.counts.writing', { count: writing })}</li> : null}
          {waiting > 0 ? <li data-count="queued">{t('make.counts.queued', { count: waiting })}</li> : null}
          {failed > 0 ? <li data-count="failed" className="cbw-count--failed">{t('make.counts.failed', { count: failed })}</li> : null}
        </ul>
      </div>

      {book.status === 'generating' ? (
        <div className="wizard-busy">
          <Spinner label={t('make.working')} />
          <div className="wizard-actions">
            <Button kind="destroy" size="small" loading={busy === 'cancel'} onClick={() => void cancel()} data-cancel-recipes="" data-testid="make-cancel">
              {t('make.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {book.status === 'done' ? (
        <Alert kind="success">
          <p>{t('make.done')}</p>
          <p className="wizard-actions">
            <Button href={bookHref('cookbook', lang, book.slug, book.id)} data-testid="open-cookbook" data-read-book="">{t('make.open')}</Button>
            <Button href={myBooksUrl(lang)} kind="secondary" data-my-books="">{t('make.myBooks')}</Button>
          </p>
        </Alert>
      ) : null}
      {book.status === 'failed' ? (
        <Alert>
          {book.errorMessage ? <p>{book.errorMessage}</p> : null}
          <p>{t('make.failed')}</p>
        </Alert>
      ) : null}
      {book.status === 'cancelled' ? <Alert kind="info"><p>{t('make.cancelled')}</p></Alert> : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {(book.status === 'failed' || book.status === 'cancelled') && retryable.length > 0 ? (
        <div className="wizard-actions">
          <Button loading={busy === 'all'} disabled={busy !== null} onClick={() => void retryAll()} data-retry-all="">
            {t('make.retryAll', { count: retryable.length })}
          </Button>
        </div>
      ) : null}

      <ol className="cbw-rows">
        {recipes.map((r) => (
          <RecipeRow
            key={r.id} t={t} recipe={r} text={text} busy={busy}
            canRetry={book.status !== 'generating' || r.status === 'failed'} onRetry={() => void retry(r)}
          />
        ))}
      </ol>
    </section>
  );
}

/** "45 min", "2 h", "1 h 30 min": how long a recipe takes, as a cook reads it. */
function timeText(t: CookbookT, total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return t(hours === 0 ? 'make.time.minutes' : minutes === 0 ? 'make.time.hours' : 'make.time.hoursMinutes', { hours, minutes });
}

function RecipeRow({ t, recipe: r, text, busy, canRetry, onRetry }: {
  t: CookbookT; recipe: WizardRecipe; text: TextAttrs; busy: string | null; canRetry: boolean; onRetry: () => void;
}) {
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
          <span className={`wizard-status wizard-status--${r.status}`}>
            {r.status === 'writing' ? <span className="ui-spinner" aria-hidden="true" /> : null}
            {t(`make.status.${r.status}`, { defaultValue: r.status })}
          </span>
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
        {r.status === 'failed' && r.errorMessage ? <p className="wizard-chapter-error">{r.errorMessage}</p> : null}
      </div>
      {RETRYABLE.has(r.status) && canRetry ? (
        <Button size="tiny" kind="secondary" loading={busy === r.id} disabled={busy !== null} onClick={onRetry}
          aria-label={t('make.retryRecipe', { n: r.position })} data-retry-recipe={r.position} data-testid="retry-recipe">
          {t('make.retry')}
        </Button>
      ) : null}
    </li>
  );
}
