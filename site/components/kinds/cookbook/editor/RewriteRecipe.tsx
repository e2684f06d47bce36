// "Write this recipe again" (issue 13): the cook says what should change (required, up to 2000
// characters), sees one recipe's price and their balance, confirms in place, and the recipe is
// queued (regenerateRecipe). The owner (RecipeEditor) then follows it until it is written.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Field } from './Field.tsx';
import { errorMessage, regenerateRecipe, rewritePrice, type EditorRecipeData } from './api.ts';
import { LIMITS } from './recipe-form.ts';
import { useSentenceGap } from '../../../../lib/sentences.ts';

type Price = { cost: number; balance: number };

export interface RewriteRecipeProps {
  recipeId: string;
  /** the recipe is being written, or being saved: nothing can be asked now */
  disabled: boolean;
  onQueued: (recipe: EditorRecipeData) => void;
  textLang?: string | undefined;
  textDir?: 'ltr' | 'rtl' | undefined;
}

export function RewriteRecipe({ recipeId, disabled, onQueued, textLang, textDir }: RewriteRecipeProps) {
  const gap = useSentenceGap();
  const { t } = useTranslation('cookbook-editor');
  const id = useId();
  const [instruction, setInstruction] = useState('');
  const [tried, setTried] = useState(false);
  const [price, setPrice] = useState<Price | null>(null);
  const [priceFailed, setPriceFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const trimmed = instruction.trim();
  const problem = trimmed === '' ? t('errors.instructionRequired') : trimmed.length > LIMITS.instruction ? t('errors.instructionTooLong', { max: LIMITS.instruction }) : null;
  const short = price !== null && price.balance < price.cost;

  // the price is asked for when the box opens
  const loadPrice = () => {
    setPriceFailed(false);
    rewritePrice().then(setPrice, () => setPriceFailed(true));
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    if (problem) {
      document.getElementById(`${id}-instruction`)?.focus();
      return;
    }
    if (!price) loadPrice();
    setAsking(true);
  };

  const confirm = async () => {
    setSending(true);
    setRefusal(null);
    try {
      const data = await regenerateRecipe(recipeId, trimmed);
      setAsking(false);
      setInstruction('');
      setTried(false);
      setPrice((p) => (p ? { ...p, balance: p.balance - p.cost } : p));
      onQueued(data);
    } catch (error) {
      setRefusal(errorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  const priceLine = price ? `${t('again.cost', { count: price.cost })}${gap}${t('again.balance', { count: price.balance })}` : null;

  return (
    <details className="rce-panel" onToggle={(e) => { if (e.currentTarget.open && !price) loadPrice(); }} data-testid="recipe-rewrite">
      <summary>{t('again.heading')}</summary>
      <form className="rce-panel-body" noValidate onSubmit={ask}>
        <p className="rce-hint">{t('again.hint')}</p>
        <Field id={`${id}-instruction`} label={t('again.instruction')} required error={tried && problem ? problem : undefined}
          hint={t('form.counter', { current: trimmed.length, max: LIMITS.instruction })}>
          {(c) => (
            <textarea {...c} lang={textLang} dir={textDir} className="ui-textarea rce-area" rows={3} value={instruction} placeholder={t('again.placeholder')}
              onChange={(e) => { setInstruction(e.target.value); setAsking(false); setRefusal(null); }} disabled={disabled || sending} data-testid="rewrite-instruction" />
          )}
        </Field>
        {priceLine ? <p className="rce-hint" data-testid="rewrite-price">{priceLine}</p> : null}
        {priceFailed ? <p className="rce-hint">{t('again.priceUnknown')}</p> : null}
        {asking ? (
          <div className="rce-confirm" role="group" aria-labelledby={`${id}-confirm`} data-testid="rewrite-confirm">
            <p id={`${id}-confirm`} className="rce-confirm-question">{t('again.confirmQuestion')}</p>
            {priceLine ? <p>{priceLine}</p> : <p>{t('ui.loading', { ns: 'common' })}</p>}
            {short ? <p className="rce-alert">{t('errors.notEnoughCredits')}</p> : null}
            <p className="rce-hint">{t('again.keeps')}</p>
            <div className="rce-actions">
              <Button type="button" size="small" loading={sending} disabled={disabled || price === null || short} onClick={() => void confirm()} data-testid="rewrite-confirm-yes">
                {t('again.confirm')}
              </Button>
              <Button type="button" kind="secondary" size="small" disabled={sending} onClick={() => { setAsking(false); setRefusal(null); }}>{t('again.cancel')}</Button>
            </div>
          </div>
        ) : (
          <div className="rce-actions">
            <Button type="submit" kind="secondary" size="small" disabled={disabled} data-testid="rewrite-submit">{t('again.button')}</Button>
          </div>
        )}
        {refusal ? <p role="alert" className="rce-alert">{refusal}</p> : null}
      </form>
    </details>
  );
}
