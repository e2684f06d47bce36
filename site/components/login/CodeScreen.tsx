// Step 2a (spec §4, §5): the code e-mailed to the address. The field keeps digits only; submit
// is enabled once there are exactly as many as the server's code length. 'Send a new code'
// asks again for the same address. A wrong code keeps this screen (issue 10): the field is
// cleared and focused, and the form's one error says how many tries are left, or that the code
// is used up or expired and a new one can be sent.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { createLoginEmailCode, UNKNOWN_EMAIL_CODE_RESPONSE, type LoginCredentials } from './api.ts';
import { canSubmitCode, codeDigits, ScreenFailure, type Step } from './flow.ts';
import { InlineError, LinkButton, lockedUntil, useLoginT } from './parts.tsx';

export interface CodeScreenProps {
  lang: string;
  step: Extract<Step, { name: 'code' }>;
  onStep: (step: Step) => void;
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  onBack: () => void;
}

export function CodeScreen({ lang, step, onStep, onLogin, onBack }: CodeScreenProps) {
  const t = useLoginT();
  const introId = useId();
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const [usedUp, setUsedUp] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const resendButton = useRef<HTMLButtonElement>(null);

  // a used-up code: the next thing to do is to ask for a new one
  useEffect(() => {
    if (usedUp) resendButton.current?.focus();
  }, [usedUp]);
  // a new code arrived: type it
  const shownId = useRef(step.id);
  useEffect(() => {
    if (shownId.current === step.id) return;
    shownId.current = step.id;
    field.current?.focus();
  }, [step.id]);

  const submit = async () => {
    setResent(false);
    try {
      await onLogin({ type: 'emailCode', id: step.id, code, email: step.email });
    } catch (error) {
      if (error instanceof ScreenFailure) {
        setCode('');
        setUsedUp(error.reason === 'codeExpired' || !error.triesLeft);
        field.current?.focus();
      }
      throw error;
    }
  };

  const resend = async () => {
    setResending(true);
    setResent(false);
    setResendError(null);
    try {
      const result = await createLoginEmailCode(step.email, lang, { resend: true, ...(step.forced ? { forceCode: true } : {}) });
      if (result.status === 'refused') setResendError(t(`errors.${result.reason}`));
      else if (result.status === 'passwordAccount') onStep({ name: 'password', email: result.email, lockedUntil: lockedUntil(result.retryAfter) });
      else {
        setCode('');
        setUsedUp(false);
        setResent(true);
        onStep({ name: 'code', id: result.id, email: result.email, codeLength: result.codeLength, expireMin: result.expireMin, forced: step.forced });
      }
    } catch (error) {
      const unknown = error instanceof Error && error.message === UNKNOWN_EMAIL_CODE_RESPONSE;
      setResendError(unknown ? t('errors.unknownResponse') : t('errors.network'));
      if (!unknown) console.error('Sending a new login code failed:', error);
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="login-screen" data-screen="code">
      <p id={introId} className="login-intro">
        {t('code.intro', { length: step.codeLength, email: step.email, minutes: step.expireMin })}
      </p>
      <Form onSubmit={submit} className="login-form">
        <TextInput
          label={t('code.label')}
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={code}
          onChange={(value) => setCode(codeDigits(value, step.codeLength))}
          aria-describedby={introId}
          data-autofocus=""
          ref={field}
          disabled={usedUp}
        />
        <Button type="submit" disabled={usedUp || !canSubmitCode(code, step.codeLength)}>{t('continue')}</Button>
      </Form>
      {resendError ? <InlineError message={resendError} /> : null}
      {resent ? <p className="login-status" role="status">{t('code.resent', { email: step.email })}</p> : null}
      <p className="login-actions">
        <LinkButton onClick={() => void resend()} busy={resending} buttonRef={resendButton}>{t('code.resend')}</LinkButton>
        <LinkButton onClick={onBack}>{t('back')}</LinkButton>
      </p>
    </div>
  );
}
