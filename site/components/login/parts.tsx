// Small pieces the login screens share: the 'login' translator, a sentence with links in it,
// the kit-styled error box for failures outside a <Form>, and the reason banner (spec §8).
import { Fragment, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
export function LinkButton({ children, onClick, disabled, busy }: { children: ReactNode; onClick: () => void; disabled?: boolean; busy?: boolean }) {
  return (
    <button type="button" className="login-link" onClick={onClick} disabled={disabled || busy} aria-busy={busy || undefined}>
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
