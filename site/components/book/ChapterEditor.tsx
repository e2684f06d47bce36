// The current chapter's title and Markdown (updateChapter); the page reloads with the saved text.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { localized, updateChapter } from './api.ts';
import type { OwnerChapter } from './OwnerTools.tsx';

export const CHAPTER_MAX_LENGTH = 200_000;
export const isBusy = (status: string) => status === 'queued' || status === 'writing';

export function ChapterEditor({ chapter, textLang, textDir }: { chapter: OwnerChapter; textLang: string; textDir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('books');
  const busy = isBusy(chapter.status);
  const save = async (values: Record<string, unknown>) => {
    try {
      await updateChapter(chapter.id, { title: String(values.title ?? ''), markdown: String(values.markdown ?? '') });
      window.location.reload();
    } catch (error) {
      throw localized(error, t);
    }
  };
  return (
    <details className="owner-panel">
      <summary>{t('owner.editChapter')}</summary>
      {busy ? <p className="owner-note">{t('owner.busy')}</p> : (
        <Form onSubmit={save}>
          <TextInput name="title" label={t('owner.chapterTitle')} defaultValue={chapter.title} required maxLength={200} lang={textLang} dir={textDir} />
          <TextArea
            name="markdown" label={t('owner.markdown')} defaultValue={chapter.markdown} minRows={10} maxRows={24}
            maxLength={CHAPTER_MAX_LENGTH} lang={textLang} dir={textDir} aria-describedby="owner-markdown-hint"
          />
          <p id="owner-markdown-hint" className="owner-note">{t('owner.markdownHint')}</p>
          <div><Button type="submit">{t('owner.saveChapter')}</Button></div>
        </Form>
      )}
    </details>
  );
}
