// Step 1 of the login dialog (spec §2, §4): the Log in / Sign up prompt, Google, OR, the e-mail
// field (submit enabled only for text@text), the terms and privacy links and, in local runs, a
// dismissible link to the test-account screen.
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { createLoginEmailCode, UNKNOWN_EMAIL_CODE_RESPONSE } from './api.ts';
import { canSubmitEmail, type KnownReason, type LoginMode, type Step } from './flow.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { interpolateNodes, LinkButton, lockedUntil, ReasonBanner, useLoginT } from './parts.tsx';

/** Remembers that the test-account link was dismissed (local runs only). */
export const MOCK_LINK_DISMISSED_KEY = 'bookloom.login.hideTestAccount';

function mockLinkDismissed(): boolean {
  try {
    return localStorage.getItem(MOCK_LINK_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export interface StartScreenProps {
  lang: string;
  mode: LoginMode;
  email: string;
  onEmailChange: (email: string) => void;
  onToggleMode: () => void;
  onStep: (step: Step) => void;
  isLocal: boolean;
  googleClientId?: string | undefined;
  onGoogleCredential: (credential: string) => void;
  googleBusy: boolean;
  reason?: KnownReason | undefined;
}

export function StartScreen({
  lang, mode, email, onEmailChange, onToggleMode, onStep, isLocal, googleClientId, onGoogleCredential, googleBusy, reason,
}: StartScreenProps) {
  const t = useLoginT();
  const [mockHidden, setMockHidden] = useState(mockLinkDismissed);
  // a malformed address is explained once the visitor has left the field or pressed Enter
  // (Continue stays disabled while it is invalid, spec §5, so the field says why)
  const [checkEmail, setCheckEmail] = useState(false);
  const emailProblem = checkEmail && email.trim() !== '' && !canSubmitEmail(email) ? t('errors.invalidEmail') : undefined;

  const submit = async () => {
    const result = await createLoginEmailCode(email, lang).catch((error: unknown) => {
      // spec §8's 'Unknown createLoginEmailCode response', in the page language
      throw error instanceof Error && error.message === UNKNOWN_EMAIL_CODE_RESPONSE ? new Error(t('errors.unknownResponse')) : error;
    });
    if (result.status === 'refused') throw new Error(t(`errors.${result.reason}`));
    if (result.status === 'passwordAccount') onStep({ name: 'password', email: result.email, lockedUntil: lockedUntil(result.retryAfter) });
    else onStep({ name: 'code', id: result.id, email: result.email, codeLength: result.codeLength, expireMin: result.expireMin });
  };

  const dismissMock = () => {
    setMockHidden(true);
    try {
      localStorage.setItem(MOCK_LINK_DISMISSED_KEY, '1');
    } catch {
      // private mode: hidden until the dialog opens again
    }
  };

  const legal = interpolateNodes(t, 'legal.agree', {
    terms: <a href={`/${lang}/terms-of-service`} target="_blank" rel="noopener">{t('legal.terms')}</a>,
    privacy: <a href={`/${lang}/privacy-policy`} target="_blank" rel="noopener">{t('legal.privacy')}</a>,
  });

  return (
    <div className="login-screen" data-screen="start">
      <p className="login-toggle">
        {t(mode === 'signUp' ? 'toggle.haveAccount' : 'toggle.newHere')}{' '}
        <LinkButton onClick={onToggleMode}>{t(mode === 'signUp' ? 'toggle.logIn' : 'toggle.signUp')}</LinkButton>
      </p>
      {reason ? <ReasonBanner reason={reason} /> : null}
      {googleClientId ? <GoogleSignIn clientId={googleClientId} lang={lang} onCredential={onGoogleCredential} busy={googleBusy} /> : null}
      <Form onSubmit={submit} className="login-form">
        <TextInput
          label={t('email.label')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={onEmailChange}
          onBlur={() => setCheckEmail(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setCheckEmail(true);
          }}
          error={emailProblem}
          data-autofocus=""
        />
        <Button type="submit" disabled={!canSubmitEmail(email)}>{t('continue')}</Button>
      </Form>
      <p className="login-legal">{legal}</p>
      {isLocal && !mockHidden ? (
        <p className="login-mock-link">
          <LinkButton onClick={() => onStep({ name: 'mock' })}>{t('mock.link')}</LinkButton>
          <button type="button" className="login-mock-dismiss" aria-label={t('mock.dismiss')} onClick={dismissMock}>
            <span aria-hidden="true">×</span>
          </button>
        </p>
      ) : null}
    </div>
  );
}
