// One book in a library listing: title (in the book's own language and direction), author,
// type, language, level, subject, the matched passage of a search, reads and saves.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO, isLangCode } from '../../../core/languages.ts';
import { enumLabel } from '../../lib/enum-labels.ts';
import { subtitleOf } from '../../lib/subtitle.ts';
import { authorHref, bookHref, coverTone, snippetParts, type LibraryBookView } from './model.ts';

// small line icons (an emoji font is not on every machine), drawn by CSS masks (library.css): a
// card is on the page forty times, and three inline SVGs a card were a tenth of Discover's HTML
type IconName = 'eye' | 'star' | 'list';

function Icon({ name }: { name: IconName }) {
  return <span className={`library-icon library-icon--${name}`} aria-hidden="true" />;
}

/** `action`: a control of the card's own (the owner's Remove on My Collection). `first`: the card
 * opens the page's first row, so its cover is the page's largest paint: fetched at once (never
 * lazily) and, for the very first card, ahead of everything else. */
export function BookCard({ lang, book, action, first }: { lang: string; book: LibraryBookView; action?: ReactNode; first?: 'lead' | 'row' }) {
  const { t } = useTranslation('library');
  const info = isLangCode(book.language) ? LANGUAGE_INFO[book.language] : LANGUAGE_INFO.en;
  const text = { lang: info.bcp47, dir: info.dir };
  // a cookbook's level is the cook's skill it asks for (easy, medium, advanced)
  const level = book.type === 'cookbook' ? t(`skills.${book.readingLevel}`, { defaultValue: book.readingLevel ?? '' }) : enumLabel(t, 'readingLevel', book.readingLevel);
  // a storybook always has a cover: its first picture, or a coloured one with its title until then
  const pictured = book.type === 'storybook';
  const parts = pictured ? t('card.pages') : book.type === 'worksheet' ? t('card.worksheets') : book.type === 'cookbook' ? t('card.recipes') : t('card.chapters');
  return (
    <article className={pictured ? 'library-card library-card--cover' : 'library-card'} data-book={book.id} data-type={book.type}>
      {book.cover ? (
        <a className="library-card-cover" href={bookHref(lang, book)} tabIndex={-1} aria-hidden="true"
          style={{ backgroundImage: `url("${book.cover.placeholder}")`, aspectRatio: `${book.cover.width} / ${book.cover.height}` }}>
          <img src={book.cover.src} srcSet={book.cover.srcset} sizes="(min-width: 900px) 320px, 90vw" width={book.cover.width} height={book.cover.height} alt=""
            loading={first ? 'eager' : 'lazy'} fetchPriority={first === 'lead' ? 'high' : undefined} decoding="async" />
        </a>
      ) : pictured && (
        <a className="library-card-cover cover-pending" data-tone={coverTone(book.id)} href={bookHref(lang, book)} tabIndex={-1} aria-hidden="true" data-testid="cover-pending">
          <span className="cover-pending-title" {...text}>{book.title}</span>
        </a>
      )}
      <p className="library-card-kind">
        <span className="library-chip">{enumLabel(t, 'bookType', book.type)}</span>
        {book.featured && <span className="library-chip library-chip--featured">{t('card.featured')}</span>}
      </p>
      {/* clamped to three lines (library.css); the whole title stays the link's text and its tooltip */}
      <h3 className="library-card-title" {...text}><a href={bookHref(lang, book)} title={book.title}>{book.title}</a></h3>
      <p className="library-card-author">
        <a href={authorHref(lang, book.author.slug)}>{t('card.by', { name: book.author.name })}</a>
      </p>
      {book.snippet ? (
        <p className="library-card-snippet" {...text} data-testid="snippet">
          {snippetParts(book.snippet).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
        </p>
      ) : subtitleOf(book.title, book.topic) && <p className="library-card-topic" {...text}>{book.topic}</p>}
      <ul className="library-card-facts">
        {/* named in the page's language, as the library's language filter names it */}
        <li>{t(`common:languageNames.${book.language}`, { defaultValue: info.nativeName })}</li>
        {book.age !== null && book.age !== undefined && <li data-testid="age">{t('card.age', { age: book.age })}</li>}
        {level && <li {...(book.type === 'worksheet' ? text : {})}>{level}</li>}
        {typeof book.itemCount === 'number' && <li data-testid="item-count">{t('card.items', { count: book.itemCount })}</li>}
        {book.subject && <li {...text}>{book.subject}</li>}
      </ul>
      <p className="library-card-stats">
        <span title={t('card.reads')}><span className="visually-hidden">{t('card.reads')}: </span><Icon name="eye" />{book.readCount}</span>
        <span title={t('card.saves')}><span className="visually-hidden">{t('card.saves')}: </span><Icon name="star" />{book.saveCount}</span>
        <span title={parts}><span className="visually-hidden">{parts}: </span><Icon name="list" />{book.chapterCount}</span>
      </p>
      {action}
    </article>
  );
}
