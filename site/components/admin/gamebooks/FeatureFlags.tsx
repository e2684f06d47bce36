// The feature flags on /admin/global-configs (admin only): each flag's name and key with the share
// of signed-in users it is on for, 0–100, saved one flag at a time (setFeatureFlagPercent). A bad
// percent shows on its input; success is a 6 s toast and the row keeps the saved value.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { gqlRequest } from '../gql.ts';
import { graphql } from '../../../lib/graphql.ts';
import { withIsland } from '../island.tsx';
import { localizeError } from '../messages.ts';
import { adminToast } from '../toast.ts';

const SET_PERCENT = graphql(`
  mutation SetFeatureFlagPercent($flag: String!, $percent: Int!) {
    setFeatureFlagPercent(flag: $flag, percent: $percent) { flag name percent }
  }
`);

export interface FeatureFlagRow { flag: string; name: string; percent: number }

export interface FeatureFlagsProps {
  flags: FeatureFlagRow[];
}

function FlagRow({ initial }: { initial: FeatureFlagRow }) {
  const { t } = useTranslation('admin');
  const [flag, setFlag] = useState(initial);
  const label = t('flags.percentOf', { name: flag.name });

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { setFeatureFlagPercent: saved } = await gqlRequest(SET_PERCENT, { flag: flag.flag, percent: Number(values.percent) });
      setFlag(saved);
      adminToast.success(t('flags.saved', { name: saved.name, percent: saved.percent }));
    } catch (error) {
      throw localizeError(error, t, { percent: label, flag: t('flags.flag') });
    }
  };

  return (
    <tr data-flag={flag.flag}>
      <td className="admin-strong">{flag.name}</td>
      <td><code>{flag.flag}</code></td>
      <td>
        <Form onSubmit={submit} className="mod-flag-form" aria-label={label}>
          <TextInput
            name="percent" label={label} labelHidden type="number" required min={0} max={100} step="1"
            defaultValue={String(flag.percent)}
            validate={(text) => (Number.isInteger(Number(text)) ? undefined : t('server.wholeNumberRange', { label, min: 0, max: 100 }))}
          />
          <Button type="submit" size="small">{t('actions.save')}</Button>
        </Form>
      </td>
    </tr>
  );
}

function FeatureFlags({ flags }: FeatureFlagsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="feature-flags">
        <thead>
          <tr>
            <th scope="col">{t('flags.name')}</th>
            <th scope="col">{t('flags.flag')}</th>
            <th scope="col">{t('flags.percent')}</th>
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => <FlagRow key={flag.flag} initial={flag} />)}
        </tbody>
      </table>
    </div>
  );
}

export default withIsland(FeatureFlags);
