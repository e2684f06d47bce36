// An action behind a confirmation: delete a global config, cancel a queued task, show a hidden book,
// feature a book on Discover or stop, activate a generation config version.
// Success moves to the page that now describes the outcome; failure is a 6 s toast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { gql } from './gql.ts';
import { withIsland } from './island.tsx';
import { errorText } from './messages.ts';
import { adminToast } from './toast.ts';
import { configPath, moderatedBookPath } from './paths.ts';

const ACTIONS = {
  deleteGlobalConfig: {
    operation: 'DeleteGlobalConfig',
    query: /* GraphQL */ `mutation DeleteGlobalConfig($target: ID!) { deleteGlobalConfig(key: $target) { key } }`,
    label: 'actions.delete',
    confirm: 'configs.deleteConfirm',
    next: () => '/admin/global-configs?notice=deleted',
  },
  cancelTask: {
    operation: 'CancelTask',
    query: /* GraphQL */ `mutation CancelTask($target: ID!) { cancelTask(id: $target) { id status } }`,
    label: 'tasks.cancelTask',
    confirm: 'tasks.cancelConfirm',
    next: (target: string) => `/admin/tasks/${target}?notice=cancelled`,
  },
  unhideTextbook: {
    operation: 'UnhideTextbook',
    query: /* GraphQL */ `mutation UnhideTextbook($target: ID!) { unhideTextbook(id: $target) { id hidden } }`,
    label: 'textbooks.unhide',
    confirm: 'textbooks.unhideConfirm',
    next: (target: string) => `${moderatedBookPath(target)}?notice=shown`,
  },
  featureTextbook: {
    operation: 'FeatureTextbook',
    query: /* GraphQL */ `mutation FeatureTextbook($target: ID!) { setTextbookFeatured(id: $target, featured: true) }`,
    label: 'textbooks.feature',
    confirm: 'textbooks.featureConfirm',
    next: (target: string) => `${moderatedBookPath(target)}?notice=featured`,
    kind: 'primary',
  },
  unfeatureTextbook: {
    operation: 'UnfeatureTextbook',
    query: /* GraphQL */ `mutation UnfeatureTextbook($target: ID!) { setTextbookFeatured(id: $target, featured: false) }`,
    label: 'textbooks.unfeature',
    confirm: 'textbooks.unfeatureConfirm',
    next: (target: string) => `${moderatedBookPath(target)}?notice=unfeatured`,
  },
  activateGenerationConfig: {
    operation: 'ActivateGenerationConfig',
    query: /* GraphQL */ `mutation ActivateGenerationConfig($target: ID!) { activateGenerationConfig(id: $target) { id active } }`,
    label: 'genConfigs.activate',
    confirm: 'genConfigs.activateConfirm',
    next: (target: string) => `${configPath(target)}?notice=activated`,
    kind: 'primary',
  },
  activateStorybookConfig: {
    operation: 'ActivateGenerationConfig',
    query: /* GraphQL */ `mutation ActivateGenerationConfig($target: ID!) { activateGenerationConfig(id: $target) { id active } }`,
    label: 'genConfigs.activate',
    confirm: 'genConfigs.storybook.activateConfirm',
    next: (target: string) => `${configPath(target)}?notice=activated`,
    kind: 'primary',
  },
  activateWorksheetConfig: {
    operation: 'ActivateGenerationConfig',
    query: /* GraphQL */ `mutation ActivateGenerationConfig($target: ID!) { activateGenerationConfig(id: $target) { id active } }`,
    label: 'genConfigs.activate',
    confirm: 'genConfigs.worksheet.activateConfirm',
    next: (target: string) => `${configPath(target)}?notice=activated`,
    kind: 'primary',
  },
} as const;

export interface ConfirmActionButtonProps {
  action: keyof typeof ACTIONS;
  /** the config key, task id, book id or generation config id */
  target: string;
}

function ConfirmActionButton({ action, target }: ConfirmActionButtonProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const spec = ACTIONS[action];

  const run = async () => {
    if (!window.confirm(t(spec.confirm, { key: target }))) return;
    setBusy(true);
    try {
      await gql(spec.operation, spec.query, { target });
      window.location.assign(spec.next(target));
    } catch (error) {
      adminToast.error(errorText(error, t));
      setBusy(false);
    }
  };

  return <Button kind={'kind' in spec ? spec.kind : 'destroy'} loading={busy} onClick={() => void run()}>{t(spec.label)}</Button>;
}

export default withIsland(ConfirmActionButton);
