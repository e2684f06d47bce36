// Hide a book from everyone but its owner and the moderators, with a required reason (shown to
// moderators on the book's page). Success reloads the book's page with a notice.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { gqlRequest } from './gql.ts';
import { graphql } from '../../lib/graphql.ts';
import { withIsland } from './island.tsx';
import { localizeError } from './messages.ts';
import { moderatedBookPath } from './paths.ts';

const HIDE = graphql(`
  mutation HideTextbook($id: ID!, $reason: String!) {
    hideTextbook(id: $id, reason: $reason) { id hidden }
  }
`);

export interface TextbookHideFormProps {
  id: string;
}

function TextbookHideForm({ id }: TextbookHideFormProps) {
  const { t } = useTranslation('admin');
  const labels = { reason: t('textbooks.reason') };

  const submit = async (values: Record<string, unknown>) => {
    try {
      await gqlRequest(HIDE, { id, reason: String(values.reason ?? '').trim() });
      window.location.assign(`${moderatedBookPath(id)}?notice=hidden`);
    } catch (error) {
      throw localizeError(error, t, labels);
    }
  };

  return (
    <Form onSubmit={submit} className="admin-form" aria-label={t('textbooks.hide')}>
      <TextArea name="reason" label={labels.reason} required maxLength={1000} minRows={2} maxRows={6} />
      <p className="admin-hint">{t('textbooks.reasonHint')}</p>
      <div className="admin-actions">
        <Button type="submit" kind="destroy">{t('textbooks.hide')}</Button>
      </div>
    </Form>
  );
}

export default withIsland(TextbookHideForm);
