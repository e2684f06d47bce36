// Step 2b (spec §4, §5): the address is a password account, so no code was sent. Submit stays
// disabled while the password is empty; 'Forgot password?' e-mails a reset link. After too many
// wrong passwords the password waits (issue 10): the screen says until when, and 'Email me a
// code instead' sends a code, which signs in whatever the lock.
import { useEffect, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { createLoginEmailCode, requestPasswordReset, UNKNOWN_EMAIL_CODE_RESPONSE, type LoginCredentials } from './api.ts';
import { INLINE_REASONS, ScreenFailure, type Step } from './flow.ts';
import { InlineError, LinkButton, lockedUntil, timeOfDay, useLoginT } from './parts.tsx';

export interface PasswordScreenProps {
  lang: string;
  step: Extract<Step, { name: 'password' }>;
  onStep: (step: Step) => void;
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  onBack: () => void;
}

export function PasswordScreen({ lang, step, onStep, onLogin, onBack }: PasswordScreenProps) {
  const t = useLoginT();
  const [password, setPassword] = useState('');
  const [resetting, setResetting] = useState(false);
  const [resetSent, setResetSent] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const [until, setUntil] = useState(step.lockedUntil && step.lockedUntil > Date.now() ? step.lockedUntil : undefined);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  // the lock ends by itself: the password may be tried again
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => setUntil(undefined), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  const submit = async () => {
    try {
      await onLogin({ type: 'password', email: step.email, password });
    } catch (error) {
      // the lock is told once, above the form, not as the form's error too
      if (error instanceof ScreenFailure && error.reason === 'passwordLocked') {
        setUntil(lockedUntil(error.retryAfter ?? 60));
        return;
      }
      throw error;
    }
  };

  const codeInstead = async () => {
    setSending(true);
    setSendError(null);
    try {
      const result = await createLoginEmailCode(step.email, lang, { forceCode: true });
      if (result.status === 'refused') setSendError(t(`errors.${result.reason}`));
      else if (result.status === 'codeSent') {
        onStep({ name: 'code', id: result.id, email: result.email, codeLength: result.codeLength, expireMin: result.expireMin, forced: true });
      } else setSendError(t('errors.unknownResponse'));
    } catch (error) {
      const unknown = error instanceof Error && error.message === UNKNOWN_EMAIL_CODE_RESPONSE;
      setSendError(unknown ? t('errors.unknownResponse') : t('errors.network'));
      if (!unknown) console.error('Sending a login code failed:', error);
    } finally {
      setSending(false);
    }
  };

  const forgot = async () => {
    setResetting(true);
    setResetSent(false);
    setResetError(null);
    try {
      const result = await requestPasswordReset(step.email, lang);
      if (result.success) setResetSent(true);
      else setResetError(t(INLINE_REASONS.has(result.reason) ? `errors.${result.reason}` : 'errors.resetFailed'));
    } catch (error) {
      console.error('Requesting a password reset failed:', error);
      setResetError(t('errors.network'));
    } finally {
      setResetting(false);
    }
  };

  return (
    <div className="login-screen" data-screen="password">
      <p className="login-intro">{t('password.intro', { email: step.email })}</p>
      {until ? (
        <p className="login-reason login-reason--error" role="alert" data-reason="passwordLocked">
          {t('password.locked', { time: timeOfDay(lang, until) })}
        </p>
      ) : null}
      <Form onSubmit={submit} className="login-form">
        {/* lets password managers pair the password with the address */}
        <input type="text" autoComplete="username" value={step.email} readOnly hidden />
        <TextInput
          label={t('password.label')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          data-autofocus=""
        />
        <Button type="submit" disabled={password === '' || until !== undefined}>{t('password.submit')}</Button>
      </Form>
      {sendError ? <InlineError message={sendError} /> : null}
      {resetError ? <InlineError message={resetError} /> : null}
      {resetSent ? <p className="login-status" role="status">{t('password.resetSent', { email: step.email })}</p> : null}
      <p className="login-actions">
        <LinkButton onClick={() => void codeInstead()} busy={sending}>{t('password.codeInstead')}</LinkButton>
        <LinkButton onClick={() => void forgot()} busy={resetting}>{t('password.forgot')}</LinkButton>
        <LinkButton onClick={onBack}>{t('back')}</LinkButton>
      </p>
    </div>
  );
}
