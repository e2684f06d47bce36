// Small pieces the wizard's steps share: the translator of the 'create' namespace, the step
// list, alerts, the offline-draft badge and the credits messages (counts go through i18next's
// plural rules: `count` picks the `_one`/`_other`/… form of the page language).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPaymentsEnabled, serverMessage } from './api.ts';
import { WIZARD_STEPS, type WizardStep } from './steps.ts';

export type CreateT = (key: string, values?: Record<string, unknown>) => string;

/** The 'create' namespace's translator; values are not HTML-escaped (React escapes text). */
export function useCreateT(): CreateT {
  const { t } = useTranslation('create');
  return useCallback<CreateT>((key, values) => String(t(key, { ...values, interpolation: { escapeValue: false } })), [t]);
}

/** The wizard's steps; another kind of book names them in its own words (`labels`, `label`). */
export function StepList({ current, labels, label }: { current: WizardStep; labels?: Record<WizardStep, string> | undefined; label?: string | undefined }) {
  const t = useCreateT();
  const at = WIZARD_STEPS.indexOf(current);
  return (
    <ol className="wizard-steps" aria-label={label ?? t('steps.label')}>
      {WIZARD_STEPS.map((step, index) => (
        <li
          key={step}
          className={index < at ? 'wizard-step wizard-step--past' : index === at ? 'wizard-step wizard-step--current' : 'wizard-step'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="wizard-step-number" aria-hidden="true">{index + 1}</span>
          <span>{labels?.[step] ?? t(`steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}

export function Alert({ kind = 'error', children }: { kind?: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`wizard-alert wizard-alert--${kind}`}>
      {children}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <p className="wizard-waiting" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}

export function OfflineBadge() {
  const t = useCreateT();
  return (
    <p className="wizard-offline" data-offline-draft="">
      <span className="wizard-badge">{t('offline.badge')}</span>
      <span>{t('offline.note')}</span>
    </p>
  );
}

/** 'Not enough credits: this needs 6, you have 2' in the page's language. */
export function notEnoughCreditsMessage(t: CreateT, error: unknown): string {
  const match = /needs (\d+), you have (\d+)/.exec(serverMessage(error) ?? '');
  return match ? t('errors.notEnoughCredits', { needed: match[1], balance: match[2] }) : t('errors.notEnoughCreditsShort');
}

/**
 * The one message when the balance cannot pay for what is asked: how much is missing, what
 * credits are, where to read more, and (when the site sells credits) a link to buy some that
 * comes back to this very step after paying (the account page's returnTo).
 */
export function CreditsShort({ lang, needed, balance, explain }: {
  lang: string; needed: number; balance: number;
  /** what credits pay for, in another kind's words (pages rather than chapters) */
  explain?: { what: string; whatBuy: string } | undefined;
}) {
  const t = useCreateT();
  const [canBuy, setCanBuy] = useState(false);
  const [here, setHere] = useState('');
  useEffect(() => {
    setHere(window.location.pathname + window.location.search);
    let live = true;
    fetchPaymentsEnabled().then((enabled) => { if (live) setCanBuy(enabled); }, () => undefined);
    return () => { live = false; };
  }, []);
  return (
    <div role="alert" className="wizard-alert wizard-alert--error wizard-short" data-credits-short="">
      <p><strong>{t('credits.short', { count: needed, balance })}</strong></p>
      <p>{explain ? (canBuy ? explain.whatBuy : explain.what) : t(canBuy ? 'credits.whatBuy' : 'credits.what')}</p>
      {canBuy && <p><a className="ui-button ui-button--small ui-button--primary" href={`/${lang}/account?returnTo=${encodeURIComponent(here)}`}>{t('credits.buy')}</a></p>}
      <p><a href={`/${lang}/faq`}>{t('credits.learnMore')}</a></p>
    </div>
  );
}
