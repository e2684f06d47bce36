// The library's search and filters (Discover, /search/books). The server renders the first page
// inside a plain GET form, so without JavaScript (and until the visitor reaches for the form or
// a card: client:intent="used") the page reads, filters and pages through links. The first
// page's cards come in as static children (Astro's slot: HTML, not props), so the island's props
// stay a few hundred bytes and waking it costs no re-render of forty cards;
// once hydrated, changing a filter or searching fetches the results in place, "Show more"
// appends the next page, and the URL always holds the search (pushState), so it can be shared
// and the back button steps through earlier searches.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from 'i18next';
import { isLangCode, LANGUAGE_INFO } from '../../../core/languages.ts';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { fetchLibrary, type LibraryPageView } from './api.ts';
import { BookCard } from './BookCard.tsx';
import { enumLabel } from '../../lib/enum-labels.ts';
import { firstRow, hasFilters, paramsFromSearch, searchFromParams, type LibraryBookView, type LibraryParams } from './model.ts';

export interface LibraryBrowserProps {
  lang: string;
  resources: Resource[string];
  /** the page the form submits to and the URL it keeps: /{lang}/discover or /{lang}/search/books */
  basePath: string;
  params: LibraryParams;
  offset: number;
  /** the first page without its books (those are `children`): how many, what comes next */
  page: Omit<LibraryPageView, 'books'> & { count: number };
  /** the subjects (codes, core/subjects.ts) that have listed books, with how many */
  subjects: { code: string; books: number }[];
  levels: string[];
  types: string[];
  languages: { code: string; name: string }[];
  /** the heading of the results when there is no query */
  heading: string;
  /** the results open the page (no shelf above them): their first row's covers load at once */
  lead?: boolean;
  /** the server's first page of results: a `.library-grid` list of cards (ResultsGrid) */
  children?: ReactNode;
}

export function LibraryBrowser(props: LibraryBrowserProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <Browser {...props} />
    </I18nIsland>
  );
}

type Status = 'idle' | 'loading' | 'failed';

function Browser({ lang, basePath, params: initialParams, offset: initialOffset, page: initialPage, subjects, levels, types, languages, heading, lead, children }: LibraryBrowserProps) {
  const { t } = useTranslation('library');
  const [params, setParams] = useState(initialParams);
  const [draftQuery, setDraftQuery] = useState(initialParams.q);
  // null: the server's first page (the children) is still what is shown; `more` follows it
  const [books, setBooks] = useState<LibraryBookView[] | null>(null);
  const [more, setMore] = useState<LibraryBookView[]>([]);
  const [nextOffset, setNextOffset] = useState(initialPage.nextOffset);
  const [suggestions, setSuggestions] = useState(initialPage.suggestions);
  const [corrected, setCorrected] = useState(initialPage.correctedQuery ?? null);
  const [status, setStatus] = useState<Status>('idle');
  const [hydrated, setHydrated] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // words typed into the box before the code came are typed again as the island hydrates
  // (client:intent, site/lib/typed-early.ts), so the state holds them
  const typedQuery = () => draftQuery.trim();

  const load = async (next: LibraryParams, offset: number, mode: 'replace' | 'append') => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    try {
      const result = await fetchLibrary(next, offset, controller.signal);
      if (controller.signal.aborted) return;
      if (mode === 'append' && books === null) {
        firstNew.current = more.length;
        setMore((current) => [...current, ...result.books]);
      } else if (mode === 'append') {
        firstNew.current = books?.length ?? 0;
        setBooks((current) => [...(current ?? []), ...result.books]);
      } else {
        setBooks(result.books);
        setMore([]);
      }
      setNextOffset(result.nextOffset);
      setSuggestions(result.suggestions);
      if (mode === 'replace') setCorrected(result.correctedQuery ?? null);
      setStatus('idle');
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  };

  // search, filter or sort: new results, and a new history entry holding the search
  const apply = (next: LibraryParams) => {
    const cleaned = { ...next, sort: next.sort === 'relevance' && !next.q ? '' : next.sort };
    markFiltered(cleaned);
    setParams(cleaned);
    setDraftQuery(cleaned.q);
    // the same search again (a filter chosen, then Apply) is one entry, not two Back steps
    const url = `${basePath}${searchFromParams(cleaned)}`;
    if (url === window.location.pathname + window.location.search) window.history.replaceState({ library: true }, '', url);
    else window.history.pushState({ library: true }, '', url);
    void load(cleaned, 0, 'replace');
  };

  useEffect(() => {
    setHydrated(true);
    const onPop = () => {
      const fromUrl = paramsFromSearch(new URLSearchParams(window.location.search));
      markFiltered(fromUrl);
      setParams(fromUrl);
      setDraftQuery(fromUrl.q);
      void load(fromUrl, 0, 'replace');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // after "Show more", move focus to the first new book so keyboard users carry on from there
  useEffect(() => {
    if (firstNew.current === null) return;
    const link = listRef.current?.querySelectorAll<HTMLAnchorElement>('.library-card-title a')[firstNew.current];
    firstNew.current = null;
    link?.focus();
  }, [books, more]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...params, q: typedQuery() });
  };
  const choose = (name: keyof LibraryParams) => (value: string) => apply({ ...params, q: typedQuery(), [name]: value });

  const sorts = params.q ? ['relevance', 'newest', 'mostRead', 'mostSaved'] : ['newest', 'mostRead', 'mostSaved'];
  const sortValue = params.sort || (params.q ? 'relevance' : 'newest');
  const subjectOptions = params.subject && !subjects.some((s) => s.code === params.subject) ? [{ code: params.subject, books: 0 }, ...subjects] : subjects;
  // the subject's name in the page language, and how many books have it ("Biologia (3)")
  const subjectLabel = ({ code, books }: { code: string; books: number }) => {
    const name = t(`common:subjects.${code}`, { defaultValue: code });
    return books ? `${name} (${new Intl.NumberFormat(isLangCode(lang) ? LANGUAGE_INFO[lang].bcp47 : 'en').format(books)})` : name;
  };
  const title = params.q ? t('search.resultsFor', { query: params.q }) : heading;
  const currentOffset = hydrated ? 0 : initialOffset;
  const shown = books === null ? initialPage.count + more.length : books.length;

  return (
    <section className="library-browser" aria-busy={status === 'loading' || undefined}>
      <form className="library-form" method="get" action={basePath} role="search" onSubmit={onSubmit}>
        <div className="library-search-row">
          <label className="visually-hidden" htmlFor="library-q">{t('search.label')}</label>
          <input
            id="library-q" name="q" type="search" value={draftQuery} maxLength={200} placeholder={t('search.placeholder')}
            onChange={(e) => setDraftQuery(e.target.value)} autoComplete="off" enterKeyHint="search"
          />
          <button type="submit" className="button primary">{t('search.submit')}</button>
        </div>
        <fieldset className="library-filters">
          <legend className="visually-hidden">{t('filters.label')}</legend>
          <FilterSelect id="library-type" name="type" label={t('filters.type')} value={params.type} onChange={choose('type')}
            options={[{ value: '', label: t('filters.anyType') }, ...types.map((v) => ({ value: v, label: enumLabel(t, 'bookType', v) }))]} />
          <FilterSelect id="library-lang" name="lang" label={t('filters.language')} value={params.lang} onChange={choose('lang')}
            options={[{ value: '', label: t('filters.anyLanguage') }, ...languages.map((l) => ({ value: l.code, label: t(`common:languageNames.${l.code}`, { defaultValue: l.name }) }))]} />
          <FilterSelect id="library-level" name="level" label={t('filters.level')} value={params.level} onChange={choose('level')}
            options={[{ value: '', label: t('filters.anyLevel') }, ...levels.map((v) => ({ value: v, label: enumLabel(t, 'readingLevel', v) }))]} />
          <FilterSelect id="library-subject" name="subject" label={t('filters.subject')} value={params.subject} onChange={choose('subject')}
            options={[{ value: '', label: t('filters.anySubject') }, ...subjectOptions.map((s) => ({ value: s.code, label: subjectLabel(s) }))]} />
          <FilterSelect id="library-sort" name="sort" label={t('filters.sort')} value={sortValue} onChange={choose('sort')}
            options={sorts.map((v) => ({ value: v, label: t(`sort.${v}`) }))} />
          {!hydrated && <button type="submit" className="button secondary small">{t('filters.apply')}</button>}
        </fieldset>
      </form>

      <h2 className="library-results-title" id="library-results-title">{title}</h2>
      {corrected && shown > 0 && <p className="library-corrected" data-testid="corrected">{t('search.correctedTo', { query: corrected })}</p>}
      <div aria-live="polite" className="library-status">
        {status === 'loading' && <p className="library-loading">{t('search.loading')}</p>}
        {status === 'failed' && <p className="library-error" role="alert">{t('search.failed')}</p>}
      </div>
      {shown === 0 && status !== 'loading' ? (
        <div className="library-empty" data-testid="library-empty">
          <p>{params.q ? t('search.noResults', { query: params.q }) : t('search.noResultsFiltered')}</p>
          {suggestions.length > 0 && (
            <p className="library-suggestions">
              {t('search.tryInstead')}{' '}
              {suggestions.map((s) => (
                <a key={s} href={`${basePath}${searchFromParams({ ...params, q: s })}`}
                  onClick={(e) => { e.preventDefault(); apply({ ...params, q: s }); }}>{s}</a>
              ))}
            </p>
          )}
          {hasFilters(params) && (
            <a className="button secondary small" href={`${basePath}${searchFromParams({ ...params, type: '', lang: '', level: '', subject: '' })}`}
              onClick={(e) => { e.preventDefault(); apply({ ...params, type: '', lang: '', level: '', subject: '' }); }}>{t('search.clearFilters')}</a>
          )}
        </div>
      ) : books === null ? (
        <>
          {children}
          {more.length > 0 && (
            <ul className="library-grid library-grid-more" aria-labelledby="library-results-title" ref={listRef} data-testid="library-results">
              {more.map((book) => <li key={book.id}><BookCard lang={lang} book={book} /></li>)}
            </ul>
          )}
        </>
      ) : (
        <ul className="library-grid" aria-labelledby="library-results-title" ref={listRef} data-testid="library-results">
          {books.map((book, i) => <li key={book.id}><BookCard lang={lang} book={book} first={lead ? firstRow(i) : undefined} /></li>)}
        </ul>
      )}
      {nextOffset !== null && shown > 0 && (
        <p className="library-more">
          {hydrated ? (
            <button type="button" className="button secondary" disabled={status === 'loading'} onClick={() => void load(params, nextOffset, 'append')}>
              {status === 'loading' ? t('search.loading') : t('search.loadMore')}
            </button>
          ) : (
            <a className="button secondary" href={`${basePath}${searchFromParams(params, nextOffset)}`} rel="next">{t('search.nextPage')}</a>
          )}
        </p>
      )}
      {nextOffset === null && shown > 0 && (hydrated || currentOffset > 0) && <p className="library-end">{t('search.end')}</p>}
    </section>
  );
}

/** The server's first page of results, passed to LibraryBrowser as its children: static HTML. */
export function ResultsGrid({ lang, resources, books, lead }: { lang: string; resources: Resource[string]; books: LibraryBookView[]; lead?: boolean }) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <ul className="library-grid" aria-labelledby="library-results-title" data-testid="library-results">
        {books.map((book, i) => <li key={book.id}><BookCard lang={lang} book={book} first={lead ? firstRow(i) : undefined} /></li>)}
      </ul>
    </I18nIsland>
  );
}

/** While a search or filter is on, the page's featured shelf steps aside (library.css). */
function markFiltered(params: LibraryParams): void {
  document.body.toggleAttribute('data-library-filtered', Boolean(params.q) || hasFilters(params));
}

function FilterSelect({ id, name, label, value, options, onChange }: {
  id: string; name: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void;
}) {
  return (
    <div className="library-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}
