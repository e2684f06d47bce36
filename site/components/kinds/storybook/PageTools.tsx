// The owner's tools for one page of their storybook (issue 16): edit the words and the picture's
// description, redraw the picture or rewrite the words with an instruction (the characters stay
// themselves; the cost is on the button), or put their own picture on the page. While the page is
// made again it polls, then reloads the page to show the result. Every refusal shows the
// server's message.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql, request } from '../../../lib/graphql.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { currentToken } from '../../../stores/session.ts';
import { useJobFailureText } from '../../../lib/job-failure.tsx';

export interface PageToolsProps {
  lang: string;
  resources: Resource[string];
  bookId: string;
  pageId: string;
  position: number;
  text: string;
  alt: string;
  status: string;
  /** what a page being made again gets new: 'picture', 'text' or 'all' */
  redo?: string;
  /** why the last remake did not work (the page kept what it had) */
  errorMessage?: string | null;
  textLang: string;
  textDir: 'ltr' | 'rtl';
  costs: { page: number; redraw: number };
}

export default function PageToolsIsland(props: PageToolsProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <PageTools {...props} />
    </I18nIsland>
  );
}

function messageOf(error: unknown): string {
  const e = error as { errors?: { message?: string }[]; message?: string };
  return e?.errors?.[0]?.message ?? e?.message ?? String(error);
}

const PAGE = graphql(`query StorybookPageStatus($id: ID!) { storybook(id: $id) { pages { id status errorMessage } } }`);

function PageTools({ bookId, pageId, position, text, alt, status, redo = 'all', errorMessage = null, textLang, textDir, costs }: PageToolsProps) {
  const { t } = useTranslation('storybook');
  const { t: r } = useTranslation('storybook-reader');
  const failureText = useJobFailureText();
  const [words, setWords] = useState(text);
  const [description, setDescription] = useState(alt);
  const [instruction, setInstruction] = useState('');
  const [rewriteInstruction, setRewriteInstruction] = useState('');
  const [busy, setBusy] = useState<'save' | 'redraw' | 'rewrite' | 'upload' | null>(null);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [waiting, setWaiting] = useState(status === 'queued' || status === 'writing');
  // what is being made again, for the progress line: a new picture, new words, or the whole page
  const [remaking, setRemaking] = useState(redo);
  const file = useRef<HTMLInputElement>(null);

  // a page being made again: poll until it is done, then show it
  useEffect(() => {
    if (!waiting) return;
    let alive = true;
    const tick = async () => {
      try {
        const data = await request(PAGE, { id: bookId });
        const page = data.storybook?.pages.find((p) => p.id === pageId);
        if (page && page.status !== 'queued' && page.status !== 'writing') {
          if (!alive) return;
          if (page.errorMessage) setNote({ kind: 'error', text: t('owner.failed', { message: failureText(page.errorMessage) }) });
          window.location.hash = `page-${position}`;
          window.location.reload();
          return;
        }
      } catch {
        // a network blip: try again on the next tick
      }
      if (alive) timer = window.setTimeout(tick, 1000);
    };
    let timer = window.setTimeout(tick, 800);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [waiting, bookId, pageId, position, t]);

  const run = async (kind: 'save' | 'redraw' | 'rewrite', action: () => Promise<unknown>, after: () => void) => {
    setBusy(kind);
    setNote(null);
    try {
      await action();
      after();
    } catch (error) {
      setNote({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(null);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run('save', () => request(graphql(
      `mutation UpdateStorybookPage($id: ID!, $input: StorybookPageInput!) { updateStorybookPage(pageId: $id, input: $input) { id text alt } }`),
      { id: pageId, input: { text: words, alt: description } }), () => {
      // the page shows the saved words and description at once (the server has them for the next visit)
      const shown = document.getElementById(`page-${position}`);
      const paragraph = shown?.querySelector<HTMLElement>('[data-story-text]');
      if (paragraph) paragraph.textContent = words.trim();
      shown?.querySelectorAll<HTMLImageElement>('.story-art img').forEach((img) => { img.alt = description.trim(); });
      setNote({ kind: 'ok', text: t('owner.saved') });
    });
  };

  const redraw = (event: FormEvent) => {
    event.preventDefault();
    void run('redraw', () => request(graphql(
      `mutation RedrawStorybookPage($id: ID!, $instruction: String!) { redrawStorybookPage(pageId: $id, instruction: $instruction) { id status } }`),
      { id: pageId, instruction }), () => { setRemaking('picture'); setWaiting(true); });
  };

  const rewrite = (event: FormEvent) => {
    event.preventDefault();
    void run('rewrite', () => request(graphql(
      `mutation RewriteStorybookPage($id: ID!, $instruction: String!) { rewriteStorybookPage(pageId: $id, instruction: $instruction) { id status } }`),
      { id: pageId, instruction: rewriteInstruction }), () => { setRemaking('text'); setWaiting(true); });
  };

  const upload = async () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    setBusy('upload');
    setNote({ kind: 'ok', text: t('owner.uploading') });
    try {
      const token = currentToken();
      const res = await fetch(`/api/uploads/images?alt=${encodeURIComponent(description)}`, {
        method: 'POST', body: chosen, credentials: 'same-origin',
        headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const body = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error(body.error ?? res.statusText);
      await request(graphql(
        `mutation SetStorybookPagePicture($id: ID!, $upload: ID!) { setStorybookPagePicture(pageId: $id, uploadId: $upload) { id } }`),
        { id: pageId, upload: body.upload.id });
      setNote({ kind: 'ok', text: t('owner.uploaded') });
      window.location.hash = `page-${position}`;
      window.location.reload();
    } catch (error) {
      setNote({ kind: 'error', text: messageOf(error) });
      if (file.current) file.current.value = '';
    } finally {
      setBusy(null);
    }
  };

  // a picture chosen before this island woke up (client:intent="visible", on a busy phone): its change
  // event reached no handler, so the file waiting in the input is sent now
  useEffect(() => {
    if (file.current?.files?.length) void upload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for what the input held at hydration
  }, []);

  return (
    <>
    {waiting && (
      <p className="story-remaking" role="status" data-testid={`page-progress-${position}`}>
        <span className="story-remaking-dot" aria-hidden="true" />
        {r(`progress.${remaking === 'picture' || remaking === 'text' ? remaking : 'all'}`)}
      </p>
    )}
    {!waiting && errorMessage && !note && (
      <p className="story-tools-note story-tools-note--error" role="alert">{r('progress.failed', { message: failureText(errorMessage) })}</p>
    )}
    <details className="story-tools" data-testid={`page-tools-${position}`}>
      <summary>{t('owner.editPage', { page: position })}</summary>
      {note && <p className={`story-tools-note story-tools-note--${note.kind}`} role={note.kind === 'error' ? 'alert' : 'status'}>{note.text}</p>}
      <form onSubmit={save} className="story-tools-form">
        <label>{t('owner.words')}
          <textarea value={words} onChange={(e) => setWords(e.target.value)} rows={4} maxLength={700} lang={textLang} dir={textDir} required data-testid="page-text" />
        </label>
        <label>{t('owner.alt')}
          <input value={description} onChange={(e) => setDescription(e.target.value)} maxLength={300} lang={textLang} dir={textDir} required data-testid="page-alt" />
        </label>
        <button type="submit" className="button primary small" disabled={busy !== null}>{t('owner.save')}</button>
      </form>
      <form onSubmit={redraw} className="story-tools-form">
        <label>{t('owner.redraw')}
          <input value={instruction} onChange={(e) => setInstruction(e.target.value)} maxLength={2000} placeholder={t('owner.redrawPlaceholder')} required data-testid="redraw-instruction" />
        </label>
        <p className="story-tools-hint">{t('owner.redrawHint')}</p>
        <button type="submit" className="button secondary small" disabled={busy !== null || waiting}>{r('tools.redraw', { count: costs.redraw })}</button>
      </form>
      <form onSubmit={rewrite} className="story-tools-form">
        <label>{t('owner.rewrite')}
          <input value={rewriteInstruction} onChange={(e) => setRewriteInstruction(e.target.value)} maxLength={2000} placeholder={t('owner.rewritePlaceholder')} required />
        </label>
        <button type="submit" className="button secondary small" disabled={busy !== null || waiting}>{r('tools.rewrite', { count: costs.page })}</button>
      </form>
      <div className="story-tools-form">
        <label>{t('owner.upload')}
          <input ref={file} type="file" accept="image/jpeg,image/png,image/webp" onChange={() => void upload()} disabled={busy !== null} data-testid="page-upload" />
        </label>
        <p className="story-tools-hint">{t('owner.uploadHint')}</p>
      </div>
    </details>
    </>
  );
}
