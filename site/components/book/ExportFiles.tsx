// "Download this book" on the export page (issue 17): each format the book is made in, with the
// last file built (a link that works without JavaScript), or a button that asks for one and shows
// its progress until the link is there. An unchanged book's file is served again, not rebuilt.
// The PDF is made on A4 or US Letter: the reader's language picks, the reader can switch.
// A worksheet group (issue 12) offers its student sheets and its answer key as two PDFs, each on
// the paper chosen, and its worksheets as a DOCX (the student version with each key after it).
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paperFor } from '../../../core/paper.ts';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { graphql, request, type VariablesOf } from '../../lib/graphql.ts';
import { Button } from '../ui/Button.tsx';
import { errorMessage, type BookFile as ApiFile, type ExportFormat, type Paper } from './api.ts';

const ExportMutation = graphql(`mutation ExportBookFile($b: ID!, $f: ExportFormat!, $p: Paper, $s: WorksheetSheet) { exportBook(bookId: $b, format: $f, paper: $p, sheet: $s) { id format paper sheet current status progress bytes fileName url viewUrl errorMessage finishedAt } }`);
const ExportQuery = graphql(`query BookExportFile($id: ID!) { bookExport(id: $id) { id format paper sheet current status progress bytes fileName url viewUrl errorMessage finishedAt } }`);

/** A worksheet group's PDF: the students' sheets or the teacher's answer key. */
export type Sheet = NonNullable<VariablesOf<typeof ExportMutation>['s']>;
/** A book's file as the panel shows it: the schema's BookExport, with the sheet of a worksheet group's PDF. */
export type BookFile = ApiFile & { sheet?: Sheet | null };

/** Asks for the file (a PDF on the paper given, a worksheet group's PDF of the sheet given). */
async function exportBook(bookId: string, format: ExportFormat, paper?: Paper, sheet?: Sheet): Promise<BookFile> {
  return (await request(ExportMutation, { b: bookId, f: format, ...(paper ? { p: paper } : {}), ...(sheet ? { s: sheet } : {}) })).exportBook;
}
/** One export again, to follow its build. */
async function bookExport(id: string, signal: AbortSignal): Promise<BookFile> {
  return (await request(ExportQuery, { id }, { signal })).bookExport;
}

/** The files of one row are told apart by their variant: the paper, and a worksheet group's sheet. */
const variantOf = (file: Pick<BookFile, 'paper' | 'sheet'>) => (file.sheet ? `${file.sheet}-${file.paper ?? ''}` : (file.paper ?? ''));

/** A build in progress is read again this often. */
const POLL_MS = 1000;

export interface ExportFilesProps {
  lang: string;
  resources: Record<string, Record<string, unknown>>;
  bookId: string;
  /** the kind of book (a worksheet group's files are its sheets, its key and its worksheets) */
  kind?: string;
  formats: ExportFormat[];
  /** the last file of each format, as the server found them */
  files: BookFile[];
}

function size(bytes: number, lang: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 1 : 0 })
    .format(mb ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}

function PdfRow({ lang, bookId, files, sheet, label, outdated }: { lang: string; bookId: string; files: BookFile[]; sheet?: Sheet; label?: string; outdated?: string }) {
  const { t } = useTranslation('books');
  const [paper, setPaper] = useState<Paper>(paperFor(lang));
  return (
    <FormatRow lang={lang} bookId={bookId} format="pdf" paper={paper} sheet={sheet} label={label} outdated={outdated} initial={files.filter((f) => (f.sheet ?? undefined) === sheet)}>
      <fieldset className="export-paper">
        <legend>{t('exportFiles.paper')}</legend>
        {(['a4', 'letter'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name={sheet ? `export-paper-${sheet}` : 'export-paper'} value={choice} checked={paper === choice} onChange={() => setPaper(choice)} />
            {t(`exportFiles.${choice}`)}
          </label>
        ))}
      </fieldset>
    </FormatRow>
  );
}

interface FormatRowProps {
  lang: string;
  bookId: string;
  format: ExportFormat;
  paper?: Paper | undefined;
  /** a worksheet group's PDF: which sheet this row makes */
  sheet?: Sheet | undefined;
  /** the row's name, when not the format's */
  label?: string | undefined;
  /** the line that says the file is of an older version */
  outdated?: string | undefined;
  initial: BookFile[];
  children?: ReactNode;
}

/** One format: its file (of the paper chosen, for a PDF), or the button that makes it. */
function FormatRow({ lang, bookId, format, paper, sheet, label, outdated, initial, children }: FormatRowProps) {
  const { t } = useTranslation('books');
  const variant = variantOf({ paper: paper ?? null, sheet: sheet ?? null });
  const testId = sheet ? `${format}-${sheet}` : format;
  const [files, setFiles] = useState<Record<string, BookFile | undefined>>(() => Object.fromEntries(initial.map((f) => [variantOf(f), f])));
  const file = files[variant];
  const setFile = (next: BookFile) => setFiles((all) => ({ ...all, [variantOf(next)]: next }));
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
      setFile(await exportBook(bookId, format, paper, sheet));
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setAsking(false);
    }
  };

  const done = file?.status === 'done' && file.url;
  return (
    <li className="export-file" data-format={format} data-sheet={sheet} data-status={file?.status ?? 'none'}>
      <span className="export-file-badge" aria-hidden="true">{format.toUpperCase()}</span>
      <div className="export-file-body">
        <p className="export-file-name">{label ?? t(`exportFiles.${format}`)}</p>
        {children}
        {done && !file.current ? (
          <div className="export-file-outdated">
            <p role="note">{outdated ?? t('exportFiles.outdated')}</p>
            <Button kind="primary" onClick={() => void make()} loading={asking} data-testid={`remake-${testId}`}>{t('exportFiles.remake', { format: format.toUpperCase() })}</Button>
          </div>
        ) : null}
        {done ? (
          <p className="export-file-actions">
            <Button kind={file.current ? 'primary' : 'secondary'} href={file.url!} download={file.fileName ?? ''} data-testid={`download-${testId}`}>{t('exportFiles.download', { format: format.toUpperCase() })}</Button>
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
            <Button kind="primary" onClick={() => void make()} loading={asking} data-testid={`make-${testId}`}>
              {file?.status === 'failed' ? t('exportFiles.again') : t('exportFiles.make', { format: format.toUpperCase() })}
            </Button>
          </>
        )}
        {error ? <p className="export-file-error" role="alert">{error}</p> : null}
      </div>
    </li>
  );
}

export default function ExportFiles({ lang, resources, bookId, kind, formats, files }: ExportFilesProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      {kind === 'worksheet'
        ? <WorksheetList lang={lang} bookId={bookId} formats={formats} files={files} />
        : <ExportList lang={lang} bookId={bookId} formats={formats} files={files} />}
    </I18nIsland>
  );
}

/** A worksheet group's files: the student sheets and the answer key (PDF, each on the paper chosen), and the worksheets (DOCX). */
function WorksheetList({ lang, bookId, formats, files }: Omit<ExportFilesProps, 'resources' | 'kind'>) {
  const { t } = useTranslation('books');
  const outdated = t('exportFiles.worksheetOutdated');
  return (
    <section className="export-files book-noprint" aria-labelledby="export-files-title" data-testid="worksheet-export-files">
      <h2 id="export-files-title">{t('exportFiles.worksheetHeading')}</h2>
      <p className="export-files-intro">{t('exportFiles.worksheetIntro')}</p>
      <ul className="export-file-list">
        {formats.includes('pdf') && (['student', 'key'] as const).map((sheet) => (
          <PdfRow key={sheet} lang={lang} bookId={bookId} sheet={sheet} label={t(sheet === 'key' ? 'exportFiles.keyPdf' : 'exportFiles.studentPdf')} outdated={outdated}
            files={files.filter((f) => f.format === 'pdf')} />
        ))}
        {formats.includes('docx') && (
          <FormatRow lang={lang} bookId={bookId} format="docx" label={t('exportFiles.worksheetsDocx')} outdated={outdated} initial={files.filter((f) => f.format === 'docx')}>
            <p className="export-files-intro">{t('exportFiles.worksheetsDocxNote')}</p>
          </FormatRow>
        )}
      </ul>
    </section>
  );
}

function ExportList({ lang, bookId, formats, files }: Omit<ExportFilesProps, 'resources' | 'kind'>) {
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
