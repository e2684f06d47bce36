// Create a task (type + JSON object payload), or edit a queued one. The type list comes from the
// server's taskTypes; an unknown type or a bad payload comes back as a field error.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { Select } from '../ui/Select.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { gqlRequest } from './gql.ts';
import { graphql } from '../../lib/graphql.ts';
import { withIsland } from './island.tsx';
import { jsonProblem } from './json-field.ts';
import { localizeError } from './messages.ts';

const CREATE = graphql(`
  mutation CreateTask($input: CreateTaskInput!) {
    createTask(input: $input) { id status }
  }
`);
const UPDATE = graphql(`
  mutation UpdateTask($id: ID!, $input: UpdateTaskInput!) {
    updateTask(id: $id, input: $input) { id status }
  }
`);

export interface TaskFormProps {
  mode: 'create' | 'edit';
  types: { type: string; description: string }[];
  initial?: { id: string; type: string; payload: string } | undefined;
}

function TaskForm({ mode, types, initial }: TaskFormProps) {
  const { t } = useTranslation('admin');
  const [type, setType] = useState(initial?.type ?? types[0]?.type ?? '');
  const labels = { type: t('tasks.type'), payload: t('tasks.payload') };
  const description = types.find((item) => item.type === type)?.description;

  const submit = async (values: Record<string, unknown>) => {
    const input = { type: String(values.type ?? ''), payload: String(values.payload ?? '').trim() || '{}' };
    try {
      if (mode === 'create') {
        const { createTask } = await gqlRequest(CREATE, { input });
        window.location.assign(`/admin/tasks/${createTask.id}?notice=queued`);
      } else {
        const id = initial?.id ?? '';
        await gqlRequest(UPDATE, { id, input });
        window.location.assign(`/admin/tasks/${id}?notice=saved`);
      }
    } catch (error) {
      throw localizeError(error, t, labels);
    }
  };

  return (
    <Form onSubmit={submit} className="admin-form" aria-label={mode === 'create' ? t('tasks.newTitle') : t('tasks.editTitle')}>
      <Select
        name="type" label={labels.type} required value={type} onChange={setType}
        options={types.map((item) => ({ value: item.type, label: item.type }))}
      />
      {description ? <p className="admin-hint">{description}</p> : null}
      <TextArea
        name="payload" label={labels.payload} minRows={4} maxRows={20} spellCheck={false} dir="ltr" className="admin-code"
        defaultValue={initial?.payload ?? '{}'}
        validate={(text) => jsonProblem(text, labels.payload, t, { objectOnly: true })}
      />
      <p className="admin-hint">{t('tasks.payloadHint')}</p>
      <div className="admin-actions">
        <Button type="submit">{mode === 'create' ? t('tasks.run') : t('actions.save')}</Button>
        <Button href={mode === 'create' ? '/admin/tasks' : `/admin/tasks/${initial?.id ?? ''}`} kind="secondary">{t('actions.cancel')}</Button>
      </div>
    </Form>
  );
}

export default withIsland(TaskForm);
