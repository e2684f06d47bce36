// One book in a library listing: title (in the book's own language and direction), author,
// type, language, level, subject, the matched passage of a search, reads and saves.
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO, isLangCode } from '../../../core/languages.ts';
import { authorHref, bookHref, readingLevelKey, snippetParts, type LibraryBookView } from './model.ts';

export function BookCard({ lang, book }: { lang: string; book: LibraryBookView }) {
  const { t } = useTranslation('library');
  const info = isLangCode(book.language) ? LANGUAGE_INFO[book.language] : LANGUAGE_INFO.en;
  const text = { lang: info.bcp47, dir: info.dir };
  const level = book.readingLevel ? t(`create:readingLevels.${readingLevelKey(book.readingLevel)}`, { defaultValue: book.readingLevel }) : '';
  return (
    <article className="library-card" data-book={book.id}>
      <p className="library-card-kind">
        <span className="library-chip">{t(`types.${book.type}`, { defaultValue: book.type })}</span>
        {book.featured && <span className="library-chip library-chip--featured">{t('card.featured')}</span>}
      </p>
      <h3 className="library-card-title" {...text}><a href={bookHref(lang, book)}>{book.title}</a></h3>
      <p className="library-card-author">
        <a href={authorHref(lang, book.author.slug)}>{t('card.by', { name: book.author.name })}</a>
      </p>
      {book.snippet ? (
        <p className="library-card-snippet" {...text} data-testid="snippet">
          {snippetParts(book.snippet).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
        </p>
      ) : book.topic && <p className="library-card-topic" {...text}>{book.topic}</p>}
      <ul className="library-card-facts">
        <li>{info.nativeName}</li>
        {level && <li>{level}</li>}
        {book.subject && <li {...text}>{book.subject}</li>}
      </ul>
      <p className="library-card-stats">
        <span title={t('card.reads')}><span className="visually-hidden">{t('card.reads')}: </span><span aria-hidden="true">👁 </span>{book.readCount}</span>
        <span title={t('card.saves')}><span className="visually-hidden">{t('card.saves')}: </span><span aria-hidden="true">★ </span>{book.saveCount}</span>
        <span title={t('card.chapters')}><span className="visually-hidden">{t('card.chapters')}: </span><span aria-hidden="true">☰ </span>{book.chapterCount}</span>
      </p>
    </article>
  );
}
