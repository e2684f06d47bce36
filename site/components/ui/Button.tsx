// Buttons in three sizes and three kinds (spec §9). `loading` shows a spinner, sets aria-busy
// and disables; inside a <Form>, submit buttons show loading while the submit is pending.
import { useCallback, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useFormPending } from './form-context.ts';
import { useUiTranslation } from './translate.ts';
import { buttonClass, setRef } from './util.ts';
import './ui.css';

export type ButtonSize = 'large' | 'small' | 'tiny';
export type ButtonKind = 'primary' | 'secondary' | 'destroy';

interface OwnProps {
  size?: ButtonSize | undefined;
  kind?: ButtonKind | undefined;
  loading?: boolean | undefined;
  className?: string | undefined;
  children?: ReactNode;
}

export type ButtonProps = OwnProps & Omit<ComponentPropsWithRef<'button'>, keyof OwnProps> & { href?: undefined };
/** With `href` the button is a link styled the same. */
export type LinkButtonProps = OwnProps & Omit<ComponentPropsWithRef<'a'>, keyof OwnProps> & { href: string };

function Content({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useUiTranslation();
  return (
    <>
      {busy ? <span className="ui-spinner" aria-hidden="true" /> : null}
      <span className="ui-button-label">{children}</span>
      {busy ? <span className="ui-visually-hidden">{t('ui.loading')}</span> : null}
    </>
  );
}

export function Button(props: ButtonProps | LinkButtonProps) {
  const { pending, submitter } = useFormPending();
  const [self, setSelf] = useState<HTMLButtonElement | null>(null);
  const callerRef = props.href === undefined ? props.ref : undefined;
  const buttonRef = useCallback((element: HTMLButtonElement | null) => {
    setSelf(element);
    setRef(callerRef, element);
  }, [callerRef]);

  if (props.href !== undefined) {
    const { size = 'large', kind = 'primary', loading = false, className, children, onClick, ...rest } = props;
    return (
      <a
        {...rest}
        className={buttonClass(size, kind, loading, className)}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        onClick={(event) => (loading ? event.preventDefault() : onClick?.(event))}
      >
        <Content busy={loading}>{children}</Content>
      </a>
    );
  }

  const { size = 'large', kind = 'primary', loading = false, className, children, type = 'button', disabled, ref: _ref, ...rest } = props;
  const waiting = pending && type === 'submit';
  const busy = loading || (waiting && (submitter === null || submitter === self));
  return (
    <button
      {...rest}
      ref={buttonRef}
      type={type}
      className={buttonClass(size, kind, busy, className)}
      disabled={disabled || busy || waiting}
      aria-busy={busy || undefined}
    >
      <Content busy={busy}>{children}</Content>
    </button>
  );
}
