// Rewrites the chapter with the owner's instruction (regenerateChapter). The price (the chapter
// cost from creditCosts) shows beside the button and the owner confirms in a dialog first; then
// the book is read every POLL_MS until the chapter is written and the page reloads with the new
// text (ChapterVersions then offers to undo the rewrite). A chapter that is already being written
// when the page opens is followed the same way.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { errorMessage } from '../../book/api.ts';
import { chapterProgress, POLL_MS, regenerateChapter, rewritePrice } from './api.ts';
import { isBusy } from './ChapterEditor.tsx';
import { ConfirmDialog } from '../../book/ConfirmDialog.tsx';
import { flashAfterReload } from '../../book/flash.ts';
import type { OwnerChapter } from './OwnerTools.tsx';
import { useSentenceGap } from '../../../lib/sentences.ts';
import { useJobFailureText } from '../../../lib/job-failure.tsx';

export const INSTRUCTION_MAX_LENGTH = 2000;

type Progress = { state: 'idle' } | { state: 'waiting'; status: string } | { state: 'failed'; message: string };
type Price = { cost: number; balance: number };

export function RegenerateChapter({ bookId, chapter, onStatus }: { bookId: string; chapter: OwnerChapter; onStatus?: ((status: string) => void) | undefined }) {
  const gap = useSentenceGap();
  const { t } = useTranslation('books');
  const failureText = useJobFailureText();
  const [progress, setProgress] = useState<Progress>(isBusy(chapter.status) ? { state: 'waiting', status: chapter.status } : { state: 'idle' });
  const [price, setPrice] = useState<Price | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const waiting = progress.state === 'waiting';

  useEffect(() => {
    let live = true;
    rewritePrice().then((p) => { if (live) setPrice(p); }, () => { /* shown as unknown; asked again when the dialog opens */ });
    return () => { live = false; };
  }, []);

  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const found = (await chapterProgress(bookId, controller.signal)).find((c) => c.id === chapter.id);
        if (controller.signal.aborted) return;
        if (found?.status === 'done') {
          flashAfterReload({ chapterId: chapter.id, key: 'owner.rewritten', values: { number: chapter.position } });
          window.location.reload();
          return;
        }
        if (found && !isBusy(found.status)) {
          setProgress({ state: 'failed', message: found.errorMessage ? failureText(found.errorMessage) : t(`chapterStatus.${found.status}`) });
          onStatus?.(found.status);
          return;
        }
        if (found) setProgress((p) => (p.state === 'waiting' && p.status !== found.status ? { state: 'waiting', status: found.status } : p));
      } catch {
        // a failed read is tried again at the next tick; the chapter is still being written
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(() => void check(), POLL_MS);
    };
    timer = setTimeout(() => void check(), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [waiting, bookId, chapter.id, chapter.position, onStatus, t]);

  // the form only asks; the dialog spends
  const ask = (values: Record<string, unknown>) => {
    setRefusal(null);
    setAsking(String(values.instruction ?? '').trim());
    if (!price) rewritePrice().then(setPrice, () => setRefusal(t('errors.network', { ns: 'common' })));
  };

  const confirm = async () => {
    if (asking === null) return;
    setSending(true);
    setRefusal(null);
    try {
      const { regenerateChapter: queued } = await regenerateChapter(chapter.id, asking);
      setAsking(null);
      setProgress({ state: 'waiting', status: queued.status });
      onStatus?.(queued.status);
    } catch (error) {
      setRefusal(errorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  const short = price !== null && price.balance < price.cost;

  return (
    <>
      <details className="owner-panel" open={waiting || progress.state === 'failed' || undefined}>
        <summary>{t('owner.regenerate')}</summary>
        {waiting ? (
          <p role="status" className="owner-progress" data-testid="regenerate-progress">
            <span className="ui-spinner" aria-hidden="true" />
            {t('owner.regenerating', { number: chapter.position })}{gap}{t('owner.chapterStatus', { status: t(`chapterStatus.${progress.status}`) })}
          </p>
        ) : (
          <Form onSubmit={ask}>
            {progress.state === 'failed' ? <p role="alert" className="owner-error">{t('owner.regenerateFailed', { message: progress.message })}</p> : null}
            <TextArea
              name="instruction" label={t('owner.instruction')} required maxLength={INSTRUCTION_MAX_LENGTH} minRows={3} maxRows={8}
              aria-describedby="owner-instruction-hint"
            />
            <p id="owner-instruction-hint" className="owner-note">{t('owner.instructionHint')}</p>
            <div className="owner-row">
              <Button type="submit" kind="secondary">{t('owner.regenerateButton')}</Button>
              {price ? <span className="owner-note" data-testid="rewrite-price">{t('owner.rewriteCost', { count: price.cost })}</span> : null}
            </div>
          </Form>
        )}
      </details>
      <ConfirmDialog
        open={asking !== null}
        title={t('owner.confirmRewriteTitle', { number: chapter.position })}
        confirmLabel={t('owner.confirmRewrite')}
        cancelLabel={t('owner.cancel')}
        busy={sending}
        confirmDisabled={price === null || short}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {price ? (
          <p className="owner-dialog-price">
            {t('owner.rewriteCost', { count: price.cost })}{gap}{t('owner.balance', { count: price.balance })}
          </p>
        ) : <p>{t('ui.loading', { ns: 'common' })}</p>}
        {short ? <p className="owner-error">{t('owner.notEnoughCredits')}</p> : null}
        <p>{t('owner.rewriteKeeps')}</p>
        {refusal ? <p role="alert" className="owner-error">{refusal}</p> : null}
      </ConfirmDialog>
    </>
  );
}
