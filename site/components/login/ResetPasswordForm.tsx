// /{lang}/login/reset: the page the e-mailed link opens. The new password is checked here
// (8 characters at least) and by the server; afterwards the visitor goes to
// /login?reason=resetSuccess, or /login?reason=<why it failed> (spec §4).
import type { ResourceLanguage } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { setNewPassword } from './api.ts';
import { InlineError, useLoginT } from './parts.tsx';

export const PASSWORD_MIN = 8;

function ResetPasswordForm({ lang }: { lang: string }) {
  const t = useLoginT();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(location.search).get('token')), []);

  if (token === undefined) return null;
  if (!token) return <InlineError message={t('reset.missingToken')} />;
  return (
    <Form
      onSubmit={async (values) => {
        const result = await setNewPassword(token, String(values.password ?? ''));
        location.assign(`/${lang}/login?reason=${result.success ? 'resetSuccess' : encodeURIComponent(result.reason)}`);
      }}
    >
      <TextInput label={t('reset.label')} name="password" type="password" required minLength={PASSWORD_MIN} maxLength={256} autoComplete="new-password" />
      <p className="reset-hint">{t('reset.hint')}</p>
      <Button type="submit">{t('reset.submit')}</Button>
    </Form>
  );
}

export default function ResetPasswordIsland({ lang, resources }: { lang: string; resources: ResourceLanguage }) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <ResetPasswordForm lang={lang} />
    </I18nIsland>
  );
}
