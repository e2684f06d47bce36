// Title, dedication and copyright (updateTextbookFrontMatter). A new title is a new slug, so a
// save goes to the book's new address.
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { localized } from '../../book/api.ts';
import { updateFrontMatter } from './api.ts';
import type { OwnerBook } from './OwnerTools.tsx';

export function FrontMatterForm({ lang, book }: { lang: string; book: OwnerBook }) {
  const { t } = useTranslation('books');
  const save = async (values: Record<string, unknown>) => {
    const text = (name: string) => String(values[name] ?? '');
    try {
      const { updateTextbookFrontMatter: saved } = await updateFrontMatter(book.id, {
        title: text('title'), dedication: text('dedication'), copyright: text('copyright'),
      });
      window.location.assign(`/${lang}/v/${encodeURIComponent(saved.slug)}/${saved.id}`);
    } catch (error) {
      throw localized(error, t);
    }
  };
  return (
    <details className="owner-panel">
      <summary>{t('owner.frontMatter')}</summary>
      <Form onSubmit={save}>
        <TextInput name="title" label={t('owner.title')} defaultValue={book.title} required maxLength={200} lang={book.textLang} dir={book.textDir} />
        <TextArea name="dedication" label={t('owner.dedication')} defaultValue={book.dedication} maxLength={1000} minRows={2} maxRows={8} lang={book.textLang} dir={book.textDir} />
        <TextArea name="copyright" label={t('owner.copyright')} defaultValue={book.copyright} maxLength={500} minRows={1} maxRows={6} lang={book.textLang} dir={book.textDir} />
        <div><Button type="submit">{t('owner.save')}</Button></div>
      </Form>
    </details>
  );
}
