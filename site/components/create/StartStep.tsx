// Step 1: what the book is about. Client checks mirror the server's (startInput in
// api/services/textbooks/input.ts); the server's own field messages land on the fields (the UI
// kit's Form shows BAD_USER_INPUT fields). Everything typed is kept in local storage, so a guest
// can sign in (Start opens the login dialog) and come back to a filled form.
// The whole cost of the book (outline + chapters × count) shows before the first spend, against
// the balance; a book the balance cannot finish cannot be started (one message, the button off).
// With `book` (Back from the outline), the form shows that book's own values and saving changes
// that book: free for the title alone, one outline's credits (said before) for anything else.
import { useEffect, useRef, useState } from 'react';
import { LANGUAGES, LANGUAGE_INFO } from '../../../core/languages.ts';
import { SUBJECT_CODES } from '../../../core/subjects.ts';
import { requireLogin } from '../../stores/navigation.ts';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { Select } from '../ui/Select.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { needsNewOutline, wholeBookCost, type TextbookStartValues } from '../../../core/textbook-start.ts';
import { errorKind, startTextbook, updateTextbookStart, type Costs, type WizardBook } from './api.ts';
import { CreditsShort, useCreateT } from './parts.tsx';
import { pageStepFor, READING_LEVELS, readingLevelKey, wizardUrl } from './steps.ts';
import {
  clearOutlineDraft, clearStartKey, clearStartValues, defaultStartValues, loadStartValues, saveStartValues, startKey, type StartValues,
} from './storage.ts';
import { useSentenceGap } from '../../lib/sentences.ts';

export const START_LIMITS = { title: 200, topic: 500, subject: 100, audience: 100, notes: 2000, chaptersMin: 1, chaptersMax: 30 } as const;

export interface StartStepProps {
  lang: string;
  viewer: 'pending' | 'guest' | 'user';
  costs: Costs | null;
  balance: number | null;
  /** the book whose start values are shown and changed (Back from its outline) */
  book?: WizardBook | null | undefined;
  /** the balance must be read again (a refusal for want of credits) */
  onCreditsChanged?: (() => void) | undefined;
}

/** The form's values of a book that exists. */
export function bookStartValues(book: WizardBook): StartValues {
  return {
    title: book.title, topic: book.topic, subject: book.subject, subjectCode: book.subjectCode ?? '', audience: book.audience, readingLevel: book.readingLevel,
    language: book.language, chapterCount: String(book.chapterCount), notes: book.notes ?? '',
  };
}

const asStart = (v: StartValues): TextbookStartValues => ({
  title: v.title.trim(), topic: v.topic.trim(), subject: v.subject.trim(), audience: v.audience.trim(),
  readingLevel: v.readingLevel, language: v.language, chapterCount: Number(v.chapterCount), notes: v.notes.trim(),
});

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName }));

export function StartStep({ lang, viewer, costs, balance, book = null, onCreditsChanged }: StartStepProps) {
  const gap = useSentenceGap();
  const t = useCreateT();
  const [values, setValues] = useState<StartValues>(() => (book ? bookStartValues(book) : defaultStartValues(lang)));
  const current = useRef(values);

  // what was typed before (a guest before signing in, or a reload) comes back
  useEffect(() => {
    if (book) return;
    const stored = loadStartValues(lang);
    current.current = stored;
    setValues(stored);
  }, [lang, book]);

  const change = (key: keyof StartValues) => (value: string) => {
    const next = { ...current.current, [key]: value };
    current.current = next;
    setValues(next);
    if (!book) saveStartValues(next);
  };

  const chapters = Number(values.chapterCount);
  const chaptersValid = Number.isInteger(chapters) && chapters >= START_LIMITS.chaptersMin && chapters <= START_LIMITS.chaptersMax;
  const newOutline = book !== null && needsNewOutline(asStart(bookStartValues(book)), asStart(values));
  // what the first spend commits to: the whole book (a new book, or a new outline of this one)
  const total = costs && chaptersValid && (book === null || newOutline) ? wholeBookCost(costs, chapters) : null;
  const short = viewer === 'user' && total !== null && balance !== null && total > balance;

  const submitEdit = async (edited: WizardBook) => {
    const v = current.current;
    try {
      await updateTextbookStart(edited.id, { ...asStart(v), subjectCode: v.subjectCode || undefined });
    } catch (error) {
      if (errorKind(error) === 'notEnoughCredits') {
        onCreditsChanged?.();
        return;
      }
      throw error;
    }
    if (newOutline) clearOutlineDraft(edited.id); // the new outline replaces the edits of the old one
    location.assign(wizardUrl(lang, 'outline', edited.id));
    await new Promise<never>(() => undefined);
  };

  const submit = async () => {
    if (viewer !== 'user') {
      // the login dialog, then back here: the page reloads and the fields come back from storage
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    if (book) {
      await submitEdit(book);
      return;
    }
    if (short) return;
    const v = current.current;
    let started;
    try {
      started = await startTextbook({
        title: v.title.trim(), topic: v.topic.trim(), subject: v.subject.trim(), subjectCode: v.subjectCode || undefined, audience: v.audience.trim(),
        readingLevel: v.readingLevel, language: v.language, chapterCount: Number(v.chapterCount), notes: v.notes.trim(),
        idempotencyKey: startKey(v),
      });
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'notEnoughCredits') {
        onCreditsChanged?.(); // the balance read again: the one message about credits shows
        return;
      }
      if (kind === 'unauthenticated') {
        requireLogin(`${location.pathname}${location.search}`);
        return;
      }
      throw error;
    }
    clearStartValues();
    clearStartKey();
    // the browser's Back from the outline comes to this book's values, not to an empty form
    history.replaceState(history.state, '', wizardUrl(lang, 'start', started.id));
    location.assign(wizardUrl(lang, pageStepFor(started.wizardStep), started.id));
    // stay busy while the next page loads
    await new Promise<never>(() => undefined);
  };

  const wholeChapters = (value: string) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= START_LIMITS.chaptersMin && n <= START_LIMITS.chaptersMax
      ? undefined
      : t('start.chapterCountInvalid', { min: START_LIMITS.chaptersMin, max: START_LIMITS.chaptersMax });
  };

  return (
    <section className="wizard-panel" aria-labelledby="wizard-start-title">
      <h1 id="wizard-start-title">{t(book ? 'start.editTitle' : 'start.title')}</h1>
      <p className="wizard-lead">{t(book ? 'start.editLead' : 'start.lead')}</p>
      <Form onSubmit={submit} className="wizard-form" aria-labelledby="wizard-start-title" data-wizard-form="start">
        <TextInput
          label={t('fields.title')} name="title" required maxLength={START_LIMITS.title} value={values.title}
          onChange={change('title')} placeholder={t('fields.titlePlaceholder')} autoComplete="off"
        />
        <TextArea
          label={t('fields.topic')} name="topic" required maxLength={START_LIMITS.topic} value={values.topic}
          onChange={change('topic')} placeholder={t('fields.topicPlaceholder')} minRows={2} maxRows={6}
        />
        <div className="wizard-row">
          <Select
            label={t('fields.subject')} name="subjectCode" value={values.subjectCode} onChange={change('subjectCode')}
            options={SUBJECT_CODES.map((code) => ({ value: code, label: t(`common:subjects.${code}`) }))}
          />
          <TextInput
            label={t('fields.subjectWording')} name="subject" maxLength={START_LIMITS.subject} value={values.subject}
            onChange={change('subject')} placeholder={t('fields.subjectPlaceholder')} autoComplete="off"
          />
          <TextInput
            label={t('fields.audience')} name="audience" maxLength={START_LIMITS.audience} value={values.audience}
            onChange={change('audience')} placeholder={t('fields.audiencePlaceholder')} autoComplete="off"
          />
        </div>
        <div className="wizard-row">
          <Select
            label={t('fields.readingLevel')} name="readingLevel" value={values.readingLevel} onChange={change('readingLevel')}
            options={READING_LEVELS.map((level) => ({ value: level, label: t(`readingLevels.${readingLevelKey(level)}`) }))}
          />
          <Select
            label={t('fields.language')} name="language" required value={values.language} onChange={change('language')}
            options={languageOptions}
          />
          <TextInput
            label={t('fields.chapterCount')} name="chapterCount" type="number" required inputMode="numeric"
            min={START_LIMITS.chaptersMin} max={START_LIMITS.chaptersMax} step={1}
            value={values.chapterCount} onChange={change('chapterCount')} validate={wholeChapters}
          />
        </div>
        <TextArea
          label={t('fields.notes')} name="notes" maxLength={START_LIMITS.notes} value={values.notes}
          onChange={change('notes')} placeholder={t('fields.notesPlaceholder')} minRows={3} maxRows={8}
        />
        <p className="wizard-cost" data-cost="" data-wake-near="">
          {costs === null
            ? t('costs.loading')
            : book !== null && !newOutline
              ? t('costs.noCharge')
              : !chaptersValid
                ? t('costs.parts', { count: costs.outline, chapter: costs.chapter })
                : book !== null
                  ? t('costs.newOutline', { count: costs.outline })
                  : t('costs.book', { count: total ?? 0, outline: costs.outline, chapters, chapter: costs.chapter })}
          {viewer === 'user' && balance !== null && costs !== null && !short ? `${gap}${t('costs.balance', { count: balance })}` : null}
        </p>
        {short && total !== null && balance !== null ? <CreditsShort lang={lang} needed={total} balance={balance} /> : null}
        {viewer === 'guest' ? <p className="wizard-hint">{t('start.guestNote')}</p> : null}
        <div className="wizard-actions">
          <Button type="submit" disabled={viewer === 'pending' || short}>
            {t(book ? (newOutline ? 'start.saveNewOutline' : 'start.save') : 'start.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
