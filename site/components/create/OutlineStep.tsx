// Step 2: the outline. While the writer works, a spinner (the wizard polls every second); then
// an editor for the book title, the chapters (rename, move, add, remove) and their section
// headings. Edits are saved on the server as they happen (debounced, and at once when a field
// loses focus), so a reload, another tab or another device opens the edited outline. What is
// valid is saved at once, unfinished rows (an emptied title) wait: the whole draft is also kept
// in local storage until the server has all of it, and comes back after a reload when it is
// newer than the server's. Leaving with unsaved edits asks first. New rows start with usable
// names. The author can go back to the book's description, ask for a new outline with a
// comment, sees what writing the chapters costs, and starts it (refused up front when the
// balance cannot pay for it).
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { Button } from '../ui/Button.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import {
  errorKind, generateTextbook, regenerateOutline, serverMessage, updateOutline, type Costs, type WizardBook,
} from './api.ts';
import {
  draftFromOutline, OUTLINE_LIMITS, outlineProblems, outlineReducer, outlineSignature, restorableDraft, savableOutline,
  typedOutline, type Outline, type OutlineDraft, type OutlineProblem,
} from './outline-edit.ts';
import { AskAgainPanel } from './AskAgain.tsx';
import { Alert, CreditsShort, OfflineBadge, Spinner, useCreateT, type CreateT } from './parts.tsx';
import { wizardUrl } from './steps.ts';
import { clearGenerateKey, clearOutlineDraft, generateKey, loadOutlineDraft, saveOutlineDraft } from './storage.ts';
import { useSentenceGap } from '../../lib/sentences.ts';
import { JobFailure } from '../../lib/job-failure.tsx';

/** Quiet time after the last keystroke before the outline is saved. */
export const SAVE_DEBOUNCE_MS = 700;

export interface OutlineStepProps {
  lang: string;
  book: WizardBook;
  costs: Costs | null;
  balance: number | null;
  /** the server's newer copy of the book (after a save or a mutation) */
  onBook: (book: WizardBook) => void;
  /** something changed elsewhere (another tab): load the book again */
  onStale: () => void;
  onCreditsChanged: () => void;
}

/** Lets the rewrite panel stop the editor's saves, so an old edit never lands on a new outline. */
interface SaveControl {
  /** waits for a running save, then refuses further ones */
  freeze: () => Promise<void>;
  thaw: () => void;
  /** saves what can be saved now; true when the server has every edit */
  flush: () => Promise<boolean>;
  /** the page is being left on purpose: no more leave warning */
  leave: () => void;
}

export function OutlineStep(props: OutlineStepProps) {
  const { book } = props;
  const t = useCreateT();
  const control = useRef<SaveControl | null>(null);
  // a new outline from the writer replaces the editor (and its local keys) as a whole
  const [round, setRound] = useState(0);
  const previous = useRef(book.status);
  useEffect(() => {
    if (previous.current !== book.status && book.status === 'outlined') setRound((r) => r + 1);
    previous.current = book.status;
  }, [book.status]);

  // back to the description of this book (its own values, the same book): edits go first
  const back = async () => {
    const editor = control.current;
    const complete = editor ? await editor.flush() : true;
    if (!complete && !window.confirm(t('outline.leaveConfirm'))) return;
    editor?.leave();
    location.assign(wizardUrl(props.lang, 'start', book.id));
  };
  const canGoBack = book.status === 'outlined' || book.status === 'failed';

  return (
    <section className="wizard-panel" aria-labelledby="wizard-outline-title">
      {canGoBack ? (
        <p className="wizard-back">
          <Button kind="secondary" size="small" onClick={() => void back()} data-wizard-back="">{t('outline.back')}</Button>
        </p>
      ) : null}
      <h1 id="wizard-outline-title">{t('outline.title')}</h1>
      {book.offlineDraft ? <OfflineBadge /> : null}
      {book.status === 'outlining' ? (
        <div className="wizard-busy" data-outline-state="writing">
          <Spinner label={t('outline.writing')} />
          <p className="wizard-hint">{t('outline.writingHint')}</p>
        </div>
      ) : book.status === 'cancelled' ? (
        <Alert kind="info">
          <p>{t('outline.cancelled')}</p>
          <p><a href={wizardUrl(props.lang, 'start')}>{t('actions.startNew')}</a></p>
        </Alert>
      ) : book.status === 'failed' ? (
        <>
          <Alert>
            <p>{t('outline.failed')}</p>
            {book.errorMessage ? <p><JobFailure message={book.errorMessage} /></p> : null}
          </Alert>
          <RewritePanel {...props} control={control} retry />
        </>
      ) : book.outline ? (
        <>
          <p className="wizard-lead">{t('outline.lead')}</p>
          <OutlineEditor key={round} {...props} initial={book.outline} control={control} />
          <RewritePanel {...props} control={control} />
        </>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}

type SaveState = 'saved' | 'partial' | 'pending' | 'saving' | 'invalid' | 'error';

/**
 * Saves the newest savable outline whenever asked, one request at a time; a change made while a
 * save is running is saved right after it. `save()` resolves true once everything on screen is
 * saved ('partial': what is valid is saved, unfinished rows are not yet).
 */
function useOutlineSaver(
  bookId: string, initial: Outline, current: { outline: Outline | null; complete: boolean }, props: OutlineStepProps, control: RefObject<SaveControl | null>,
) {
  const saved = useRef(outlineSignature(initial));
  const frozen = useRef(false);
  const leaving = useRef(false);
  const latest = useRef(current);
  latest.current = current;
  const running = useRef<Promise<unknown> | null>(null);
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<string | null>(null);
  const callbacks = useRef(props);
  callbacks.current = props;

  const save = useCallback(async (): Promise<boolean> => {
    for (;;) {
      if (frozen.current) return false;
      if (running.current) {
        await running.current;
        continue;
      }
      const { outline, complete } = latest.current;
      if (!outline) {
        setState('invalid');
        return false;
      }
      const signature = outlineSignature(outline);
      if (signature === saved.current) {
        setState(complete ? 'saved' : 'partial');
        return complete;
      }
      setState('saving');
      const request = updateOutline(bookId, outline);
      running.current = request.then(() => undefined, () => undefined);
      try {
        const book = await request;
        saved.current = signature;
        setError(null);
        callbacks.current.onBook(book);
      } catch (failure) {
        setState('error');
        if (errorKind(failure) === 'conflict') callbacks.current.onStale();
        else setError(serverMessage(failure) ?? null);
        return false;
      } finally {
        running.current = null;
      }
    }
  }, [bookId]);

  const freeze = useCallback(async () => {
    frozen.current = true;
    while (running.current) await running.current;
  }, []);
  const thaw = useCallback(() => {
    frozen.current = false;
    void save(); // what was typed meanwhile
  }, [save]);
  const leave = useCallback(() => {
    leaving.current = true;
  }, []);
  useEffect(() => {
    control.current = { freeze, thaw, flush: save, leave };
    return () => {
      control.current = null;
    };
  }, [control, freeze, thaw, save, leave]);

  // after each edit: nothing to do, nothing savable yet, or a save once typing pauses
  const signature = current.outline ? outlineSignature(current.outline) : null;
  useEffect(() => {
    if (signature === null) {
      setState('invalid');
      return;
    }
    if (signature === saved.current) {
      if (!running.current) setState(current.complete ? 'saved' : 'partial');
      return;
    }
    setState((s) => (s === 'saving' ? s : 'pending'));
    const timer = setTimeout(() => void save(), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [signature, current.complete, save]);

  // leaving the page: send what is not saved yet
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
    };
  }, [save]);

  // unsaved edits: the browser asks before the page is left (a link, a reload, closing the tab)
  const unsaved = state !== 'saved';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current || frozen.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { state, error, save, freeze, thaw, frozen };
}

function problemText(t: CreateT, problem: OutlineProblem | undefined, shown: boolean): string | undefined {
  if (!problem || !shown) return undefined;
  return t(`outline.problems.${problem}`, { max: OUTLINE_LIMITS.titleMax });
}

function OutlineEditor(props: OutlineStepProps & { initial: Outline; control: RefObject<SaveControl | null> }) {
  const gap = useSentenceGap();
  const { lang, book, costs, balance, initial, onCreditsChanged, control } = props;
  const t = useCreateT();
  // edits kept on this device that the server does not have yet come back
  const [restored] = useState(() => restorableDraft(loadOutlineDraft(book.id), { updatedAt: book.updatedAt, outline: initial }));
  const [draft, dispatch] = useReducer(outlineReducer, restored ?? initial, (outline: Outline): OutlineDraft => draftFromOutline(outline));
  const problems = useMemo(() => outlineProblems(draft), [draft]);
  const valid = Object.keys(problems).length === 0;
  const savable = useMemo(() => savableOutline(draft, initial.title), [draft, initial.title]);
  const { state, error, save, freeze, thaw, frozen } = useOutlineSaver(book.id, initial, { outline: savable, complete: valid }, props, control);
  const editedAt = useRef(Date.now());

  // the draft stays in local storage until the server has all of it
  const typed = useMemo(() => typedOutline(draft), [draft]);
  useEffect(() => {
    if (frozen.current) return;
    if (state === 'saved') clearOutlineDraft(book.id);
    else saveOutlineDraft(book.id, { outline: typed, editedAt: editedAt.current, base: book.updatedAt });
  }, [typed, state, book.id, book.updatedAt, frozen]);
  // a field's problem shows once it was edited, or for all after trying to write the book (not
  // on blur: a message appearing then would move the button the author is about to press)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const [writeError, setWriteError] = useState<string | null>(null);

  const change = (action: Parameters<typeof dispatch>[0]) => {
    editedAt.current = Date.now();
    dispatch(action);
  };
  const edit = (place: string, action: Parameters<typeof dispatch>[0]) => {
    setTouched((set) => (set.has(place) ? set : new Set(set).add(place)));
    change(action);
  };
  const leave = () => void save();
  const shown = (place: string) => showAll || touched.has(place);

  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget);
    element?.focus();
    // a new row's name is selected: typing replaces it
    if (element instanceof HTMLInputElement) element.select();
    setFocusTarget(null);
  }, [focusTarget]);

  const addChapter = () => {
    change({ type: 'addChapter', title: t('outline.newChapter', { n: draft.chapters.length + 1 }), section: t('outline.newSection') });
    setFocusTarget(`wizard-chapter-c${draft.nextKey}`);
  };
  const addSection = (chapter: number) => {
    change({ type: 'addSection', chapter, text: t('outline.newSection') });
    setFocusTarget(`wizard-section-s${draft.nextKey}`);
  };
  const moveChapter = (chapter: number, by: -1 | 1, key: string) => {
    change({ type: 'moveChapter', chapter, by });
    const target = chapter + by;
    const atEdge = by === -1 ? target === 0 : target === draft.chapters.length - 1;
    setFocusTarget(`wizard-chapter-${key}-${atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`);
  };

  const write = async () => {
    setWriteError(null);
    if (!valid) {
      setShowAll(true);
      const first = Object.keys(problems)[0] ?? '';
      const [kind, key] = first.split(':');
      setFocusTarget(kind === 'title' ? 'wizard-book-title' : kind === 'chapter' ? `wizard-chapter-${key}` : kind === 'section' ? `wizard-section-${key}` : null);
      return;
    }
    setWriting(true);
    try {
      if (!(await save())) {
        setWriteError(t('outline.saveFirst'));
        return;
      }
      await freeze(); // what is on screen is saved; nothing may change the outline now
      await generateTextbook(book.id, generateKey(book.id));
      clearGenerateKey(book.id);
      location.assign(wizardUrl(lang, 'generate', book.id));
      await new Promise<never>(() => undefined); // busy until the next page shows
    } catch (failure) {
      thaw();
      const kind = errorKind(failure);
      if (kind === 'notEnoughCredits') {
        onCreditsChanged(); // the balance read again: the one message about credits shows
      } else if (kind === 'conflict') {
        props.onStale();
      } else {
        setWriteError(serverMessage(failure) ?? t('errors.generic'));
      }
    } finally {
      setWriting(false);
    }
  };

  const chapters = draft.chapters.length;
  const total = costs ? costs.chapter * chapters : null;
  const short = total !== null && balance !== null && total > balance;

  return (
    <div className="outline-editor" data-outline-state="editing">
      <TextInput
        id="wizard-book-title" label={t('outline.bookTitle')} dir="auto" required maxLength={OUTLINE_LIMITS.titleMax} value={draft.title}
        onChange={(title) => edit('title', { type: 'setTitle', title })} onBlur={leave} error={problemText(t, problems.title, shown('title'))}
      />
      <h2 className="outline-heading">{t('outline.chapters')}</h2>
      <ol className="outline-chapters">
        {draft.chapters.map((chapter, index) => {
          const n = index + 1;
          return (
            <li key={chapter.key} className="outline-chapter" data-chapter-key={chapter.key}>
              <div className="outline-chapter-head">
                <span className="outline-number" aria-hidden="true">{n}</span>
                <TextInput
                  id={`wizard-chapter-${chapter.key}`} className="outline-chapter-title" label={t('outline.chapterTitle', { n })}
                  dir="auto" required maxLength={OUTLINE_LIMITS.titleMax} value={chapter.title}
                  onChange={(title) => edit(`chapter:${chapter.key}`, { type: 'renameChapter', chapter: index, title })}
                  onBlur={leave} error={problemText(t, problems[`chapter:${chapter.key}`], shown(`chapter:${chapter.key}`))}
                />
                <div className="outline-tools">
                  <Button
                    id={`wizard-chapter-${chapter.key}-up`} size="tiny" kind="secondary" disabled={index === 0}
                    aria-label={t('outline.moveUp', { n })} title={t('outline.moveUp', { n })} onClick={() => moveChapter(index, -1, chapter.key)}
                  >↑</Button>
                  <Button
                    id={`wizard-chapter-${chapter.key}-down`} size="tiny" kind="secondary" disabled={index === chapters - 1}
                    aria-label={t('outline.moveDown', { n })} title={t('outline.moveDown', { n })} onClick={() => moveChapter(index, 1, chapter.key)}
                  >↓</Button>
                  <Button
                    size="tiny" kind="secondary" disabled={chapters <= OUTLINE_LIMITS.chaptersMin}
                    aria-label={t('outline.removeChapter', { n })} title={t('outline.removeChapter', { n })}
                    onClick={() => change({ type: 'removeChapter', chapter: index })}
                  >✕</Button>
                </div>
              </div>
              <fieldset className="outline-sections">
                <legend>{t('outline.sections', { n })}</legend>
                <ol>
                  {chapter.sections.map((section, s) => (
                    <li key={section.key} className="outline-section">
                      <TextInput
                        id={`wizard-section-${section.key}`} label={t('outline.sectionTitle', { n, s: s + 1 })} labelHidden required
                        dir="auto" maxLength={OUTLINE_LIMITS.titleMax} value={section.text}
                        onChange={(text) => edit(`section:${section.key}`, { type: 'renameSection', chapter: index, section: s, text })}
                        onBlur={leave}
                        error={problemText(t, problems[`section:${section.key}`], shown(`section:${section.key}`))}
                      />
                      <Button
                        size="tiny" kind="secondary" disabled={chapter.sections.length <= OUTLINE_LIMITS.sectionsMin}
                        aria-label={t('outline.removeSection', { n, s: s + 1 })} title={t('outline.removeSection', { n, s: s + 1 })}
                        onClick={() => change({ type: 'removeSection', chapter: index, section: s })}
                      >✕</Button>
                    </li>
                  ))}
                </ol>
                <Button
                  size="tiny" kind="secondary" disabled={chapter.sections.length >= OUTLINE_LIMITS.sectionsMax}
                  aria-label={t('outline.addSectionTo', { n })} onClick={() => addSection(index)}
                >{t('outline.addSection')}</Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="wizard-actions">
        <Button kind="secondary" size="small" disabled={chapters >= OUTLINE_LIMITS.chaptersMax} onClick={addChapter}>{t('outline.addChapter')}</Button>
      </div>
      <p className={`outline-save outline-save--${state}`} role="status" data-save-state={state}>
        {t(`outline.save.${state}`)}
        {state === 'error' && error ? ` ${error}` : null}
        {state === 'error' ? <> <Button size="tiny" kind="secondary" onClick={() => void save()}>{t('actions.retry')}</Button></> : null}
      </p>
      <div className="wizard-write">
        <h2>{t('outline.writeTitle')}</h2>
        <p className="wizard-cost" data-cost="">
          {costs === null || total === null
            ? t('costs.loading')
            : t('costs.chapters', { count: total, chapters, chapter: costs.chapter })}
          {balance !== null && !short ? `${gap}${t('costs.balance', { count: balance })}` : null}
        </p>
        {short && total !== null && balance !== null ? <CreditsShort lang={lang} needed={total} balance={balance} /> : null}
        {writeError ? <Alert>{writeError}</Alert> : null}
        <div className="wizard-actions">
          <Button onClick={() => void write()} loading={writing} disabled={short}>{t('outline.write')}</Button>
        </div>
      </div>
    </div>
  );
}

function RewritePanel({
  book, costs, onBook, onStale, onCreditsChanged, control, retry = false,
}: OutlineStepProps & { control: RefObject<SaveControl | null>; retry?: boolean }) {
  const t = useCreateT();
  return (
    <AskAgainPanel
      retry={retry} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged}
      words={{
        title: t(retry ? 'outline.retryTitle' : 'outline.rewriteTitle'), note: t('outline.rewriteNote'),
        cost: costs ? t('costs.rewrite', { count: costs.outline }) : null, comment: t('outline.rewriteComment'),
        placeholder: t('outline.rewritePlaceholder'), button: t(retry ? 'outline.retryButton' : 'outline.rewriteButton'),
      }}
      // the new outline replaces the edits: none may be saved over it afterwards
      freeze={async () => { await control.current?.freeze(); }}
      thaw={() => control.current?.thaw()}
      ask={async (comment) => {
        const next = await regenerateOutline(book.id, comment);
        clearOutlineDraft(book.id); // the new outline replaces the edits
        return next;
      }}
    />
  );
}
