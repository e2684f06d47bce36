// The chapter's versions for its owner (chapterVersions): the undo of the latest rewrite (or,
// after a rewrite that failed or was stopped, the previous text back), and the history, newest
// first: when, by whom, a preview of each text and a restore (a new version, so nothing is lost).
// A restore reloads the page with the restored text and says so (flash.ts).
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLangCode, LANGUAGE_INFO } from '../../../../core/languages.ts';
import { Button } from '../../ui/Button.tsx';
import { errorMessage } from '../../book/api.ts';
import { chapterVersions, restoreChapterVersion, type ChapterVersion } from './api.ts';
import { isBusy } from './ChapterEditor.tsx';
import { flashAfterReload } from '../../book/flash.ts';
import '../../book/versions.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; versions: ChapterVersion[] };

export function versionLabel(version: ChapterVersion, t: TFunction): string {
  switch (version.source) {
    case 'rewrite': return t('owner.versions.source.rewrite', { instruction: version.instruction ?? '' });
    case 'restore': return t('owner.versions.source.restore', { number: version.restoredFrom ?? '?' });
    case 'writer': case 'edit': case 'kept': return t(`owner.versions.source.${version.source}`);
    default: return version.source;
  }
}

export function ChapterVersions({ chapterId, status, lang, textLang, textDir }: {
  chapterId: string; status: string; lang: string; textLang: string; textDir: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation('books');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    chapterVersions(chapterId).then(
      (versions) => { if (live) setLoad({ state: 'ready', versions }); },
      () => { if (live) setLoad({ state: 'failed' }); },
    );
    return () => { live = false; };
  }, [chapterId]);

  const restore = async (version: ChapterVersion) => {
    setRestoring(version.id);
    setFailure(null);
    try {
      await restoreChapterVersion(chapterId, version.id);
      flashAfterReload({ chapterId, key: 'owner.versions.restored', values: { number: version.number } });
      window.location.reload();
    } catch (error) {
      setFailure(errorMessage(error, t));
      setRestoring(null);
    }
  };

  const versions = load.state === 'ready' ? load.versions : [];
  const latest = versions.at(-1);
  const busy = isBusy(status);
  // one click back: after a rewrite the text before it; after a failed or stopped rewrite the last text
  const undo = busy || !latest ? null
    : status === 'failed' || status === 'cancelled' ? { version: latest, label: t('owner.versions.restorePrevious'), note: t('owner.versions.failedNote') }
    : latest.source === 'rewrite' && versions.length > 1 ? { version: versions.at(-2)!, label: t('owner.versions.undo'), note: versionLabel(latest, t) }
    : null;
  const when = new Intl.DateTimeFormat(isLangCode(lang) ? LANGUAGE_INFO[lang].bcp47 : lang, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <>
      {undo ? (
        <div className="owner-undo" data-testid="undo-rewrite">
          <p>{undo.note}</p>
          <Button type="button" size="small" kind="secondary" loading={restoring === undo.version.id} onClick={() => void restore(undo.version)}>{undo.label}</Button>
        </div>
      ) : null}
      <details className="owner-panel">
        <summary>{t('owner.versions.heading')}</summary>
        {failure ? <p role="alert" className="owner-error">{failure}</p> : null}
        {load.state === 'loading' ? <p className="owner-note">{t('owner.versions.loading')}</p> : null}
        {load.state === 'failed' ? <p role="alert" className="owner-error">{t('owner.versions.loadFailed')}</p> : null}
        {load.state === 'ready' && versions.length === 0 ? <p className="owner-note">{t('owner.versions.empty')}</p> : null}
        {versions.length > 0 ? (
          <ol className="owner-versions" reversed>
            {[...versions].reverse().map((version) => {
              const current = version === latest;
              const open = previewing === version.id;
              const previewId = `version-preview-${version.id}`;
              return (
                <li key={version.id} className="owner-version" data-testid="chapter-version">
                  <div className="owner-version-head">
                    <p className="owner-version-what">
                      <strong>{t('owner.versions.number', { number: version.number })}</strong>
                      {current ? <span className="book-chip">{t('owner.versions.current')}</span> : null}
                    </p>
                    <p className="owner-version-who">{versionLabel(version, t)}</p>
                    <p className="owner-note"><time dateTime={version.createdAt}>{when.format(new Date(version.createdAt))}</time></p>
                  </div>
                  <div className="owner-row">
                    <Button type="button" size="tiny" kind="secondary" aria-expanded={open} aria-controls={open ? previewId : undefined} onClick={() => setPreviewing(open ? null : version.id)}>
                      {open ? t('owner.versions.hidePreview') : t('owner.versions.preview')}
                    </Button>
                    {current ? null : (
                      <Button type="button" size="tiny" loading={restoring === version.id} disabled={busy || (restoring !== null && restoring !== version.id)} onClick={() => void restore(version)}>
                        {t('owner.versions.restore', { number: version.number })}
                      </Button>
                    )}
                  </div>
                  {open ? (
                    <div
                      id={previewId} className="owner-version-preview" lang={textLang} dir={textDir} tabIndex={0} role="region"
                      aria-label={t('owner.versions.number', { number: version.number })}
                    >
                      <p className="owner-version-title">{version.title}</p>
                      <pre>{version.markdown}</pre>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : null}
      </details>
    </>
  );
}
