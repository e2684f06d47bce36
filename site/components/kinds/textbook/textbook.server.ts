// The textbook reader's server side: the owner tools island's props. What every kind's reader
// shares (loading, access, SEO, share paths) is in site/components/book/book.server.ts.
import type { AstroGlobal } from 'astro';
import type { LangCode } from '../../../../core/languages.ts';
import { mayBePublic } from '../../../../api/services/textbooks/offline-drafts.ts';
import { islandResources } from '../../../lib/i18n.ts';
import { sharePath, siteOrigin, textAttrs, type BookView, type ChapterView } from '../../book/book.server.ts';
import type { OwnerToolsProps } from './OwnerTools.tsx';

/** The owner tools island's props: the book (and the chapter shown), its share path, its strings. */
export function ownerToolsProps(astro: AstroGlobal, lang: LangCode, book: BookView, chapter?: ChapterView): OwnerToolsProps {
  const text = textAttrs(book.language);
  return {
    lang,
    resources: islandResources(lang, {
      common: ['ui', 'errors', 'share', 'jobFailure'],
      books: ['owner', 'visibility', 'visibilityNote', 'shareBox', 'chapterStatus'],
    }),
    book: {
      id: book.id, title: book.title, slug: book.slug, dedication: book.dedication, copyright: book.copyright,
      visibility: book.visibility, status: book.status, textLang: text.lang, textDir: text.dir,
      publicBlocked: !mayBePublic(book.offlineDraft ? 'offline' : null, Boolean(astro.locals.production)),
    },
    chapter: chapter ? { id: chapter.id, position: chapter.position, title: chapter.title, markdown: chapter.markdown, status: chapter.status } : null,
    sharePath: sharePath(book.authorSlug, book.slug, book.id),
    origin: siteOrigin(astro),
    wizardUrl: book.status === 'done' ? null : `/${lang}/create/textbook/${book.wizardStep}?book=${book.id}`,
  };
}
