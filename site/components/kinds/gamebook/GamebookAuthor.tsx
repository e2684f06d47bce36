// The author's map of a written gamebook (issue 14), /{lang}/create/gamebook/map?book=<id>: the
// map and its checks, each segment's editor (its words, ending, choices and where they lead;
// saved at once, the server's messages on their fields), a segment added or pruned (what grew in
// play too: its choice leads nowhere again), hidden from readers, or written again with an
// instruction; sharing (refused while the checks show an error), playing, and the files (a
// printed gamebook as a PDF, Twee for Twine).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Resource } from 'i18next';
import type { LangCode } from '../../../../core/languages.ts';
import { interactHref } from '../../../../core/kinds.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { requireLogin } from '../../../stores/navigation.ts';
import ExportFiles from '../../book/ExportFiles.tsx';
import { errorKind } from '../../create/api.ts';
import { Alert, Spinner } from '../../create/parts.tsx';
import { textAttrs } from '../../create/text-attrs.ts';
import { Button } from '../../ui/Button.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import {
  addSegment, deleteSegment, drawPicture, fetchGamebookCosts, fetchGamebookFull, regenerateSegment, removePicture, setGamebookVisibility, updateSegment, type FullGamebook,
} from './api.ts';
import { PictureTools } from './PictureTools.tsx';
import { branchOf, draftSegment, problemsOf, segmentInput, type DraftGraph, type DraftSegment } from './graph-draft.ts';
import { MapWorkspace } from './MapWorkspace.tsx';
import { setSegmentHidden } from './moderation-api.ts';
import { SegmentEditor } from './SegmentEditor.tsx';
import { useGamebookT, type GamebookT } from './strings.ts';
import { gamebookWizardUrl } from './wizard/steps.ts';
import './gamebook.css';
import { JobFailure } from '../../../lib/job-failure.tsx';

export default function GamebookAuthorIsland({ lang, resources }: { lang: LangCode; resources: Resource[string] }) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <GamebookAuthor lang={lang} resources={resources} />
    </I18nIsland>
  );
}

type GqlFailure = { errors?: { message: string; extensions?: { fields?: Record<string, string> } }[] };
const fieldsOf = (error: unknown): Record<string, string> => (error as GqlFailure)?.errors?.[0]?.extensions?.fields ?? {};
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function graphOf(book: FullGamebook): DraftGraph {
  return { start: book.start, flags: [...book.flags], segments: book.segments.map((s) => draftSegment(s, 'text')) };
}

function GamebookAuthor({ lang, resources }: { lang: LangCode; resources: Resource[string] }) {
  const t = useGamebookT();
  const bookId = useMemo(() => (typeof location === 'undefined' ? '' : new URLSearchParams(location.search).get('book') ?? ''), []);
  const [book, setBook] = useState<FullGamebook | null>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'signIn' | 'notFound' | 'error'>('loading');
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [instruction, setInstruction] = useState('');
  const [pictureCost, setPictureCost] = useState<number | null>(null);
  useEffect(() => { fetchGamebookCosts().then((c) => setPictureCost(c.picture)).catch(() => undefined); }, []);

  const load = useCallback(async () => {
    if (!bookId) { setPhase('notFound'); return; }
    try {
      const found = await fetchGamebookFull(bookId);
      if (!found || !found.isOwner) { setPhase('notFound'); return; }
      setBook(found);
      setPhase('ready');
    } catch (error) {
      const kind = errorKind(error);
      setPhase(kind === 'unauthenticated' ? 'signIn' : kind === 'notFound' ? 'notFound' : 'error');
    }
  }, [bookId]);
  useEffect(() => { void load(); }, [load]);
  // a segment being written again: read the book until it is done
  useEffect(() => {
    if (!book?.segments.some((s) => s.status === 'queued' || s.status === 'writing')) return undefined;
    const timer = setTimeout(() => void load(), 1000);
    return () => clearTimeout(timer);
  }, [book, load]);

  if (phase === 'loading') return <Spinner label={t('loading')} />;
  if (phase === 'signIn') return <Alert kind="info"><p>{t('errors.signIn')}</p><p><Button onClick={() => requireLogin(`${location.pathname}${location.search}`)}>{t('author.signIn')}</Button></p></Alert>;
  if (phase === 'notFound' || !book) return <Alert><p>{t('errors.notFound')}</p><p><a href={gamebookWizardUrl(lang, 'start')}>{t('actions.startNew')}</a></p></Alert>;
  if (phase === 'error') return <Alert><p>{t('errors.load')}</p></Alert>;
  if (book.status !== 'done' && book.status !== 'failed') {
    return <Alert kind="info"><p>{t('author.notWritten')}</p><p><a href={gamebookWizardUrl(lang, book.wizardStep === 'start' ? 'start' : book.wizardStep === 'outline' ? 'outline' : 'generate', book.id)}>{t('author.toWizard')}</a></p></Alert>;
  }

  const graph = graphOf(book);
  const checks = problemsOf(graph);
  const errorsCount = checks.filter((p) => p.severity === 'error').length;
  const text = textAttrs(book.language);
  const segment = graph.segments.find((s) => s.id === selected) ?? null;
  const full = book.segments.find((s) => s.id === selected) ?? null;
  const playUrl = interactHref(lang, book.slug, book.worldId, book.id);
  const replace = (saved: FullGamebook['segments'][number]) => setBook((b) => (b ? { ...b, segments: b.segments.some((s) => s.id === saved.id) ? b.segments.map((s) => (s.id === saved.id ? saved : s)) : [...b.segments, saved] } : b));

  const run = async (what: () => Promise<void>, success?: string) => {
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      await what();
      if (success) setNotice({ kind: 'success', text: success });
    } catch (error) {
      setErrors(fieldsOf(error));
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const save = (s: DraftSegment) => run(async () => replace(await updateSegment(book.id, s.id, segmentInput(s))), t('author.saved'));
  const add = () => run(async () => {
    const made = await addSegment(book.id, { title: t('segment.newTitle'), text: t('segment.newText'), ending: 'neutral', choices: [] });
    replace(made);
    setSelected(made.id);
  });
  const prune = (id: string) => run(async () => {
    if (!window.confirm(t('author.deleteConfirm', { id }))) return;
    await deleteSegment(book.id, id);
    setSelected(null);
    await load();
  }, t('author.deleted'));
  const rewrite = (ids: string[]) => run(async () => {
    for (const id of ids) replace(await regenerateSegment(book.id, id, instruction.trim()));
    setInstruction('');
  }, t('author.rewriting'));
  const draw = (id: string, wish: string, style: string) => run(async () => {
    replace(await drawPicture(book.id, id, wish, style));
    setBook((b) => (b ? { ...b, artStyle: style } : b));
  }, t('picture.started'));
  const unpicture = (id: string) => run(async () => replace(await removePicture(book.id, id)), t('picture.removed'));
  const share = (v: 'private' | 'public') => run(async () => {
    const done = await setGamebookVisibility(book.id, v);
    setBook({ ...book, visibility: done.visibility });
  }, v === 'public' ? t('author.shared') : t('author.unshared'));

  return (
    <div className="gba" data-testid="gamebook-author" data-visibility={book.visibility}>
      <header className="gba-head">
        <p className="gba-kicker">{book.world ? <a href={`/${lang}/world/${encodeURIComponent(book.world.slug)}/${book.world.id}`}>{book.world.name}</a> : null}</p>
        <h1 {...text}>{book.title}</h1>
        <p className="gba-lead">{t('author.lead', { segments: book.segments.length })}</p>
        <div className="gba-actions">
          <Button href={playUrl} data-testid="gamebook-play-link">{t('author.play')}</Button>
          {book.visibility === 'public'
            ? <Button kind="secondary" onClick={() => void share('private')} loading={busy} data-testid="gamebook-unshare">{t('author.unshare')}</Button>
            : <Button kind="secondary" onClick={() => void share('public')} loading={busy} disabled={errorsCount > 0} data-testid="gamebook-share">{t('author.share')}</Button>}
        </div>
        {book.visibility !== 'public' && errorsCount > 0 ? <p className="gba-hint" data-testid="share-blocked">{t('author.fixFirst', { count: errorsCount })}</p> : null}
        {book.visibility === 'public' ? <p className="gba-hint">{t('author.publicLink')} <a href={playUrl}>{typeof location === 'undefined' ? playUrl : new URL(playUrl, location.origin).href}</a></p> : null}
      </header>
      {notice ? <div role={notice.kind === 'error' ? 'alert' : 'status'} className={`gba-notice gba-notice--${notice.kind}`} data-testid="author-notice">{notice.text}</div> : null}
      <MapWorkspace
        t={t} graph={graph} problems={checks} selected={selected} onSelect={(id) => { setSelected(id); setErrors({}); }} rtl={text.dir === 'rtl'}
        editor={segment ? (<>
          <SegmentEditor t={t} mode="book" graph={graph} segment={segment} text={text} errors={errors} busy={busy} onApply={save}>
            <Button type="button" kind="secondary" size="small" onClick={() => void run(async () => {
              const changed = await setSegmentHidden(book.id, segment.id, !segment.hidden);
              setBook((b) => (b ? { ...b, segments: b.segments.map((x) => (x.id === changed.id ? { ...x, ...changed } : x)) } : b));
            })} data-testid="segment-hide">{segment.hidden ? t('segment.show') : t('segment.hide')}</Button>
            {segment.id !== graph.start ? <Button type="button" kind="destroy" size="small" onClick={() => void prune(segment.id)} data-testid="segment-delete">{t('segment.delete')}</Button> : null}
            <RewriteBox t={t} value={instruction} onChange={setInstruction} onSubmit={() => void rewrite([segment.id])} busy={busy}
              branch={branchOf(graph, segment.id)} onBranch={(ids) => void rewrite(ids)} />
          </SegmentEditor>
          {full ? (
            <>
              {full.errorMessage && full.status === 'done' ? <p className="ui-field-error" role="alert" data-testid="segment-error"><JobFailure message={full.errorMessage} /></p> : null}
              <PictureTools t={t} segment={full} artStyle={book.artStyle} cost={pictureCost} busy={busy}
                onDraw={(wish, style) => void draw(full.id, wish, style)} onRemove={() => void unpicture(full.id)} />
            </>
          ) : null}
        </>) : null}
      />
      <Button type="button" kind="secondary" onClick={() => void add()} disabled={busy} data-testid="segment-add">{t('segment.add')}</Button>
      <section className="gba-files" aria-label={t('author.files')}>
        <p className="gba-hint">{t('author.filesHint')}</p>
        <ExportFiles lang={lang} resources={resources as Record<string, Record<string, unknown>>} bookId={book.id} kind="gamebook" formats={['pdf', 'twee']} files={[]} />
      </section>
    </div>
  );
}

function RewriteBox({ t, value, onChange, onSubmit, busy, branch, onBranch }: {
  t: GamebookT; value: string; onChange: (v: string) => void; onSubmit: () => void; busy: boolean;
  /** the segment and what readers reach only through it */
  branch: string[]; onBranch: (ids: string[]) => void;
}) {
  return (
    <div className="gba-rewrite">
      <TextInput label={t('segment.rewriteLabel')} value={value} onChange={onChange} maxLength={500} placeholder={t('segment.rewritePlaceholder')} data-testid="segment-rewrite-instruction" />
      <div className="gbm-editor-actions">
        <Button type="button" kind="secondary" size="small" onClick={onSubmit} disabled={busy || !value.trim()} data-testid="segment-rewrite">{t('segment.rewrite')}</Button>
        {branch.length > 1 ? (
          <Button type="button" kind="secondary" size="small" onClick={() => onBranch(branch)} disabled={busy || !value.trim()} data-testid="segment-rewrite-branch">
            {t('segment.rewriteBranch', { count: branch.length })}
          </Button>
        ) : null}
      </div>
      {branch.length > 1 ? <p className="gbm-hint">{t('segment.rewriteBranchHint')}</p> : null}
    </div>
  );
}
