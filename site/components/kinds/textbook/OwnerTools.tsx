// The owner's tools on a book page (shown only when the server found that the viewer owns the
// book): title and front matter, the current chapter's text, a rewrite with an instruction, the
// chapter's versions, visibility and, for a shared book, the share box. Strings arrive as props (islandResources).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import type { Visibility } from '../../book/api.ts';
import { BookLifecycle } from '../../book/BookLifecycle.tsx';
import { ChapterEditor } from './ChapterEditor.tsx';
import { ChapterVersions } from './ChapterVersions.tsx';
import { OwnerFlash } from '../../book/OwnerFlash.tsx';
import { FrontMatterForm } from './FrontMatterForm.tsx';
import { RegenerateChapter } from './RegenerateChapter.tsx';
import { ShareBox } from '../../book/ShareBox.tsx';
import { VisibilityControl } from '../../book/VisibilityControl.tsx';

export interface OwnerBook {
  id: string;
  title: string;
  slug: string;
  dedication: string;
  copyright: string;
  visibility: Visibility;
  /** the book's status: only a done book can be shared */
  status: string;
  /** lang and dir of the book's text, for the fields that hold it */
  textLang: string;
  textDir: 'ltr' | 'rtl';
  /** an offline draft where the app runs in production: it cannot be made public */
  publicBlocked?: boolean | undefined;
}

export interface OwnerChapter {
  id: string;
  position: number;
  title: string;
  markdown: string;
  status: string;
}

export interface OwnerToolsProps {
  lang: string;
  resources: Record<string, Record<string, unknown>>;
  book: OwnerBook;
  /** on a chapter page: the chapter shown */
  chapter?: OwnerChapter | null | undefined;
  /** /{userSlug}/v/{bookSlug}/{id} */
  sharePath: string;
  /** the site's origin as the server saw it; the browser's own replaces it after hydration */
  origin: string;
  /** the wizard step to continue, while the book is not finished */
  wizardUrl?: string | null | undefined;
}

function Tools({ lang, book, chapter, sharePath, origin, wizardUrl }: Omit<OwnerToolsProps, 'resources'>) {
  const { t } = useTranslation('books');
  const [visibility, setVisibility] = useState<Visibility>(book.visibility);
  const [chapterStatus, setChapterStatus] = useState(chapter?.status ?? '');
  return (
    <section className="owner-tools" aria-labelledby="owner-tools-title" data-owner-tools="">
      <h2 id="owner-tools-title">{t('owner.heading')}</h2>
      {wizardUrl ? <p><a className="button secondary small" href={wizardUrl}>{t('owner.continueWizard')}</a></p> : null}
      {chapter ? (
        <>
          <OwnerFlash chapterId={chapter.id} />
          <ChapterEditor chapter={chapter} textLang={book.textLang} textDir={book.textDir} />
          <RegenerateChapter bookId={book.id} chapter={chapter} onStatus={setChapterStatus} />
          <ChapterVersions chapterId={chapter.id} status={chapterStatus} lang={lang} textLang={book.textLang} textDir={book.textDir} />
        </>
      ) : (
        <FrontMatterForm lang={lang} book={book} />
      )}
      <VisibilityControl bookId={book.id} value={visibility} onChange={setVisibility} publicBlocked={book.publicBlocked} />
      {visibility !== 'private' ? <ShareBox path={sharePath} origin={origin} title={book.title} /> : null}
      <BookLifecycle lang={lang} bookId={book.id} title={book.title} status={book.status} />
    </section>
  );
}

export default function OwnerTools({ resources, ...props }: OwnerToolsProps) {
  return (
    <I18nIsland lang={props.lang} resources={resources}>
      <Tools {...props} />
    </I18nIsland>
  );
}
