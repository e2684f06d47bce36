// The start step of a kind's wizard (storybook, worksheets, cookbook) around its own fields: the
// values kept in local storage as they are typed (so a guest can sign in and come back to the
// same form, and a reload keeps them), or a book's own values when it comes back from its plan;
// the submit (a guest is sent to sign in; a new book is started with an idempotency key, or the
// book's start values are changed in place); and the panel: title, lead, the offer to continue
// the latest unfinished book, the form, the price against the balance and the submit button.
// The kind gives its values' functions, its requests, its ids and its words (`start.*`).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { requireLogin } from '../../stores/navigation.ts';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { errorKind } from './api.ts';
import { Alert, CreditsShort, useCreateT, type CreateT } from './parts.tsx';
import { clearStartKey, storage } from './storage.ts';
import type { WizardStep } from './steps.ts';
import type { Viewer } from './viewer.ts';
import { useSentenceGap } from '../../lib/sentences.ts';

/** The values typed before (under `formKey`) over the defaults; the defaults when there are none or they do not read. */
export function loadStartValues<V>(formKey: string, defaults: V, merge: (defaults: V, stored: unknown) => V): V {
  try {
    const raw = storage('local')?.getItem(formKey);
    return raw ? merge(defaults, JSON.parse(raw)) : defaults;
  } catch {
    return defaults;
  }
}

function saveStartValues<V>(formKey: string, values: V): void {
  try {
    storage('local')?.setItem(formKey, JSON.stringify(values));
  } catch {
    // full or disabled: the form still works, it just won't survive a reload
  }
}

/**
 * The form's values: a book's own (back from its plan), else what was typed before (a guest
 * before signing in, or a reload), kept as they change. `current` is the latest, for checks and
 * the submit.
 */
export function useStartValues<V, B>({ lang, book, formKey, defaults, merge, fromBook }: {
  lang: string;
  book: B | null;
  formKey: string;
  defaults: (lang: string) => V;
  merge: (defaults: V, stored: unknown) => V;
  fromBook: (book: B) => V;
}) {
  const [values, setValues] = useState<V>(() => (book ? fromBook(book) : defaults(lang)));
  const current = useRef(values);

  // what was typed before (a guest before signing in, or a reload) comes back; a book's own
  // values are its own
  useEffect(() => {
    const stored = book ? fromBook(book) : loadStartValues(formKey, defaults(lang), merge);
    current.current = stored;
    setValues(stored);
  }, [lang, book]); // the kind's functions and key are module-level

  const update = (change: (v: V) => V) => {
    const next = change(current.current);
    current.current = next;
    setValues(next);
    if (!book) saveStartValues(formKey, next);
  };
  return { values, current, update };
}

const currentPath = () => `${location.pathname}${location.search}`;

/**
 * The start form's submit. A guest signs in first (the login dialog, then back here: the page
 * reloads and the fields come back from storage). Back from the plan (`edit`), the book's values
 * are sent when they need it, the local copy of the old plan's edits goes when the new values
 * make a new plan, and the plan page opens. Else the book is started (one idempotency key per
 * attempt, in session storage) and its plan page opens. A refusal for want of credits reads the
 * balance again (the one message about credits shows); other failures go to the form, with the
 * server's field messages on their fields.
 */
export async function submitStart({ lang, viewer, short, url, edit, begin, formKey, startKey, fieldErrors = (error) => error, onCreditsChanged }: {
  lang: string;
  viewer: Viewer;
  /** the balance cannot pay for what the submit commits to */
  short: boolean;
  url: (lang: string, step: WizardStep, bookId?: string) => string;
  /** the book back from its plan: what changes it (null when nothing needs sending) and the key of its plan's local copy to drop after */
  edit: { bookId: string; send: (() => Promise<unknown>) | null; dropCopy: string | null } | null;
  /** starts the book (with its idempotency key) */
  begin: () => Promise<{ id: string }>;
  /** the form's values in local storage, and the idempotency key of the start in session storage */
  formKey: string;
  startKey: string;
  /** the server's field messages as this form's fields */
  fieldErrors?: ((error: unknown) => unknown) | undefined;
  onCreditsChanged?: (() => void) | undefined;
}): Promise<void> {
  if (viewer !== 'user') {
    // the login dialog, then back here: the page reloads and the fields come back from storage
    requireLogin(currentPath());
    return;
  }
  if (short) return;
  if (edit) {
    if (edit.send) {
      try {
        await edit.send();
      } catch (error) {
        if (errorKind(error) === 'notEnoughCredits') {
          onCreditsChanged?.();
          return;
        }
        throw fieldErrors(error); // the form shows it, field messages on their fields
      }
      if (edit.dropCopy) storage('local')?.removeItem(edit.dropCopy); // the new plan replaces the edits of the old one
    }
    location.assign(url(lang, 'outline', edit.bookId));
    await new Promise<never>(() => undefined);
  }
  let started;
  try {
    started = await begin();
  } catch (error) {
    const kind = errorKind(error);
    if (kind === 'notEnoughCredits') {
      onCreditsChanged?.(); // the balance read again: the one message about credits shows
      return;
    }
    if (kind === 'unauthenticated') {
      requireLogin(currentPath());
      return;
    }
    throw fieldErrors(error);
  }
  storage('local')?.removeItem(formKey);
  clearStartKey();
  storage('session')?.removeItem(startKey);
  location.assign(url(lang, 'outline', started.id));
  await new Promise<never>(() => undefined); // busy until the next page shows
}

/** The start step's panel around the kind's fields (`children`). */
export function StartPanel({ t, lang, viewer, prefix, name, editing, latest, resumeUrl, resumeAttrs, onSubmit, cost, editLabel, children }: {
  /** the kind's translator (`start.*`, `credits.*`) */
  t: CreateT;
  lang: string;
  viewer: Viewer;
  /** the kind's class and id prefix (`wsw`) and its name in test ids (`worksheet`) */
  prefix: string;
  name: string;
  /** the form shows a book's own values (back from its plan) */
  editing: boolean;
  latest: { id: string; title: string; step: WizardStep } | null;
  resumeUrl: (step: WizardStep, bookId: string) => string;
  resumeAttrs: Record<`data-${string}`, string>;
  onSubmit: () => Promise<void>;
  /** the price in the kind's words (null while the costs load), the balance, what the submit needs and whether the balance cannot pay it */
  cost: { text: string | null; balance: number | null; needed: number | null; short: boolean };
  /** the button's words when the form changes a book */
  editLabel: string;
  children: ReactNode;
}) {
  const gap = useSentenceGap();
  const ct = useCreateT();
  const { text, balance, needed, short } = cost;
  const titleId = `${prefix}-start-title`;
  return (
    <section className={`wizard-panel ${prefix}-start`} aria-labelledby={titleId}>
      <h1 id={titleId}>{t(editing ? 'start.editTitle' : 'start.title')}</h1>
      <p className="wizard-lead">{t(editing ? 'start.editLead' : 'start.lead')}</p>
      {latest && !editing ? (
        <Alert kind="info">
          <p>
            {t('start.resume', { title: latest.title })}{' '}
            <a href={resumeUrl(latest.step, latest.id)} {...resumeAttrs}>{t('start.resumeLink')}</a>
          </p>
        </Alert>
      ) : null}
      <Form onSubmit={onSubmit} className="wizard-form" aria-labelledby={titleId} data-testid={`${name}-start`} data-wizard-form={`${name}-start`}>
        {children}
        <p className="wizard-cost" data-cost="" data-wake-near="" data-testid={`${name}-cost`}>
          {text === null ? ct('costs.loading') : text}
          {viewer === 'user' && balance !== null && text !== null && !short ? `${gap}${ct('costs.balance', { count: balance })}` : null}
        </p>
        {short && needed !== null && balance !== null ? (
          <CreditsShort lang={lang} needed={needed} balance={balance} explain={{ what: t('credits.what'), whatBuy: t('credits.whatBuy') }} />
        ) : null}
        {viewer === 'guest' ? <p className="wizard-hint">{t('start.guestNote')}</p> : null}
        <div className="wizard-actions">
          <Button type="submit" disabled={viewer === 'pending' || short} data-testid={`${name}-submit`}>
            {editing ? editLabel : t(viewer === 'guest' ? 'start.submitGuest' : 'start.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
