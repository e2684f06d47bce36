// Step 2 of a gamebook (issue 14): the map of the planned graph. While the writer plans, a spinner;
// then the map (every segment a box, every choice an arrow), the checks as the author edits, and
// the selected segment's editor (its title, summary, ending or choices and where they lead).
// Segments are added, deleted (choices that led there lead nowhere yet) and made the start.
// Save sends the plan (free); until then the edits are kept on this device. The author can ask
// for a new plan with a comment (one plan's price) and writes the segments (the price shown).
// The step's frame and the editor's state are every kind's (PlanStepFrame.tsx, plan-draft.ts).
import { useState, type RefObject } from 'react';
import type { KindPlanProps } from '../../../create/KindWizard.tsx';
import { planCopy } from '../../../create/plan-copy.ts';
import { usePlanDraft, type EditorControl } from '../../../create/plan-draft.ts';
import { PlanStepFrame, RestoredNotice, SaveAndWrite } from '../../../create/PlanStepFrame.tsx';
import { textAttrs } from '../../../create/text-attrs.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { generateGamebook, regenerateGamebookPlan, updateGamebookPlan, type GamebookCosts, type GamebookPlanData, type WizardGamebook } from '../api.ts';
import { draftSegment, freshSegmentId, planInput, problemsOf, withoutSegment, withSegment, type DraftGraph, type DraftSegment } from '../graph-draft.ts';
import { MapWorkspace } from '../MapWorkspace.tsx';
import { SegmentEditor } from '../SegmentEditor.tsx';
import { useGamebookT } from '../strings.ts';
import { atPlan, gamebookWizardUrl } from './steps.ts';

export const PLAN_DRAFT_PREFIX = 'bookloom.wizard.gamebook.plan.';
const GENERATE_KEY_PREFIX = 'bookloom.wizard.gamebook.generateKey.';

type Draft = { title: string; graph: DraftGraph };
type Action =
  | { type: 'reset'; plan: GamebookPlanData }
  | { type: 'title'; title: string }
  | { type: 'segment'; segment: DraftSegment }
  | { type: 'add'; segment: DraftSegment }
  | { type: 'delete'; id: string }
  | { type: 'start'; id: string };
type Local = { plan: GamebookPlanData; editedAt: number; base: string };
const copy = planCopy<Local>(PLAN_DRAFT_PREFIX);

const draftOf = (plan: GamebookPlanData): Draft => ({ title: plan.title, graph: { start: plan.start, flags: [...plan.flags], segments: plan.segments.map((s) => draftSegment(s, 'summary')) } });
const planOf = (d: Draft): GamebookPlanData => {
  const input = planInput(d.title, d.graph);
  return {
    title: input.title, start: input.start, flags: input.flags,
    segments: input.segments.map((s) => ({ ...s, ending: s.ending ?? null, choices: s.choices.map((c) => ({ ...c, requires: c.requires ?? [], forbids: c.forbids ?? [], sets: c.sets ?? [], clears: c.clears ?? [] })) })),
  };
};
function reducer(d: Draft, a: Action): Draft {
  switch (a.type) {
    case 'reset': return draftOf(a.plan);
    case 'title': return { ...d, title: a.title };
    case 'segment': case 'add': return { ...d, graph: withSegment(d.graph, a.segment) };
    case 'delete': return { ...d, graph: withoutSegment(d.graph, a.id) };
    case 'start': return { ...d, graph: { ...d.graph, start: a.id } };
  }
}

/** What the server would refuse, by place: empty words, a choice count off 2–4, an ending as the start. */
export function planProblems(d: Draft): Record<string, string> {
  const out: Record<string, string> = {};
  if (!d.title.trim()) out.title = 'required';
  for (const s of d.graph.segments) {
    if (!s.title.trim()) out[`segment:${s.id}`] = 'required';
    else if (!s.body.trim()) out[`segment:${s.id}`] = 'summary';
    else if (!s.ending && (s.choices.length < 2 || s.choices.length > 4)) out[`segment:${s.id}`] = 'choices';
    else if (!s.ending && s.choices.some((c) => !c.text.trim())) out[`segment:${s.id}`] = 'choiceText';
  }
  const start = d.graph.segments.find((s) => s.id === d.graph.start);
  if (start?.ending) out[`segment:${start.id}`] = 'startEnding';
  return out;
}

function validPlan(value: unknown): value is GamebookPlanData {
  const v = value as GamebookPlanData | null;
  return Boolean(v && typeof v.title === 'string' && typeof v.start === 'string' && Array.isArray(v.segments) && v.segments.every((s) => typeof s.id === 'string' && Array.isArray(s.choices)));
}

export type PlanStepProps = KindPlanProps<WizardGamebook, GamebookCosts>;

export function PlanStep(props: PlanStepProps) {
  const { book, lang, costs, onBook, onStale, onCreditsChanged } = props;
  const t = useGamebookT();
  return (
    <PlanStepFrame
      book={book} plan={book.plan} canGoBack={atPlan(book)} startUrl={(id) => gamebookWizardUrl(lang, 'start', id)} sectionClass="gbw-plan"
      titleId="gbw-plan-title" stateAttr="data-plan-state" newPlanResets onBook={onBook}
      words={{
        back: t('plan.back'), title: t('plan.title'), writing: t('plan.writing'), writingHint: t('plan.writingHint'), cancelled: t('plan.cancelled'),
        startNew: t('actions.startNew'), failed: t('plan.failed'), lead: t('plan.lead'), leaveConfirm: () => t('plan.leaveConfirm'),
      }}
      editor={(initial, control) => <PlanEditor {...props} initial={initial} control={control} />}
      askAgain={{ t, testId: 'new-plan', regenerate: regenerateGamebookPlan, copy, planCost: costs ? costs.plan : null, onStale, onCreditsChanged }}
    />
  );
}

function PlanEditor(props: PlanStepProps & { initial: GamebookPlanData; control?: RefObject<EditorControl | null> }) {
  const { lang, book, costs, balance, initial, onBook, onStale, onCreditsChanged, control } = props;
  const t = useGamebookT();
  const [selected, setSelected] = useState<string | null>(null);
  const editor = usePlanDraft({
    book, initial, copy,
    restore: (stored) => {
      const s = stored as Local | null;
      return s && s.base === book.updatedAt && validPlan(s.plan) ? s.plan : null;
    },
    draftOf, reducer, reset: (plan): Action => ({ type: 'reset', plan }), problemsOf: planProblems, planOf, typedOf: planOf,
    signature: (plan) => JSON.stringify(planInput(plan.title, draftOf(plan).graph)), copyOf: (plan, editedAt, base): Local => ({ plan, editedAt, base }),
    problemField: (place) => {
      if (place === 'title') return 'gbw-plan-book-title';
      const id = place.split(':')[1]!;
      setSelected(id);
      return `gbm-seg-${id}-title`;
    },
    words: { fixFirst: () => t('plan.fixFirst'), saved: () => t('plan.saved') },
    send: (id, plan) => updateGamebookPlan(id, planInput(plan.title, draftOf(plan).graph)), generate: generateGamebook, generateKeyPrefix: GENERATE_KEY_PREFIX,
    generateUrl: gamebookWizardUrl(lang, 'generate', book.id),
    price: (d) => (costs ? costs.segment * d.graph.segments.length : null), balance, onBook, onStale, onCreditsChanged, control,
  });
  const { draft, problems, change, total } = editor;
  const text = textAttrs(book.language);
  const rtl = text.dir === 'rtl';
  const checks = problemsOf(draft.graph);
  const segment = draft.graph.segments.find((s) => s.id === selected) ?? null;
  const problemOf = (id: string) => problems[`segment:${id}`];

  const add = () => {
    const id = freshSegmentId(draft.graph);
    change({ type: 'add', segment: { id, title: t('segment.newTitle'), body: t('segment.newSummary'), ending: 'neutral', choices: [], hidden: false, grown: false } }, `segment:${id}`);
    setSelected(id);
  };

  return (
    <div className="gbw-editor" data-plan-state="editing" data-testid="gamebook-plan">
      <RestoredNotice editor={editor} text={t('plan.restored')} discard={t('plan.discard')} />
      <TextInput id="gbw-plan-book-title" label={t('plan.bookTitle')} required maxLength={200} value={draft.title} {...text}
        onChange={(title) => change({ type: 'title', title }, 'title')} error={problems.title && editor.shown('title') ? t('plan.problems.required') : undefined} data-testid="plan-title" />
      <p className="gbw-plan-about">{t('plan.about', { segments: draft.graph.segments.length, endings: draft.graph.segments.filter((s) => s.ending).length, world: book.world?.name ?? '' })}</p>
      <MapWorkspace
        t={t} graph={draft.graph} problems={checks} selected={selected} onSelect={setSelected} rtl={rtl}
        editor={segment ? (
          <SegmentEditor t={t} mode="plan" graph={draft.graph} segment={segment} text={text}
            errors={problemOf(segment.id) && editor.shown(`segment:${segment.id}`) ? { title: t(`plan.problems.${problemOf(segment.id)}`) } : {}}
            onApply={(s) => change({ type: 'segment', segment: s }, `segment:${s.id}`)}>
            {segment.id !== draft.graph.start && !segment.ending ? (
              <Button type="button" kind="secondary" size="small" onClick={() => change({ type: 'start', id: segment.id })} data-testid="segment-make-start">{t('segment.makeStart')}</Button>
            ) : null}
            {segment.id !== draft.graph.start && draft.graph.segments.length > 2 ? (
              <Button type="button" kind="destroy" size="small" onClick={() => { change({ type: 'delete', id: segment.id }); setSelected(null); }} data-testid="segment-delete">{t('segment.delete')}</Button>
            ) : null}
          </SegmentEditor>
        ) : null}
      />
      {draft.graph.segments.length < 60 ? <Button type="button" kind="secondary" onClick={add} data-testid="segment-add">{t('segment.add')}</Button> : null}
      <SaveAndWrite
        editor={editor} lang={lang} prefix="gbw" balance={balance} saveTestId="plan-save" writeTestId="plan-write"
        costText={costs === null || total === null ? null : t('costs.segments', { count: total, segments: draft.graph.segments.length, segment: costs.segment })}
        words={{
          state: t(`plan.save.${editor.state}`), save: t('plan.saveButton'), writeTitle: t('plan.writeTitle'), write: total === null ? t('plan.write') : t('plan.writeFor', { count: total }),
          writeHint: t('plan.writeHint'), what: t('credits.what'), whatBuy: t('credits.whatBuy'),
        }}
      />
    </div>
  );
}
