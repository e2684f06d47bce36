// The making step's actions, for every kind (the textbook's chapters, the storybook's pages):
// stop the making, try one failed or stopped part again, or all of them. One action at a time
// shows as busy; one message per problem (not enough credits, a stale book loaded again, the
// server's words); the balance is read again after each (refunds and new debits).
import { useState } from 'react';
import { errorKind, serverMessage } from './api.ts';
import { notEnoughCreditsMessage, useCreateT } from './parts.tsx';

/** a part that failed or was stopped may be tried again */
export const RETRYABLE: ReadonlySet<string> = new Set(['failed', 'cancelled']);

export function usePartActions<B, P extends { id: string; status: string }>({ parts, cancel, retryPart, onBook, onStale, onCreditsChanged }: {
  parts: P[];
  cancel: () => Promise<B>;
  retryPart: (id: string) => Promise<unknown>;
  onBook: (book: B) => void;
  onStale: () => unknown;
  onCreditsChanged: () => void;
}) {
  const t = useCreateT();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const retryable = parts.filter((p) => RETRYABLE.has(p.status));

  const act = async (name: string, action: () => Promise<void>) => {
    setBusy(name);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'notEnoughCredits') setFailure(notEnoughCreditsMessage(t, error));
      else if (kind === 'conflict') await onStale();
      else setFailure(kind === 'network' ? t('errors.network') : serverMessage(error) ?? t('errors.generic'));
    } finally {
      setBusy(null);
      onCreditsChanged();
    }
  };

  return {
    busy, failure, retryable,
    cancel: () => act('cancel', async () => onBook(await cancel())),
    retry: (part: P) => act(part.id, async () => {
      await retryPart(part.id);
      await onStale();
    }),
    retryAll: () => act('all', async () => {
      for (const part of retryable) await retryPart(part.id);
      await onStale();
    }),
  };
}
