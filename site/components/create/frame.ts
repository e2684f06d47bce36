// The create wizards' frame (issue 16): what every kind's wizard island does around its steps,
// once. The book id travels as ?book=<id>; the book lives on the server, so the island loads it
// and, when the book's wizardStep belongs to another page, goes there (a reload, another tab or
// another device resumes where the author was). Without ?book the plan and making pages open the
// author's latest unfinished book of the kind, or send them to start. The start page with ?book=
// of a book still at its plan shows that book's start values to change (Back from the plan),
// never a second book. Progress is polled while the writer works, and the balance is read again
// when a job ends (refunds). A kind's wizard gives its fetchers, its address and what "busy"
// means; it renders its own steps.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BookKind } from '../../../core/kinds.ts';
import type { LangCode } from '../../../core/languages.ts';
import { currentToken } from '../../stores/session.ts';
import { errorKind, fetchLatestDraft } from './api.ts';
import { useBookPolling } from './polling.ts';
import { pageStepFor, type WizardStep } from './steps.ts';
import { retype, showsExactly, stillShown, typedBeforeCode, type TypedField } from '../../lib/typed-early.ts';
import { useViewer, type Viewer } from './viewer.ts';

export type Phase =
  | { name: 'loading' }
  | { name: 'ready' }
  | { name: 'signIn' }
  | { name: 'notFound' }
  | { name: 'error'; message: string | null };

export interface FrameBook { id: string; title: string; wizardStep: string; status: string; isOwner: boolean }

export interface FrameOptions<B extends FrameBook, C> {
  kind: BookKind;
  lang: LangCode;
  step: WizardStep;
  /** the wizard page of a step (and book) */
  url: (lang: string, step: WizardStep, bookId?: string) => string;
  fetchBook: (id: string, signal?: AbortSignal) => Promise<B | null>;
  fetchCredits: () => Promise<{ costs: C; balance: number }>;
  fetchCosts: () => Promise<C>;
  /** a book still at its plan, whose start values the start page may change */
  atPlan: (book: B) => boolean;
  /** the open wizard keeps asking for progress */
  busy: (book: B) => boolean;
  /** the words for a failed load over the network */
  networkMessage: string;
  /** the start page offers the author's latest unfinished book of the kind */
  offerLatest?: boolean;
}

export interface Frame<B extends FrameBook, C> {
  viewer: Viewer;
  phase: Phase;
  book: B | null;
  setBook: (book: B) => void;
  costs: C | null;
  balance: number | null;
  /** the author's latest unfinished book of the kind, offered on the start page */
  latest: { id: string; title: string; step: WizardStep } | null;
  /** loads the book again (another tab changed it) */
  reload: () => Promise<void>;
  refreshCredits: () => Promise<void>;
  /** after a failed load: try again */
  retry: () => void;
  /** the island's root: carries data-ready once settled (tests and styles) */
  root: React.RefObject<HTMLDivElement | null>;
}

export function useWizardFrame<B extends FrameBook, C>(options: FrameOptions<B, C>): Frame<B, C> {
  const { kind, lang, step, url, fetchBook, fetchCredits, fetchCosts, atPlan, busy: isBusy, networkMessage, offerLatest = false } = options;
  const viewer = useViewer();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [book, setBook] = useState<B | null>(null);
  const [costs, setCosts] = useState<C | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [latest, setLatest] = useState<Frame<B, C>['latest']>(null);
  const [attempt, setAttempt] = useState(0);
  const bookId = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // the kind's functions are module-level; the latest are kept without re-running the load
  const fns = useRef({ fetchBook, fetchCredits, fetchCosts, atPlan, isBusy, url });
  fns.current = { fetchBook, fetchCredits, fetchCosts, atPlan, isBusy, url };

  /** Goes to the page of the book's step when it is not this one; true when leaving. */
  const follow = useCallback((next: B): boolean => {
    const target = pageStepFor(next.wizardStep);
    if (target === step) return false;
    location.replace(fns.current.url(lang, target, next.id));
    return true;
  }, [lang, step]);

  const refreshCredits = useCallback(async () => {
    try {
      if (currentToken()) {
        const credits = await fns.current.fetchCredits();
        setCosts(credits.costs);
        setBalance(credits.balance);
      } else {
        setCosts(await fns.current.fetchCosts());
        setBalance(null);
      }
    } catch (error) {
      console.error(error);
    }
  }, []);

  const reload = useCallback(async () => {
    const id = bookId.current;
    if (!id) return;
    try {
      const next = await fns.current.fetchBook(id);
      if (next && !follow(next)) setBook(next);
    } catch (error) {
      console.error(error);
    }
  }, [follow]);

  // first load, once we know who is asking
  useEffect(() => {
    if (viewer === 'pending') return;
    let alive = true;
    const id = new URLSearchParams(location.search).get('book');
    bookId.current = id;
    void refreshCredits();
    const { fetchBook: getBook, atPlan: stillAtPlan, url: urlOf } = fns.current;
    const load = async () => {
      if (step === 'start') {
        if (viewer === 'user') {
          if (id) {
            const found = await getBook(id).catch(() => null);
            if (!alive) return;
            // back from its plan: the book's own start values, changed in place
            if (found?.isOwner && found.wizardStep === 'outline' && stillAtPlan(found)) {
              setBook(found);
              setPhase({ name: 'ready' });
              return;
            }
            if (found?.isOwner && follow(found)) return;
          }
          // a book of this kind left unfinished (on this device or another) is offered to continue
          if (offerLatest) {
            fetchLatestDraft(kind).then((draft) => {
              if (alive && draft) setLatest({ id: draft.id, title: draft.title, step: pageStepFor(draft.wizardStep) });
            }, (error: unknown) => console.warn('Unfinished books did not load', error));
          }
        }
        setPhase({ name: 'ready' });
        return;
      }
      if (viewer === 'guest') {
        if (id) setPhase({ name: 'signIn' });
        else location.replace(urlOf(lang, 'start'));
        return;
      }
      if (!id) {
        const draft = await fetchLatestDraft(kind);
        location.replace(draft ? urlOf(lang, pageStepFor(draft.wizardStep), draft.id) : urlOf(lang, 'start'));
        return;
      }
      const found = await getBook(id);
      if (!alive) return;
      if (!found || !found.isOwner) {
        setPhase({ name: 'notFound' });
        return;
      }
      if (follow(found)) return;
      setBook(found);
      setPhase({ name: 'ready' });
    };
    load().catch((error: unknown) => {
      if (!alive) return;
      const failure = errorKind(error);
      if (failure === 'notFound' || failure === 'badInput') setPhase({ name: 'notFound' });
      else if (failure === 'unauthenticated') setPhase({ name: 'signIn' });
      else setPhase({ name: 'error', message: failure === 'network' ? networkMessage : null });
    });
    return () => {
      alive = false;
    };
  }, [viewer, step, lang, kind, offerLatest, attempt, follow, refreshCredits, networkMessage]);

  // progress reaches the open wizard within a second while the writer (and illustrator) work
  const onPolled = useCallback((next: B) => {
    if (!follow(next)) setBook(next);
  }, [follow]);
  const busy = book !== null && isBusy(book);
  useBookPolling(busy, book ? book.id : null, fetchBook, onPolled);

  // the balance changes when a job ends (refunds of failed or stopped parts)
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) void refreshCredits();
    wasBusy.current = busy;
  }, [busy, refreshCredits]);

  // words typed into the server HTML before the code arrived are noted as the island hydrates and
  // typed again (typed-early.ts): at once after the commit in which the form wrote its loaded
  // values over them (a microtask: before the visitor's next key, outside React's commit), or,
  // when the form never did, once the wizard is ready
  const typedEarly = useRef<TypedField[] | null>(null);
  useLayoutEffect(() => {
    typedEarly.current = root.current ? typedBeforeCode(root.current) : [];
  }, []);
  useLayoutEffect(() => {
    const typed = typedEarly.current;
    const lost = typed?.filter((t) => t.field.isConnected && !stillShown(t)) ?? [];
    if (lost.length === 0) return;
    typedEarly.current = null;
    queueMicrotask(() => retype(lost));
  });

  // tests and styles can tell when the island is interactive and settled
  useEffect(() => {
    if (phase.name === 'loading') return;
    // fields still showing exactly the early words may not be in the form's state yet (a field
    // typed on since then told the form itself)
    const unchanged = typedEarly.current?.filter(showsExactly) ?? [];
    typedEarly.current = null;
    if (unchanged.length) setTimeout(() => retype(unchanged), 0);
    root.current?.setAttribute('data-ready', '');
  }, [phase.name]);

  const retry = useCallback(() => {
    setPhase({ name: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { viewer, phase, book, setBook, costs, balance, latest, reload, refreshCredits, retry, root };
}
