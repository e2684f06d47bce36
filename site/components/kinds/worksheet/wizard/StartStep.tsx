// Step 1 of a worksheet group: the topic, the grade or reading level, the language, how many
// worksheets and items, which item types and how hard. Client checks mirror the server's; its
// field messages land on the fields. Everything typed is kept in local storage, so a guest can
// sign in (the button opens the login dialog) and come back to the same form. The whole price
// (plan + worksheets × worksheet) shows before the spend, against the balance; a group the
// balance cannot finish cannot be started. Back from the plan, the same form changes the group's
// own values: free, unless a new plan is needed (its price is said first).
import { useEffect, useRef, useState } from 'react';
import { LANGUAGES, LANGUAGE_INFO } from '../../../../../core/languages.ts';
import { DIFFICULTIES, ITEM_TYPES, ITEMS_PER_WORKSHEET, WORKSHEETS_PER_GROUP, type Difficulty, type ItemType } from '../../../../../core/worksheets.ts';
import { requireLogin } from '../../../../stores/navigation.ts';
import { errorKind } from '../../../create/api.ts';
import { Alert, CreditsShort, useCreateT } from '../../../create/parts.tsx';
import { clearStartKey, keyFor, storage } from '../../../create/storage.ts';
import type { Viewer } from '../../../create/viewer.ts';
import { Button } from '../../../ui/Button.tsx';
import { Form } from '../../../ui/Form.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { startWorksheetGroup, updateWorksheetGroupStart, type WizardGroup, type WorksheetCosts } from './api.ts';
import { ChoiceField, NativeSelect, useWorksheetT } from './parts.tsx';
import { PLAN_DRAFT_PREFIX } from './plan-edit.ts';
import {
  defaultWorksheetStart, groupWorksheetStart, mergeWorksheetStart, needsNewPlan, toggleItemType, validItemsPerWorksheet, validWorksheetCount,
  WORKSHEET_START_LIMITS, worksheetStartInput, type WorksheetStartValues,
} from './start-values.ts';
import { worksheetWizardUrl } from './steps.ts';

export const WORKSHEET_FORM_KEY = 'bookloom.wizard.worksheet';
const WORKSHEET_START_KEY = 'bookloom.wizard.worksheet.startKey';

export function loadWorksheetStart(lang: string): WorksheetStartValues {
  const defaults = defaultWorksheetStart(lang);
  try {
    const raw = storage('local')?.getItem(WORKSHEET_FORM_KEY);
    return raw ? mergeWorksheetStart(defaults, JSON.parse(raw)) : defaults;
  } catch {
    return defaults;
  }
}

function saveWorksheetStart(values: WorksheetStartValues): void {
  try {
    storage('local')?.setItem(WORKSHEET_FORM_KEY, JSON.stringify(values));
  } catch {
    // full or disabled: the form still works, it just won't survive a reload
  }
}

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName }));

export interface StartStepProps {
  lang: string;
  viewer: Viewer;
  costs: WorksheetCosts | null;
  balance: number | null;
  /** the teacher's latest unfinished worksheet group, offered to continue */
  latest?: { id: string; title: string; step: 'start' | 'outline' | 'generate' } | null | undefined;
  onCreditsChanged?: (() => void) | undefined;
  /** back from this group's plan: its own start values, changed in place */
  group?: WizardGroup | null | undefined;
}

export function StartStep({ lang, viewer, costs, balance, latest = null, onCreditsChanged, group = null }: StartStepProps) {
  const t = useWorksheetT();
  const ct = useCreateT();
  const [values, setValues] = useState<WorksheetStartValues>(() => (group ? groupWorksheetStart(group) : defaultWorksheetStart(lang)));
  const current = useRef(values);

  // what was typed before (a guest before signing in, or a reload) comes back; a group's own
  // values are its own
  useEffect(() => {
    const stored = group ? groupWorksheetStart(group) : loadWorksheetStart(lang);
    current.current = stored;
    setValues(stored);
  }, [lang, group]);

  const update = (change: (v: WorksheetStartValues) => WorksheetStartValues) => {
    const next = change(current.current);
    current.current = next;
    setValues(next);
    if (!group) saveWorksheetStart(next);
  };
  const set = (key: 'topic' | 'level' | 'language' | 'worksheetCount' | 'itemsPerWorksheet') => (value: string) => update((v) => ({ ...v, [key]: value }));
  const setType = (type: ItemType, on: boolean) => update((v) => ({ ...v, itemTypes: toggleItemType(v.itemTypes, type, on) }));
  const setDifficulty = (difficulty: Difficulty) => update((v) => ({ ...v, difficulty }));

  const count = Number(values.worksheetCount);
  const countValid = validWorksheetCount(values.worksheetCount);
  const newPlan = group !== null && needsNewPlan(groupWorksheetStart(group), values);
  // what the first spend commits to: the whole group (a new group, or a new plan of this one)
  const total = costs && countValid && (group === null || newPlan) ? costs.plan + costs.worksheet * count : null;
  const short = viewer === 'user' && total !== null && balance !== null && total > balance;

  const submit = async () => {
    if (viewer !== 'user') {
      // the login dialog, then back here: the page reloads and the fields come back from storage
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    if (short) return;
    const v = current.current;
    if (group) {
      try {
        const { idempotencyKey: _unused, ...input } = worksheetStartInput(v, 'unused-key');
        await updateWorksheetGroupStart(group.id, input);
      } catch (error) {
        if (errorKind(error) === 'notEnoughCredits') {
          onCreditsChanged?.();
          return;
        }
        throw error; // the form shows it, field messages on their fields
      }
      if (newPlan) storage('local')?.removeItem(PLAN_DRAFT_PREFIX + group.id); // the new plan replaces the edits of the old one
      location.assign(worksheetWizardUrl(lang, 'outline', group.id));
      await new Promise<never>(() => undefined);
    }
    let started;
    try {
      started = await startWorksheetGroup(worksheetStartInput(v, keyFor(WORKSHEET_START_KEY, JSON.stringify(v))));
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'notEnoughCredits') {
        onCreditsChanged?.(); // the balance read again: the one message about credits shows
        return;
      }
      if (kind === 'unauthenticated') {
        requireLogin(`${location.pathname}${location.search}`);
        return;
      }
      throw error;
    }
    storage('local')?.removeItem(WORKSHEET_FORM_KEY);
    clearStartKey();
    storage('session')?.removeItem(WORKSHEET_START_KEY);
    location.assign(worksheetWizardUrl(lang, 'outline', started.id));
    await new Promise<never>(() => undefined); // busy until the next page shows
  };

  return (
    <section className="wizard-panel wsw-start" aria-labelledby="wsw-start-title">
      <h1 id="wsw-start-title">{t(group ? 'start.editTitle' : 'start.title')}</h1>
      <p className="wizard-lead">{t(group ? 'start.editLead' : 'start.lead')}</p>
      {latest && !group ? (
        <Alert kind="info">
          <p>
            {t('start.resume', { title: latest.title })}{' '}
            <a href={worksheetWizardUrl(lang, latest.step, latest.id)} data-resume-worksheets="">{t('start.resumeLink')}</a>
          </p>
        </Alert>
      ) : null}
      <Form onSubmit={submit} className="wizard-form" aria-labelledby="wsw-start-title" data-testid="worksheet-start" data-wizard-form="worksheet-start">
        <TextArea
          label={t('fields.topic')} name="topic" required maxLength={WORKSHEET_START_LIMITS.topic} value={values.topic} onChange={set('topic')}
          placeholder={t('fields.topicPlaceholder')} minRows={2} maxRows={6}
        />
        <div className="wizard-row">
          <TextInput
            label={t('fields.level')} name="level" required maxLength={WORKSHEET_START_LIMITS.level} value={values.level} onChange={set('level')}
            placeholder={t('fields.levelPlaceholder')} autoComplete="off"
          />
          <NativeSelect label={t('fields.language')} name="language" value={values.language} onChange={set('language')} options={languageOptions} />
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
          name="itemTypes" legend={t('fields.itemTypes')} hint={t('fields.itemTypesHint')} className="wsw-types"
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

        <ChoiceField name="difficulty" legend={t('fields.difficulty')} className="wsw-difficulty">
          <div className="wsw-segments">
            {DIFFICULTIES.map((d) => (
              <label key={d} className={d === values.difficulty ? 'wsw-segment is-chosen' : 'wsw-segment'} data-difficulty={d}>
                <input type="radio" name="difficulty" value={d} checked={d === values.difficulty} onChange={() => setDifficulty(d)} />
                <span>{t(`difficulty.${d}`)}</span>
              </label>
            ))}
          </div>
        </ChoiceField>

        <p className="wizard-cost" data-cost="" data-testid="worksheet-cost">
          {costs === null
            ? ct('costs.loading')
            : group !== null && !newPlan
              ? t('costs.noCharge')
              : total === null
                ? t('costs.parts', { count: costs.worksheet, plan: costs.plan })
                : group !== null
                  ? t('costs.newPlan', { count: costs.plan })
                  : t('costs.group', { count: total, plan: costs.plan, worksheets: count, worksheet: costs.worksheet })}
          {viewer === 'user' && balance !== null && costs !== null && !short ? ` ${ct('costs.balance', { count: balance })}` : null}
        </p>
        {short && total !== null && balance !== null ? (
          <CreditsShort lang={lang} needed={total} balance={balance} explain={{ what: t('credits.what'), whatBuy: t('credits.whatBuy') }} />
        ) : null}
        {viewer === 'guest' ? <p className="wizard-hint">{t('start.guestNote')}</p> : null}
        <div className="wizard-actions">
          <Button type="submit" disabled={viewer === 'pending' || short} data-testid="worksheet-submit">
            {t(group ? (newPlan ? 'start.saveNewPlan' : 'start.save') : viewer === 'guest' ? 'start.submitGuest' : 'start.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
