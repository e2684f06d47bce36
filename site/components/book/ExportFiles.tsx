// "Download this book" on the export page (issue 17): each format the book is made in, with the
// last file built (a link that works without JavaScript), or a button that asks for one and shows
// its progress until the link is there. An unchanged book's file is served again, not rebuilt.
// The PDF is made on A4 or US Letter: the reader's language picks, the reader can switch.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paperFor } from '../../../core/paper.ts';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { Button } from '../ui/Button.tsx';
import { bookExport, errorMessage, exportBook, type BookFile, type ExportFormat, type Paper } from './api.ts';

/** A build in progress is read again this often. */
const POLL_MS = 1000;

export interface ExportFilesProps {
  lang: string;
  resources: Record<string, Record<string, unknown>>;
  bookId: string;
  formats: ExportFormat[];
  /** the last file of each format, as the server found them */
  files: BookFile[];
}

function size(bytes: number, lang: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 1 : 0 })
    .format(mb ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}

function PdfRow({ lang, bookId, files }: { lang: string; bookId: string; files: BookFile[] }) {
  const { t } = useTranslation('books');
  const [paper, setPaper] = useState<Paper>(paperFor(lang));
  return (
    <FormatRow lang={lang} bookId={bookId} format="pdf" paper={paper} initial={files}>
      <fieldset className="export-paper">
        <legend>{t('exportFiles.paper')}</legend>
        {(['a4', 'letter'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name="export-paper" value={choice} checked={paper === choice} onChange={() => setPaper(choice)} />
            {t(`exportFiles.${choice}`)}
          </label>
        ))}
      </fieldset>
    </FormatRow>
  );
}

/** One format: its file (of the paper chosen, for a PDF), or the button that makes it. */
function FormatRow({ lang, bookId, format, paper, initial, children }: { lang: string; bookId: string; format: ExportFormat; paper?: Paper; initial: BookFile[]; children?: ReactNode }) {
  const { t } = useTranslation('books');
  const variant = paper ?? '';
  const [files, setFiles] = useState<Record<string, BookFile | undefined>>(() => Object.fromEntries(initial.map((f) => [f.paper ?? '', f])));
  const file = files[variant];
  const setFile = (next: BookFile) => setFiles((all) => ({ ...all, [next.paper ?? '']: next }));
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  // dates are shown once in the browser (its time zone), so the server's page and the island agree
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const building = file?.status === 'queued' || file?.status === 'building';
  useEffect(() => {
    if (!building || !file) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      bookExport(file.id, controller.signal).then(setFile).catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(failure, t));
      });
    }, POLL_MS);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [building, file, t]);

  const make = async () => {
    setError(undefined);
    setAsking(true);
    try {
      setFile(await exportBook(bookId, format, paper));
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setAsking(false);
    }
  };

  const done = file?.status === 'done' && file.url;
  return (
    <li className="export-file" data-format={format} data-status={file?.status ?? 'none'}>
      <span className="export-file-badge" aria-hidden="true">{format.toUpperCase()}</span>
      <div className="export-file-body">
        <p className="export-file-name">{t(`exportFiles.${format}`)}</p>
        {children}
        {done && !file.current ? (
          <div className="export-file-outdated">
            <p role="note">{t('exportFiles.outdated')}</p>
            <Button kind="primary" onClick={() => void make()} loading={asking} data-testid={`remake-${format}`}>{t('exportFiles.remake', { format: format.toUpperCase() })}</Button>
          </div>
        ) : null}
        {done ? (
          <p className="export-file-actions">
            <Button kind={file.current ? 'primary' : 'secondary'} href={file.url!} download={file.fileName ?? ''} data-testid={`download-${format}`}>{t('exportFiles.download', { format: format.toUpperCase() })}</Button>
            {file.viewUrl ? <a className="export-file-open" href={file.viewUrl} target="_blank" rel="noopener">{t('exportFiles.open')}</a> : null}
            <span className="export-file-meta">
              {file.bytes ? size(file.bytes, lang) : null}
              {mounted && file.finishedAt ? <> · {t('exportFiles.made', { date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(file.finishedAt)) })}</> : null}
            </span>
          </p>
        ) : building ? (
          <div className="export-file-progress">
            <progress max={100} value={file.progress} aria-label={t('exportFiles.making', { progress: file.progress })} />
            <span role="status">{t('exportFiles.making', { progress: file.progress })}</span>
          </div>
        ) : (
          <>
            {file?.status === 'failed' ? <p className="export-file-error" role="alert">{t('exportFiles.failed')}</p> : null}
            <Button kind="primary" onClick={() => void make()} loading={asking} data-testid={`make-${format}`}>
              {file?.status === 'failed' ? t('exportFiles.again') : t('exportFiles.make', { format: format.toUpperCase() })}
            </Button>
          </>
        )}
        {error ? <p className="export-file-error" role="alert">{error}</p> : null}
      </div>
    </li>
  );
}

export default function ExportFiles({ lang, resources, bookId, formats, files }: ExportFilesProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <ExportList lang={lang} bookId={bookId} formats={formats} files={files} />
    </I18nIsland>
  );
}

function ExportList({ lang, bookId, formats, files }: Omit<ExportFilesProps, 'resources'>) {
  const { t } = useTranslation('books');
  return (
    <section className="export-files book-noprint" aria-labelledby="export-files-title">
      <h2 id="export-files-title">{t('exportFiles.heading')}</h2>
      <p className="export-files-intro">{t('exportFiles.intro')}</p>
      <ul className="export-file-list">
        {formats.map((format) => (format === 'pdf'
          ? <PdfRow key={format} lang={lang} bookId={bookId} files={files.filter((f) => f.format === 'pdf')} />
          : <FormatRow key={format} lang={lang} bookId={bookId} format={format} initial={files.filter((f) => f.format === format)} />))}
      </ul>
    </section>
  );
}
