// The login dialog island (spec §2 Login dialog, §4 steps, §5 validation, §7 calls, §8 errors).
// Open while the navigation popup is 'login' or 'signUp' (which only changes the labels); the
// page may open it on load with `initialMode`, and ?login=1 in the URL opens it too. Steps:
// start (Google, e-mail) → code, or password for a password account, or (local runs) mock.
// Success goes to the next URL; a failure to this page with ?login=1&reason=…, except the
// problems the dialog explains itself (a malformed e-mail, too many requests).
import { useStore } from '@nanostores/react';
import type { ResourceLanguage } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { $loginNextURL, $popup, closePopup } from '../../stores/navigation.ts';
import { loginWith, type LoginCredentials } from './api.ts';
import { CodeScreen } from './CodeScreen.tsx';
import {
  codeFailureKey, INLINE_REASONS, isKnownReason, nextDestination, SCREEN_REASONS, ScreenFailure, sitePath, type KnownReason, type LoginMode, type Step,
} from './flow.ts';
import { useModal } from './modal.ts';
import { MockScreen } from './MockScreen.tsx';
import { lockedUntil, timeOfDay, useLoginT } from './parts.tsx';
import { PasswordScreen } from './PasswordScreen.tsx';
import { StartScreen } from './StartScreen.tsx';
import { hasLoginFlag, loginErrorURL, REASON_PARAM, withLoginFlag } from './urls.ts';
import './login.css';

export { loginErrorURL, withLoginFlag, withoutLoginFlag } from './urls.ts';
export type { LoginMode } from './flow.ts';

export interface LoginDialogProps {
  lang: string;
  /** the island's strings: namespaces `common` (at least ui and errors) and `login` */
  resources: ResourceLanguage;
  /** local runs offer the test-account (mock) login */
  isLocal: boolean;
  /** without it there is no Google button */
  googleClientId?: string | undefined;
  /** opens the dialog on load in this mode (the /login page) */
  initialMode?: LoginMode | undefined;
  /** where to go after success; else the navigation's $loginNextURL, else this page */
  nextURL?: string | undefined;
}

type DialogProps = Omit<LoginDialogProps, 'resources'>;

export default function LoginDialogIsland({ lang, resources, ...props }: LoginDialogProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <LoginDialog lang={lang} {...props} />
    </I18nIsland>
  );
}

export function LoginDialog(props: DialogProps) {
  const popup = useStore($popup);
  const { initialMode } = props;
  const [reason, setReason] = useState<KnownReason | undefined>(undefined);
  // the server renders nothing; the portal exists only in the browser, after hydration
  const [mounted, setMounted] = useState(false);

  // opened on load by the page or by ?login=1 (spec §2); the reason banner comes from the URL
  useEffect(() => {
    setMounted(true);
    const search = window.location.search;
    const flagged = hasLoginFlag(search);
    const fromURL = new URLSearchParams(search).get(REASON_PARAM);
    if ((flagged || initialMode) && isKnownReason(fromURL)) setReason(fromURL);
    if ($popup.get() !== 'none') return;
    if (initialMode) $popup.set(initialMode);
    else if (flagged) $popup.set('login');
  }, [initialMode]);

  if (!mounted || (popup !== 'login' && popup !== 'signUp')) return null;
  return createPortal(<DialogBody {...props} mode={popup} reason={reason} />, document.body);
}

/**
 * After success the next URL (default this page, spec §2); the server's error URL is this page
 * with ?login=1. Both are paths on this site (core/next-url.ts): a hostile ?next= is passed over.
 */
function destinationsFor(nextURL: string | undefined) {
  const href = window.location.href;
  return { nextURL: nextDestination(nextURL, $loginNextURL.get(), href), errorURL: sitePath(withLoginFlag(href)) };
}

function DialogBody({ lang, isLocal, googleClientId, nextURL, mode, reason }: DialogProps & { mode: LoginMode; reason: KnownReason | undefined }) {
  const t = useLoginT();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [email, setEmail] = useState('');
  const [googleBusy, setGoogleBusy] = useState(false);

  useModal(dialog, closePopup);

  // each step starts with its own field focused
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step.name]);

  /** Signs in; success leaves for the next URL, a failure for this page with its reason. */
  const login = async (credentials: LoginCredentials): Promise<void> => {
    const destinations = destinationsFor(nextURL);
    const result = await loginWith(credentials, destinations);
    if (result.success) {
      closePopup();
      window.location.assign(destinations.nextURL);
      return;
    }
    if (INLINE_REASONS.has(result.reason)) throw new Error(t(`errors.${result.reason}`));
    if (SCREEN_REASONS.has(result.reason)) {
      const { key, values } = result.reason === 'passwordLocked'
        ? { key: 'password.locked', values: { time: timeOfDay(lang, lockedUntil(result.retryAfter ?? 60) ?? Date.now()) } }
        : codeFailureKey(result.reason, result.triesLeft);
      throw new ScreenFailure(t(key, values), result.reason, result.triesLeft, result.retryAfter);
    }
    window.location.assign(loginErrorURL(window.location.href, result.reason));
  };

  // spec §8: a failed Google login is only logged
  const loginWithGoogle = async (credential: string) => {
    setGoogleBusy(true);
    try {
      const destinations = destinationsFor(nextURL);
      const result = await loginWith({ type: 'google', credential }, destinations);
      if (result.success) {
        closePopup();
        window.location.assign(destinations.nextURL);
        return;
      }
      console.error(`Google sign-in failed: ${result.reason}${result.message ? ` (${result.message})` : ''}`);
    } catch (error) {
      console.error('Google sign-in failed:', error);
    } finally {
      setGoogleBusy(false);
    }
  };

  const toStart = () => setStep({ name: 'start' });
  const title = t(mode === 'signUp' ? 'title.signUp' : 'title.logIn');

  return (
    <div className="login-root" data-mode={mode}>
      <div className="login-overlay" data-testid="login-overlay" aria-hidden="true" onClick={closePopup} />
      <div
        ref={dialog}
        className="login-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={googleBusy || undefined}
        tabIndex={-1}
        data-step={step.name}
      >
        <button type="button" className="login-close" aria-label={t('close')} onClick={closePopup}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="login-title">{title}</h2>
        {step.name === 'start' ? (
          <StartScreen
            lang={lang}
            mode={mode}
            email={email}
            onEmailChange={setEmail}
            onToggleMode={() => $popup.set(mode === 'signUp' ? 'login' : 'signUp')}
            onStep={setStep}
            isLocal={isLocal}
            googleClientId={googleClientId}
            onGoogleCredential={(credential) => void loginWithGoogle(credential)}
            googleBusy={googleBusy}
            reason={reason}
          />
        ) : step.name === 'code' ? (
          <CodeScreen lang={lang} step={step} onStep={setStep} onLogin={login} onBack={toStart} />
        ) : step.name === 'password' ? (
          <PasswordScreen lang={lang} step={step} onStep={setStep} onLogin={login} onBack={toStart} />
        ) : (
          <MockScreen initialEmail={email} onLogin={login} onBack={toStart} />
        )}
      </div>
    </div>
  );
}
