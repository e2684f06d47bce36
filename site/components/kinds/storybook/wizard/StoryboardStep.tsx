// Step 2 of a storybook: the storyboard, one card per page. While the writer works, a spinner
// (the wizard polls every second); then an editor: the title, and per page the beat, who is on
// it (toggle chips), the place and the time of day, and what the picture shows; move a page up
// or down (buttons: keyboard and touch), add a page after one, remove one, within 8–32 pages.
// Save sends it (updateStoryboard, free). Until then the edits are kept on this device (local
// storage) and come back after a reload when newer than the server's; leaving with unsaved
// edits asks first. The author can ask for a new storyboard with a comment (one plan's price),
// sees what making the pages costs, and makes the book (refused up front when the balance
// cannot pay for it).
import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { LANGUAGE_INFO, type LangCode } from '../../../../../core/languages.ts';
import { MAX_CHARACTERS, SCENE_SETTINGS, TIMES_OF_DAY } from '../../../../../core/storybook.ts';
import { errorKind, serverMessage } from '../../../create/api.ts';
import { Alert, CreditsShort, notEnoughCreditsMessage, OfflineBadge, Spinner, useCreateT } from '../../../create/parts.tsx';
import { AskAgainPanel } from '../../../create/AskAgain.tsx';
import { keyFor, storage } from '../../../create/storage.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { generateStorybook, regenerateStoryboard, updateStoryboard, type StoryBook, type StoryCharacter, type StoryCosts, type Storyboard } from './api.ts';
import {
  BOARD_DRAFT_PREFIX, BOARD_LIMITS, boardFromDraft, boardProblems, boardReducer, boardSignature, draftFromBoard, restorableBoard, typedBoard,
  type BoardAction, type BoardProblem, type LocalBoardDraft,
} from './board-edit.ts';
import { CharacterFace, ScenePanel, useStoryT, type StoryT } from './parts.tsx';
import { NativeSelect } from './StartStep.tsx';
import { storyUrl } from './steps.ts';

const GENERATE_KEY_PREFIX = 'bookloom.wizard.storybook.generateKey.';

export interface StoryboardStepProps {
  lang: string;
  book: StoryBook;
  costs: StoryCosts | null;
  balance: number | null;
  onBook: (book: StoryBook) => void;
  /** something changed elsewhere (another tab): load the book again */
  onStale: () => void;
  onCreditsChanged: () => void;
}

function loadLocal(bookId: string): unknown {
  try {
    return JSON.parse(storage('local')?.getItem(BOARD_DRAFT_PREFIX + bookId) ?? 'null');
  } catch {
    return null;
  }
}
function saveLocal(bookId: string, draft: LocalBoardDraft): void {
  try {
    storage('local')?.setItem(BOARD_DRAFT_PREFIX + bookId, JSON.stringify(draft));
  } catch {
    // full or disabled: Save still sends the edits
  }
}
function clearLocal(bookId: string): void {
  try {
    storage('local')?.removeItem(BOARD_DRAFT_PREFIX + bookId);
  } catch {
    // disabled storage holds nothing
  }
}

/** Text attributes for words in the book's language (its direction may differ from the page's). */
function bookText(language: string) {
  const info = LANGUAGE_INFO[language as LangCode];
  return info ? { lang: info.bcp47, dir: info.dir } : { dir: 'auto' as const };
}

interface EditorControl { flush: () => Promise<boolean>; leave: () => void }

export function StoryboardStep(props: StoryboardStepProps) {
  const { book, lang } = props;
  const t = useStoryT();
  const ct = useCreateT();
  const control = useRef<EditorControl | null>(null);
  // back to the description of this book (its own values, the same book): edits go first
  const back = async () => {
    const editor = control.current;
    const complete = editor ? await editor.flush() : true;
    if (!complete && !window.confirm(t('board.leaveConfirm'))) return;
    editor?.leave();
    location.assign(storyUrl(lang, 'start', book.id));
  };
  const canGoBack = (book.status === 'outlined' || book.status === 'failed') && book.pages.length === 0;
  // a new storyboard from the writer replaces the editor as a whole
  const [round, setRound] = useState(0);
  const previous = useRef(book.status);
  useEffect(() => {
    if (previous.current !== book.status && book.status === 'outlined') setRound((r) => r + 1);
    previous.current = book.status;
  }, [book.status]);

  return (
    <section className="wizard-panel sbw-board" aria-labelledby="sbw-board-title">
      {canGoBack ? (
        <p className="wizard-back">
          <Button kind="secondary" size="small" onClick={() => void back()} data-wizard-back="">{t('board.back')}</Button>
        </p>
      ) : null}
      <h1 id="sbw-board-title">{t('board.title')}</h1>
      {book.offlineDraft ? <OfflineBadge /> : null}
      {book.status === 'outlining' ? (
        <div className="wizard-busy" data-board-state="writing">
          <Spinner label={t('board.writing')} />
          <p className="wizard-hint">{t('board.writingHint')}</p>
        </div>
      ) : book.status === 'cancelled' ? (
        <Alert kind="info">
          <p>{t('board.cancelled')}</p>
          <p><a href={storyUrl(lang, 'start')}>{ct('actions.startNew')}</a></p>
        </Alert>
      ) : book.status === 'failed' && !book.storyboard ? (
        <>
          <Alert>
            <p>{t('board.failed')}</p>
            {book.errorMessage ? <p>{book.errorMessage}</p> : null}
          </Alert>
          <NewBoardPanel {...props} retry />
        </>
      ) : book.storyboard && (book.status === 'outlined' || book.status === 'failed') ? (
        <>
          <p className="wizard-lead">{t('board.lead')}</p>
          <BoardEditor key={round} {...props} initial={book.storyboard} control={control} />
          <NewBoardPanel {...props} />
        </>
      ) : (
        <Spinner label={ct('loading')} />
      )}
    </section>
  );
}

type SaveState = 'saved' | 'unsaved' | 'saving' | 'error';

function problemText(t: StoryT, problem: BoardProblem | undefined, shown: boolean, max: number): string | undefined {
  return problem && shown ? t(`board.problems.${problem}`, { max }) : undefined;
}

function BoardEditor(props: StoryboardStepProps & { initial: Storyboard; control?: RefObject<EditorControl | null> }) {
  const { lang, book, costs, balance, initial, onBook, onStale, onCreditsChanged } = props;
  const t = useStoryT();
  const ct = useCreateT();
  const characterIds = useMemo(() => book.characters.map((c) => c.id), [book.characters]);
  // edits kept on this device that the server does not have yet come back
  const [restored, setRestored] = useState(() => restorableBoard(loadLocal(book.id), { updatedAt: book.updatedAt, storyboard: initial, characterIds }));
  const [draft, dispatch] = useReducer(boardReducer, restored ?? initial, (board: Storyboard) => draftFromBoard(board));
  const problems = useMemo(() => boardProblems(draft), [draft]);
  const valid = Object.keys(problems).length === 0;
  const saved = useRef(boardSignature(initial));
  const board = useMemo(() => boardFromDraft(draft), [draft]);
  const dirty = boardSignature(board) !== saved.current;
  const [state, setState] = useState<SaveState>(dirty ? 'unsaved' : 'saved');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const editedAt = useRef(Date.now());
  const leaving = useRef(false);
  const text = bookText(book.language);

  useEffect(() => {
    setState((s) => (s === 'saving' ? s : dirty ? (s === 'error' ? s : 'unsaved') : 'saved'));
  }, [dirty]);

  // the typed storyboard stays on this device until the server has it
  const typed = useMemo(() => typedBoard(draft), [draft]);
  useEffect(() => {
    if (!dirty) clearLocal(book.id);
    else saveLocal(book.id, { board: typed, editedAt: editedAt.current, base: book.updatedAt });
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
    const element = document.getElementById(focusTarget);
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const change = (action: BoardAction, place?: string) => {
    editedAt.current = Date.now();
    if (place) setTouched((set) => (set.has(place) ? set : new Set(set).add(place)));
    setMessage(null);
    dispatch(action);
  };
  const shown = (place: string) => showAll || touched.has(place);
  const pages = draft.pages.length;

  const move = (index: number, by: -1 | 1, key: string) => {
    change({ type: 'move', page: index, by });
    const target = index + by;
    // the same button keeps focus on the moved card, unless it reached the end and is off
    const atEdge = by === -1 ? target === 0 : target === pages - 1;
    setFocusTarget(`sbw-beat-${key}-${atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`);
  };
  const addAfter = (index: number) => {
    change({ type: 'addAfter', page: index });
    setFocusTarget(`sbw-beat-p${draft.nextKey}-text`);
  };
  const remove = (index: number) => {
    change({ type: 'remove', page: index });
    const next = draft.pages[index + 1] ?? draft.pages[index - 1];
    if (next) setFocusTarget(`sbw-beat-${next.key}-text`);
  };

  const showProblems = () => {
    setShowAll(true);
    const first = Object.keys(problems)[0] ?? '';
    const [kind, key] = first.split(':');
    setFocusTarget(kind === 'title' ? 'sbw-board-title' : kind === 'description' ? `sbw-beat-${key}-description` : `sbw-beat-${key}-text`);
    setMessage({ kind: 'error', text: t('board.fixFirst') });
  };

  /** Sends the storyboard; true once the server has what is on screen. */
  const save = async (): Promise<boolean> => {
    if (!valid) {
      showProblems();
      return false;
    }
    if (!dirty) return true;
    const sent = board;
    setState('saving');
    setMessage(null);
    try {
      const next = await updateStoryboard(book.id, sent);
      saved.current = boardSignature(sent);
      clearLocal(book.id);
      setRestored(null);
      setState(boardSignature(boardFromDraft(draft)) === saved.current ? 'saved' : 'unsaved');
      setMessage({ kind: 'success', text: t('board.saved') });
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

  // the step's Back button saves first (the wizard's one way back to the description)
  if (props.control) props.control.current = { flush: save, leave: () => { leaving.current = true; } };

  const discard = () => {
    clearLocal(book.id);
    setRestored(null);
    setTouched(new Set());
    setShowAll(false);
    change({ type: 'reset', board: initial });
    saved.current = boardSignature(initial);
  };

  const total = costs ? costs.page * pages : null;
  const short = total !== null && balance !== null && total > balance;

  const make = async () => {
    if (short) return;
    setMaking(true);
    try {
      if (!(await save())) return;
      await generateStorybook(book.id, keyFor(GENERATE_KEY_PREFIX + book.id, book.id));
      storage('session')?.removeItem(GENERATE_KEY_PREFIX + book.id);
      leaving.current = true;
      location.assign(storyUrl(lang, 'generate', book.id));
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
      setMaking(false);
    }
  };

  return (
    <div className="sbw-editor" data-board-state="editing" data-testid="storyboard">
      {restored ? (
        <Alert kind="info">
          <p>{t('board.restored')}</p>
          <p><Button kind="secondary" size="tiny" onClick={discard} data-discard-restored="">{t('board.discard')}</Button></p>
        </Alert>
      ) : null}
      <TextInput
        id="sbw-board-title" label={t('board.bookTitle')} required maxLength={BOARD_LIMITS.titleMax} value={draft.title} {...text}
        onChange={(title) => change({ type: 'setTitle', title }, 'title')} error={problemText(t, problems.title, shown('title'), BOARD_LIMITS.titleMax)}
        data-testid="board-title"
      />
      <div className="sbw-board-cast" aria-label={t('board.cast')} role="group">
        <span className="sbw-mine-label">{t('board.cast')}</span>
        {book.characters.map((c) => (
          <span key={c.id} className="sbw-cast-member">
            <CharacterFace name={c.name} portrait={c.portrait} size={32} />
            <span {...text}>{c.name}</span>
          </span>
        ))}
      </div>

      <ol className="sbw-beats">
        {draft.pages.map((page, index) => (
          <BeatCard
            key={page.key} t={t} index={index} count={pages} page={page} characters={book.characters} text={text} problems={problems} shown={shown}
            onChange={change} onMove={(by) => move(index, by, page.key)} onAddAfter={() => addAfter(index)} onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <p className="sbw-board-count" data-page-count={pages}>
        {t('board.count', { count: pages, min: BOARD_LIMITS.pagesMin, max: BOARD_LIMITS.pagesMax })}
        {pages <= BOARD_LIMITS.pagesMin ? ` ${t('board.atMin', { min: BOARD_LIMITS.pagesMin })}` : null}
        {pages >= BOARD_LIMITS.pagesMax ? ` ${t('board.atMax', { max: BOARD_LIMITS.pagesMax })}` : null}
      </p>

      <div className="sbw-save-bar" data-save-state={state}>
        <p className={`sbw-save-state sbw-save-state--${state}`} role="status">{t(`board.save.${state}`)}</p>
        <Button kind="secondary" onClick={() => void save()} loading={state === 'saving' && !making} disabled={!dirty || making} data-testid="board-save">
          {t('board.saveButton')}
        </Button>
      </div>
      {message ? <Alert kind={message.kind}><p>{message.text}</p></Alert> : null}

      <div className="wizard-write">
        <h2>{t('board.makeTitle')}</h2>
        <p className="wizard-cost" data-cost="">
          {costs === null || total === null ? ct('costs.loading') : t('costs.pages', { count: total, pages, page: costs.page })}
          {balance !== null && !short ? ` ${ct('costs.balance', { count: balance })}` : null}
        </p>
        {short && total !== null && balance !== null ? (
          <CreditsShort lang={lang} needed={total} balance={balance} explain={{ what: t('credits.what'), whatBuy: t('credits.whatBuy') }} />
        ) : null}
        <div className="wizard-actions">
          <Button onClick={() => void make()} loading={making} disabled={short || state === 'saving'} data-testid="board-make">
            {total === null ? t('board.make') : t('board.makeFor', { count: total })}
          </Button>
        </div>
        <p className="wizard-hint">{t('board.makeHint')}</p>
      </div>
    </div>
  );
}

function BeatCard({ t, index, count, page, characters, text, problems, shown, onChange, onMove, onAddAfter, onRemove }: {
  t: StoryT; index: number; count: number; page: ReturnType<typeof draftFromBoard>['pages'][number]; characters: StoryCharacter[];
  text: { lang?: string; dir: 'ltr' | 'rtl' | 'auto' }; problems: Record<string, BoardProblem>; shown: (place: string) => boolean;
  onChange: (action: BoardAction, place?: string) => void; onMove: (by: -1 | 1) => void; onAddAfter: () => void; onRemove: () => void;
}) {
  const n = index + 1;
  const id = (part: string) => `sbw-beat-${page.key}-${part}`;
  const full = page.characters.length >= MAX_CHARACTERS;
  return (
    <li className="sbw-beat" data-testid="beat" aria-labelledby={id('heading')}>
      <div className="sbw-beat-head">
        <h3 id={id('heading')} className="sbw-beat-number">{t('board.page', { n })}</h3>
        <div className="sbw-beat-tools">
          <Button id={id('up')} size="tiny" kind="secondary" disabled={index === 0} aria-label={t('board.moveUp', { n })} title={t('board.moveUp', { n })}
            onClick={() => onMove(-1)} data-testid="move-up">↑</Button>
          <Button id={id('down')} size="tiny" kind="secondary" disabled={index === count - 1} aria-label={t('board.moveDown', { n })} title={t('board.moveDown', { n })}
            onClick={() => onMove(1)} data-testid="move-down">↓</Button>
          <Button size="tiny" kind="secondary" disabled={count >= BOARD_LIMITS.pagesMax} aria-label={t('board.addAfter', { n })} title={t('board.addAfter', { n })}
            onClick={onAddAfter} data-testid="add-after">+</Button>
          <Button size="tiny" kind="secondary" disabled={count <= BOARD_LIMITS.pagesMin} aria-label={t('board.remove', { n })} title={t('board.remove', { n })}
            onClick={onRemove} data-testid="remove-page">✕</Button>
        </div>
      </div>
      <div className="sbw-beat-body">
        <ScenePanel setting={page.setting} timeOfDay={page.timeOfDay} className="sbw-beat-scene" />
        <div className="sbw-beat-fields">
          <TextArea
            id={id('text')} label={t('board.beat', { n })} required value={page.beat} minRows={2} maxRows={6} {...text}
            onChange={(beat) => onChange({ type: 'setBeat', page: index, beat }, `beat:${page.key}`)}
            error={problemText(t, problems[`beat:${page.key}`], shown(`beat:${page.key}`), BOARD_LIMITS.beatMax)}
            placeholder={t('board.beatPlaceholder')} data-testid="beat-text"
          />
          <fieldset className="sbw-beat-cast">
            <legend className="ui-label">{t('board.onPage')}</legend>
            <div className="sbw-chips">
              {characters.map((c) => {
                const on = page.characters.includes(c.id);
                return (
                  <button
                    type="button" key={c.id} className={on ? 'sbw-chip is-on' : 'sbw-chip'} aria-pressed={on} disabled={!on && full}
                    onClick={() => onChange({ type: 'toggleCharacter', page: index, id: c.id })} data-character={c.id}
                  >
                    <span className="sbw-chip-tick" aria-hidden="true">{on ? '✓' : '+'}</span>
                    <span {...text}>{c.name}</span>
                  </button>
                );
              })}
            </div>
            {page.characters.length === 0 ? <p className="wizard-hint">{t('board.nobody')}</p> : null}
          </fieldset>
          <div className="wizard-row sbw-beat-where">
            <NativeSelect
              id={id('place')} label={t('board.place')} value={page.setting} onChange={(setting) => onChange({ type: 'setSetting', page: index, setting })}
              options={SCENE_SETTINGS.map((s) => ({ value: s, label: t(`storybook:places.${s}`) }))}
            />
            <NativeSelect
              id={id('time')} label={t('board.time')} value={page.timeOfDay} onChange={(timeOfDay) => onChange({ type: 'setTime', page: index, timeOfDay })}
              options={TIMES_OF_DAY.map((s) => ({ value: s, label: t(`storybook:times.${s}`) }))}
            />
          </div>
          <details className="sbw-beat-more" open={shown(`description:${page.key}`) && problems[`description:${page.key}`] !== undefined ? true : undefined}>
            <summary>{t('board.picture')}</summary>
            <TextArea
              id={id('description')} label={t('board.pictureLabel', { n })} labelHidden value={page.description} minRows={2} maxRows={5} {...text}
              onChange={(description) => onChange({ type: 'setDescription', page: index, description }, `description:${page.key}`)}
              error={problemText(t, problems[`description:${page.key}`], shown(`description:${page.key}`), BOARD_LIMITS.descriptionMax)}
              placeholder={t('board.picturePlaceholder')}
            />
          </details>
        </div>
      </div>
    </li>
  );
}

function NewBoardPanel({ book, costs, onBook, onStale, onCreditsChanged, retry = false }: StoryboardStepProps & { retry?: boolean }) {
  const t = useStoryT();
  return (
    <AskAgainPanel
      retry={retry} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged} testId="new-storyboard"
      words={{
        title: t(retry ? 'again.retryTitle' : 'again.title'), note: t('again.note'), cost: costs ? t('again.cost', { count: costs.plan }) : null,
        comment: t('again.comment'), placeholder: t('again.placeholder'), button: t(retry ? 'again.retryButton' : 'again.button'),
      }}
      ask={async (comment) => {
        const next = await regenerateStoryboard(book.id, comment);
        clearLocal(book.id); // the new storyboard replaces the edits
        return next;
      }}
    />
  );
}
