// Create or edit a global config: key (on create), JSON value, description. Server field errors
// (invalid JSON, a taken key) show on their fields; success goes to the config's page.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { gqlRequest } from './gql.ts';
import { graphql } from '../../lib/graphql.ts';
import { withIsland } from './island.tsx';
import { jsonProblem } from './json-field.ts';
import { localizeError } from './messages.ts';

export const CONFIG_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_.-]{0,99}$/;

const CREATE = graphql(`
  mutation CreateGlobalConfig($input: CreateGlobalConfigInput!) {
    createGlobalConfig(input: $input) { key }
  }
`);
const UPDATE = graphql(`
  mutation UpdateGlobalConfig($key: ID!, $input: UpdateGlobalConfigInput!) {
    updateGlobalConfig(key: $key, input: $input) { key }
  }
`);

export interface GlobalConfigFormProps {
  mode: 'create' | 'edit';
  initial?: { key: string; value: string; description: string } | undefined;
}

export const configPath = (key: string) => `/admin/global-configs/${encodeURIComponent(key)}`;

function GlobalConfigForm({ mode, initial }: GlobalConfigFormProps) {
  const { t } = useTranslation('admin');
  const labels = { key: t('configs.key'), value: t('configs.value'), description: t('configs.description') };

  const submit = async (values: Record<string, unknown>) => {
    const value = String(values.value ?? '');
    const description = String(values.description ?? '');
    try {
      if (mode === 'create') {
        const key = String(values.key ?? '').trim();
        await gqlRequest(CREATE, { input: { key, value, description } });
        window.location.assign(`${configPath(key)}?notice=created`);
      } else {
        const key = initial?.key ?? '';
        await gqlRequest(UPDATE, { key, input: { value, description } });
        window.location.assign(`${configPath(key)}?notice=saved`);
      }
    } catch (error) {
      throw localizeError(error, t, labels);
    }
  };

  return (
    <Form onSubmit={submit} className="admin-form" aria-label={mode === 'create' ? t('configs.newTitle') : t('configs.editTitle', { key: initial?.key })}>
      {mode === 'create' ? (
        <>
          <TextInput
            name="key" label={labels.key} required maxLength={100} autoComplete="off" spellCheck={false}
            validate={(text) => (CONFIG_KEY_PATTERN.test(text.trim()) ? undefined : t('server.keyFormat', { label: labels.key }))}
          />
          <p className="admin-hint">{t('configs.keyHint')}</p>
        </>
      ) : null}
      <TextArea
        name="value" label={labels.value} required minRows={6} maxRows={24} spellCheck={false} dir="ltr" className="admin-code"
        defaultValue={initial?.value ?? ''}
        validate={(text) => jsonProblem(text, labels.value, t)}
      />
      <p className="admin-hint">{t('configs.valueHint')}</p>
      <TextArea name="description" label={labels.description} maxLength={2000} minRows={2} maxRows={8} defaultValue={initial?.description ?? ''} />
      <div className="admin-actions">
        <Button type="submit">{mode === 'create' ? t('actions.create') : t('actions.save')}</Button>
        <Button href={mode === 'create' ? '/admin/global-configs' : configPath(initial?.key ?? '')} kind="secondary">{t('actions.cancel')}</Button>
      </div>
    </Form>
  );
}

export default withIsland(GlobalConfigForm);
