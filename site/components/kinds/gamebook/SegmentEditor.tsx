// One segment of the map, edited (issue 14): its title, its words (the plan's summary, or the
// written text), whether it is an ending (good, bad, neutral) or has 2–4 choices, each choice's
// words, where it leads — another segment, or "not written yet": it grows when a reader first
// takes it — and, in a gamebook with story state, the flags it needs and gives. The edits stay
// here until Apply (the plan) or Save (a written segment); the server's messages land on the
// field they name, nothing typed lost.
import { useEffect, useState } from 'react';
import { CHOICES_PER_SEGMENT, ENDINGS } from '../../../../core/gamebook.ts';
import { Button } from '../../ui/Button.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import type { TextAttrs } from '../../create/text-attrs.ts';
import { canAddChoice, freshChoiceId, type DraftChoice, type DraftGraph, type DraftSegment } from './graph-draft.ts';
import type { GamebookT } from './strings.ts';

export function SegmentEditor({ t, mode, graph, segment: initial, text, errors = {}, busy, onApply, children }: {
  t: GamebookT;
  /** plan: the summary, applied to the plan the author saves; book: the written text, saved at once */
  mode: 'plan' | 'book';
  graph: DraftGraph;
  segment: DraftSegment;
  text: TextAttrs;
  /** the server's field messages (title, text, choices.0.to…) */
  errors?: Record<string, string> | undefined;
  busy?: boolean | undefined;
  onApply: (segment: DraftSegment) => void | Promise<void>;
  /** more actions under the form (delete, hide, write again) */
  children?: React.ReactNode;
}) {
  const [s, setS] = useState(initial);
  // the form starts again only when the segment itself changed (another one picked, saved, written
  // again), not when the page reads the book again (a picture being drawn): nothing typed is lost
  const signature = JSON.stringify(initial);
  useEffect(() => setS(initial), [signature]);
  const setChoice = (i: number, patch: Partial<DraftChoice>) => setS((v) => ({ ...v, choices: v.choices.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));
  const toggleFlag = (i: number, field: 'requires' | 'sets', flag: string, on: boolean) =>
    setChoice(i, { [field]: on ? [...s.choices[i]![field], flag] : s.choices[i]![field].filter((f) => f !== flag) });
  const others = graph.segments.filter((x) => x.id !== s.id);
  const id = (part: string) => `gbm-seg-${s.id}-${part}`;
  const tooFew = !s.ending && s.choices.length < CHOICES_PER_SEGMENT.min;
  const bodyField = mode === 'plan' ? 'summary' : 'text';

  return (
    <form
      className="gbm-editor" aria-labelledby={id('heading')} data-testid="segment-editor" data-segment={s.id}
      onSubmit={(event) => { event.preventDefault(); void onApply(s); }}
    >
      <h2 id={id('heading')} className="gbm-editor-title">{t('segment.heading', { id: s.id })}{s.grown ? <span className="gbm-badge">{t('segment.grown')}</span> : null}{s.hidden ? <span className="gbm-badge gbm-badge--hidden">{t('segment.hiddenBadge')}</span> : null}</h2>
      <TextInput id={id('title')} label={t('segment.title')} required maxLength={120} value={s.title} {...text} onChange={(title) => setS({ ...s, title })} error={errors.title} data-testid="segment-title" />
      <TextArea
        id={id('body')} label={t(mode === 'plan' ? 'segment.summary' : 'segment.text')} required maxLength={mode === 'plan' ? 300 : 4000} value={s.body} {...text}
        onChange={(body) => setS({ ...s, body })} minRows={mode === 'plan' ? 2 : 6} maxRows={mode === 'plan' ? 5 : 16} error={errors[bodyField]} data-testid="segment-body"
      />
      <div className="ui-field">
        <label htmlFor={id('ending')} className="gbm-label">{t('segment.kind')}</label>
        <select id={id('ending')} value={s.ending} onChange={(e) => setS({ ...s, ending: e.target.value as DraftSegment['ending'] })} data-testid="segment-ending">
          <option value="">{t('segment.withChoices')}</option>
          {ENDINGS.map((e) => <option key={e} value={e}>{t(`segment.ending.${e}`)}</option>)}
        </select>
      </div>
      {s.ending ? null : (
        <fieldset className="gbm-choices">
          <legend>{t('segment.choices')}</legend>
          {tooFew ? <p className="gbm-hint gbm-hint--warn" role="status">{t('segment.tooFew', { min: CHOICES_PER_SEGMENT.min })}</p> : null}
          {errors.choices ? <p className="ui-field-error">{errors.choices}</p> : null}
          <ol>
            {s.choices.map((c, i) => (
              <li key={c.id} className="gbm-choice" data-testid="segment-choice" data-choice={c.id}>
                <TextInput id={id(`c${i}-text`)} label={t('segment.choiceText', { n: i + 1 })} required maxLength={200} value={c.text} {...text} onChange={(v) => setChoice(i, { text: v })} error={errors[`choices.${i}.text`]} data-testid="choice-text" />
                <div className="ui-field">
                  <label htmlFor={id(`c${i}-to`)} className="gbm-label">{t('segment.leadsTo')}</label>
                  <select id={id(`c${i}-to`)} value={c.to ?? ''} onChange={(e) => setChoice(i, { to: e.target.value || null })} data-testid="choice-to" aria-invalid={errors[`choices.${i}.to`] ? true : undefined}>
                    <option value="">{t('segment.unwritten')}</option>
                    {others.map((o) => <option key={o.id} value={o.id}>{`${o.title} (${o.id})`}</option>)}
                  </select>
                  {errors[`choices.${i}.to`] ? <p className="ui-field-error">{errors[`choices.${i}.to`]}</p> : null}
                </div>
                {graph.flags.length ? (
                  <div className="gbm-flags">
                    {(['requires', 'sets'] as const).map((field) => (
                      <fieldset key={field} className="gbm-flag-set">
                        <legend>{t(`segment.${field}`)}</legend>
                        {graph.flags.map((flag) => (
                          <label key={flag} className="gbm-flag">
                            <input type="checkbox" checked={c[field].includes(flag)} onChange={(e) => toggleFlag(i, field, flag, e.target.checked)} /> {flag}
                          </label>
                        ))}
                      </fieldset>
                    ))}
                  </div>
                ) : null}
                <Button kind="secondary" size="small" type="button" onClick={() => setS({ ...s, choices: s.choices.filter((_, j) => j !== i) })} data-testid="choice-remove">
                  {t('segment.removeChoice', { n: i + 1 })}
                </Button>
              </li>
            ))}
          </ol>
          {canAddChoice(s) ? (
            <Button kind="secondary" size="small" type="button" data-testid="choice-add"
              onClick={() => setS({ ...s, choices: [...s.choices, { id: freshChoiceId(graph, s), text: '', to: null, requires: [], forbids: [], sets: [], clears: [] }] })}>
              {t('segment.addChoice')}
            </Button>
          ) : null}
        </fieldset>
      )}
      <div className="gbm-editor-actions">
        <Button type="submit" loading={busy} data-testid="segment-apply">{t(mode === 'plan' ? 'segment.apply' : 'segment.save')}</Button>
        {children}
      </div>
    </form>
  );
}
