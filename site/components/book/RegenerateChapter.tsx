// Rewrites the chapter with the owner's instruction (regenerateChapter), then reads the book every
// POLL_MS until the chapter is written and reloads the page with the new text. A chapter that is
// already being written when the page opens is followed the same way.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { chapterProgress, localized, POLL_MS, regenerateChapter } from './api.ts';
import { isBusy } from './ChapterEditor.tsx';
import type { OwnerChapter } from './OwnerTools.tsx';

export const INSTRUCTION_MAX_LENGTH = 2000;

type Progress = { state: 'idle' } | { state: 'waiting'; status: string } | { state: 'failed'; message: string };

export function RegenerateChapter({ bookId, chapter }: { bookId: string; chapter: OwnerChapter }) {
  const { t } = useTranslation('books');
  const [progress, setProgress] = useState<Progress>(isBusy(chapter.status) ? { state: 'waiting', status: chapter.status } : { state: 'idle' });
  const waiting = progress.state === 'waiting';

  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const found = (await chapterProgress(bookId, controller.signal)).find((c) => c.id === chapter.id);
        if (controller.signal.aborted) return;
        if (found?.status === 'done') {
          window.location.reload();
          return;
        }
        if (found && !isBusy(found.status)) {
          setProgress({ state: 'failed', message: found.errorMessage ?? t(`chapterStatus.${found.status}`) });
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
  }, [waiting, bookId, chapter.id, t]);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { regenerateChapter: queued } = await regenerateChapter(chapter.id, String(values.instruction ?? '').trim());
      setProgress({ state: 'waiting', status: queued.status });
    } catch (error) {
      throw localized(error, t);
    }
  };

  return (
    <details className="owner-panel" open={waiting || progress.state === 'failed' || undefined}>
      <summary>{t('owner.regenerate')}</summary>
      {waiting ? (
        <p role="status" className="owner-progress" data-testid="regenerate-progress">
          <span className="ui-spinner" aria-hidden="true" />
          {t('owner.regenerating', { number: chapter.position })} {t('owner.chapterStatus', { status: t(`chapterStatus.${progress.status}`) })}
        </p>
      ) : (
        <Form onSubmit={submit}>
          {progress.state === 'failed' ? <p role="alert" className="owner-error">{t('owner.regenerateFailed', { message: progress.message })}</p> : null}
          <TextArea
            name="instruction" label={t('owner.instruction')} required maxLength={INSTRUCTION_MAX_LENGTH} minRows={3} maxRows={8}
            aria-describedby="owner-instruction-hint"
          />
          <p id="owner-instruction-hint" className="owner-note">{t('owner.instructionHint')}</p>
          <div><Button type="submit" kind="secondary">{t('owner.regenerateButton')}</Button></div>
        </Form>
      )}
    </details>
  );
}
