// Step 1 of a gamebook (issue 14): the world it is set in — one of the author's worlds, or a new
// one the writer makes from an idea (free) — the gamebook's idea (or an adventure prototype the
// moderators made, which fills the idea and the shape), the language, how many segments (8–60)
// and endings (1–6), and whether choices may use story state (an item found, a friend met). The
// whole price shows before anything is spent. Values are kept in local storage (a guest signs in
// and comes back to the same form). Back from the map, the same form changes this gamebook.
import { useEffect, useState } from 'react';
import { LANGUAGES, LANGUAGE_INFO } from '../../../../../core/languages.ts';
import type { KindStartProps } from '../../../create/KindWizard.tsx';
import { keyFor } from '../../../create/storage.ts';
import { StartPanel, submitStart, useStartValues } from '../../../create/StartForm.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { createWorld, fetchMyWorlds, startGamebook, updateGamebookStart, type GamebookCosts, type Prototype, type WizardGamebook, type WorldData } from '../api.ts';
import { useGamebookT } from '../strings.ts';
import { gamebookWizardUrl } from './steps.ts';

export const GAMEBOOK_FORM_KEY = 'bookloom.wizard.gamebook';
const GAMEBOOK_START_KEY = 'bookloom.wizard.gamebook.startKey';
export const SEGMENTS = { min: 8, max: 60, default: 20 } as const;
export const ENDINGS = { min: 1, max: 6, default: 3 } as const;

export interface GamebookStartValues { worldId: string; idea: string; language: string; segmentCount: string; endingCount: string; useFlags: boolean }

const defaults = (lang: string): GamebookStartValues => ({ worldId: '', idea: '', language: lang, segmentCount: String(SEGMENTS.default), endingCount: String(ENDINGS.default), useFlags: false });

const fromBook = (book: WizardGamebook): GamebookStartValues => ({
  worldId: book.worldId, idea: book.idea, language: book.language, segmentCount: String(book.segmentCount), endingCount: String(book.endingCount), useFlags: book.useFlags,
});

/** what was kept in the browser over the defaults; anything malformed is ignored */
function merge(base: GamebookStartValues, stored: unknown): GamebookStartValues {
  if (typeof stored !== 'object' || stored === null) return base;
  const s = stored as Record<string, unknown>;
  const text = (key: 'worldId' | 'idea' | 'segmentCount' | 'endingCount') => (typeof s[key] === 'string' ? s[key] : typeof s[key] === 'number' && key !== 'worldId' && key !== 'idea' ? String(s[key]) : base[key]);
  return {
    worldId: text('worldId'), idea: text('idea'), segmentCount: text('segmentCount'), endingCount: text('endingCount'),
    language: (LANGUAGES as readonly unknown[]).includes(s.language) ? s.language as string : base.language,
    useFlags: typeof s.useFlags === 'boolean' ? s.useFlags : base.useFlags,
  };
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

export function startProblems(v: GamebookStartValues): Partial<Record<'worldId' | 'idea' | 'segmentCount' | 'endingCount', { key: string; values?: Record<string, number> }>> {
  const out: ReturnType<typeof startProblems> = {};
  if (!v.worldId) out.worldId = { key: 'start.problems.world' };
  if (!v.idea.trim()) out.idea = { key: 'start.problems.idea' };
  else if (v.idea.trim().length > 500) out.idea = { key: 'start.problems.ideaLong', values: { max: 500 } };
  const n = whole(v.segmentCount);
  if (!(n >= SEGMENTS.min && n <= SEGMENTS.max)) out.segmentCount = { key: 'start.problems.segments', values: SEGMENTS };
  const e = whole(v.endingCount);
  if (!(e >= ENDINGS.min && e <= ENDINGS.max)) out.endingCount = { key: 'start.problems.endings', values: ENDINGS };
  else if (n >= SEGMENTS.min && e > n - 2) out.endingCount = { key: 'start.problems.endingsFit', values: { max: n - 2 } };
  return out;
}

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName }));

export function StartStep({ lang, viewer, costs, balance, latest = null, onCreditsChanged, book = null }: KindStartProps<WizardGamebook, GamebookCosts>) {
  const t = useGamebookT();
  // the stored values come back after hydration (reading them in the first render made the
  // server's HTML and the first client render differ)
  const { values, current, update: change } = useStartValues<GamebookStartValues, WizardGamebook>({ lang, book, formKey: GAMEBOOK_FORM_KEY, defaults, merge, fromBook });
  const [worlds, setWorlds] = useState<WorldData[] | null>(null);
  const [prototypes, setPrototypes] = useState<Prototype[]>([]);
  const [newWorld, setNewWorld] = useState({ open: false, idea: '', busy: false, error: '' });
  const update = (patch: Partial<GamebookStartValues>) => change((v) => ({ ...v, ...patch }));

  useEffect(() => {
    if (viewer !== 'user') return;
    fetchMyWorlds().then((data) => {
      setWorlds(data.myWorlds);
      setPrototypes(data.adventurePrototypes);
      const wanted = new URLSearchParams(location.search).get('world');
      change((v) => {
        const worldId = wanted && data.myWorlds.some((w) => w.id === wanted) ? wanted : v.worldId && data.myWorlds.some((w) => w.id === v.worldId) ? v.worldId : data.myWorlds[0]?.id ?? '';
        return { ...v, worldId };
      });
      if (data.myWorlds.length === 0) setNewWorld((n) => ({ ...n, open: true }));
    }).catch(() => setWorlds([]));
  }, [viewer]);

  const makeWorld = async () => {
    if (!newWorld.idea.trim()) {
      setNewWorld((n) => ({ ...n, error: t('world.problems.idea') }));
      return;
    }
    setNewWorld((n) => ({ ...n, busy: true, error: '' }));
    try {
      const world = await createWorld(newWorld.idea.trim(), values.language);
      setWorlds((w) => [world, ...(w ?? [])]);
      update({ worldId: world.id });
      setNewWorld({ open: false, idea: '', busy: false, error: '' });
    } catch (error) {
      setNewWorld((n) => ({ ...n, busy: false, error: error instanceof Error ? error.message : String(error) }));
    }
  };

  const problems = startProblems(values);
  const problem = (field: keyof ReturnType<typeof startProblems>) => {
    const p = startProblems(values)[field];
    return p ? t(p.key, p.values) : undefined;
  };
  const segments = whole(values.segmentCount);
  const total = costs && Number.isFinite(segments) ? costs.plan + costs.segment * segments : null;
  const spend = book === null ? total : costs?.plan ?? null;
  const short = viewer === 'user' && spend !== null && balance !== null && balance < spend;

  const input = (v = current.current) => ({
    worldId: v.worldId, idea: v.idea.trim(), language: v.language, segmentCount: whole(v.segmentCount), endingCount: whole(v.endingCount), useFlags: v.useFlags,
  });
  const submit = () => submitStart({
    lang, viewer, short, url: gamebookWizardUrl, formKey: GAMEBOOK_FORM_KEY, startKey: GAMEBOOK_START_KEY, onCreditsChanged,
    edit: book && { bookId: book.id, dropCopy: `bookloom.wizard.gamebook.plan.${book.id}`, send: () => updateGamebookStart(book.id, input()) },
    begin: () => startGamebook({ ...input(), idempotencyKey: keyFor(GAMEBOOK_START_KEY, JSON.stringify(current.current)) }),
  });
  const costText = costs === null ? null : book !== null ? t('costs.newPlan', { count: costs.plan })
    : total === null ? t('costs.parts', { count: costs.segment, plan: costs.plan }) : t('costs.gamebook', { count: total, plan: costs.plan, segments, segment: costs.segment });

  return (
    <StartPanel
      t={t} lang={lang} viewer={viewer} prefix="gbw" name="gamebook" editing={book !== null} latest={latest}
      resumeUrl={(step, id) => gamebookWizardUrl(lang, step, id)} resumeAttrs={{ 'data-resume-gamebook': '' }} onSubmit={submit}
      cost={{ text: costText, balance, needed: spend, short }} editLabel={t('start.saveNewPlan')}
    >
      <fieldset className="gbw-worlds" data-testid="gamebook-worlds">
        <legend>{t('start.world')}</legend>
        {viewer !== 'user' ? <p className="wizard-hint">{t('start.worldSignIn')}</p> : worlds === null ? <p className="wizard-hint">{t('loading')}</p> : (
          <>
            {worlds.length ? (
              <div className="gbw-world-grid">
                {worlds.map((w) => (
                  <label key={w.id} className={w.id === values.worldId ? 'gbw-world is-chosen' : 'gbw-world'} data-testid="world-option">
                    <input type="radio" name="worldId" value={w.id} checked={w.id === values.worldId} onChange={() => update({ worldId: w.id })} disabled={book !== null} />
                    <span className="gbw-world-name">{w.name}</span>
                    <span className="gbw-world-premise">{w.premise.length > 140 ? `${w.premise.slice(0, 139)}…` : w.premise}</span>
                  </label>
                ))}
              </div>
            ) : <p className="wizard-hint">{t('start.noWorlds')}</p>}
            {problems.worldId && worlds.length ? <p className="ui-field-error">{problem('worldId')}</p> : null}
            {book === null ? (newWorld.open ? (
              <div className="gbw-new-world" data-testid="new-world">
                <TextArea label={t('world.idea')} required value={newWorld.idea} onChange={(idea) => setNewWorld((n) => ({ ...n, idea }))} maxLength={500} minRows={2} maxRows={5}
                  placeholder={t('world.ideaPlaceholder')} error={newWorld.error || undefined} data-testid="new-world-idea" />
                <p className="wizard-hint">{t('world.free')}</p>
                <Button type="button" kind="secondary" loading={newWorld.busy} onClick={() => void makeWorld()} data-testid="new-world-make">{t('world.make')}</Button>
              </div>
            ) : (
              <Button type="button" kind="secondary" size="small" onClick={() => setNewWorld((n) => ({ ...n, open: true }))} data-testid="new-world-open">{t('world.new')}</Button>
            )) : null}
          </>
        )}
      </fieldset>

      {prototypes.length && book === null ? (
        <div className="ui-field">
          <label htmlFor="gbw-prototype" className="gbm-label">{t('start.prototype')}</label>
          <select id="gbw-prototype" defaultValue="" data-testid="gamebook-prototype" onChange={(e) => {
            const p = prototypes.find((x) => x.id === e.target.value);
            if (p) update({ idea: [p.premise, ...p.rules].join('\n').slice(0, 500), segmentCount: String(p.segmentCount), endingCount: String(p.endingCount), useFlags: p.useFlags });
          }}>
            <option value="">{t('start.noPrototype')}</option>
            {prototypes.map((p) => <option key={p.id} value={p.id}>{p.title}</option>)}
          </select>
        </div>
      ) : null}

      <TextArea label={t('fields.idea')} name="idea" required maxLength={500} value={values.idea} onChange={(idea) => update({ idea })}
        placeholder={t('fields.ideaPlaceholder')} minRows={2} maxRows={6} data-testid="gamebook-idea" validate={() => problem('idea')} />
      <div className="wizard-row">
        <div className="ui-field">
          <label htmlFor="gbw-language" className="gbm-label">{t('fields.language')}</label>
          <select id="gbw-language" value={values.language} onChange={(e) => update({ language: e.target.value })} data-testid="gamebook-language">
            {languageOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </div>
        <TextInput label={t('fields.segments')} name="segmentCount" type="number" required inputMode="numeric" min={SEGMENTS.min} max={SEGMENTS.max} step={1}
          value={values.segmentCount} onChange={(segmentCount) => update({ segmentCount })} validate={() => problem('segmentCount')} data-testid="gamebook-segments" />
        <TextInput label={t('fields.endings')} name="endingCount" type="number" required inputMode="numeric" min={ENDINGS.min} max={ENDINGS.max} step={1}
          value={values.endingCount} onChange={(endingCount) => update({ endingCount })} validate={() => problem('endingCount')} data-testid="gamebook-endings" />
      </div>
      <label className="gbw-flags-toggle">
        <input type="checkbox" checked={values.useFlags} onChange={(e) => update({ useFlags: e.target.checked })} data-testid="gamebook-use-flags" />{' '}
        {t('fields.useFlags')}
      </label>
      <p className="wizard-hint">{t('fields.useFlagsHint')}</p>
    </StartPanel>
  );
}
