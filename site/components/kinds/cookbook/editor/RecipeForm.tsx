// The whole recipe in one form (issue 13): title, story, servings, times, cuisine, the diet tags it
// claims; the ingredients as rows (an amount typed as cooks type it, an optional "up to" for a
// range, a unit from core's list or none for a count, the item, a note, the group it is for),
// added, removed and moved; the steps (a time and a temperature when they mark one); the tips. The
// browser checks it with the server's own schema (./recipe-form.ts) before sending; the server's
// field messages show on the same inputs. The draft belongs to the owner (RecipeEditor), so what
// the cook typed stays through a refusal.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Field } from './Field.tsx';
import {
  amountPreview, blankIngredient, blankStep, blankTip, DIET_TAGS, isFormPath, LIMITS, moved, replaced, sayMessage, unitGroups, validateRecipe, without,
  type IngredientDraft, type RecipeDraft, type StepDraft, type Unit,
} from './recipe-form.ts';

export interface RecipeFormProps {
  draft: RecipeDraft;
  onChange: (draft: RecipeDraft) => void;
  /** the server's field messages by form path (cleared by the owner when the draft changes) */
  serverErrors: Record<string, string>;
  /** the server's refusal, as one line */
  failure: string | null;
  saving: boolean;
  /** the recipe was just saved (the page reloads shortly) */
  saved: boolean;
  /** the recipe cannot be edited now (being written again, or not written) */
  disabled: boolean;
  dirty: boolean;
  onSave: () => void;
  onReset: () => void;
  /** the page language (amount previews use its decimal separator) */
  lang: string;
  /** the recipe's own language and direction, for what the cook types */
  textLang?: string | undefined;
  textDir?: 'ltr' | 'rtl' | undefined;
}

type Section = 'ingredients' | 'steps' | 'tips';

export function RecipeForm({ draft, onChange, serverErrors, failure, saving, saved, disabled, dirty, onSave, onReset, lang, textLang, textDir }: RecipeFormProps) {
  const { t } = useTranslation('cookbook-editor');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const local = useMemo(() => validateRecipe(draft), [draft]);
  const shown: Record<string, string> = { ...(tried ? local : {}), ...serverErrors };
  const fieldId = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const error = (path: string): string | undefined => (shown[path] ? sayMessage(shown[path]!, t) : undefined);
  const text = { lang: textLang, dir: textDir };
  const unplaced = Object.entries(shown).filter(([path]) => !isFormPath(path, draft));
  const invalid = tried && Object.keys(local).length > 0;

  // where an action left the focus: a new row's first box, a moved row's button, the next row after a removal
  useEffect(() => {
    if (!focus) return;
    const element = document.getElementById(fieldId(focus)) as HTMLInputElement | HTMLButtonElement | null;
    if (element && !element.disabled) element.focus();
    setFocus(null);
  });

  // a refusal from the server: the first field it names takes the focus
  useEffect(() => {
    if (Object.keys(serverErrors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [serverErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(local).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSave();
  };

  const set = <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => onChange({ ...draft, [key]: value });

  // ---- rows -------------------------------------------------------------------------------------

  const move = (section: Section, i: number, by: number) => {
    const list = draft[section] as readonly unknown[];
    onChange({ ...draft, [section]: moved(list, i, by) });
    // the button pressed follows its row (or, at an end, the other one)
    const to = i + by;
    const atEnd = (by < 0 && to === 0) || (by > 0 && to === list.length - 1);
    setFocus(`${section}.${to}.${atEnd ? (by < 0 ? 'down' : 'up') : (by < 0 ? 'up' : 'down')}`);
  };
  const remove = (section: Section, i: number) => {
    const list = draft[section] as readonly unknown[];
    onChange({ ...draft, [section]: without(list, i) });
    setFocus(list.length <= 1 ? `${section}.add` : `${section}.${Math.min(i, list.length - 2)}.remove`);
  };

  const rowTools = (section: Section, i: number, count: number, min: number, labels: { up: string; down: string; remove: string }) => (
    <span className="rce-row-tools">
      {section !== 'tips' ? (
        <>
          <Button
            id={fieldId(`${section}.${i}.up`)} type="button" kind="secondary" size="tiny" className="rce-icon-button" disabled={disabled || i === 0}
            aria-label={labels.up} title={labels.up} onClick={() => move(section, i, -1)} data-testid={`${section === 'ingredients' ? 'ingredient' : 'step'}-up`}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            id={fieldId(`${section}.${i}.down`)} type="button" kind="secondary" size="tiny" className="rce-icon-button" disabled={disabled || i === count - 1}
            aria-label={labels.down} title={labels.down} onClick={() => move(section, i, 1)} data-testid={`${section === 'ingredients' ? 'ingredient' : 'step'}-down`}
          >
            <span aria-hidden="true">↓</span>
          </Button>
        </>
      ) : null}
      <Button
        id={fieldId(`${section}.${i}.remove`)} type="button" kind="secondary" size="tiny" className="rce-icon-button" disabled={disabled || count <= min}
        aria-label={labels.remove} title={labels.remove} onClick={() => remove(section, i)} data-testid={`${section === 'ingredients' ? 'ingredient' : section === 'steps' ? 'step' : 'tip'}-remove`}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </span>
  );

  const groupError = (path: string): ReactNode => {
    const message = error(path);
    return message ? <p className="ui-field-error rce-group-error" data-testid="recipe-error">{message}</p> : null;
  };

  // ---- ingredients ------------------------------------------------------------------------------

  const setIngredient = (i: number, patch: Partial<IngredientDraft>) => set('ingredients', replaced(draft.ingredients, i, { ...draft.ingredients[i]!, ...patch }));
  const groups = [...new Set(draft.ingredients.map((r) => r.group.trim()).filter(Boolean))];
  const groupsList = `${id}-groups`;

  const ingredientRow = (row: IngredientDraft, i: number) => {
    const path = `ingredients.${i}`;
    const number = i + 1;
    const labelId = `${fieldId(path)}-label`;
    const preview = amountPreview(row.quantity, lang);
    return (
      <li key={row.key} className="rce-row" data-testid="ingredient-row">
        <div role="group" aria-labelledby={labelId} className="rce-row-inner">
          <div className="rce-row-head">
            <span id={labelId} className="rce-row-label">{t('form.ingredient', { number })}</span>
            {rowTools('ingredients', i, draft.ingredients.length, LIMITS.ingredients.min, {
              up: t('form.ingredientUp', { number }), down: t('form.ingredientDown', { number }), remove: t('form.removeIngredient', { number }),
            })}
          </div>
          <div className="rce-row-fields rce-ingredient-fields">
            <Field id={fieldId(`${path}.quantity`)} label={t('form.quantity')} error={error(`${path}.quantity`)} className="rce-f-amount"
              hint={preview ? t('form.quantityValue', { value: preview }) : undefined}>
              {(c) => (
                <input {...c} className="rce-input" value={row.quantity} onChange={(e) => setIngredient(i, { quantity: e.target.value })}
                  autoComplete="off" disabled={disabled} placeholder={t('form.quantityPlaceholder')} data-testid="ingredient-quantity" />
              )}
            </Field>
            <Field id={fieldId(`${path}.quantityMax`)} label={t('form.quantityMax')} error={error(`${path}.quantityMax`)} className="rce-f-amount"
              hint={row.quantityMax && amountPreview(row.quantityMax, lang) ? t('form.quantityValue', { value: amountPreview(row.quantityMax, lang) }) : undefined}>
              {(c) => (
                <input {...c} className="rce-input" value={row.quantityMax} onChange={(e) => setIngredient(i, { quantityMax: e.target.value })}
                  autoComplete="off" disabled={disabled} data-testid="ingredient-quantity-max" />
              )}
            </Field>
            <Field id={fieldId(`${path}.unit`)} label={t('form.unit')} error={error(`${path}.unit`)} className="rce-f-unit">
              {(c) => (
                <select {...c} className="rce-input rce-select" value={row.unit} onChange={(e) => setIngredient(i, { unit: e.target.value as Unit | '' })}
                  disabled={disabled} data-testid="ingredient-unit">
                  <option value="">{t('form.noUnit')}</option>
                  {unitGroups().map((g) => (
                    <optgroup key={g.kind} label={t(`unitKinds.${g.kind}`)}>
                      {g.units.map((u) => <option key={u} value={u}>{t(`units.${u}`)}</option>)}
                    </optgroup>
                  ))}
                </select>
              )}
            </Field>
            <Field id={fieldId(`${path}.item`)} label={t('form.item')} required error={error(`${path}.item`)} className="rce-f-item">
              {(c) => (
                <input {...c} {...text} className="rce-input" value={row.item} onChange={(e) => setIngredient(i, { item: e.target.value })}
                  maxLength={LIMITS.item} disabled={disabled} placeholder={t('form.itemPlaceholder')} data-testid="ingredient-item" />
              )}
            </Field>
            <Field id={fieldId(`${path}.note`)} label={t('form.note')} error={error(`${path}.note`)} className="rce-f-note">
              {(c) => (
                <input {...c} {...text} className="rce-input" value={row.note} onChange={(e) => setIngredient(i, { note: e.target.value })}
                  maxLength={LIMITS.note} disabled={disabled} placeholder={t('form.notePlaceholder')} data-testid="ingredient-note" />
              )}
            </Field>
            <Field id={fieldId(`${path}.group`)} label={t('form.group')} error={error(`${path}.group`)} className="rce-f-group">
              {(c) => (
                <input {...c} {...text} className="rce-input" value={row.group} onChange={(e) => setIngredient(i, { group: e.target.value })}
                  maxLength={LIMITS.group} list={groupsList} disabled={disabled} placeholder={t('form.groupPlaceholder')} data-testid="ingredient-group" />
              )}
            </Field>
          </div>
        </div>
      </li>
    );
  };

  // ---- steps --------------------------------------------------------------------------------------

  const setStep = (i: number, patch: Partial<StepDraft>) => set('steps', replaced(draft.steps, i, { ...draft.steps[i]!, ...patch }));

  const stepRow = (row: StepDraft, i: number) => {
    const path = `steps.${i}`;
    const number = i + 1;
    const labelId = `${fieldId(path)}-label`;
    return (
      <li key={row.key} className="rce-row" data-testid="step-row">
        <div role="group" aria-labelledby={labelId} className="rce-row-inner">
          <div className="rce-row-head">
            <span id={labelId} className="rce-row-label">{t('form.step', { number })}</span>
            {rowTools('steps', i, draft.steps.length, LIMITS.steps.min, {
              up: t('form.stepUp', { number }), down: t('form.stepDown', { number }), remove: t('form.removeStep', { number }),
            })}
          </div>
          <Field id={fieldId(`${path}.text`)} label={t('form.stepText')} required error={error(`${path}.text`)}>
            {(c) => (
              <textarea {...c} {...text} className="ui-textarea rce-area" rows={2} value={row.text} onChange={(e) => setStep(i, { text: e.target.value })}
                disabled={disabled} data-testid="step-text" />
            )}
          </Field>
          <div className="rce-row-fields">
            <Field id={fieldId(`${path}.minutes`)} label={t('form.stepMinutes')} error={error(`${path}.minutes`)} className="rce-f-number">
              {(c) => (
                <input {...c} className="rce-input" inputMode="numeric" autoComplete="off" value={row.minutes}
                  onChange={(e) => setStep(i, { minutes: e.target.value })} disabled={disabled} data-testid="step-minutes" />
              )}
            </Field>
            <Field id={fieldId(`${path}.temperature`)} label={t('form.temperature')} error={error(`${path}.temperature`)} className="rce-f-temperature">
              {(c) => (
                <span className="rce-temperature">
                  <input {...c} className="rce-input" autoComplete="off" value={row.temperature}
                    onChange={(e) => setStep(i, { temperature: e.target.value })} disabled={disabled} data-testid="step-temperature" />
                  <select className="rce-input rce-select" value={row.temperatureUnit} aria-label={t('form.temperatureUnit', { number })}
                    onChange={(e) => setStep(i, { temperatureUnit: e.target.value === 'F' ? 'F' : 'C' })} disabled={disabled} data-testid="step-temperature-unit">
                    <option value="C">{t('temperatureUnits.C')}</option>
                    <option value="F">{t('temperatureUnits.F')}</option>
                  </select>
                </span>
              )}
            </Field>
          </div>
        </div>
      </li>
    );
  };

  const lastUnit = [...draft.steps].reverse().find((s) => s.temperature.trim())?.temperatureUnit ?? 'C';

  return (
    <form ref={form} id={`${id}-form`} className="rce-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} data-testid="recipe-form">
      <h3 id={`${id}-heading`} className="rce-form-heading">{t('form.heading')}</h3>
      <p className="rce-hint">{t('form.intro')}</p>

      <Field id={fieldId('title')} label={t('form.title')} required error={error('title')}>
        {(c) => <input {...c} {...text} className="rce-input" value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={LIMITS.title} disabled={disabled} data-testid="recipe-title" />}
      </Field>
      <Field id={fieldId('story')} label={t('form.story')} required error={error('story')} hint={t('form.counter', { current: draft.story.trim().length, max: LIMITS.story })}>
        {(c) => (
          <textarea {...c} {...text} className="ui-textarea rce-area rce-area--tall" rows={3} value={draft.story} onChange={(e) => set('story', e.target.value)}
            disabled={disabled} data-testid="recipe-story" />
        )}
      </Field>
      <div className="rce-row-fields">
        <Field id={fieldId('servings')} label={t('form.servings')} required error={error('servings')} className="rce-f-number">
          {(c) => <input {...c} className="rce-input" inputMode="numeric" autoComplete="off" value={draft.servings} onChange={(e) => set('servings', e.target.value)} disabled={disabled} data-testid="recipe-servings" />}
        </Field>
        <Field id={fieldId('prepMinutes')} label={t('form.prepMinutes')} required error={error('prepMinutes')} className="rce-f-number">
          {(c) => <input {...c} className="rce-input" inputMode="numeric" autoComplete="off" value={draft.prepMinutes} onChange={(e) => set('prepMinutes', e.target.value)} disabled={disabled} data-testid="recipe-prep" />}
        </Field>
        <Field id={fieldId('cookMinutes')} label={t('form.cookMinutes')} required error={error('cookMinutes')} className="rce-f-number">
          {(c) => <input {...c} className="rce-input" inputMode="numeric" autoComplete="off" value={draft.cookMinutes} onChange={(e) => set('cookMinutes', e.target.value)} disabled={disabled} data-testid="recipe-cook" />}
        </Field>
        <Field id={fieldId('cuisine')} label={t('form.cuisine')} required error={error('cuisine')} className="rce-f-item">
          {(c) => <input {...c} {...text} className="rce-input" value={draft.cuisine} onChange={(e) => set('cuisine', e.target.value)} maxLength={LIMITS.cuisine} disabled={disabled} placeholder={t('form.cuisinePlaceholder')} data-testid="recipe-cuisine" />}
        </Field>
      </div>

      <fieldset className="rce-group" data-invalid={error('diet') ? '' : undefined}>
        <legend>{t('form.diet')}</legend>
        <p className="rce-hint">{t('form.dietHint')}</p>
        <div className="rce-checks">
          {DIET_TAGS.map((tag) => {
            const message = error(`diet.${tag}`);
            const checkId = fieldId(`diet.${tag}`);
            return (
              <div key={tag} className="rce-check-field">
                <label className="rce-check">
                  <input
                    id={checkId} type="checkbox" checked={draft.diet.includes(tag)} disabled={disabled}
                    aria-invalid={message ? true : undefined} aria-describedby={message ? `${checkId}-error` : undefined}
                    onChange={(e) => set('diet', e.target.checked ? DIET_TAGS.filter((d) => d === tag || draft.diet.includes(d)) : draft.diet.filter((d) => d !== tag))}
                    data-testid={`diet-${tag}`}
                  />
                  {t(`diet.${tag}`)}
                </label>
                {message ? <p id={`${checkId}-error`} className="ui-field-error" data-testid="recipe-error">{message}</p> : null}
              </div>
            );
          })}
        </div>
        {groupError('diet')}
      </fieldset>

      <fieldset className="rce-group" data-invalid={error('ingredients') ? '' : undefined}>
        <legend>{t('form.ingredients')}</legend>
        <p className="rce-hint">{t('form.ingredientsHint')}</p>
        <ol className="rce-rows">{draft.ingredients.map(ingredientRow)}</ol>
        <datalist id={groupsList}>{groups.map((g) => <option key={g} value={g} />)}</datalist>
        {groupError('ingredients')}
        <div className="rce-actions">
          <Button
            id={fieldId('ingredients.add')} type="button" kind="secondary" size="small" disabled={disabled || draft.ingredients.length >= LIMITS.ingredients.max}
            onClick={() => {
              set('ingredients', [...draft.ingredients, blankIngredient(draft.ingredients.at(-1)?.group ?? '')]);
              setFocus(`ingredients.${draft.ingredients.length}.quantity`);
            }}
            data-testid="add-ingredient"
          >
            {t('form.addIngredient')}
          </Button>
          {draft.ingredients.length >= LIMITS.ingredients.max ? <span className="rce-hint">{t('errors.ingredientsMax', { max: LIMITS.ingredients.max })}</span> : null}
        </div>
      </fieldset>

      <fieldset className="rce-group" data-invalid={error('steps') ? '' : undefined}>
        <legend>{t('form.steps')}</legend>
        <ol className="rce-rows">{draft.steps.map(stepRow)}</ol>
        {groupError('steps')}
        <div className="rce-actions">
          <Button
            id={fieldId('steps.add')} type="button" kind="secondary" size="small" disabled={disabled || draft.steps.length >= LIMITS.steps.max}
            onClick={() => { set('steps', [...draft.steps, blankStep(lastUnit)]); setFocus(`steps.${draft.steps.length}.text`); }}
            data-testid="add-step"
          >
            {t('form.addStep')}
          </Button>
          {draft.steps.length >= LIMITS.steps.max ? <span className="rce-hint">{t('errors.stepsMax', { max: LIMITS.steps.max })}</span> : null}
        </div>
      </fieldset>

      <fieldset className="rce-group" data-invalid={error('tips') ? '' : undefined}>
        <legend>{t('form.tips')}</legend>
        {draft.tips.length === 0 ? <p className="rce-hint">{t('form.noTips')}</p> : null}
        <ol className="rce-rows rce-tips">
          {draft.tips.map((tip, i) => (
            <li key={tip.key} className="rce-tip" data-testid="tip-row">
              <Field id={fieldId(`tips.${i}`)} label={t('form.tip', { number: i + 1 })} required error={error(`tips.${i}`)} className="rce-grow">
                {(c) => (
                  <textarea {...c} {...text} className="ui-textarea rce-area" rows={1} value={tip.text} disabled={disabled}
                    onChange={(e) => set('tips', replaced(draft.tips, i, { ...tip, text: e.target.value }))} data-testid="tip-text" />
                )}
              </Field>
              {rowTools('tips', i, draft.tips.length, 0, { up: '', down: '', remove: t('form.removeTip', { number: i + 1 }) })}
            </li>
          ))}
        </ol>
        {groupError('tips')}
        <div className="rce-actions">
          <Button
            id={fieldId('tips.add')} type="button" kind="secondary" size="small" disabled={disabled || draft.tips.length >= LIMITS.tips}
            onClick={() => { set('tips', [...draft.tips, blankTip()]); setFocus(`tips.${draft.tips.length}`); }} data-testid="add-tip"
          >
            {t('form.addTip')}
          </Button>
        </div>
      </fieldset>

      <div className="rce-submit">
        {invalid || failure ? (
          <div role="alert" className="rce-alert" data-testid="recipe-summary-error">
            <p>{failure ?? t('errors.form')}</p>
            {unplaced.length > 0 ? (
              <ul>{unplaced.map(([path, message]) => <li key={path}><bdi>{path}</bdi>: {sayMessage(message, t)}</li>)}</ul>
            ) : null}
          </div>
        ) : null}
        {saved ? <p role="status" className="rce-saved" data-testid="recipe-saved">{t('form.saved')}</p> : null}
        <div className="rce-actions">
          <Button type="submit" size="small" loading={saving} disabled={disabled || saved} data-testid="recipe-save">{t('form.save')}</Button>
          {dirty && !saved ? (
            <Button type="button" kind="secondary" size="small" disabled={saving} onClick={() => { setTried(false); onReset(); }} data-testid="recipe-reset">
              {t('form.reset')}
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
