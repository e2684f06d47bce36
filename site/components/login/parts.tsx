// Small pieces the login screens share: the 'login' translator, a sentence with links in it,
// the kit-styled error box for failures outside a <Form>, and the reason banner (spec §8).
import { Fragment, useCallback, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isLangCode, LANGUAGE_INFO } from '../../../core/languages.ts';
import { REASON_TONES, type KnownReason } from './flow.ts';

export type LoginTranslate = (key: string, values?: Record<string, unknown>) => string;

/** The translator of the 'login' namespace. */
export function useLoginT(): LoginTranslate {
  const { t } = useTranslation('login');
  return useCallback<LoginTranslate>((key, values) => String(t(key, values ?? {})), [t]);
}

const MARK = '\u0000';

/**
 * A translated sentence whose {{variables}} are React nodes (links): the variables become
 * markers, the text around them stays text, so nothing is parsed as HTML.
 */
export function interpolateNodes(t: LoginTranslate, key: string, nodes: Record<string, ReactNode>): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(key, markers).split(new RegExp(`${MARK}(\\w+)${MARK}`));
  return parts.map((part, index) => (
    <Fragment key={index}>{index % 2 === 1 ? (nodes[part] ?? part) : part}</Fragment>
  ));
}

/** The UI kit's form error box, for failures that are not a form's submit. */
export function InlineError({ message }: { message: string }) {
  return (
    <div role="alert" className="ui-form-error login-inline-error">
      <p className="ui-form-error-message">{message}</p>
    </div>
  );
}

/** A button that reads as a link (it changes the dialog, it does not navigate). */
export function LinkButton({ children, onClick, disabled, busy, buttonRef }: {
  children: ReactNode; onClick: () => void; disabled?: boolean; busy?: boolean; buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={buttonRef} type="button" className="login-link" onClick={onClick} disabled={disabled || busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

/** The banner for the reason the page was opened with (red, green or blue). */
export function ReasonBanner({ reason }: { reason: KnownReason }) {
  const t = useLoginT();
  const tone = REASON_TONES[reason];
  return (
    <p className={`login-reason login-reason--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-reason={reason}>
      {t(`reasons.${reason}`)}
    </p>
  );
}

/** When a password lock of `retryAfter` seconds ends (ms since the epoch), if there is one. */
export function lockedUntil(retryAfter: number | undefined): number | undefined {
  return retryAfter ? Date.now() + retryAfter * 1000 : undefined;
}

/** A time of day in the page language, e.g. '14:05' or '2:05 PM'. */
export function timeOfDay(lang: string, at: number): string {
  const tag = isLangCode(lang) ? LANGUAGE_INFO[lang].bcp47 : lang;
  try {
    return new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }).format(at);
  } catch {
    return new Date(at).toISOString().slice(11, 16);
  }
}
