// Create or edit an adventure prototype (saveAdventurePrototype): its title, premise, language,
// the shape of its graph (segments, endings, story state), its rules (one a line) and whether
// authors are offered it. Server field errors (BAD_USER_INPUT extensions.fields) show on their
// fields, a rule's on the rules; success goes back to the list with a notice.
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { gqlRequest } from '../gql.ts';
import { graphql } from '../../../lib/graphql.ts';
import { withIsland } from '../island.tsx';
import { localizePrototypeError, ruleLines } from './view.ts';

const SAVE = graphql(`
  mutation SaveAdventurePrototype($id: ID, $input: AdventurePrototypeInput!) {
    saveAdventurePrototype(id: $id, input: $input) { id }
  }
`);

export interface AdventurePrototypeValues {
  title: string;
  premise: string;
  language: string;
  segmentCount: number;
  endingCount: number;
  useFlags: boolean;
  rules: string[];
  published: boolean;
}

export interface AdventurePrototypeFormProps {
  mode: 'create' | 'edit';
  /** the prototype edited (edit only) */
  id?: string | undefined;
  initial: AdventurePrototypeValues;
  /** the 17 languages, by their own names */
  languages: { value: string; label: string }[];
  /** the server's limits (api/kinds/gamebook/schema.ts) */
  limits: { segments: { min: number; max: number }; endings: { min: number; max: number }; premiseMax: number; ruleMax: number; rulesMax: number };
}

const TITLE_MAX = 200;

function AdventurePrototypeForm({ mode, id, initial, languages, limits }: AdventurePrototypeFormProps) {
  const { t } = useTranslation('admin');
  const labels = {
    title: t('adventures.fields.title'),
    premise: t('adventures.fields.premise'),
    language: t('adventures.fields.language'),
    segmentCount: t('adventures.fields.segmentCount'),
    endingCount: t('adventures.fields.endingCount'),
    useFlags: t('adventures.fields.useFlags'),
    rules: t('adventures.fields.rules'),
    published: t('adventures.fields.published'),
  };
  const whole = (label: string) => (text: string) => (Number.isInteger(Number(text)) ? undefined : t('server.wholeNumber', { label }));

  const submit = async (values: Record<string, unknown>) => {
    const input = {
      title: String(values.title ?? '').trim(),
      premise: String(values.premise ?? '').trim(),
      language: String(values.language ?? ''),
      segmentCount: Number(values.segmentCount),
      endingCount: Number(values.endingCount),
      useFlags: values.useFlags !== undefined,
      rules: ruleLines(String(values.rules ?? '')),
      published: values.published !== undefined,
    };
    try {
      await gqlRequest(SAVE, { id: mode === 'edit' ? id ?? null : null, input });
      window.location.assign(`/moderator/adventures?notice=${mode === 'create' ? 'created' : 'saved'}`);
    } catch (error) {
      throw localizePrototypeError(error, t, labels);
    }
  };

  return (
    <Form onSubmit={submit} className="admin-form" aria-label={mode === 'create' ? t('adventures.newTitle') : t('adventures.editTitle', { title: initial.title })}>
      <TextInput name="title" label={labels.title} required maxLength={TITLE_MAX} defaultValue={initial.title} />
      <TextArea name="premise" label={labels.premise} required maxLength={limits.premiseMax} minRows={3} maxRows={10} defaultValue={initial.premise} />
      <p className="admin-hint">{t('adventures.premiseHint')}</p>
      <Select name="language" label={labels.language} required options={languages} defaultValue={initial.language} />
      <TextInput
        name="segmentCount" label={labels.segmentCount} type="number" required min={limits.segments.min} max={limits.segments.max} step="1"
        defaultValue={String(initial.segmentCount)} validate={whole(labels.segmentCount)}
      />
      <TextInput
        name="endingCount" label={labels.endingCount} type="number" required min={limits.endings.min} max={limits.endings.max} step="1"
        defaultValue={String(initial.endingCount)} validate={whole(labels.endingCount)}
      />
      <label className="mod-adv-check">
        <input type="checkbox" name="useFlags" defaultChecked={initial.useFlags} />
        <span>{labels.useFlags}</span>
      </label>
      <TextArea
        name="rules" label={labels.rules} minRows={3} maxRows={14} defaultValue={initial.rules.join('\n')}
        validate={(text) => {
          const lines = ruleLines(text);
          if (lines.length > limits.rulesMax) return t('adventures.errors.tooManyRules', { label: labels.rules, max: limits.rulesMax });
          const long = lines.findIndex((line) => line.length > limits.ruleMax);
          return long >= 0 ? t('adventures.errors.longerThan', { label: t('adventures.ruleN', { n: long + 1 }), max: limits.ruleMax }) : undefined;
        }}
      />
      <p className="admin-hint">{t('adventures.rulesHint', { max: limits.rulesMax, length: limits.ruleMax })}</p>
      <label className="mod-adv-check">
        <input type="checkbox" name="published" defaultChecked={initial.published} />
        <span>{labels.published}</span>
      </label>
      <div className="admin-actions">
        <Button type="submit">{mode === 'create' ? t('actions.create') : t('actions.save')}</Button>
        <Button href="/moderator/adventures" kind="secondary">{t('actions.cancel')}</Button>
      </div>
    </Form>
  );
}

export default withIsland(AdventurePrototypeForm);
