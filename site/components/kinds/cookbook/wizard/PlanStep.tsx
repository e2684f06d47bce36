// Step 2 of a cookbook: the recipe list. While the writer works, a spinner (the wizard polls
// every second); then an editor: the cookbook's title and one card per recipe with its title and
// a short summary; move a recipe up or down (buttons: keyboard and touch), add one, remove one,
// within 1–12 recipes; two recipes with the same title are refused with a message. Save sends it
// (updateCookbookPlan, free). Until then the edits are kept on this device (local storage) and
// come back after a reload when newer than the server's; leaving with unsaved edits asks first.
// The cook can ask for a new list with a comment (one plan's price), sees what writing the
// recipes costs, and writes them (refused up front when the balance cannot pay for it).
import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { isDietTag } from '../../../../../core/recipes.ts';
import { errorKind, serverMessage } from '../../../create/api.ts';
import { AskAgainPanel } from '../../../create/AskAgain.tsx';
import { Alert, CreditsShort, notEnoughCreditsMessage, OfflineBadge, Spinner, useCreateT } from '../../../create/parts.tsx';
import { keyFor, storage } from '../../../create/storage.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { generateCookbook, regenerateCookbookPlan, updateCookbookPlan, type CookbookCosts, type CookbookPlan, type WizardCookbook } from './api.ts';
import { bookText, useCookbookT, type CookbookT, type TextAttrs } from './parts.tsx';
import {
  draftFromPlan, PLAN_DRAFT_PREFIX, PLAN_LIMITS, planFromDraft, planProblemMessage, planProblems, planReducer, planSignature, restorablePlan, typedPlan,
  type LocalPlanDraft, type PlanAction, type PlanProblem, type RecipeDraft,
} from './plan-edit.ts';
import { cannotPay, recipesPrice } from './start-values.ts';
import { atPlan, cookbookWizardUrl } from './steps.ts';

const GENERATE_KEY_PREFIX = 'bookloom.wizard.cookbook.generateKey.';

export interface PlanStepProps {
  lang: string;
  book: WizardCookbook;
  costs: CookbookCosts | null;
  balance: number | null;
  onBook: (book: WizardCookbook) => void;
  /** something changed elsewhere (another tab): load the cookbook again */
  onStale: () => void;
  onCreditsChanged: () => void;
}

function loadLocal(bookId: string): unknown {
  try {
    return JSON.parse(storage('local')?.getItem(PLAN_DRAFT_PREFIX + bookId) ?? 'null');
  } catch {
    return null;
  }
}
function saveLocal(bookId: string, draft: LocalPlanDraft): void {
  try {
    storage('local')?.setItem(PLAN_DRAFT_PREFIX + bookId, JSON.stringify(draft));
  } catch {
    // full or disabled: Save still sends the edits
  }
}
function clearLocal(bookId: string): void {
  try {
    storage('local')?.removeItem(PLAN_DRAFT_PREFIX + bookId);
  } catch {
    // disabled storage holds nothing
  }
}

interface EditorControl { flush: () => Promise<boolean>; leave: () => void }

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
  const { book, lang, onBook } = props;
  const t = useCookbookT();
  const ct = useCreateT();
  const control = useRef<EditorControl | null>(null);
  // back to the start values of this cookbook (the same cookbook): edits go first
  const back = async () => {
    const editor = control.current;
    const complete = editor ? await editor.flush() : true;
    if (!complete && !window.confirm(t('plan.leaveConfirm'))) return;
    editor?.leave();
    location.assign(cookbookWizardUrl(lang, 'start', book.id));
  };
  // a new plan from the writer replaces the editor as a whole
  const [round, setRound] = useState(0);
  const previous = useRef(book.status);
  useEffect(() => {
    if (previous.current !== book.status && book.status === 'outlined') setRound((r) => r + 1);
    previous.current = book.status;
  }, [book.status]);
  const onNewPlan = (next: WizardCookbook) => {
    setRound((r) => r + 1);
    onBook(next);
  };

  return (
    <section className="wizard-panel cbw-plan" aria-labelledby="cbw-plan-title">
      {atPlan(book) ? (
        <p className="wizard-back">
          <Button kind="secondary" size="small" onClick={() => void back()} data-wizard-back="">{t('plan.back')}</Button>
        </p>
      ) : null}
      <h1 id="cbw-plan-title">{t('plan.title')}</h1>
      {book.offlineDraft ? <OfflineBadge /> : null}
      {book.status === 'outlining' ? (
        <div className="wizard-busy" data-plan-state="writing">
          <Spinner label={t('plan.writing')} />
          <p className="wizard-hint">{t('plan.writingHint')}</p>
        </div>
      ) : book.status === 'cancelled' ? (
        <Alert kind="info">
          <p>{t('plan.cancelled')}</p>
          <p><a href={cookbookWizardUrl(lang, 'start')}>{t('actions.startNew')}</a></p>
        </Alert>
      ) : book.status === 'failed' && !book.plan ? (
        <>
          <Alert>
            <p>{t('plan.failed')}</p>
            {book.errorMessage ? <p>{book.errorMessage}</p> : null}
          </Alert>
          <NewPlanPanel {...props} onBook={onNewPlan} retry />
        </>
      ) : book.plan && (book.status === 'outlined' || book.status === 'failed') ? (
        <>
          <p className="wizard-lead">{t('plan.lead')}</p>
          <PlanEditor key={round} {...props} initial={book.plan} control={control} />
          <NewPlanPanel {...props} onBook={onNewPlan} />
        </>
      ) : (
        <Spinner label={ct('loading')} />
      )}
    </section>
  );
}

type SaveState = 'saved' | 'unsaved' | 'saving' | 'error';

function problemText(t: CookbookT, place: string, problem: PlanProblem | undefined, shown: boolean): string | undefined {
  if (!problem || !shown) return undefined;
  const { key, values } = planProblemMessage(place, problem);
  return t(key, values);
}

function PlanEditor(props: PlanStepProps & { initial: CookbookPlan; control?: RefObject<EditorControl | null> }) {
  const { lang, book, costs, balance, initial, onBook, onStale, onCreditsChanged } = props;
  const t = useCookbookT();
  const ct = useCreateT();
  // edits kept on this device that the server does not have yet come back
  const [restored, setRestored] = useState(() => restorablePlan(loadLocal(book.id), { updatedAt: book.updatedAt, plan: initial }));
  const [draft, dispatch] = useReducer(planReducer, restored ?? initial, (plan: CookbookPlan) => draftFromPlan(plan));
  const problems = useMemo(() => planProblems(draft), [draft]);
  const valid = Object.keys(problems).length === 0;
  const saved = useRef(planSignature(initial));
  const plan = useMemo(() => planFromDraft(draft), [draft]);
  const dirty = planSignature(plan) !== saved.current;
  const [state, setState] = useState<SaveState>(dirty ? 'unsaved' : 'saved');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const editedAt = useRef(Date.now());
  const leaving = useRef(false);
  const text = bookText(book.language);

  useEffect(() => {
    setState((s) => (s === 'saving' ? s : dirty ? (s === 'error' ? s : 'unsaved') : 'saved'));
  }, [dirty]);

  // the typed plan stays on this device until the server has it
  const typed = useMemo(() => typedPlan(draft), [draft]);
  useEffect(() => {
    if (!dirty) clearLocal(book.id);
    else saveLocal(book.id, { plan: typed, editedAt: editedAt.current, base: book.updatedAt });
  }, [typed, dirty, book.id, book.updatedAt]);

  // unsaved edits: the browser asks before the page is left (a link, a reload, closing the tab)
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const change = (action: PlanAction, place?: string) => {
    editedAt.current = Date.now();
    if (place) setTouched((set) => (set.has(place) ? set : new Set(set).add(place)));
    setMessage(null);
    dispatch(action);
  };
  const shown = (place: string) => showAll || touched.has(place);
  const count = draft.recipes.length;

  const move = (index: number, by: -1 | 1, key: string) => {
    change({ type: 'move', recipe: index, by });
    const target = index + by;
    // the same button keeps focus on the moved card, unless it reached the end and is off
    const atEdge = by === -1 ? target === 0 : target === count - 1;
    setFocusTarget(`cbw-recipe-${key}-${atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`);
  };
  const add = () => {
    change({ type: 'add' });
    setFocusTarget(`cbw-recipe-r${draft.nextKey}-title`);
  };
  const remove = (index: number) => {
    change({ type: 'remove', recipe: index });
    const next = draft.recipes[index + 1] ?? draft.recipes[index - 1];
    if (next) setFocusTarget(`cbw-recipe-${next.key}-title`);
  };

  const showProblems = () => {
    setShowAll(true);
    const first = Object.keys(problems)[0] ?? '';
    const [kind, key] = first.split(':');
    setFocusTarget(kind === 'title' ? 'cbw-plan-book-title' : kind === 'recipe' ? `cbw-recipe-${key}-title` : `cbw-recipe-${key}-summary`);
    setMessage({ kind: 'error', text: t('plan.fixFirst') });
  };

  /** Sends the plan; true once the server has what is on screen. */
  const save = async (): Promise<boolean> => {
    if (!valid) {
      showProblems();
      return false;
    }
    if (!dirty) return true;
    const sent = plan;
    setState('saving');
    setMessage(null);
    try {
      const next = await updateCookbookPlan(book.id, sent);
      saved.current = planSignature(sent);
      clearLocal(book.id);
      setRestored(null);
      setState(planSignature(planFromDraft(draft)) === saved.current ? 'saved' : 'unsaved');
      setMessage({ kind: 'success', text: t('plan.saved') });
      onBook(next);
      return true;
    } catch (error) {
      setState('error');
      const kind = errorKind(error);
      if (kind === 'conflict') onStale();
      setMessage({ kind: 'error', text: kind === 'network' ? ct('errors.network') : serverMessage(error) ?? ct('errors.generic') });
      return false;
    }
  };

  // the step's Back button saves first (the wizard's one way back to the start values)
  if (props.control) props.control.current = { flush: save, leave: () => { leaving.current = true; } };

  const discard = () => {
    clearLocal(book.id);
    setRestored(null);
    setTouched(new Set());
    setShowAll(false);
    change({ type: 'reset', plan: initial });
    saved.current = planSignature(initial);
  };

  const total = recipesPrice(costs, count);
  const short = cannotPay(total, balance);

  const write = async () => {
    if (short) return;
    setWriting(true);
    try {
      if (!(await save())) return;
      await generateCookbook(book.id, keyFor(GENERATE_KEY_PREFIX + book.id, book.id));
      storage('session')?.removeItem(GENERATE_KEY_PREFIX + book.id);
      leaving.current = true;
      location.assign(cookbookWizardUrl(lang, 'generate', book.id));
      await new Promise<never>(() => undefined); // busy until the next page shows
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'notEnoughCredits') {
        onCreditsChanged(); // the balance read again: the one message about credits shows
        setMessage({ kind: 'error', text: notEnoughCreditsMessage(ct, error) });
      } else if (kind === 'conflict') {
        onStale();
      } else {
        setMessage({ kind: 'error', text: kind === 'network' ? ct('errors.network') : serverMessage(error) ?? ct('errors.generic') });
      }
    } finally {
      setWriting(false);
    }
  };

  return (
    <div className="cbw-editor" data-plan-state="editing" data-testid="cookbook-plan">
      {restored ? (
        <Alert kind="info">
          <p>{t('plan.restored')}</p>
          <p><Button kind="secondary" size="tiny" onClick={discard} data-discard-restored="">{t('plan.discard')}</Button></p>
        </Alert>
      ) : null}
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
      <div className="cbw-recipes-foot">
        <Button kind="secondary" size="small" disabled={count >= PLAN_LIMITS.recipesMax} onClick={add} data-testid="add-recipe">
          {t('plan.addRecipe')}
        </Button>
        <p className="cbw-plan-count" data-recipe-count={count}>
          {t('plan.count', { count, min: PLAN_LIMITS.recipesMin, max: PLAN_LIMITS.recipesMax })}
          {count >= PLAN_LIMITS.recipesMax ? ` ${t('plan.atMax', { max: PLAN_LIMITS.recipesMax })}` : null}
        </p>
      </div>

      <div className="cbw-save-bar" data-save-state={state}>
        <p className={`cbw-save-state cbw-save-state--${state}`} role="status">{t(`plan.save.${state}`)}</p>
        <Button kind="secondary" onClick={() => void save()} loading={state === 'saving' && !writing} disabled={!dirty || writing} data-testid="plan-save">
          {t('plan.saveButton')}
        </Button>
      </div>
      {message ? <Alert kind={message.kind}><p>{message.text}</p></Alert> : null}

      <div className="wizard-write">
        <h2>{t('plan.writeTitle')}</h2>
        <p className="wizard-cost" data-cost="" data-testid="cookbook-write-cost">
          {costs === null || total === null ? ct('costs.loading') : t('costs.recipes', { count: total, recipes: count, recipe: costs.recipe })}
          {balance !== null && !short ? ` ${ct('costs.balance', { count: balance })}` : null}
        </p>
        {short && total !== null && balance !== null ? (
          <CreditsShort lang={lang} needed={total} balance={balance} explain={{ what: t('credits.what'), whatBuy: t('credits.whatBuy') }} />
        ) : null}
        <div className="wizard-actions">
          <Button onClick={() => void write()} loading={writing} disabled={short || state === 'saving'} data-testid="plan-write">
            {total === null ? t('plan.write') : t('plan.writeFor', { count: total })}
          </Button>
        </div>
        <p className="wizard-hint">{t('plan.writeHint')}</p>
      </div>
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
      <div className="cbw-recipe-head">
        <h3 id={id('heading')} className="cbw-recipe-number">{t('plan.recipe', { n })}</h3>
        <div className="cbw-recipe-tools">
          <Button id={id('up')} size="tiny" kind="secondary" disabled={index === 0} aria-label={t('plan.moveUp', { n })} title={t('plan.moveUp', { n })}
            onClick={() => onMove(-1)} data-testid="move-up">↑</Button>
          <Button id={id('down')} size="tiny" kind="secondary" disabled={index === count - 1} aria-label={t('plan.moveDown', { n })} title={t('plan.moveDown', { n })}
            onClick={() => onMove(1)} data-testid="move-down">↓</Button>
          <Button size="tiny" kind="secondary" disabled={count <= PLAN_LIMITS.recipesMin} aria-label={t('plan.remove', { n })} title={t('plan.remove', { n })}
            onClick={onRemove} data-testid="remove-recipe">✕</Button>
        </div>
      </div>
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

function NewPlanPanel({ book, costs, onBook, onStale, onCreditsChanged, retry = false }: PlanStepProps & { retry?: boolean }) {
  const t = useCookbookT();
  return (
    <AskAgainPanel
      retry={retry} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged} testId="new-plan"
      words={{
        title: t(retry ? 'again.retryTitle' : 'again.title'), note: t('again.note'), cost: costs ? t('again.cost', { count: costs.plan }) : null,
        comment: t('again.comment'), placeholder: t('again.placeholder'), button: t(retry ? 'again.retryButton' : 'again.button'),
      }}
      ask={async (comment) => {
        const next = await regenerateCookbookPlan(book.id, comment);
        clearLocal(book.id); // the new plan replaces the edits
        return next;
      }}
    />
  );
}
