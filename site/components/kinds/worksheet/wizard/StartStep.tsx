// Step 1 of a worksheet group: the topic, the grade or reading level, the language, how many
// worksheets and items, which item types and how hard. Client checks mirror the server's; its
// field messages land on the fields. Everything typed is kept in local storage, so a guest can
// sign in (the button opens the login dialog) and come back to the same form. The whole price
// (plan + worksheets × worksheet) shows before the spend, against the balance; a group the
// balance cannot finish cannot be started. Back from the plan, the same form changes the group's
// own values: free, unless a new plan is needed (its price is said first).
// The panel, the kept values and the submit are every kind's (site/components/create/StartForm.tsx).
import { LANGUAGES, LANGUAGE_INFO } from '../../../../../core/languages.ts';
import { DIFFICULTIES, ITEM_TYPES, ITEMS_PER_WORKSHEET, WORKSHEETS_PER_GROUP, type Difficulty, type ItemType } from '../../../../../core/worksheets.ts';
import { ChoiceField, NativeSelect } from '../../../create/kind-parts.tsx';
import type { KindStartProps } from '../../../create/KindWizard.tsx';
import { keyFor } from '../../../create/storage.ts';
import { StartPanel, submitStart, useStartValues } from '../../../create/StartForm.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { startWorksheetGroup, updateWorksheetGroupStart, type WizardGroup, type WorksheetCosts } from './api.ts';
import { useWorksheetT } from './parts.tsx';
import { PLAN_DRAFT_PREFIX } from './plan-edit.ts';
import {
  defaultWorksheetStart, groupWorksheetStart, mergeWorksheetStart, needsNewPlan, toggleItemType, validItemsPerWorksheet, validWorksheetCount,
  WORKSHEET_START_LIMITS, worksheetStartInput, type WorksheetStartValues,
} from './start-values.ts';
import { worksheetWizardUrl } from './steps.ts';

export const WORKSHEET_FORM_KEY = 'bookloom.wizard.worksheet';
const WORKSHEET_START_KEY = 'bookloom.wizard.worksheet.startKey';

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName }));

export type StartStepProps = KindStartProps<WizardGroup, WorksheetCosts>;

export function StartStep({ lang, viewer, costs, balance, latest = null, onCreditsChanged, book: group = null }: StartStepProps) {
  const t = useWorksheetT();
  const { values, current, update } = useStartValues<WorksheetStartValues, WizardGroup>({
    lang, book: group, formKey: WORKSHEET_FORM_KEY, defaults: defaultWorksheetStart, merge: mergeWorksheetStart, fromBook: groupWorksheetStart,
  });
  const set = (key: 'topic' | 'level' | 'language' | 'worksheetCount' | 'itemsPerWorksheet') => (value: string) => update((v) => ({ ...v, [key]: value }));
  const setType = (type: ItemType, on: boolean) => update((v) => ({ ...v, itemTypes: toggleItemType(v.itemTypes, type, on) }));
  const setDifficulty = (difficulty: Difficulty) => update((v) => ({ ...v, difficulty }));

  const count = Number(values.worksheetCount);
  const countValid = validWorksheetCount(values.worksheetCount);
  const newPlan = group !== null && needsNewPlan(groupWorksheetStart(group), values);
  // what the first spend commits to: the whole group (a new group, or a new plan of this one)
  const total = costs && countValid && (group === null || newPlan) ? costs.plan + costs.worksheet * count : null;
  const short = viewer === 'user' && total !== null && balance !== null && total > balance;

  const submit = () => {
    const v = current.current;
    return submitStart({
      lang, viewer, short, url: worksheetWizardUrl, formKey: WORKSHEET_FORM_KEY, startKey: WORKSHEET_START_KEY, onCreditsChanged,
      edit: group && {
        bookId: group.id, dropCopy: newPlan ? PLAN_DRAFT_PREFIX + group.id : null,
        send: () => {
          const { idempotencyKey: _unused, ...input } = worksheetStartInput(v, 'unused-key');
          return updateWorksheetGroupStart(group.id, input);
        },
      },
      begin: () => startWorksheetGroup(worksheetStartInput(v, keyFor(WORKSHEET_START_KEY, JSON.stringify(v)))),
    });
  };

  const costText = costs === null
    ? null
    : group !== null && !newPlan
      ? t('costs.noCharge')
      : total === null
        ? t('costs.parts', { count: costs.worksheet, plan: costs.plan })
        : group !== null
          ? t('costs.newPlan', { count: costs.plan })
          : t('costs.group', { count: total, plan: costs.plan, worksheets: count, worksheet: costs.worksheet });

  return (
    <StartPanel
      t={t} lang={lang} viewer={viewer} prefix="wsw" name="worksheet" editing={group !== null} latest={latest}
      resumeUrl={(step, id) => worksheetWizardUrl(lang, step, id)} resumeAttrs={{ 'data-resume-worksheets': '' }} onSubmit={submit}
      cost={{ text: costText, balance, needed: total, short }} editLabel={t(newPlan ? 'start.saveNewPlan' : 'start.save')}
    >
      <TextArea
        label={t('fields.topic')} name="topic" required maxLength={WORKSHEET_START_LIMITS.topic} value={values.topic} onChange={set('topic')}
        placeholder={t('fields.topicPlaceholder')} minRows={2} maxRows={6}
      />
      <div className="wizard-row">
        <TextInput
          label={t('fields.level')} name="level" required maxLength={WORKSHEET_START_LIMITS.level} value={values.level} onChange={set('level')}
          placeholder={t('fields.levelPlaceholder')} autoComplete="off"
        />
        <NativeSelect prefix="wsw" label={t('fields.language')} name="language" value={values.language} onChange={set('language')} options={languageOptions} />
      </div>
      <div className="wizard-row">
        <TextInput
          label={t('fields.worksheetCount')} name="worksheetCount" type="number" required inputMode="numeric"
          min={WORKSHEETS_PER_GROUP.min} max={WORKSHEETS_PER_GROUP.max} step={1} value={values.worksheetCount} onChange={set('worksheetCount')}
          validate={(value: string) => (validWorksheetCount(value) ? undefined : t('fields.countInvalid', { min: WORKSHEETS_PER_GROUP.min, max: WORKSHEETS_PER_GROUP.max }))}
        />
        <TextInput
          label={t('fields.itemsPerWorksheet')} name="itemsPerWorksheet" type="number" required inputMode="numeric"
          min={ITEMS_PER_WORKSHEET.min} max={ITEMS_PER_WORKSHEET.max} step={1} value={values.itemsPerWorksheet} onChange={set('itemsPerWorksheet')}
          validate={(value: string) => (validItemsPerWorksheet(value) ? undefined : t('fields.countInvalid', { min: ITEMS_PER_WORKSHEET.min, max: ITEMS_PER_WORKSHEET.max }))}
        />
      </div>

      <ChoiceField
        prefix="wsw" name="itemTypes" legend={t('fields.itemTypes')} hint={t('fields.itemTypesHint')} className="wsw-types"
        check={() => (current.current.itemTypes.length === 0 ? t('fields.itemTypesNone') : undefined)}
      >
        <div className="wsw-type-grid">
          {ITEM_TYPES.map((type) => {
            const on = values.itemTypes.includes(type);
            return (
              <label key={type} className={on ? 'wsw-type is-chosen' : 'wsw-type'} data-item-type={type}>
                <input type="checkbox" name="itemTypes" value={type} checked={on} onChange={(event) => setType(type, event.target.checked)} />
                <span className="wsw-type-text">
                  <span className="wsw-type-name">{t(`types.${type}.name`)}</span>
                  <span className="wsw-type-hint">{t(`types.${type}.hint`)}</span>
                </span>
              </label>
            );
          })}
        </div>
      </ChoiceField>

      <ChoiceField prefix="wsw" name="difficulty" legend={t('fields.difficulty')} className="wsw-difficulty">
        <div className="wsw-segments">
          {DIFFICULTIES.map((d) => (
            <label key={d} className={d === values.difficulty ? 'wsw-segment is-chosen' : 'wsw-segment'} data-difficulty={d}>
              <input type="radio" name="difficulty" value={d} checked={d === values.difficulty} onChange={() => setDifficulty(d)} />
              <span>{t(`difficulty.${d}`)}</span>
            </label>
          ))}
        </div>
      </ChoiceField>
    </StartPanel>
  );
}
