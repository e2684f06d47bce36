// The plan step of a kind's wizard around its editor (site/components/create/plan-draft.ts): Back
// to the start values (the edits saved first), the spinner while the writer works, the messages
// of a stopped or failed plan, the editor with "ask for a new plan" under it; and the pieces every
// editor shows: the notice of edits kept on this device, a card's heading with its move and
// remove buttons, the save bar with the price and the Write button, and "ask for a new plan".
// The kind gives its ids, classes and words.
import { Fragment, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../ui/Button.tsx';
import { AskAgainPanel } from './AskAgain.tsx';
import { Alert, CreditsShort, OfflineBadge, Spinner, useCreateT, type CreateT } from './parts.tsx';
import type { PlanCopy } from './plan-copy.ts';
import type { EditorControl, PlanDraft } from './plan-draft.ts';
import { useSentenceGap } from '../../lib/sentences.ts';
import { JobFailure } from '../../lib/job-failure.tsx';

export interface PlanStepWords {
  back: string;
  title: string;
  writing: string;
  writingHint: string;
  cancelled: string;
  startNew: string;
  failed: string;
  lead: string;
  /** asked before going back when the edits could not be saved */
  leaveConfirm: () => string;
}

export function PlanStepFrame<B extends { id: string; status: string; offlineDraft: boolean; errorMessage?: string | null }, P>({
  book, plan, canGoBack, startUrl, sectionClass, titleId, stateAttr, words, newPlanResets, onBook, editor, askAgain,
}: {
  book: B;
  /** the book's plan, when the writer has made one */
  plan: P | null | undefined;
  /** a book still at its plan may go back to its start values */
  canGoBack: boolean;
  /** the start page, of this book or of a new one */
  startUrl: (bookId?: string) => string;
  sectionClass: string;
  titleId: string;
  /** the attribute that says what the step shows (`data-plan-state`) */
  stateAttr: `data-${string}`;
  words: PlanStepWords;
  /** a new plan asked for replaces the editor as a whole at once (else when the book says it is outlined again) */
  newPlanResets: boolean;
  onBook: (book: B) => void;
  editor: (initial: P, control: RefObject<EditorControl | null>) => ReactNode;
  /** "ask for a new plan" under the editor, or in place of a failed first plan */
  askAgain: Omit<AskForNewPlanProps<B>, 'retry' | 'bookId' | 'onBook'>;
}) {
  const ct = useCreateT();
  const control = useRef<EditorControl | null>(null);
  // back to the start values of this book (the same book): edits go first
  const back = async () => {
    const current = control.current;
    const complete = current ? await current.flush() : true;
    if (!complete && !window.confirm(words.leaveConfirm())) return;
    current?.leave();
    location.assign(startUrl(book.id));
  };
  // a new plan from the writer replaces the editor as a whole
  const [round, setRound] = useState(0);
  const previous = useRef(book.status);
  useEffect(() => {
    if (previous.current !== book.status && book.status === 'outlined') setRound((r) => r + 1);
    previous.current = book.status;
  }, [book.status]);
  const onNewPlan = (next: B) => {
    setRound((r) => r + 1);
    onBook(next);
  };
  const onAsked = newPlanResets ? onNewPlan : onBook;

  return (
    <section className={`wizard-panel ${sectionClass}`} aria-labelledby={titleId}>
      {canGoBack ? (
        <p className="wizard-back">
          <Button kind="secondary" size="small" onClick={() => void back()} data-wizard-back="">{words.back}</Button>
        </p>
      ) : null}
      <h1 id={titleId}>{words.title}</h1>
      {book.offlineDraft ? <OfflineBadge /> : null}
      {book.status === 'outlining' ? (
        <div className="wizard-busy" {...{ [stateAttr]: 'writing' }}>
          <Spinner label={words.writing} />
          <p className="wizard-hint">{words.writingHint}</p>
        </div>
      ) : book.status === 'cancelled' ? (
        <Alert kind="info">
          <p>{words.cancelled}</p>
          <p><a href={startUrl()}>{words.startNew}</a></p>
        </Alert>
      ) : book.status === 'failed' && !plan ? (
        <>
          <Alert>
            <p>{words.failed}</p>
            {book.errorMessage ? <p><JobFailure message={book.errorMessage} /></p> : null}
          </Alert>
          <AskForNewPlan {...askAgain} retry bookId={book.id} onBook={onAsked} />
        </>
      ) : plan && (book.status === 'outlined' || book.status === 'failed') ? (
        <>
          <p className="wizard-lead">{words.lead}</p>
          <Fragment key={round}>{editor(plan, control)}</Fragment>
          <AskForNewPlan {...askAgain} retry={false} bookId={book.id} onBook={onAsked} />
        </>
      ) : (
        <Spinner label={ct('loading')} />
      )}
    </section>
  );
}

/** The edits kept on this device were opened: say so, and offer the server's plan instead. */
export function RestoredNotice({ editor, text, discard }: { editor: PlanDraft<unknown, never>; text: string; discard: string }) {
  return editor.restored ? (
    <Alert kind="info">
      <p>{text}</p>
      <p><Button kind="secondary" size="tiny" onClick={editor.discard} data-discard-restored="">{discard}</Button></p>
    </Alert>
  ) : null;
}

/** A card's heading: its number, move up and down, then the kind's own buttons (`children`) and remove. */
export function CardHead({ card, id, heading, index, count, min, words, onMove, onRemove, removeTestId, children }: {
  /** the card's class (`wsw-sheet`): its head, number and tools are named after it */
  card: string;
  /** the id of a part of the card (`heading`, `up`, `down`) */
  id: (part: string) => string;
  heading: string;
  index: number;
  count: number;
  /** the fewest cards a plan keeps */
  min: number;
  words: { up: string; down: string; remove: string };
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  removeTestId: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${card}-head`}>
      <h3 id={id('heading')} className={`${card}-number`}>{heading}</h3>
      <div className={`${card}-tools`}>
        <Button id={id('up')} size="tiny" kind="secondary" disabled={index === 0} aria-label={words.up} title={words.up}
          onClick={() => onMove(-1)} data-testid="move-up">↑</Button>
        <Button id={id('down')} size="tiny" kind="secondary" disabled={index === count - 1} aria-label={words.down} title={words.down}
          onClick={() => onMove(1)} data-testid="move-down">↓</Button>
        {children}
        <Button size="tiny" kind="secondary" disabled={count <= min} aria-label={words.remove} title={words.remove}
          onClick={onRemove} data-testid={removeTestId}>✕</Button>
      </div>
    </div>
  );
}

/** Under the cards: add one at the end (off at the most a plan holds) and how many there are, of how many allowed. */
export function CardsFoot({ className, countClass, countAttr, addTestId, count, max, words, onAdd }: {
  className: string;
  countClass: string;
  /** the attribute that carries the count (`data-recipe-count`) */
  countAttr: `data-${string}`;
  addTestId: string;
  count: number;
  /** the most cards a plan holds */
  max: number;
  words: { add: string; count: string; atMax: string };
  onAdd: () => void;
}) {
  return (
    <div className={className}>
      <Button kind="secondary" size="small" disabled={count >= max} onClick={onAdd} data-testid={addTestId}>
        {words.add}
      </Button>
      <p className={countClass} {...{ [countAttr]: count }}>
        {words.count}
        {count >= max ? ` ${words.atMax}` : null}
      </p>
    </div>
  );
}

/**
 * The end of every plan editor: whether the edits are saved, Save, the last message, then the
 * price of the making against the balance (the one message when it cannot pay) and Write.
 */
export function SaveAndWrite({ editor, lang, prefix, words, costText, costAttrs, balance, saveTestId, writeTestId }: {
  editor: PlanDraft<unknown, never>;
  lang: string;
  /** the kind's class prefix (`wsw`): its save bar is named after it */
  prefix: string;
  words: { state: string; save: string; writeTitle: string; write: string; writeHint: string; what: string; whatBuy: string };
  /** the price in the kind's words, null while the costs load */
  costText: string | null;
  costAttrs?: Record<`data-${string}`, string> | undefined;
  balance: number | null;
  saveTestId: string;
  writeTestId: string;
}) {
  const gap = useSentenceGap();
  const ct = useCreateT();
  const { state, dirty, writing, message, total, short } = editor;
  return (
    <>
      <div className={`${prefix}-save-bar`} data-save-state={state}>
        <p className={`${prefix}-save-state ${prefix}-save-state--${state}`} role="status">{words.state}</p>
        <Button kind="secondary" onClick={() => void editor.save()} loading={state === 'saving' && !writing} disabled={!dirty || writing} data-testid={saveTestId}>
          {words.save}
        </Button>
      </div>
      {message ? <Alert kind={message.kind}><p>{message.text}</p></Alert> : null}

      <div className="wizard-write">
        <h2>{words.writeTitle}</h2>
        <p className="wizard-cost" data-cost="" {...costAttrs}>
          {costText === null ? ct('costs.loading') : costText}
          {balance !== null && !short ? `${gap}${ct('costs.balance', { count: balance })}` : null}
        </p>
        {short && total !== null && balance !== null ? (
          <CreditsShort lang={lang} needed={total} balance={balance} explain={{ what: words.what, whatBuy: words.whatBuy }} />
        ) : null}
        <div className="wizard-actions">
          <Button onClick={() => void editor.write()} loading={writing} disabled={short || state === 'saving'} data-testid={writeTestId}>
            {words.write}
          </Button>
        </div>
        <p className="wizard-hint">{words.writeHint}</p>
      </div>
    </>
  );
}

/** "Ask for a new plan" in the kind's words (`again.*`): the request with the comment, then the local copy of the old plan's edits goes. */
export interface AskForNewPlanProps<B> {
  /** the kind's translator (`again.*`) */
  t: CreateT;
  /** the first plan failed: ask for it again */
  retry: boolean;
  /** the price of a plan, when known */
  planCost: number | null;
  testId: string;
  bookId: string;
  regenerate: (bookId: string, comment: string) => Promise<B>;
  /** the kind's local copies of plan edits */
  copy: Pick<PlanCopy<unknown>, 'clear'>;
  onBook: (book: B) => void;
  onStale: () => void;
  onCreditsChanged: () => void;
}

export function AskForNewPlan<B>({ t, retry, planCost, testId, bookId, regenerate, copy, onBook, onStale, onCreditsChanged }: AskForNewPlanProps<B>) {
  return (
    <AskAgainPanel
      retry={retry} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged} testId={testId}
      words={{
        title: t(retry ? 'again.retryTitle' : 'again.title'), note: t('again.note'), cost: planCost === null ? null : t('again.cost', { count: planCost }),
        comment: t('again.comment'), placeholder: t('again.placeholder'), button: t(retry ? 'again.retryButton' : 'again.button'),
      }}
      ask={async (comment) => {
        const next = await regenerate(bookId, comment);
        copy.clear(bookId); // the new plan replaces the edits
        return next;
      }}
    />
  );
}
