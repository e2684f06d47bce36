// The current chapter's title and Markdown (updateChapter). A save reloads the page with the saved
// text and says so ("Chapter saved.", through flash.ts); a failed save says so and leaves the text
// in the editor.
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError } from '../../../lib/graphql-client.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { errorMessage, localized } from '../../book/api.ts';
import { updateChapter } from './api.ts';
import { flashAfterReload } from '../../book/flash.ts';
import type { OwnerChapter } from './OwnerTools.tsx';

export const CHAPTER_MAX_LENGTH = 200_000;
export const isBusy = (status: string) => status === 'queued' || status === 'writing';

export function ChapterEditor({ chapter, textLang, textDir }: { chapter: OwnerChapter; textLang: string; textDir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('books');
  const busy = isBusy(chapter.status);
  const save = async (values: Record<string, unknown>) => {
    try {
      await updateChapter(chapter.id, { title: String(values.title ?? ''), markdown: String(values.markdown ?? '') });
    } catch (error) {
      // per-field messages stay with their fields; anything else: not saved, and why
      if (error instanceof GraphQLRequestError && error.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT') throw localized(error, t);
      throw t('owner.saveFailed', { reason: errorMessage(error, t) });
    }
    flashAfterReload({ chapterId: chapter.id, key: 'owner.saved' });
    window.location.reload();
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
