// Local runs only (spec §2, §4): sign in as any address without a code. Submit stays disabled
// while the e-mail is empty.
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import type { LoginCredentials } from './api.ts';
import { LinkButton, useLoginT } from './parts.tsx';

export interface MockScreenProps {
  initialEmail: string;
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  onBack: () => void;
}

export function MockScreen({ initialEmail, onLogin, onBack }: MockScreenProps) {
  const t = useLoginT();
  const [email, setEmail] = useState(initialEmail);

  return (
    <div className="login-screen" data-screen="mock">
      <p className="login-intro">{t('mock.intro')}</p>
      <Form onSubmit={() => onLogin({ type: 'mock', email: email.trim() })} className="login-form">
        <TextInput
          label={t('mock.label')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={setEmail}
          data-autofocus=""
        />
        <Button type="submit" disabled={email.trim() === ''}>{t('mock.submit')}</Button>
      </Form>
      <p className="login-actions">
        <LinkButton onClick={onBack}>{t('mock.back')}</LinkButton>
      </p>
    </div>
  );
}
