// Step 2 of a worksheet group: the plan. While the writer works, a spinner (the wizard polls
// every second); then an editor: the group's title and one card per worksheet with its title and
// learning objectives (1–6, each a line); move a worksheet up or down (buttons: keyboard and
// touch), add one, remove one, within 1–10 worksheets. Save sends it (updateWorksheetGroupPlan,
// free). Until then the edits are kept on this device (local storage) and come back after a
// reload when newer than the server's; leaving with unsaved edits asks first. The teacher can ask
// for a new plan with a comment (one plan's price), sees what writing the worksheets costs, and
// writes them (refused up front when the balance cannot pay for it).
import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { errorKind, serverMessage } from '../../../create/api.ts';
import { AskAgainPanel } from '../../../create/AskAgain.tsx';
import { Alert, CreditsShort, notEnoughCreditsMessage, OfflineBadge, Spinner, useCreateT } from '../../../create/parts.tsx';
import { keyFor, storage } from '../../../create/storage.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { generateWorksheetGroup, regenerateWorksheetGroupPlan, updateWorksheetGroupPlan, type GroupPlan, type WizardGroup, type WorksheetCosts } from './api.ts';
import { groupText, useWorksheetT, type WorksheetT } from './parts.tsx';
import {
  draftFromPlan, PLAN_DRAFT_PREFIX, PLAN_LIMITS, planFromDraft, planProblems, planReducer, planSignature, restorablePlan, typedPlan,
  type LocalPlanDraft, type PlanAction, type PlanProblem, type WorksheetDraft,
} from './plan-edit.ts';
import { atPlan, worksheetWizardUrl } from './steps.ts';

const GENERATE_KEY_PREFIX = 'bookloom.wizard.worksheet.generateKey.';

export interface PlanStepProps {
  lang: string;
  group: WizardGroup;
  costs: WorksheetCosts | null;
  balance: number | null;
  onGroup: (group: WizardGroup) => void;
  /** something changed elsewhere (another tab): load the group again */
  onStale: () => void;
  onCreditsChanged: () => void;
}

function loadLocal(groupId: string): unknown {
  try {
    return JSON.parse(storage('local')?.getItem(PLAN_DRAFT_PREFIX + groupId) ?? 'null');
  } catch {
    return null;
  }
}
function saveLocal(groupId: string, draft: LocalPlanDraft): void {
  try {
    storage('local')?.setItem(PLAN_DRAFT_PREFIX + groupId, JSON.stringify(draft));
  } catch {
    // full or disabled: Save still sends the edits
  }
}
function clearLocal(groupId: string): void {
  try {
    storage('local')?.removeItem(PLAN_DRAFT_PREFIX + groupId);
  } catch {
    // disabled storage holds nothing
  }
}

interface EditorControl { flush: () => Promise<boolean>; leave: () => void }

export function PlanStep(props: PlanStepProps) {
  const { group, lang, onGroup } = props;
  const t = useWorksheetT();
  const ct = useCreateT();
  const control = useRef<EditorControl | null>(null);
  // back to the start values of this group (the same group): edits go first
  const back = async () => {
    const editor = control.current;
    const complete = editor ? await editor.flush() : true;
    if (!complete && !window.confirm(t('plan.leaveConfirm'))) return;
    editor?.leave();
    location.assign(worksheetWizardUrl(lang, 'start', group.id));
  };
  // a new plan from the writer replaces the editor as a whole
  const [round, setRound] = useState(0);
  const previous = useRef(group.status);
  useEffect(() => {
    if (previous.current !== group.status && group.status === 'outlined') setRound((r) => r + 1);
    previous.current = group.status;
  }, [group.status]);
  const onNewPlan = (next: WizardGroup) => {
    setRound((r) => r + 1);
    onGroup(next);
  };

  return (
    <section className="wizard-panel wsw-plan" aria-labelledby="wsw-plan-title">
      {atPlan(group) ? (
        <p className="wizard-back">
          <Button kind="secondary" size="small" onClick={() => void back()} data-wizard-back="">{t('plan.back')}</Button>
        </p>
      ) : null}
      <h1 id="wsw-plan-title">{t('plan.title')}</h1>
      {group.offlineDraft ? <OfflineBadge /> : null}
      {group.status === 'outlining' ? (
        <div className="wizard-busy" data-plan-state="writing">
          <Spinner label={t('plan.writing')} />
          <p className="wizard-hint">{t('plan.writingHint')}</p>
        </div>
      ) : group.status === 'cancelled' ? (
        <Alert kind="info">
          <p>{t('plan.cancelled')}</p>
          <p><a href={worksheetWizardUrl(lang, 'start')}>{ct('actions.startNew')}</a></p>
        </Alert>
      ) : group.status === 'failed' && !group.plan ? (
        <>
          <Alert>
            <p>{t('plan.failed')}</p>
            {group.errorMessage ? <p>{group.errorMessage}</p> : null}
          </Alert>
          <NewPlanPanel {...props} onGroup={onNewPlan} retry />
        </>
      ) : group.plan && (group.status === 'outlined' || group.status === 'failed') ? (
        <>
          <p className="wizard-lead">{t('plan.lead')}</p>
          <PlanEditor key={round} {...props} initial={group.plan} control={control} />
          <NewPlanPanel {...props} onGroup={onNewPlan} />
        </>
      ) : (
        <Spinner label={ct('loading')} />
      )}
    </section>
  );
}

type SaveState = 'saved' | 'unsaved' | 'saving' | 'error';

function problemText(t: WorksheetT, problem: PlanProblem | undefined, shown: boolean, max: number): string | undefined {
  return problem && shown ? t(`plan.problems.${problem}`, { max }) : undefined;
}

function PlanEditor(props: PlanStepProps & { initial: GroupPlan; control?: RefObject<EditorControl | null> }) {
  const { lang, group, costs, balance, initial, onGroup, onStale, onCreditsChanged } = props;
  const t = useWorksheetT();
  const ct = useCreateT();
  // edits kept on this device that the server does not have yet come back
  const [restored, setRestored] = useState(() => restorablePlan(loadLocal(group.id), { updatedAt: group.updatedAt, plan: initial }));
  const [draft, dispatch] = useReducer(planReducer, restored ?? initial, (plan: GroupPlan) => draftFromPlan(plan));
  const problems = useMemo(() => planProblems(draft), [draft]);
  const valid = Object.keys(problems).length === 0;
  const saved = useRef(planSignature(initial));
  const plan = useMemo(() => planFromDraft(draft), [draft]);
  const dirty = planSignature(plan) !== saved.current;
  const [state, setState] = useState<SaveState>(dirty ? 'unsaved' : 'saved');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const editedAt = useRef(Date.now());
  const leaving = useRef(false);
  const text = groupText(group.language);

  useEffect(() => {
    setState((s) => (s === 'saving' ? s : dirty ? (s === 'error' ? s : 'unsaved') : 'saved'));
  }, [dirty]);

  // the typed plan stays on this device until the server has it
  const typed = useMemo(() => typedPlan(draft), [draft]);
  useEffect(() => {
    if (!dirty) clearLocal(group.id);
    else saveLocal(group.id, { plan: typed, editedAt: editedAt.current, base: group.updatedAt });
  }, [typed, dirty, group.id, group.updatedAt]);

  // unsaved edits: the browser asks before the page is left (a link, a reload, closing the tab)
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const change = (action: PlanAction, place?: string) => {
    editedAt.current = Date.now();
    if (place) setTouched((set) => (set.has(place) ? set : new Set(set).add(place)));
    setMessage(null);
    dispatch(action);
  };
  const shown = (place: string) => showAll || touched.has(place);
  const count = draft.worksheets.length;

  const move = (index: number, by: -1 | 1, key: string) => {
    change({ type: 'move', worksheet: index, by });
    const target = index + by;
    // the same button keeps focus on the moved card, unless it reached the end and is off
    const atEdge = by === -1 ? target === 0 : target === count - 1;
    setFocusTarget(`wsw-ws-${key}-${atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`);
  };
  const add = () => {
    change({ type: 'add' });
    setFocusTarget(`wsw-ws-w${draft.nextKey}-title`);
  };
  const remove = (index: number) => {
    change({ type: 'remove', worksheet: index });
    const next = draft.worksheets[index + 1] ?? draft.worksheets[index - 1];
    if (next) setFocusTarget(`wsw-ws-${next.key}-title`);
  };
  const addObjective = (index: number) => {
    change({ type: 'addObjective', worksheet: index });
    setFocusTarget(`wsw-obj-o${draft.nextKey}`);
  };
  const removeObjective = (index: number, objective: number) => {
    const w = draft.worksheets[index];
    change({ type: 'removeObjective', worksheet: index, objective });
    const next = w?.objectives[objective + 1] ?? w?.objectives[objective - 1];
    if (next) setFocusTarget(`wsw-obj-${next.key}`);
  };

  const showProblems = () => {
    setShowAll(true);
    const first = Object.keys(problems)[0] ?? '';
    const [kind, key] = first.split(':');
    setFocusTarget(kind === 'title' ? 'wsw-plan-group-title' : kind === 'worksheet' ? `wsw-ws-${key}-title` : `wsw-obj-${key}`);
    setMessage({ kind: 'error', text: t('plan.fixFirst') });
  };

  /** Sends the plan; true once the server has what is on screen. */
  const save = async (): Promise<boolean> => {
    if (!valid) {
      showProblems();
      return false;
    }
    if (!dirty) return true;
    const sent = plan;
    setState('saving');
    setMessage(null);
    try {
      const next = await updateWorksheetGroupPlan(group.id, sent);
      saved.current = planSignature(sent);
      clearLocal(group.id);
      setRestored(null);
      setState(planSignature(planFromDraft(draft)) === saved.current ? 'saved' : 'unsaved');
      setMessage({ kind: 'success', text: t('plan.saved') });
      onGroup(next);
      return true;
    } catch (error) {
      setState('error');
      const kind = errorKind(error);
      if (kind === 'conflict') onStale();
      setMessage({ kind: 'error', text: kind === 'network' ? ct('errors.network') : serverMessage(error) ?? ct('errors.generic') });
      return false;
    }
  };

  // the step's Back button saves first (the wizard's one way back to the start values)
  if (props.control) props.control.current = { flush: save, leave: () => { leaving.current = true; } };

  const discard = () => {
    clearLocal(group.id);
    setRestored(null);
    setTouched(new Set());
    setShowAll(false);
    change({ type: 'reset', plan: initial });
    saved.current = planSignature(initial);
  };

  const total = costs ? costs.worksheet * count : null;
  const short = total !== null && balance !== null && total > balance;

  const write = async () => {
    if (short) return;
    setWriting(true);
    try {
      if (!(await save())) return;
      await generateWorksheetGroup(group.id, keyFor(GENERATE_KEY_PREFIX + group.id, group.id));
      storage('session')?.removeItem(GENERATE_KEY_PREFIX + group.id);
      leaving.current = true;
      location.assign(worksheetWizardUrl(lang, 'generate', group.id));
      await new Promise<never>(() => undefined); // busy until the next page shows
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'notEnoughCredits') {
        onCreditsChanged(); // the balance read again: the one message about credits shows
        setMessage({ kind: 'error', text: notEnoughCreditsMessage(ct, error) });
      } else if (kind === 'conflict') {
        onStale();
      } else {
        setMessage({ kind: 'error', text: kind === 'network' ? ct('errors.network') : serverMessage(error) ?? ct('errors.generic') });
      }
    } finally {
      setWriting(false);
    }
  };

  return (
    <div className="wsw-editor" data-plan-state="editing" data-testid="worksheet-plan">
      {restored ? (
        <Alert kind="info">
          <p>{t('plan.restored')}</p>
          <p><Button kind="secondary" size="tiny" onClick={discard} data-discard-restored="">{t('plan.discard')}</Button></p>
        </Alert>
      ) : null}
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
      <div className="wsw-sheets-foot">
        <Button kind="secondary" size="small" disabled={count >= PLAN_LIMITS.worksheetsMax} onClick={add} data-testid="add-worksheet">
          {t('plan.addWorksheet')}
        </Button>
        <p className="wsw-plan-count" data-worksheet-count={count}>
          {t('plan.count', { count, min: PLAN_LIMITS.worksheetsMin, max: PLAN_LIMITS.worksheetsMax })}
          {count >= PLAN_LIMITS.worksheetsMax ? ` ${t('plan.atMax', { max: PLAN_LIMITS.worksheetsMax })}` : null}
        </p>
      </div>

      <div className="wsw-save-bar" data-save-state={state}>
        <p className={`wsw-save-state wsw-save-state--${state}`} role="status">{t(`plan.save.${state}`)}</p>
        <Button kind="secondary" onClick={() => void save()} loading={state === 'saving' && !writing} disabled={!dirty || writing} data-testid="plan-save">
          {t('plan.saveButton')}
        </Button>
      </div>
      {message ? <Alert kind={message.kind}><p>{message.text}</p></Alert> : null}

      <div className="wizard-write">
        <h2>{t('plan.writeTitle')}</h2>
        <p className="wizard-cost" data-cost="">
          {costs === null || total === null ? ct('costs.loading') : t('costs.worksheets', { count: total, worksheets: count, worksheet: costs.worksheet })}
          {balance !== null && !short ? ` ${ct('costs.balance', { count: balance })}` : null}
        </p>
        {short && total !== null && balance !== null ? (
          <CreditsShort lang={lang} needed={total} balance={balance} explain={{ what: t('credits.what'), whatBuy: t('credits.whatBuy') }} />
        ) : null}
        <div className="wizard-actions">
          <Button onClick={() => void write()} loading={writing} disabled={short || state === 'saving'} data-testid="plan-write">
            {total === null ? t('plan.write') : t('plan.writeFor', { count: total })}
          </Button>
        </div>
        <p className="wizard-hint">{t('plan.writeHint')}</p>
      </div>
    </div>
  );
}

function WorksheetCard({ t, index, count, worksheet: w, text, problems, shown, onChange, onMove, onRemove, onAddObjective, onRemoveObjective }: {
  t: WorksheetT; index: number; count: number; worksheet: WorksheetDraft; text: { lang?: string; dir: 'ltr' | 'rtl' | 'auto' };
  problems: Record<string, PlanProblem>; shown: (place: string) => boolean; onChange: (action: PlanAction, place?: string) => void;
  onMove: (by: -1 | 1) => void; onRemove: () => void; onAddObjective: () => void; onRemoveObjective: (objective: number) => void;
}) {
  const n = index + 1;
  const id = (part: string) => `wsw-ws-${w.key}-${part}`;
  const objectives = w.objectives.length;
  return (
    <li className="wsw-sheet" data-testid="plan-worksheet" aria-labelledby={id('heading')}>
      <div className="wsw-sheet-head">
        <h3 id={id('heading')} className="wsw-sheet-number">{t('plan.worksheet', { n })}</h3>
        <div className="wsw-sheet-tools">
          <Button id={id('up')} size="tiny" kind="secondary" disabled={index === 0} aria-label={t('plan.moveUp', { n })} title={t('plan.moveUp', { n })}
            onClick={() => onMove(-1)} data-testid="move-up">↑</Button>
          <Button id={id('down')} size="tiny" kind="secondary" disabled={index === count - 1} aria-label={t('plan.moveDown', { n })} title={t('plan.moveDown', { n })}
            onClick={() => onMove(1)} data-testid="move-down">↓</Button>
          <Button size="tiny" kind="secondary" disabled={count <= PLAN_LIMITS.worksheetsMin} aria-label={t('plan.remove', { n })} title={t('plan.remove', { n })}
            onClick={onRemove} data-testid="remove-worksheet">✕</Button>
        </div>
      </div>
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

function NewPlanPanel({ group, costs, onGroup, onStale, onCreditsChanged, retry = false }: PlanStepProps & { retry?: boolean }) {
  const t = useWorksheetT();
  return (
    <AskAgainPanel
      retry={retry} onBook={onGroup} onStale={onStale} onCreditsChanged={onCreditsChanged} testId="new-plan"
      words={{
        title: t(retry ? 'again.retryTitle' : 'again.title'), note: t('again.note'), cost: costs ? t('again.cost', { count: costs.plan }) : null,
        comment: t('again.comment'), placeholder: t('again.placeholder'), button: t(retry ? 'again.retryButton' : 'again.button'),
      }}
      ask={async (comment) => {
        const next = await regenerateWorksheetGroupPlan(group.id, comment);
        clearLocal(group.id); // the new plan replaces the edits
        return next;
      }}
    />
  );
}
