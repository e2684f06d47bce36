// One item's form (issue 12): the fields its type needs, never raw JSON, so what is saved is a
// valid item: a multiple-choice item's options with a radio (or a checkbox when several are right)
// for the right ones; a fill-in item's text and, per blank found in it, the answers accepted; the
// pairs of a matching item; the steps of an ordering item in order; a short answer's accepted
// answers; an open question's model answer and optional final answer; and the explanation. The
// browser checks it with the server's rules (../item-form.ts) before sending, and the server's
// own field messages show on the same fields.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { fitBlanks, LIMITS, messageKey, validateItem, type ItemDraft } from '../item-form.ts';

export interface ItemFormProps {
  heading: string;
  draft: ItemDraft;
  onChange: (draft: ItemDraft) => void;
  /** the server's field messages for this item (cleared by the owner when the draft changes) */
  serverErrors: Record<string, string>;
  /** the server's refusal, as one line */
  failure: string | null;
  saving: boolean;
  submitLabel: string;
  onSave: () => void;
  onCancel: () => void;
  /** the worksheet's language and direction, for what the teacher types */
  textLang?: string | undefined;
  textDir?: 'ltr' | 'rtl' | undefined;
}

/** Moves the entry at `from` by `by` places. */
function moved<T>(list: T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

const replaced = <T,>(list: T[], index: number, value: T): T[] => list.map((v, i) => (i === index ? value : v));
const without = <T,>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);

export function ItemForm({ heading, draft, onChange, serverErrors, failure, saving, submitLabel, onSave, onCancel, textLang, textDir }: ItemFormProps) {
  const { t } = useTranslation('worksheet-editor');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const local = validateItem(draft);
  const shownErrors: Record<string, string> = { ...(tried ? local : {}), ...serverErrors };
  const fieldId = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const say = (message: string) => {
    const known = messageKey(message);
    return known ? t(known.key, known.values) : message;
  };
  const error = (path: string): string | undefined => (shownErrors[path] ? say(shownErrors[path]!) : undefined);
  const text = { lang: textLang, dir: textDir };

  // a row just added gets the focus
  useEffect(() => {
    if (!focus) return;
    document.getElementById(fieldId(focus))?.focus();
    setFocus(null);
  });

  // the heading takes the focus when the form opens, so a keyboard or screen reader user lands in it
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[data-item-form-heading]')?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(local).length > 0) {
      // the first field with a message takes the focus
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus());
      return;
    }
    onSave();
  };

  const groupError = (...paths: string[]): ReactNode => {
    const messages = [...new Set(paths.map(error).filter((m): m is string => !!m))];
    return messages.map((m) => <p key={m} className="ui-field-error wse-group-error">{m}</p>);
  };

  const removeButton = (label: string, disabled: boolean, onClick: () => void) => (
    <Button type="button" kind="secondary" size="tiny" className="wse-icon-button" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <span aria-hidden="true">✕</span>
    </Button>
  );

  let fields: ReactNode = null;
  switch (draft.type) {
    case 'multipleChoice': {
      const d = draft;
      const toggle = (i: number, on: boolean) => {
        const correct = d.multiple ? (on ? [...d.correct, i].sort((a, b) => a - b) : d.correct.filter((c) => c !== i)) : (on ? [i] : []);
        onChange({ ...d, correct });
      };
      const remove = (i: number) => onChange({ ...d, options: without(d.options, i), correct: d.correct.filter((c) => c !== i).map((c) => (c > i ? c - 1 : c)) });
      fields = (
        <fieldset className="wse-group" data-invalid={error('options') || error('correct') ? '' : undefined}>
          <legend>{t('form.options')}</legend>
          <label className="wse-check">
            <input type="checkbox" checked={d.multiple} onChange={(e) => onChange({ ...d, multiple: e.target.checked, correct: e.target.checked ? d.correct : d.correct.slice(0, 1) })} />
            {t('form.severalRight')}
          </label>
          <p className="wse-hint">{t(d.multiple ? 'form.markEvery' : 'form.markOne')}</p>
          <ol className="wse-rows">
            {d.options.map((option, i) => (
              <li key={i} className="wse-row">
                <label className="wse-mark">
                  <input
                    type={d.multiple ? 'checkbox' : 'radio'} name={`${id}-correct`} checked={d.correct.includes(i)}
                    onChange={(e) => toggle(i, e.target.checked)} data-testid={`option-right-${i}`}
                  />
                  <span className="ui-visually-hidden">{t('form.isRight', { number: i + 1 })}</span>
                </label>
                <TextInput required
                  id={fieldId(`options.${i}`)} className="wse-grow" label={t('form.option', { number: i + 1 })} value={option} maxLength={LIMITS.option}
                  onChange={(v) => onChange({ ...d, options: replaced(d.options, i, v) })} error={error(`options.${i}`)} {...text}
                />
                {removeButton(t('form.removeOption', { number: i + 1 }), d.options.length <= LIMITS.options.min, () => remove(i))}
              </li>
            ))}
          </ol>
          {groupError('options', 'correct')}
          <Button
            type="button" kind="secondary" size="small" disabled={d.options.length >= LIMITS.options.max}
            onClick={() => { onChange({ ...d, options: [...d.options, ''] }); setFocus(`options.${d.options.length}`); }}
          >
            {t('form.addOption')}
          </Button>
        </fieldset>
      );
      break;
    }
    case 'trueFalse': {
      const d = draft;
      fields = (
        <fieldset className="wse-group" data-invalid={error('answer') ? '' : undefined}>
          <legend>{t('form.statementIs')}</legend>
          <div className="wse-choices">
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="wse-check">
                <input type="radio" name={`${id}-answer`} checked={d.answer === value} onChange={() => onChange({ ...d, answer: value })} aria-invalid={error('answer') ? true : undefined} />
                {t(value ? 'true' : 'false')}
              </label>
            ))}
          </div>
          {groupError('answer')}
        </fieldset>
      );
      break;
    }
    case 'fillBlanks': {
      const d = draft;
      const setText = (value: string) => onChange({ ...d, text: value, answers: fitBlanks(value, d.answers) });
      fields = (
        <>
          <TextArea required
            id={fieldId('text')} label={t('form.text')} value={d.text} onChange={setText} maxLength={LIMITS.text} minRows={2} maxRows={8}
            error={error('text')} aria-describedby={`${id}-text-hint`} {...text}
          />
          <p id={`${id}-text-hint`} className="wse-hint">{t('form.textHint')}</p>
          <div>
            <Button type="button" kind="secondary" size="small" onClick={() => setText(`${d.text.replace(/\s+$/, '')}${d.text.trim() ? ' ' : ''}___`)}>
              {t('form.addBlank')}
            </Button>
          </div>
          {d.answers.length === 0 ? <p className="wse-hint">{t('form.noBlanks')}</p> : null}
          {d.answers.map((accepted, b) => (
            <fieldset key={b} className="wse-group" data-invalid={error(`answers.${b}`) ? '' : undefined}>
              <legend>{t('form.blank', { number: b + 1 })}</legend>
              <ol className="wse-rows">
                {accepted.map((answer, i) => (
                  <li key={i} className="wse-row">
                    <TextInput required
                      id={fieldId(`answers.${b}.${i}`)} className="wse-grow" label={t(i === 0 ? 'form.blankKey' : 'form.blankAlternative', { number: i + 1 })}
                      value={answer} maxLength={LIMITS.blankAnswer} error={error(`answers.${b}.${i}`)} {...text}
                      onChange={(v) => onChange({ ...d, answers: replaced(d.answers, b, replaced(accepted, i, v)) })}
                    />
                    {removeButton(t('form.removeAnswer', { number: i + 1 }), accepted.length <= 1, () => onChange({ ...d, answers: replaced(d.answers, b, without(accepted, i)) }))}
                  </li>
                ))}
              </ol>
              {groupError(`answers.${b}`)}
              <Button
                type="button" kind="secondary" size="small"
                onClick={() => { onChange({ ...d, answers: replaced(d.answers, b, [...accepted, '']) }); setFocus(`answers.${b}.${accepted.length}`); }}
              >
                {t('form.addAlternative')}
              </Button>
            </fieldset>
          ))}
          {groupError('answers')}
        </>
      );
      break;
    }
    case 'matching': {
      const d = draft;
      const set = (i: number, side: 'left' | 'right', v: string) => onChange({ ...d, pairs: replaced(d.pairs, i, { ...d.pairs[i]!, [side]: v }) });
      fields = (
        <fieldset className="wse-group" data-invalid={error('pairs') ? '' : undefined}>
          <legend>{t('form.pairs')}</legend>
          <ol className="wse-rows">
            {d.pairs.map((pair, i) => (
              <li key={i} className="wse-row wse-pair">
                <TextInput required
                  id={fieldId(`pairs.${i}.left`)} className="wse-grow" label={t('form.left', { number: i + 1 })} value={pair.left} maxLength={LIMITS.side}
                  onChange={(v) => set(i, 'left', v)} error={error(`pairs.${i}.left`)} {...text}
                />
                <span className="wse-arrow" aria-hidden="true">↔</span>
                <TextInput required
                  id={fieldId(`pairs.${i}.right`)} className="wse-grow" label={t('form.right', { number: i + 1 })} value={pair.right} maxLength={LIMITS.side}
                  onChange={(v) => set(i, 'right', v)} error={error(`pairs.${i}.right`)} {...text}
                />
                {removeButton(t('form.removePair', { number: i + 1 }), d.pairs.length <= LIMITS.pairs.min, () => onChange({ ...d, pairs: without(d.pairs, i) }))}
              </li>
            ))}
          </ol>
          {groupError('pairs')}
          <Button
            type="button" kind="secondary" size="small" disabled={d.pairs.length >= LIMITS.pairs.max}
            onClick={() => { onChange({ ...d, pairs: [...d.pairs, { left: '', right: '' }] }); setFocus(`pairs.${d.pairs.length}.left`); }}
          >
            {t('form.addPair')}
          </Button>
        </fieldset>
      );
      break;
    }
    case 'ordering': {
      const d = draft;
      const move = (i: number, by: number) => {
        onChange({ ...d, steps: moved(d.steps, i, by) });
        // the button pressed follows its step (or, at an end, the other one)
        const to = i + by;
        setFocus(`steps.${to}.${(by < 0 && to === 0) || (by > 0 && to === d.steps.length - 1) ? (by < 0 ? 'down' : 'up') : (by < 0 ? 'up' : 'down')}`);
      };
      fields = (
        <fieldset className="wse-group" data-invalid={error('steps') ? '' : undefined}>
          <legend>{t('form.steps')}</legend>
          <ol className="wse-rows">
            {d.steps.map((step, i) => (
              <li key={i} className="wse-row">
                <TextInput required
                  id={fieldId(`steps.${i}`)} className="wse-grow" label={t('form.step', { number: i + 1 })} value={step} maxLength={LIMITS.step}
                  onChange={(v) => onChange({ ...d, steps: replaced(d.steps, i, v) })} error={error(`steps.${i}`)} {...text}
                />
                <span className="wse-row-tools">
                  <Button
                    id={fieldId(`steps.${i}.up`)} type="button" kind="secondary" size="tiny" className="wse-icon-button" disabled={i === 0}
                    aria-label={t('form.stepUp', { number: i + 1 })} title={t('form.stepUp', { number: i + 1 })} onClick={() => move(i, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    id={fieldId(`steps.${i}.down`)} type="button" kind="secondary" size="tiny" className="wse-icon-button" disabled={i === d.steps.length - 1}
                    aria-label={t('form.stepDown', { number: i + 1 })} title={t('form.stepDown', { number: i + 1 })} onClick={() => move(i, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  {removeButton(t('form.removeStep', { number: i + 1 }), d.steps.length <= LIMITS.steps.min, () => onChange({ ...d, steps: without(d.steps, i) }))}
                </span>
              </li>
            ))}
          </ol>
          {groupError('steps')}
          <Button
            type="button" kind="secondary" size="small" disabled={d.steps.length >= LIMITS.steps.max}
            onClick={() => { onChange({ ...d, steps: [...d.steps, ''] }); setFocus(`steps.${d.steps.length}`); }}
          >
            {t('form.addStep')}
          </Button>
        </fieldset>
      );
      break;
    }
    case 'shortAnswer': {
      const d = draft;
      fields = (
        <fieldset className="wse-group" data-invalid={error('answers') ? '' : undefined}>
          <legend>{t('form.answers')}</legend>
          <ol className="wse-rows">
            {d.answers.map((answer, i) => (
              <li key={i} className="wse-row">
                <TextInput required
                  id={fieldId(`answers.${i}`)} className="wse-grow" label={t(i === 0 ? 'form.answerKey' : 'form.answerAlternative', { number: i + 1 })}
                  value={answer} maxLength={LIMITS.answer} error={error(`answers.${i}`)} {...text}
                  onChange={(v) => onChange({ ...d, answers: replaced(d.answers, i, v) })}
                />
                {removeButton(t('form.removeAnswer', { number: i + 1 }), d.answers.length <= 1, () => onChange({ ...d, answers: without(d.answers, i) }))}
              </li>
            ))}
          </ol>
          {groupError('answers')}
          <Button type="button" kind="secondary" size="small" onClick={() => { onChange({ ...d, answers: [...d.answers, ''] }); setFocus(`answers.${d.answers.length}`); }}>
            {t('form.addAlternative')}
          </Button>
        </fieldset>
      );
      break;
    }
    case 'openQuestion': {
      const d = draft;
      fields = (
        <>
          <TextArea required
            id={fieldId('sampleAnswer')} label={t('form.sampleAnswer')} value={d.sampleAnswer} onChange={(v) => onChange({ ...d, sampleAnswer: v })}
            maxLength={LIMITS.sampleAnswer} minRows={3} maxRows={10} error={error('sampleAnswer')} {...text}
          />
          <TextInput
            id={fieldId('finalAnswer')} label={t('form.finalAnswer')} value={d.finalAnswer} onChange={(v) => onChange({ ...d, finalAnswer: v })}
            maxLength={LIMITS.finalAnswer} error={error('finalAnswer')} aria-describedby={`${id}-final-hint`} {...text}
          />
          <p id={`${id}-final-hint`} className="wse-hint">{t('form.finalAnswerHint')}</p>
        </>
      );
      break;
    }
  }

  const invalid = tried && Object.keys(local).length > 0;
  return (
    <form ref={form} className="wse-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} data-testid="worksheet-item-form">
      <h4 id={`${id}-heading`} className="wse-form-heading" tabIndex={-1} data-item-form-heading="">{heading}</h4>
      {invalid ? <p role="alert" className="wse-alert">{t('errors.form')}</p> : null}
      {failure ? <p role="alert" className="wse-alert">{failure}</p> : null}
      <TextArea required
        id={fieldId('prompt')} label={t('form.prompt')} value={draft.prompt} onChange={(v) => onChange({ ...draft, prompt: v })}
        maxLength={LIMITS.prompt} minRows={2} maxRows={8} error={error('prompt')} {...text}
      />
      {fields}
      <TextArea required
        id={fieldId('explanation')} label={t('form.explanation')} value={draft.explanation} onChange={(v) => onChange({ ...draft, explanation: v })}
        maxLength={LIMITS.explanation} minRows={2} maxRows={6} error={error('explanation')} {...text}
      />
      <div className="wse-actions">
        <Button type="submit" size="small" loading={saving}>{submitLabel}</Button>
        <Button type="button" kind="secondary" size="small" onClick={onCancel} disabled={saving}>{t('form.cancel')}</Button>
      </div>
    </form>
  );
}
