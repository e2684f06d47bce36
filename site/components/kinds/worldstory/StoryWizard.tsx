// The world story wizard (issue 14; behind the worldstory flag): /{lang}/create/world-story/{step}
// on the kinds' wizard frame (site/components/create/KindWizard.tsx). Start: one of the author's
// worlds (?world= picks it), what the story is about, the language and 2–12 chapters, the price
// before anything is spent. Plan: the chapters, each a title and what happens — edit, reorder,
// add, remove; saved (free), kept on this device until then; a new plan on request; write.
// Make: the chapters being written, then the story.
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { LANGUAGES, LANGUAGE_INFO, type LangCode } from '../../../../core/languages.ts';
import { bookHref, wizardHref } from '../../../../core/kinds.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { KindWizard, type KindIslandProps, type KindMakeProps, type KindPlanProps, type KindStartProps } from '../../create/KindWizard.tsx';
import { MakePanel, PartError, PartStatus, RetryPart } from '../../create/MakePanel.tsx';
import { planCopy } from '../../create/plan-copy.ts';
import { usePlanDraft, type EditorControl } from '../../create/plan-draft.ts';
import { CardHead, CardsFoot, PlanStepFrame, RestoredNotice, SaveAndWrite } from '../../create/PlanStepFrame.tsx';
import { keyFor } from '../../create/storage.ts';
import { StartPanel, submitStart } from '../../create/StartForm.tsx';
import { textAttrs } from '../../create/text-attrs.ts';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { fetchMyWorlds, type WorldData } from '../gamebook/api.ts';
import { useGamebookT } from '../gamebook/strings.ts';
import {
  cancelStory, fetchStory, fetchStoryCosts, fetchStoryCredits, generateStory, regenerateStoryPlan, retryChapter, startStory, updateStoryPlan, updateStoryStart,
  type StoryCosts, type StoryPlan, type WizardStory,
} from './api.ts';
import '../../create/create.css';
import '../gamebook/gamebook.css';

export const CHAPTERS = { min: 2, max: 12, default: 5 } as const;
const storyUrl = (lang: string, step: 'start' | 'outline' | 'generate', id?: string) => wizardHref('worldstory', lang, step, id);
const busy = (b: WizardStory) => b.status === 'outlining' || b.status === 'generating' || b.chapters.some((c) => c.status === 'queued' || c.status === 'writing');
const atPlan = (b: WizardStory) => (b.status === 'outlined' || b.status === 'failed') && b.chapters.length === 0;

export default function StoryWizardIsland({ lang, step, resources }: KindIslandProps) {
  return <I18nIsland lang={lang} resources={resources}><StoryWizard lang={lang} step={step} /></I18nIsland>;
}

type T = ReturnType<typeof useGamebookT>;

/** The story's words (the `story` part of the 'gamebook' namespace); a word it does not have is the gamebook wizard's. */
function useStoryT(): T {
  const t = useGamebookT();
  return useMemo(() => ((key: string, options?: Record<string, unknown>) => {
    const own = `story.${key}`;
    const said = t(own, options);
    return said === own ? t(key, options) : said;
  }) as T, [t]);
}

function StoryWizard({ lang, step }: { lang: LangCode; step: KindIslandProps['step'] }) {
  const t = useStoryT();
  return (
    <KindWizard<WizardStory, StoryCosts>
      kind="worldstory" lang={lang} step={step} url={storyUrl} fetchBook={fetchStory} fetchCredits={fetchStoryCredits} fetchCosts={fetchStoryCosts}
      atPlan={atPlan} busy={busy} t={t} words={{ loading: t('loading'), startNew: t('startNew') }} className="wizard gbw" testId="story-wizard"
      Start={StartStep} Plan={PlanStep} Make={MakeStep}
    />
  );
}
const FORM_KEY = 'bookloom.wizard.worldstory';
const START_KEY = 'bookloom.wizard.worldstory.startKey';
interface StartValues { worldId: string; idea: string; language: string; chapterCount: string }

function StartStep({ lang, viewer, costs, balance, latest = null, onCreditsChanged, book = null }: KindStartProps<WizardStory, StoryCosts>) {
  const t = useStoryT();
  const [values, setValues] = useState<StartValues>(() => {
    if (book) return { worldId: book.worldId, idea: book.idea, language: book.language, chapterCount: String(book.chapterCount) };
    try { return { worldId: '', idea: '', language: lang, chapterCount: String(CHAPTERS.default), ...JSON.parse(localStorage.getItem(FORM_KEY) ?? '{}') }; } catch { return { worldId: '', idea: '', language: lang, chapterCount: String(CHAPTERS.default) }; }
  });
  const [worlds, setWorlds] = useState<WorldData[] | null>(null);
  const update = (patch: Partial<StartValues>) => setValues((v) => {
    const next = { ...v, ...patch };
    if (!book) try { localStorage.setItem(FORM_KEY, JSON.stringify(next)); } catch { /* full */ }
    return next;
  });
  useEffect(() => {
    if (viewer !== 'user') return;
    fetchMyWorlds().then((d) => {
      setWorlds(d.myWorlds);
      const wanted = new URLSearchParams(location.search).get('world');
      setValues((v) => ({ ...v, worldId: wanted && d.myWorlds.some((w) => w.id === wanted) ? wanted : v.worldId || d.myWorlds[0]?.id || '' }));
    }).catch(() => setWorlds([]));
  }, [viewer]);
  const n = /^\d+$/.test(values.chapterCount) ? Number(values.chapterCount) : NaN;
  const total = costs && Number.isFinite(n) ? costs.plan + costs.chapter * n : null;
  const spend = book === null ? total : costs?.plan ?? null;
  const short = viewer === 'user' && spend !== null && balance !== null && balance < spend;
  const input = () => ({ worldId: values.worldId, idea: values.idea.trim(), language: values.language, chapterCount: n });
  const submit = () => submitStart({
    lang, viewer, short, url: storyUrl, formKey: FORM_KEY, startKey: START_KEY, onCreditsChanged,
    edit: book && { bookId: book.id, dropCopy: `bookloom.wizard.worldstory.plan.${book.id}`, send: () => updateStoryStart(book.id, input()) },
    begin: () => startStory({ ...input(), idempotencyKey: keyFor(START_KEY, JSON.stringify(values)) }),
  });
  const costText = costs === null ? null : book !== null ? t('costs.newPlan', { count: costs.plan }) : total === null ? null : t('costs.story', { count: total, plan: costs.plan, chapters: n, chapter: costs.chapter });
  return (
    <StartPanel t={t} lang={lang} viewer={viewer} prefix="gbw" name="story" editing={book !== null} latest={latest}
      resumeUrl={(step, id) => storyUrl(lang, step, id)} resumeAttrs={{ 'data-resume-story': '' }} onSubmit={submit}
      cost={{ text: costText, balance, needed: spend, short }} editLabel={t('start.saveNewPlan')}>
      <fieldset className="gbw-worlds">
        <legend>{t('start.world')}</legend>
        {viewer !== 'user' ? <p className="wizard-hint">{t('start.worldSignIn')}</p> : worlds === null ? null : worlds.length === 0
          ? <p className="wizard-hint">{t('start.noWorlds')} <a href={wizardHref('gamebook', lang, 'start')}>{t('start.makeWorld')}</a></p>
          : (
            <div className="gbw-world-grid">
              {worlds.map((w) => (
                <label key={w.id} className={w.id === values.worldId ? 'gbw-world is-chosen' : 'gbw-world'} data-testid="story-world-option">
                  <input type="radio" name="worldId" value={w.id} checked={w.id === values.worldId} onChange={() => update({ worldId: w.id })} disabled={book !== null} />
                  <span className="gbw-world-name">{w.name}</span>
                  <span className="gbw-world-premise">{w.premise.length > 120 ? `${w.premise.slice(0, 119)}…` : w.premise}</span>
                </label>
              ))}
            </div>
          )}
      </fieldset>
      <TextArea label={t('fields.idea')} name="idea" required maxLength={500} value={values.idea} onChange={(idea) => update({ idea })} minRows={2} maxRows={6}
        placeholder={t('fields.ideaPlaceholder')} data-testid="story-idea" />
      <div className="wizard-row">
        <div className="ui-field">
          <label htmlFor="wsw-language" className="gbm-label">{t('fields.language')}</label>
          <select id="wsw-language" value={values.language} onChange={(e) => update({ language: e.target.value })} data-testid="story-language">
            {LANGUAGES.map((code) => <option key={code} value={code}>{LANGUAGE_INFO[code].nativeName}</option>)}
          </select>
        </div>
        <TextInput label={t('fields.chapters')} name="chapterCount" type="number" required inputMode="numeric" min={CHAPTERS.min} max={CHAPTERS.max} step={1}
          value={values.chapterCount} onChange={(chapterCount) => update({ chapterCount })} data-testid="story-chapters"
          validate={() => (Number.isFinite(n) && n >= CHAPTERS.min && n <= CHAPTERS.max ? undefined : t('fields.chaptersRange', CHAPTERS))} />
      </div>
    </StartPanel>
  );
}

interface Chapter { key: string; title: string; summary: string }
type Draft = { title: string; chapters: Chapter[]; nextKey: number };
type Action = { type: 'reset'; plan: StoryPlan } | { type: 'title'; title: string } | { type: 'chapter'; i: number; patch: Partial<Chapter> } | { type: 'move'; i: number; by: -1 | 1 } | { type: 'add'; title: string } | { type: 'remove'; i: number };
const draftOf = (plan: StoryPlan): Draft => ({ title: plan.title, chapters: plan.chapters.map((c, i) => ({ key: `c${i}`, title: c.title, summary: c.summary })), nextKey: plan.chapters.length });
function reducer(d: Draft, a: Action): Draft {
  switch (a.type) {
    case 'reset': return draftOf(a.plan);
    case 'title': return { ...d, title: a.title };
    case 'chapter': return { ...d, chapters: d.chapters.map((c, i) => (i === a.i ? { ...c, ...a.patch } : c)) };
    case 'move': {
      const j = a.i + a.by;
      if (j < 0 || j >= d.chapters.length) return d;
      const chapters = [...d.chapters];
      [chapters[a.i], chapters[j]] = [chapters[j]!, chapters[a.i]!];
      return { ...d, chapters };
    }
    case 'add': return d.chapters.length >= CHAPTERS.max ? d : { ...d, chapters: [...d.chapters, { key: `c${d.nextKey}`, title: a.title, summary: '' }], nextKey: d.nextKey + 1 };
    case 'remove': return d.chapters.length <= CHAPTERS.min ? d : { ...d, chapters: d.chapters.filter((_, i) => i !== a.i) };
  }
}
const planOf = (d: Draft): StoryPlan => ({ title: d.title.replace(/[\r\n]+/g, ' ').trim(), chapters: d.chapters.map((c) => ({ title: c.title.replace(/[\r\n]+/g, ' ').trim(), summary: c.summary.trim() })) });
const typedOf = (d: Draft): StoryPlan => ({ title: d.title, chapters: d.chapters.map((c) => ({ title: c.title, summary: c.summary })) });
function problemsOf(d: Draft): Record<string, string> {
  const out: Record<string, string> = {};
  if (!d.title.trim()) out.title = 'required';
  for (const c of d.chapters) {
    if (!c.title.trim()) out[`title:${c.key}`] = 'required';
    if (!c.summary.trim()) out[`summary:${c.key}`] = 'required';
  }
  return out;
}
type Local = { plan: StoryPlan; editedAt: number; base: string };
const copy = planCopy<Local>('bookloom.wizard.worldstory.plan.');

function PlanStep(props: KindPlanProps<WizardStory, StoryCosts>) {
  const { book, lang, costs, onBook, onStale, onCreditsChanged } = props;
  const t = useStoryT();
  return (
    <PlanStepFrame
      book={book} plan={book.plan} canGoBack={atPlan(book)} startUrl={(id) => storyUrl(lang, 'start', id)} sectionClass="gbw-plan" titleId="wsw-plan-title"
      stateAttr="data-plan-state" newPlanResets onBook={onBook}
      words={{
        back: t('plan.back'), title: t('plan.title'), writing: t('plan.writing'), writingHint: t('plan.writingHint'), cancelled: t('plan.cancelled'),
        startNew: t('startNew'), failed: t('plan.failed'), lead: t('plan.lead'), leaveConfirm: () => t('plan.leaveConfirm'),
      }}
      editor={(initial, control) => <PlanEditor {...props} initial={initial} control={control} />}
      askAgain={{ t, testId: 'new-plan', regenerate: regenerateStoryPlan, copy, planCost: costs ? costs.plan : null, onStale, onCreditsChanged }}
    />
  );
}

function PlanEditor(props: KindPlanProps<WizardStory, StoryCosts> & { initial: StoryPlan; control?: RefObject<EditorControl | null> }) {
  const { lang, book, costs, balance, initial, onBook, onStale, onCreditsChanged, control } = props;
  const t = useStoryT();
  const editor = usePlanDraft({
    book, initial, copy,
    restore: (stored) => { const s = stored as Local | null; return s && s.base === book.updatedAt && s.plan && Array.isArray(s.plan.chapters) ? s.plan : null; },
    draftOf, reducer, reset: (plan): Action => ({ type: 'reset', plan }), problemsOf, planOf, typedOf, signature: (p) => JSON.stringify(planOf(draftOf(p))),
    copyOf: (plan, editedAt, base): Local => ({ plan, editedAt, base }),
    problemField: (place) => (place === 'title' ? 'wsw-plan-book-title' : `wsw-${place.split(':')[1]}-${place.split(':')[0]}`),
    words: { fixFirst: () => t('plan.fixFirst'), saved: () => t('plan.saved') },
    send: updateStoryPlan, generate: generateStory, generateKeyPrefix: 'bookloom.wizard.worldstory.generateKey.', generateUrl: storyUrl(lang, 'generate', book.id),
    price: (d) => (costs ? costs.chapter * d.chapters.length : null), balance, onBook, onStale, onCreditsChanged, control,
  });
  const { draft, problems, change, shown, total } = editor;
  const text = textAttrs(book.language);
  const err = (place: string) => (problems[place] && shown(place) ? t('plan.problems.required') : undefined);
  return (
    <div className="gbw-editor" data-plan-state="editing" data-testid="story-plan">
      <RestoredNotice editor={editor} text={t('plan.restored')} discard={t('plan.discard')} />
      <TextInput id="wsw-plan-book-title" label={t('plan.bookTitle')} required maxLength={200} value={draft.title} {...text} onChange={(title) => change({ type: 'title', title }, 'title')} error={err('title')} data-testid="plan-title" />
      <ol className="wsw-chapters">
        {draft.chapters.map((c, i) => (
          <li key={c.key} className="gbm-choice" data-testid="plan-chapter" aria-labelledby={`wsw-${c.key}-heading`}>
            <CardHead card="wsw-chapter" id={(part) => `wsw-${c.key}-${part}`} heading={t('plan.chapter', { n: i + 1 })} index={i} count={draft.chapters.length} min={CHAPTERS.min}
              onMove={(by) => editor.moveCard({ type: 'move', i, by }, `wsw-${c.key}`, i, by, draft.chapters.length)}
              onRemove={() => editor.removeCard({ type: 'remove', i }, draft.chapters, i, (key) => `wsw-${key}-title`)}
              words={{ up: t('plan.moveUp', { n: i + 1 }), down: t('plan.moveDown', { n: i + 1 }), remove: t('plan.remove', { n: i + 1 }) }} removeTestId="remove-chapter" />
            <TextInput id={`wsw-${c.key}-title`} label={t('plan.chapterTitle', { n: i + 1 })} required maxLength={120} value={c.title} {...text}
              onChange={(title) => change({ type: 'chapter', i, patch: { title } }, `title:${c.key}`)} error={err(`title:${c.key}`)} data-testid="chapter-title" />
            <TextArea id={`wsw-${c.key}-summary`} label={t('plan.summary', { n: i + 1 })} required maxLength={300} value={c.summary} {...text} minRows={2} maxRows={5}
              onChange={(summary) => change({ type: 'chapter', i, patch: { summary } }, `summary:${c.key}`)} error={err(`summary:${c.key}`)} data-testid="chapter-summary" />
          </li>
        ))}
      </ol>
      <CardsFoot className="gbw-foot" countClass="gbw-count" countAttr="data-chapter-count" addTestId="add-chapter" count={draft.chapters.length} max={CHAPTERS.max}
        onAdd={() => change({ type: 'add', title: t('plan.newChapter') })}
        words={{ add: t('plan.addChapter'), count: t('plan.count', { count: draft.chapters.length, min: CHAPTERS.min, max: CHAPTERS.max }), atMax: t('plan.atMax', { max: CHAPTERS.max }) }} />
      <SaveAndWrite editor={editor} lang={lang} prefix="gbw" balance={balance} saveTestId="plan-save" writeTestId="plan-write"
        costText={costs === null || total === null ? null : t('costs.chapters', { count: total, chapters: draft.chapters.length, chapter: costs.chapter })}
        words={{
          state: t(`plan.save.${editor.state}`), save: t('plan.saveButton'), writeTitle: t('plan.writeTitle'), write: total === null ? t('plan.write') : t('plan.writeFor', { count: total }),
          writeHint: t('plan.writeHint'), what: t('credits.what'), whatBuy: t('credits.whatBuy'),
        }} />
    </div>
  );
}

function MakeStep({ lang, book, onBook, onStale, onCreditsChanged }: KindMakeProps<WizardStory>) {
  const t = useStoryT();
  const text = textAttrs(book.language);
  return (
    <MakePanel
      t={t} lang={lang} prefix="gbw" book={book} parts={book.chapters} text={text} statusAttr="data-story-status" testId="story-make"
      progressAttrs={{ 'data-testid': 'make-progress' }} cancelAttrs={{ 'data-testid': 'make-cancel' }} rowsClassName="gbw-rows"
      open={{ href: bookHref('worldstory', lang, book.slug, book.id), label: t('make.open'), attrs: { 'data-testid': 'open-story' } }}
      cancel={() => cancelStory(book.id)} retryPart={retryChapter} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged}
      renderPart={(c, actions) => (
        <li key={c.id} className={`gbw-row gbw-row--${c.status}`} data-testid="chapter-row" data-status={c.status}>
          <span className="gbw-row-id" aria-hidden="true">{c.position}</span>
          <div className="gbw-row-body">
            <h2 className="gbw-row-title"><span {...text}>{c.title}</span></h2>
            <PartStatus t={t} status={c.status} />
            <PartError part={c} />
          </div>
          <RetryPart t={t} part={c} actions={actions} label={t('make.retryChapter', { n: c.position })} attrs={{ 'data-testid': 'retry-chapter' }} />
        </li>
      )}
    />
  );
}
