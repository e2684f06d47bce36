// The plan editor's state for every kind (a storyboard, a worksheet group's plan, a cookbook's
// recipe list): the draft under the kind's reducer, its problems shown where touched (or all at
// once when Save or Write is refused), Save (free; true once the server has what is on screen),
// the copy of unsaved edits kept on this device and offered back after a reload, the browser's
// question before leaving with unsaved edits, the focus moved after an edit, and Write (save,
// then start the making, paid, refused up front when the balance cannot pay for it). A kind gives
// its plan's functions, its ids and its words; it renders its own fields.
import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { errorKind, serverMessage } from './api.ts';
import { notEnoughCreditsMessage, useCreateT } from './parts.tsx';
import type { PlanCopy } from './plan-copy.ts';
import { keyFor, storage } from './storage.ts';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'error';

/** What the step's Back button asks of the editor: save first, then leave without the browser's question. */
export interface EditorControl { flush: () => Promise<boolean>; leave: () => void }

export interface PlanDraftOptions<B, P, D, A, L, Q extends string> {
  book: { id: string; updatedAt: string };
  /** the server's plan the editor opened with */
  initial: P;
  /** the local copies of the kind */
  copy: PlanCopy<L>;
  /** the plan kept on this device to open instead of `initial`, or null */
  restore: (stored: unknown) => P | null;
  draftOf: (plan: P) => D;
  reducer: (draft: D, action: A) => D;
  /** the action that puts a plan back in the editor */
  reset: (plan: P) => A;
  /** what the server would refuse, by place */
  problemsOf: (draft: D) => Record<string, Q>;
  /** the plan to send */
  planOf: (draft: D) => P;
  /** the plan as typed, to keep on this device */
  typedOf: (draft: D) => P;
  signature: (plan: P) => string;
  /** the local copy of the typed plan */
  copyOf: (typed: P, editedAt: number, base: string) => L;
  /** the id of the field to focus for the first problem's place */
  problemField: (place: string) => string;
  words: { fixFirst: () => string; saved: () => string };
  /** sends the plan (Save) */
  send: (bookId: string, plan: P) => Promise<B>;
  /** starts the making with its idempotency key (Write) */
  generate: (bookId: string, key: string) => Promise<unknown>;
  generateKeyPrefix: string;
  /** the making page, where Write goes */
  generateUrl: string;
  /** the price of making the draft's parts, null until the costs are known */
  price: (draft: D) => number | null;
  balance: number | null;
  onBook: (book: B) => void;
  onStale: () => void;
  onCreditsChanged: () => void;
  control?: RefObject<EditorControl | null> | undefined;
}

export interface PlanDraft<D, A, Q extends string = string> {
  draft: D;
  problems: Record<string, Q>;
  dirty: boolean;
  state: SaveState;
  message: { kind: 'success' | 'error'; text: string } | null;
  /** the edits kept on this device were opened instead of the server's plan */
  restored: boolean;
  writing: boolean;
  /** the price of the making, and whether the balance cannot pay it (Write is refused) */
  total: number | null;
  short: boolean;
  /** an edit: it is kept on this device, the message goes, and `place` shows its problem from now on */
  change: (action: A, place?: string) => void;
  /** whether the problem at `place` shows */
  shown: (place: string) => boolean;
  /** the element to focus after the next render */
  focus: (id: string) => void;
  /** a card moved (`action`), its button keeping the focus (`card`: the card's id prefix) */
  moveCard: (action: A, card: string, index: number, by: -1 | 1, count: number) => void;
  /** a card removed (`action`), the focus on `field` of the card after it, else the one before */
  removeCard: (action: A, cards: readonly { key: string }[], index: number, field: (key: string) => string) => void;
  save: () => Promise<boolean>;
  /** the edits kept on this device are dropped: the server's plan again */
  discard: () => void;
  write: () => Promise<void>;
}

/** The id of a moved card's button that keeps the focus: the same one, unless the card reached the end and it is off. */
export function movedFocus(card: string, index: number, by: -1 | 1, count: number): string {
  const target = index + by;
  const atEdge = by === -1 ? target === 0 : target === count - 1;
  return `${card}-${atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
}

export function usePlanDraft<B, P, D, A, L, Q extends string>(options: PlanDraftOptions<B, P, D, A, L, Q>): PlanDraft<D, A, Q> {
  const { book, initial, copy, restore, draftOf, reducer, reset, problemsOf, planOf, typedOf, signature, copyOf, problemField, words } = options;
  const { send, generate, generateKeyPrefix, generateUrl, price, balance, onBook, onStale, onCreditsChanged, control } = options;
  const ct = useCreateT();
  // edits kept on this device that the server does not have yet come back
  const [restored, setRestored] = useState(() => restore(copy.load(book.id)));
  const [draft, dispatch] = useReducer(reducer, restored ?? initial, draftOf);
  const problems = useMemo(() => problemsOf(draft), [draft]);
  const valid = Object.keys(problems).length === 0;
  const saved = useRef(signature(initial));
  const plan = useMemo(() => planOf(draft), [draft]);
  const dirty = signature(plan) !== saved.current;
  const [state, setState] = useState<SaveState>(dirty ? 'unsaved' : 'saved');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const editedAt = useRef(Date.now());
  const leaving = useRef(false);

  useEffect(() => {
    setState((s) => (s === 'saving' ? s : dirty ? (s === 'error' ? s : 'unsaved') : 'saved'));
  }, [dirty]);

  // the typed plan stays on this device until the server has it
  const typed = useMemo(() => typedOf(draft), [draft]);
  useEffect(() => {
    if (!dirty) copy.clear(book.id);
    else copy.save(book.id, copyOf(typed, editedAt.current, book.updatedAt));
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

  const change = (action: A, place?: string) => {
    editedAt.current = Date.now();
    if (place) setTouched((set) => (set.has(place) ? set : new Set(set).add(place)));
    setMessage(null);
    dispatch(action);
  };
  const shown = (place: string) => showAll || touched.has(place);
  const moveCard = (action: A, card: string, index: number, by: -1 | 1, count: number) => {
    change(action);
    setFocusTarget(movedFocus(card, index, by, count));
  };
  const removeCard = (action: A, cards: readonly { key: string }[], index: number, field: (key: string) => string) => {
    change(action);
    const next = cards[index + 1] ?? cards[index - 1];
    if (next) setFocusTarget(field(next.key));
  };

  const showProblems = () => {
    setShowAll(true);
    setFocusTarget(problemField(Object.keys(problems)[0] ?? ''));
    setMessage({ kind: 'error', text: words.fixFirst() });
  };

  /** the message of a failed request: the network, else the server's words */
  const failure = (error: unknown) => (errorKind(error) === 'network' ? ct('errors.network') : serverMessage(error) ?? ct('errors.generic'));

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
      const next = await send(book.id, sent);
      saved.current = signature(sent);
      copy.clear(book.id);
      setRestored(null);
      setState(signature(planOf(draft)) === saved.current ? 'saved' : 'unsaved');
      setMessage({ kind: 'success', text: words.saved() });
      onBook(next);
      return true;
    } catch (error) {
      setState('error');
      if (errorKind(error) === 'conflict') onStale();
      setMessage({ kind: 'error', text: failure(error) });
      return false;
    }
  };

  // the step's Back button saves first (the wizard's one way back to the start values)
  if (control) control.current = { flush: save, leave: () => { leaving.current = true; } };

  const discard = () => {
    copy.clear(book.id);
    setRestored(null);
    setTouched(new Set());
    setShowAll(false);
    change(reset(initial));
    saved.current = signature(initial);
  };

  const total = price(draft);
  const short = total !== null && balance !== null && total > balance;

  const write = async () => {
    if (short) return;
    setWriting(true);
    try {
      if (!(await save())) return;
      await generate(book.id, keyFor(generateKeyPrefix + book.id, book.id));
      storage('session')?.removeItem(generateKeyPrefix + book.id);
      leaving.current = true;
      location.assign(generateUrl);
      await new Promise<never>(() => undefined); // busy until the next page shows
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'notEnoughCredits') {
        onCreditsChanged(); // the balance read again: the one message about credits shows
        setMessage({ kind: 'error', text: notEnoughCreditsMessage(ct, error) });
      } else if (kind === 'conflict') {
        onStale();
      } else {
        setMessage({ kind: 'error', text: failure(error) });
      }
    } finally {
      setWriting(false);
    }
  };

  return { draft, problems, dirty, state, message, restored: restored !== null, writing, total, short, change, shown, focus: setFocusTarget, moveCard, removeCard, save, discard, write };
}
