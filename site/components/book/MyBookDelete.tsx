// "Delete this book" on a My Books card (drafts have no book page to carry the owner tools).
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { DeleteBook } from './BookLifecycle.tsx';

export interface MyBookDeleteProps {
  lang: string;
  resources: Record<string, Record<string, unknown>>;
  bookId: string;
  title: string;
}

export default function MyBookDelete({ lang, resources, bookId, title }: MyBookDeleteProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <DeleteBook lang={lang} bookId={bookId} title={title} />
    </I18nIsland>
  );
}
