// Hide a gamebook from everyone but its owner and the moderators, with a required reason (shown
// to moderators on its page): setGamebookHidden, as TextbookHideForm does for the other kinds.
// Success reloads the gamebook's page with a notice.
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { gqlRequest } from '../gql.ts';
import { graphql } from '../../../lib/graphql.ts';
import { withIsland } from '../island.tsx';
import { localizeError } from '../messages.ts';
import { gamebookPath } from './view.ts';

const HIDE = graphql(`
  mutation HideGamebook($id: ID!, $reason: String!) {
    setGamebookHidden(id: $id, hidden: true, reason: $reason) { id }
  }
`);

/** The longest reason the server keeps. */
export const GAMEBOOK_HIDE_REASON_MAX = 500;

export interface GamebookHideFormProps {
  id: string;
}

function GamebookHideForm({ id }: GamebookHideFormProps) {
  const { t } = useTranslation('admin');
  const labels = { reason: t('textbooks.reason') };

  const submit = async (values: Record<string, unknown>) => {
    try {
      await gqlRequest(HIDE, { id, reason: String(values.reason ?? '').trim() });
      window.location.assign(`${gamebookPath(id)}?notice=hidden`);
    } catch (error) {
      throw localizeError(error, t, labels);
    }
  };

  return (
    <Form onSubmit={submit} className="admin-form" aria-label={t('gamebooks.hideBook')}>
      <TextArea name="reason" label={labels.reason} required maxLength={GAMEBOOK_HIDE_REASON_MAX} minRows={2} maxRows={6} />
      <p className="admin-hint">{t('gamebooks.reasonHint')}</p>
      <div className="admin-actions">
        <Button type="submit" kind="destroy">{t('gamebooks.hideBook')}</Button>
      </div>
    </Form>
  );
}

export default withIsland(GamebookHideForm);
