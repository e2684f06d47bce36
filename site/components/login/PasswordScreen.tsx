// Step 2b (spec §4, §5): the address is a password account, so no code was sent. Submit stays
// disabled while the password is empty; 'Forgot password?' e-mails a reset link.
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { requestPasswordReset, type LoginCredentials } from './api.ts';
import { INLINE_REASONS, type Step } from './flow.ts';
import { InlineError, LinkButton, useLoginT } from './parts.tsx';

export interface PasswordScreenProps {
  lang: string;
  step: Extract<Step, { name: 'password' }>;
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  onBack: () => void;
}

export function PasswordScreen({ lang, step, onLogin, onBack }: PasswordScreenProps) {
  const t = useLoginT();
  const [password, setPassword] = useState('');
  const [resetting, setResetting] = useState(false);
  const [resetSent, setResetSent] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);

  const submit = () => onLogin({ type: 'password', email: step.email, password });

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
        <Button type="submit" disabled={password === ''}>{t('password.submit')}</Button>
      </Form>
      {resetError ? <InlineError message={resetError} /> : null}
      {resetSent ? <p className="login-status" role="status">{t('password.resetSent', { email: step.email })}</p> : null}
      <p className="login-actions">
        <LinkButton onClick={() => void forgot()} busy={resetting}>{t('password.forgot')}</LinkButton>
        <LinkButton onClick={onBack}>{t('back')}</LinkButton>
      </p>
    </div>
  );
}
