// Create or edit a generation config version of a kind (textbook, storybook, worksheet): the three prompt
// templates (each with the variables it may use listed under it), the model, the temperature,
// the default number of parts and, for textbooks, the reading levels (one per line). Server field
// errors (an unknown {{variable}}, a value out of range) show on their fields; a version that has
// written a book answers CONFLICT, shown as the form's error. Success goes to the version's page.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { gqlRequest } from './gql.ts';
import { graphql } from '../../lib/graphql.ts';
import { withIsland } from './island.tsx';
import { localizeError } from './messages.ts';
import { configKey } from './configs/labels.ts';
import { configPath, configsPath } from './paths.ts';
import type { ConfigBookType } from '../../../api/services/textbooks/configs.ts';

const CREATE = graphql(`
  mutation CreateGenerationConfig($input: GenerationConfigInput!) {
    createGenerationConfig(input: $input) { id }
  }
`);
const UPDATE = graphql(`
  mutation UpdateGenerationConfig($id: ID!, $input: GenerationConfigInput!) {
    updateGenerationConfig(id: $id, input: $input) { id }
  }
`);

export interface GenerationConfigValues {
  systemPrompt: string;
  outlinePrompt: string;
  chapterPrompt: string;
  model: string | null;
  temperature: number;
  defaultChapterCount: number;
  readingLevels: string[];
}

type PromptField = 'systemPrompt' | 'outlinePrompt' | 'chapterPrompt';

export interface GenerationConfigFormProps {
  mode: 'create' | 'edit';
  /** the kind of book the version writes (textbook when not given) */
  kind?: ConfigBookType;
  /** the variables each template may use, listed under it */
  variables?: Record<PromptField, readonly string[]>;
  /** the range of the default number of parts (chapters, pages) */
  parts?: { min: number; max: number };
  /** the version edited (edit), or the active version the new one starts from (create) */
  initial: GenerationConfigValues;
  /** the edited version's id (edit only) */
  id?: string | undefined;
}

export const GENERATION_CONFIGS_PATH = configsPath('textbook');
export const generationConfigPath = configPath;

/** The lines of a text area, trimmed, without blanks or repeats. */
export function readingLevelLines(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))];
}

function GenerationConfigForm({ mode, kind = 'textbook', variables, parts = { min: 1, max: 30 }, initial, id }: GenerationConfigFormProps) {
  const { t } = useTranslation('admin');
  const word = (key: string) => t(configKey(kind, key));
  const readingLevels = kind === 'textbook';
  const labels = {
    systemPrompt: word('systemPrompt'),
    outlinePrompt: word('outlinePrompt'),
    chapterPrompt: word('chapterPrompt'),
    model: word('model'),
    temperature: word('temperature'),
    defaultChapterCount: word('defaultChapterCount'),
    readingLevels: word('readingLevels'),
  };

  const submit = async (values: Record<string, unknown>) => {
    const input = {
      systemPrompt: String(values.systemPrompt ?? ''),
      outlinePrompt: String(values.outlinePrompt ?? ''),
      chapterPrompt: String(values.chapterPrompt ?? ''),
      model: String(values.model ?? '').trim() || null,
      temperature: Number(values.temperature),
      defaultChapterCount: Number(values.defaultChapterCount),
      ...(readingLevels ? { readingLevels: readingLevelLines(String(values.readingLevels ?? '')) } : {}),
    };
    try {
      if (mode === 'create') {
        const data = await gqlRequest(CREATE, { input: { bookType: kind, ...input } });
        window.location.assign(`${generationConfigPath(data.createGenerationConfig.id)}?notice=created`);
      } else {
        await gqlRequest(UPDATE, { id: id ?? '', input });
        window.location.assign(`${generationConfigPath(id ?? '')}?notice=saved`);
      }
    } catch (error) {
      throw localizeError(error, t, labels);
    }
  };

  const prompt = (name: PromptField) => (
    <>
      <TextArea
        name={name} label={labels[name]} required maxLength={20000} minRows={4} maxRows={20} spellCheck={false} dir="auto" className="admin-code"
        defaultValue={initial[name]}
      />
      {variables && (
        <p className="admin-hint" data-testid={`variables-${name}`}>
          {t('genConfigs.variables')} {variables[name].map((v, i) => <span key={v}>{i > 0 && ' '}<code>{`{{${v}}}`}</code></span>)}
        </p>
      )}
    </>
  );

  return (
    <Form onSubmit={submit} className="admin-form" aria-label={mode === 'create' ? t('genConfigs.newTitle') : t('genConfigs.edit')}>
      {prompt('systemPrompt')}
      {prompt('outlinePrompt')}
      {prompt('chapterPrompt')}
      <p className="admin-hint">{t('genConfigs.promptHint')}</p>
      <TextInput name="model" label={labels.model} maxLength={200} autoComplete="off" spellCheck={false} defaultValue={initial.model ?? ''} />
      <p className="admin-hint">{t('genConfigs.modelHint')}</p>
      <TextInput
        name="temperature" label={labels.temperature} type="number" required min={0} max={2} step="0.01"
        defaultValue={String(initial.temperature)}
      />
      <TextInput
        name="defaultChapterCount" label={labels.defaultChapterCount} type="number" required min={parts.min} max={parts.max} step="1"
        defaultValue={String(initial.defaultChapterCount)}
        validate={(text) => (Number.isInteger(Number(text)) ? undefined : t('server.wholeNumber', { label: labels.defaultChapterCount }))}
      />
      {readingLevels && (
        <>
          <TextArea
            name="readingLevels" label={labels.readingLevels} required minRows={3} maxRows={12}
            defaultValue={initial.readingLevels.join('\n')}
          />
          <p className="admin-hint">{t('genConfigs.readingLevelsHint')}</p>
        </>
      )}
      <div className="admin-actions">
        <Button type="submit">{mode === 'create' ? t('actions.create') : t('actions.save')}</Button>
        <Button href={mode === 'create' ? configsPath(kind) : generationConfigPath(id ?? '')} kind="secondary">{t('actions.cancel')}</Button>
      </div>
    </Form>
  );
}

export default withIsland(GenerationConfigForm);
