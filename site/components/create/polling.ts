// Progress reaches an open wizard by polling (docs/architecture.md "Progress"): while `busy`, the
// book is asked for again POLL_MS after the previous answer began, one request at a time, and
// the request in flight is aborted when the page stops polling. Shared by every kind's wizard.
import { useEffect, useRef } from 'react';
import { POLL_MS } from './steps.ts';

export function useBookPolling<B>(
  busy: boolean,
  bookId: string | null,
  fetchBook: (id: string, signal: AbortSignal) => Promise<B | null>,
  onBook: (book: B) => void,
): void {
  const latest = useRef({ fetchBook, onBook });
  latest.current = { fetchBook, onBook };
  useEffect(() => {
    if (!busy || !bookId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const tick = async () => {
      const started = Date.now();
      try {
        const next = await latest.current.fetchBook(bookId, controller.signal);
        if (stopped) return;
        if (next) latest.current.onBook(next);
      } catch (error) {
        if (!stopped) console.warn('Progress check failed', error);
      }
      if (!stopped) timer = setTimeout(() => void tick(), Math.max(0, POLL_MS - (Date.now() - started)));
    };
    timer = setTimeout(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [busy, bookId]);
}
