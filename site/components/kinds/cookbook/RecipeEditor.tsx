// The cook's editor under a recipe page (issue 13), for the cookbook's owner only: "Edit this
// recipe" opens a form for the whole recipe (editor/RecipeForm.tsx), saved at once (updateRecipe,
// checked by the kind's schema in the browser first, the server's field messages on the inputs
// they name); "Write this recipe again" asks the AI to rewrite it with an instruction, for one
// recipe's price, then follows it (recipe status every 1.5 s) until it is written; the versions
// can be brought back. After a change the island calls onSaved(recipe) and dispatches
// `cookbook:recipe-saved` on window ({ detail: the recipe }), then, unless `reload` is false,
// reloads the page so the server-rendered recipe shows it (a line says so after the reload).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { flashAfterReload, takeFlash } from '../../book/flash.ts';
import { Button } from '../../ui/Button.tsx';
import { errorMessage, fetchRecipe, fieldErrorsOf, RECIPE_POLL_MS, updateRecipe, type EditorRecipeData } from './editor/api.ts';
import { RecipeForm } from './editor/RecipeForm.tsx';
import { RecipeVersions } from './editor/RecipeVersions.tsx';
import { RewriteRecipe } from './editor/RewriteRecipe.tsx';
import { formErrors, fromRecipe, sameDraft, toRecipeInput, type RecipeDraft, type RecipeLike } from './editor/recipe-form.ts';
import './editor.css';
import { useJobFailureText } from '../../../lib/job-failure.tsx';

/** How long "Saved" shows before the page reloads (ms). */
export const SAVED_RELOAD_MS = 1200;

/** The recipe the page hands over: GraphQL's Recipe (or the same read from the database: a range as { min, max } is fine too). */
export interface RecipeEditorRecipe extends RecipeLike {
  /** queued, writing, done, failed or cancelled; done when absent */
  status?: string | undefined;
  /** why the last writing did not work */
  errorMessage?: string | null | undefined;
}

export interface RecipeEditorProps {
  /** the page language */
  lang: string;
  /** islandResources(lang, COOKBOOK_EDITOR_STRINGS) (./editor/strings.ts) */
  resources: Resource[string];
  recipeId: string;
  recipe: RecipeEditorRecipe;
  /** the cookbook's own language (BCP 47) and direction, for what the cook types; default: the page's */
  textLang?: string | undefined;
  textDir?: 'ltr' | 'rtl' | undefined;
  /** called with the recipe the server answered after a save, a restore or a rewrite */
  onSaved?: ((recipe: EditorRecipeData) => void) | undefined;
  /** how the page shows the change: by default it reloads (location.reload()); false keeps the page as it is */
  reload?: (() => void) | false | undefined;
}

export default function RecipeEditorIsland(props: RecipeEditorProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <RecipeEditor {...props} />
    </I18nIsland>
  );
}

const isBusy = (status: string) => status === 'queued' || status === 'writing';

type Rewrite = { state: 'idle' } | { state: 'done' } | { state: 'failed'; message: string };

function RecipeEditor({ lang, recipeId, recipe, textLang, textDir, onSaved, reload }: RecipeEditorProps) {
  const { t } = useTranslation('cookbook-editor');
  const failureText = useJobFailureText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [base, setBase] = useState<RecipeDraft>(() => fromRecipe(recipe));
  const [draft, setDraft] = useState<RecipeDraft>(base);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [status, setStatus] = useState(recipe.status ?? 'done');
  const [rewrite, setRewrite] = useState<Rewrite>(
    recipe.status === 'failed' || recipe.status === 'cancelled'
      ? { state: 'failed', message: recipe.errorMessage ? failureText(recipe.errorMessage) : t(recipe.status === 'cancelled' ? 'again.stopped' : 'errors.generic') }
      : { state: 'idle' },
  );
  const [flash, setFlash] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = isBusy(status);
  const editable = status === 'done' && !waiting;

  // the line left by the change before the reload ("Recipe saved.")
  useEffect(() => {
    const left = takeFlash(recipeId);
    if (left) setFlash(t(left.key, left.values ?? {}));
  }, [recipeId, t]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The recipe changed on the server: the page hears of it, then shows it. */
  const changed = useCallback((data: EditorRecipeData, flashKey: string, values?: Record<string, string | number>) => {
    onSaved?.(data);
    window.dispatchEvent(new CustomEvent('cookbook:recipe-saved', { detail: data }));
    if (reload === false) return;
    flashAfterReload({ chapterId: recipeId, key: flashKey, ...(values ? { values } : {}) });
    const again = reload ?? (() => window.location.reload());
    clearTimeout(timer.current);
    timer.current = setTimeout(again, SAVED_RELOAD_MS);
  }, [onSaved, reload, recipeId]);

  const change = (next: RecipeDraft) => {
    setDraft(next);
    setServerErrors({});
    setFailure(null);
    setSaved(false);
  };

  const save = async () => {
    const input = toRecipeInput(draft);
    setSaving(true);
    setFailure(null);
    setServerErrors({});
    try {
      const data = await updateRecipe(recipeId, input);
      const next = fromRecipe(data);
      setBase(next);
      setDraft(next);
      setSaved(true);
      changed(data, 'flash.saved');
    } catch (error) {
      // the form stays as the cook left it, with the server's words on the fields they name
      const fields = formErrors(fieldErrorsOf(error), input.diet);
      setServerErrors(fields);
      setFailure(Object.keys(fields).length ? t('errors.form') : errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  // a rewrite under way: the recipe is read again until it is written (or not)
  const finish = useRef<(data: EditorRecipeData) => void>(() => {});
  finish.current = (data) => {
    setStatus(data.status);
    if (data.status === 'done' && !data.errorMessage) {
      setRewrite({ state: 'done' });
      const next = fromRecipe(data);
      setBase(next);
      setDraft(next);
      changed(data, 'flash.rewritten');
    } else {
      setRewrite({ state: 'failed', message: data.errorMessage ? failureText(data.errorMessage) : t(data.status === 'cancelled' ? 'again.stopped' : 'errors.generic') });
    }
  };
  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    let next: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const data = await fetchRecipe(recipeId, controller.signal);
        if (controller.signal.aborted) return;
        if (data && !isBusy(data.status)) { finish.current(data); return; }
        if (data) setStatus(data.status);
      } catch {
        // a failed read is tried again at the next tick: the recipe is still being written
        if (controller.signal.aborted) return;
      }
      next = setTimeout(() => void tick(), RECIPE_POLL_MS);
    };
    next = setTimeout(() => void tick(), RECIPE_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(next);
    };
  }, [waiting, recipeId]);

  const queued = (data: EditorRecipeData) => {
    setRewrite({ state: 'idle' });
    setSaved(false);
    setStatus(isBusy(data.status) ? data.status : 'queued');
  };

  const restored = (data: EditorRecipeData, number: number) => {
    setStatus(data.status);
    setRewrite({ state: 'idle' });
    const next = fromRecipe(data);
    setBase(next);
    setDraft(next);
    setFlash(t('flash.restored', { number }));
    changed(data, 'flash.restored', { number });
  };

  const dirty = !sameDraft(draft, base);
  return (
    <section className="rce" aria-labelledby={`${id}-title`} data-testid="recipe-editor">
      <h2 id={`${id}-title`} className="rce-title">{t('edit.title')}</h2>
      <p className="rce-hint">{t('edit.intro')}</p>
      {flash ? <p role="status" className="rce-flash">{flash}</p> : null}

      {waiting ? (
        <p className="rce-progress" role="status" data-testid="rewrite-progress">
          <span className="ui-spinner" aria-hidden="true" />
          {t(status === 'queued' ? 'again.queued' : 'again.writing')}
        </p>
      ) : null}
      {rewrite.state === 'done' ? <p role="status" className="rce-flash" data-testid="rewrite-done">{t('again.done')}</p> : null}
      {!waiting && rewrite.state === 'failed' ? <p role="alert" className="rce-alert" data-testid="rewrite-failed">{t('again.failed', { message: rewrite.message })}</p> : null}
      {!waiting && status !== 'done' ? <p className="rce-note">{t('edit.notReady')}</p> : null}

      <div className="rce-actions">
        <Button
          type="button" kind="secondary" size="small" aria-expanded={open} aria-controls={`${id}-editor`}
          onClick={() => setOpen((o) => !o)} data-testid="recipe-edit-open"
        >
          {open ? t('edit.close') : t('edit.open')}
        </Button>
        {!open && dirty ? <span className="rce-hint">{t('edit.unsaved')}</span> : null}
      </div>
      <div id={`${id}-editor`} hidden={!open}>
        {open ? (
          <RecipeForm
            draft={draft} onChange={change} serverErrors={serverErrors} failure={failure} saving={saving} saved={saved}
            disabled={!editable || saving} dirty={dirty} onSave={() => void save()} onReset={() => change(base)}
            lang={lang} textLang={textLang} textDir={textDir}
          />
        ) : null}
      </div>

      <RewriteRecipe recipeId={recipeId} disabled={waiting || saving || rewrite.state === 'done'} onQueued={queued} textLang={textLang} textDir={textDir} />
      <RecipeVersions recipeId={recipeId} lang={lang} disabled={waiting || saving} onRestored={restored} textLang={textLang} textDir={textDir} />
    </section>
  );
}
