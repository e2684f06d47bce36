// "Ask for a new plan" (an outline, a storyboard): the panel under every kind's plan step, and
// the way out when the first plan failed. The author's comment goes to the writer with the
// request; the price shows first; the new plan replaces the one on screen (the step's editor is
// told first, so nothing is saved over it afterwards, and is given back its edits if the request
// fails). One message per problem: not enough credits, a stale book (loaded again), or the
// server's words.
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { errorKind, serverMessage } from './api.ts';
import { Alert, notEnoughCreditsMessage, useCreateT } from './parts.tsx';

export const PLAN_COMMENT_MAX = 2000;

export interface AskAgainWords {
  title: string;
  /** what a new plan does to the current one (left out when the first plan failed) */
  note: string;
  /** its price, when known */
  cost: string | null;
  comment: string;
  placeholder: string;
  button: string;
}

export function AskAgainPanel<B>({ retry, words, ask, freeze, thaw, onBook, onStale, onCreditsChanged, testId }: {
  retry: boolean;
  words: AskAgainWords;
  /** sends the request with the comment; answers the book with its new plan on the way */
  ask: (comment: string) => Promise<B>;
  /** the step's editor stops saving (the new plan replaces its edits) and clears its local copy */
  freeze?: () => Promise<void> | void;
  /** the request failed: the editor carries on */
  thaw?: () => void;
  onBook: (book: B) => void;
  onStale: () => void;
  onCreditsChanged: () => void;
  testId?: string;
}) {
  const t = useCreateT();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    if (comment.length > PLAN_COMMENT_MAX) return;
    setBusy(true);
    setFailure(null);
    try {
      await freeze?.();
      const next = await ask(comment.trim());
      setComment('');
      onBook(next);
      onCreditsChanged();
    } catch (error) {
      thaw?.();
      const kind = errorKind(error);
      if (kind === 'notEnoughCredits') setFailure(notEnoughCreditsMessage(t, error));
      else if (kind === 'conflict') onStale();
      else setFailure(kind === 'network' ? t('errors.network') : serverMessage(error) ?? t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="wizard-rewrite" open={retry || undefined} data-testid={testId}>
      <summary>{words.title}</summary>
      <p className="wizard-hint">
        {retry ? null : `${words.note} `}
        {words.cost}
      </p>
      <TextArea
        label={words.comment} name="comment" maxLength={PLAN_COMMENT_MAX} value={comment} onChange={setComment}
        placeholder={words.placeholder} minRows={2} maxRows={6}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="wizard-actions">
        <Button kind="secondary" loading={busy} disabled={comment.length > PLAN_COMMENT_MAX} onClick={() => void send()} data-ask-again="">
          {words.button}
        </Button>
      </div>
    </details>
  );
}
