// Step 2 of a worksheet group: the plan. While the writer works, a spinner (the wizard polls
// every second); then an editor: the group's title and one card per worksheet with its title and
// learning objectives (1–6, each a line); move a worksheet up or down (buttons: keyboard and
// touch), add one, remove one, within 1–10 worksheets. Save sends it (updateWorksheetGroupPlan,
// free). Until then the edits are kept on this device (local storage) and come back after a
// reload when newer than the server's; leaving with unsaved edits asks first. The teacher can ask
// for a new plan with a comment (one plan's price), sees what writing the worksheets costs, and
// writes them (refused up front when the balance cannot pay for it). The step and the editor's
// state are every kind's (site/components/create/PlanStepFrame.tsx, plan-draft.ts).
import type { RefObject } from 'react';
import type { KindPlanProps } from '../../../create/KindWizard.tsx';
import { useCreateT } from '../../../create/parts.tsx';
import { planCopy } from '../../../create/plan-copy.ts';
import { usePlanDraft, type EditorControl } from '../../../create/plan-draft.ts';
import { CardHead, CardsFoot, PlanStepFrame, RestoredNotice, SaveAndWrite } from '../../../create/PlanStepFrame.tsx';
import { textAttrs, type TextAttrs } from '../../../create/text-attrs.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { generateWorksheetGroup, regenerateWorksheetGroupPlan, updateWorksheetGroupPlan, type GroupPlan, type WizardGroup, type WorksheetCosts } from './api.ts';
import { useWorksheetT, type WorksheetT } from './parts.tsx';
import {
  draftFromPlan, PLAN_DRAFT_PREFIX, PLAN_LIMITS, planFromDraft, planProblems, planReducer, planSignature, restorablePlan, typedPlan,
  type LocalPlanDraft, type PlanAction, type PlanProblem, type WorksheetDraft,
} from './plan-edit.ts';
import { atPlan, worksheetWizardUrl } from './steps.ts';

const GENERATE_KEY_PREFIX = 'bookloom.wizard.worksheet.generateKey.';
const copy = planCopy<LocalPlanDraft>(PLAN_DRAFT_PREFIX);

export type PlanStepProps = KindPlanProps<WizardGroup, WorksheetCosts>;

export function PlanStep(props: PlanStepProps) {
  const { book: group, lang, costs, onBook, onStale, onCreditsChanged } = props;
  const t = useWorksheetT();
  const ct = useCreateT();
  return (
    <PlanStepFrame
      book={group} plan={group.plan} canGoBack={atPlan(group)} startUrl={(id) => worksheetWizardUrl(lang, 'start', id)} sectionClass="wsw-plan"
      titleId="wsw-plan-title" stateAttr="data-plan-state" newPlanResets onBook={onBook}
      words={{
        back: t('plan.back'), title: t('plan.title'), writing: t('plan.writing'), writingHint: t('plan.writingHint'), cancelled: t('plan.cancelled'),
        startNew: ct('actions.startNew'), failed: t('plan.failed'), lead: t('plan.lead'), leaveConfirm: () => t('plan.leaveConfirm'),
      }}
      editor={(initial, control) => <PlanEditor {...props} initial={initial} control={control} />}
      askAgain={{ t, testId: 'new-plan', regenerate: regenerateWorksheetGroupPlan, copy, planCost: costs ? costs.plan : null, onStale, onCreditsChanged }}
    />
  );
}

function problemText(t: WorksheetT, problem: PlanProblem | undefined, shown: boolean, max: number): string | undefined {
  return problem && shown ? t(`plan.problems.${problem}`, { max }) : undefined;
}

function PlanEditor(props: PlanStepProps & { initial: GroupPlan; control?: RefObject<EditorControl | null> }) {
  const { lang, book: group, costs, balance, initial, onBook, onStale, onCreditsChanged, control } = props;
  const t = useWorksheetT();
  const editor = usePlanDraft({
    book: group, initial, copy, restore: (stored) => restorablePlan(stored, { updatedAt: group.updatedAt, plan: initial }),
    draftOf: (plan) => draftFromPlan(plan), reducer: planReducer, reset: (plan): PlanAction => ({ type: 'reset', plan }), problemsOf: planProblems,
    planOf: planFromDraft, typedOf: typedPlan, signature: planSignature, copyOf: (plan, editedAt, base): LocalPlanDraft => ({ plan, editedAt, base }),
    problemField: (place) => {
      const [kind, key] = place.split(':');
      return kind === 'title' ? 'wsw-plan-group-title' : kind === 'worksheet' ? `wsw-ws-${key}-title` : `wsw-obj-${key}`;
    },
    words: { fixFirst: () => t('plan.fixFirst'), saved: () => t('plan.saved') },
    send: updateWorksheetGroupPlan, generate: generateWorksheetGroup, generateKeyPrefix: GENERATE_KEY_PREFIX, generateUrl: worksheetWizardUrl(lang, 'generate', group.id),
    price: (draft) => (costs ? costs.worksheet * draft.worksheets.length : null), balance, onBook, onStale, onCreditsChanged, control,
  });
  const { draft, problems, change, shown, focus, total } = editor;
  const text = textAttrs(group.language);
  const count = draft.worksheets.length;

  const move = (index: number, by: -1 | 1, key: string) => editor.moveCard({ type: 'move', worksheet: index, by }, `wsw-ws-${key}`, index, by, count);
  const remove = (index: number) => editor.removeCard({ type: 'remove', worksheet: index }, draft.worksheets, index, (key) => `wsw-ws-${key}-title`);
  const add = () => {
    change({ type: 'add' });
    focus(`wsw-ws-w${draft.nextKey}-title`);
  };
  const addObjective = (index: number) => {
    change({ type: 'addObjective', worksheet: index });
    focus(`wsw-obj-o${draft.nextKey}`);
  };
  const removeObjective = (index: number, objective: number) =>
    editor.removeCard({ type: 'removeObjective', worksheet: index, objective }, draft.worksheets[index]?.objectives ?? [], objective, (key) => `wsw-obj-${key}`);

  return (
    <div className="wsw-editor" data-plan-state="editing" data-testid="worksheet-plan">
      <RestoredNotice editor={editor} text={t('plan.restored')} discard={t('plan.discard')} />
      <TextInput
        id="wsw-plan-group-title" label={t('plan.groupTitle')} required maxLength={PLAN_LIMITS.titleMax} value={draft.title} {...text}
        onChange={(title) => change({ type: 'setTitle', title }, 'title')} error={problemText(t, problems.title, shown('title'), PLAN_LIMITS.titleMax)}
        data-testid="plan-title"
      />
      <p className="wsw-plan-about" data-plan-about="">
        {t('plan.about', { level: group.level, items: group.itemsPerWorksheet, difficulty: t(`difficulty.${group.difficulty}`) })}
      </p>

      <ol className="wsw-sheets">
        {draft.worksheets.map((w, index) => (
          <WorksheetCard
            key={w.key} t={t} index={index} count={count} worksheet={w} text={text} problems={problems} shown={shown}
            onChange={change} onMove={(by) => move(index, by, w.key)} onRemove={() => remove(index)}
            onAddObjective={() => addObjective(index)} onRemoveObjective={(o) => removeObjective(index, o)}
          />
        ))}
      </ol>
      <CardsFoot
        className="wsw-sheets-foot" countClass="wsw-plan-count" countAttr="data-worksheet-count" addTestId="add-worksheet" count={count} max={PLAN_LIMITS.worksheetsMax} onAdd={add}
        words={{
          add: t('plan.addWorksheet'), count: t('plan.count', { count, min: PLAN_LIMITS.worksheetsMin, max: PLAN_LIMITS.worksheetsMax }),
          atMax: t('plan.atMax', { max: PLAN_LIMITS.worksheetsMax }),
        }}
      />

      <SaveAndWrite
        editor={editor} lang={lang} prefix="wsw" balance={balance} saveTestId="plan-save" writeTestId="plan-write"
        costText={costs === null || total === null ? null : t('costs.worksheets', { count: total, worksheets: count, worksheet: costs.worksheet })}
        words={{
          state: t(`plan.save.${editor.state}`), save: t('plan.saveButton'), writeTitle: t('plan.writeTitle'), write: total === null ? t('plan.write') : t('plan.writeFor', { count: total }),
          writeHint: t('plan.writeHint'), what: t('credits.what'), whatBuy: t('credits.whatBuy'),
        }}
      />
    </div>
  );
}

function WorksheetCard({ t, index, count, worksheet: w, text, problems, shown, onChange, onMove, onRemove, onAddObjective, onRemoveObjective }: {
  t: WorksheetT; index: number; count: number; worksheet: WorksheetDraft; text: TextAttrs;
  problems: Record<string, PlanProblem>; shown: (place: string) => boolean; onChange: (action: PlanAction, place?: string) => void;
  onMove: (by: -1 | 1) => void; onRemove: () => void; onAddObjective: () => void; onRemoveObjective: (objective: number) => void;
}) {
  const n = index + 1;
  const id = (part: string) => `wsw-ws-${w.key}-${part}`;
  const objectives = w.objectives.length;
  return (
    <li className="wsw-sheet" data-testid="plan-worksheet" aria-labelledby={id('heading')}>
      <CardHead
        card="wsw-sheet" id={id} heading={t('plan.worksheet', { n })} index={index} count={count} min={PLAN_LIMITS.worksheetsMin} onMove={onMove} onRemove={onRemove}
        words={{ up: t('plan.moveUp', { n }), down: t('plan.moveDown', { n }), remove: t('plan.remove', { n }) }} removeTestId="remove-worksheet"
      />
      <TextInput
        id={id('title')} label={t('plan.worksheetTitle', { n })} required maxLength={PLAN_LIMITS.titleMax} value={w.title} {...text}
        onChange={(title) => onChange({ type: 'setWorksheetTitle', worksheet: index, title }, `worksheet:${w.key}`)}
        error={problemText(t, problems[`worksheet:${w.key}`], shown(`worksheet:${w.key}`), PLAN_LIMITS.titleMax)}
        placeholder={t('plan.worksheetTitlePlaceholder')} autoComplete="off" data-testid="worksheet-title"
      />
      <fieldset className="wsw-objectives">
        <legend className="ui-label">{t('plan.objectives', { min: PLAN_LIMITS.objectivesMin, max: PLAN_LIMITS.objectivesMax })}</legend>
        <ol>
          {w.objectives.map((o, i) => (
            <li key={o.key} className="wsw-objective">
              <TextInput
                id={`wsw-obj-${o.key}`} label={t('plan.objective', { n: i + 1, worksheet: n })} labelHidden required maxLength={PLAN_LIMITS.objectiveMax}
                value={o.text} {...text} placeholder={t('plan.objectivePlaceholder')} autoComplete="off" data-testid="objective"
                onChange={(value) => onChange({ type: 'setObjective', worksheet: index, objective: i, text: value }, `objective:${o.key}`)}
                error={problemText(t, problems[`objective:${o.key}`], shown(`objective:${o.key}`), PLAN_LIMITS.objectiveMax)}
              />
              <Button size="tiny" kind="secondary" disabled={objectives <= PLAN_LIMITS.objectivesMin} onClick={() => onRemoveObjective(i)}
                aria-label={t('plan.removeObjective', { n: i + 1, worksheet: n })} title={t('plan.removeObjective', { n: i + 1, worksheet: n })}
                data-testid="remove-objective">✕</Button>
            </li>
          ))}
        </ol>
        <Button size="small" kind="secondary" disabled={objectives >= PLAN_LIMITS.objectivesMax} onClick={onAddObjective}
          aria-label={t('plan.addObjectiveTo', { n })} data-testid="add-objective">
          {t('plan.addObjective')}
        </Button>
      </fieldset>
    </li>
  );
}
