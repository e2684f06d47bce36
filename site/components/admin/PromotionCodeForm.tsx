// A new promotion code (admin): the code, a percentage or an amount off (with its currency), and
// how often it may be used. The server makes the Stripe coupon and promotion code and records it
// (StripeDiscountCreated, 92); its field errors land on the fields. Success reloads the list.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { gqlRequest } from './gql.ts';
import { graphql } from '../../lib/graphql.ts';
import { withIsland } from './island.tsx';
import { localizeError } from './messages.ts';

const CREATE = graphql(`
  mutation CreatePromotionCode($input: PromotionCodeInput!) {
    createPromotionCode(input: $input) { id code }
  }
`);

const whole = (value: unknown): number | null => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
};

function PromotionCodeForm() {
  const { t } = useTranslation('admin');
  const labels = {
    code: t('promotions.code'), percentOff: t('promotions.percentOff'), amountOff: t('promotions.amountOff'),
    currency: t('promotions.currency'), maxRedemptions: t('promotions.maxRedemptions'),
  };

  const submit = async (values: Record<string, unknown>) => {
    const currency = String(values.currency ?? '').trim().toLowerCase();
    const input = {
      code: String(values.code ?? '').trim(),
      percentOff: whole(values.percentOff),
      amountOff: whole(values.amountOff),
      currency: currency || null,
      maxRedemptions: whole(values.maxRedemptions),
    };
    try {
      await gqlRequest(CREATE, { input });
      window.location.assign('/admin/promotion-codes?notice=created');
    } catch (error) {
      throw localizeError(error, t, labels);
    }
  };

  return (
    <Form onSubmit={submit} className="admin-form" aria-label={t('promotions.new')}>
      <TextInput name="code" label={labels.code} required maxLength={40} autoComplete="off" spellCheck={false} />
      <p className="admin-hint">{t('promotions.kindHint')}</p>
      <TextInput name="percentOff" type="number" label={labels.percentOff} min={1} max={100} step={1} />
      <TextInput name="amountOff" type="number" label={labels.amountOff} min={1} step={1} />
      <TextInput name="currency" label={labels.currency} maxLength={3} autoComplete="off" spellCheck={false} />
      <TextInput name="maxRedemptions" type="number" label={labels.maxRedemptions} min={1} step={1} />
      <div className="admin-actions">
        <Button type="submit">{t('actions.create')}</Button>
      </div>
    </Form>
  );
}

export default withIsland(PromotionCodeForm);
