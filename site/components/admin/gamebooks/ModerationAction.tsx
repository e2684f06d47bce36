// An action of the gamebook moderators' screens behind a confirmation, as ConfirmActionButton is
// for the other kinds: show a hidden gamebook again, hide or show a world, feature it on Discover
// or stop (from its page or from the featured list), delete an adventure prototype. Success moves
// to the page that now describes the outcome, with a notice; failure is a 6 s toast (a world that
// cannot be featured says why).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonKind } from '../../ui/Button.tsx';
import { gqlRequest } from '../gql.ts';
import { graphql } from '../../../lib/graphql.ts';
import { withIsland } from '../island.tsx';
import { errorText } from '../messages.ts';
import { adminToast } from '../toast.ts';
import { gamebookPath, worldConflictKey, worldPath } from './view.ts';

const SHOW_GAMEBOOK = graphql(`mutation ShowGamebook($id: ID!) { setGamebookHidden(id: $id, hidden: false) { id } }`);
const MODERATE_WORLD = graphql(`
  mutation ModerateWorld($id: ID!, $hidden: Boolean, $featured: Boolean) {
    moderateWorld(id: $id, hidden: $hidden, featured: $featured) { id hidden featured }
  }
`);
const DELETE_ADVENTURE = graphql(`mutation DeleteAdventurePrototype($id: ID!) { deleteAdventurePrototype(id: $id) }`);

interface ActionSpec {
  label: string;
  confirm: string;
  run: (id: string) => Promise<unknown>;
  next: (id: string) => string;
  kind?: ButtonKind;
}

const ACTIONS = {
  showGamebook: {
    label: 'gamebooks.showBook',
    confirm: 'gamebooks.showBookConfirm',
    run: (id) => gqlRequest(SHOW_GAMEBOOK, { id }),
    next: (id) => `${gamebookPath(id)}?notice=shown`,
    kind: 'secondary',
  },
  hideWorld: {
    label: 'worlds.hide',
    confirm: 'worlds.hideConfirm',
    run: (id) => gqlRequest(MODERATE_WORLD, { id, hidden: true }),
    next: (id) => `${worldPath(id)}?notice=worldHidden`,
  },
  showWorld: {
    label: 'worlds.unhide',
    confirm: 'worlds.unhideConfirm',
    run: (id) => gqlRequest(MODERATE_WORLD, { id, hidden: false }),
    next: (id) => `${worldPath(id)}?notice=worldShown`,
    kind: 'secondary',
  },
  featureWorld: {
    label: 'worlds.feature',
    confirm: 'worlds.featureConfirm',
    run: (id) => gqlRequest(MODERATE_WORLD, { id, featured: true }),
    next: (id) => `${worldPath(id)}?notice=worldFeatured`,
    kind: 'primary',
  },
  unfeatureWorld: {
    label: 'worlds.unfeature',
    confirm: 'worlds.unfeatureConfirm',
    run: (id) => gqlRequest(MODERATE_WORLD, { id, featured: false }),
    next: (id) => `${worldPath(id)}?notice=worldUnfeatured`,
  },
  unfeatureListedWorld: {
    label: 'worlds.unfeature',
    confirm: 'worlds.unfeatureConfirm',
    run: (id) => gqlRequest(MODERATE_WORLD, { id, featured: false }),
    next: () => '/moderator/featured-worlds?notice=worldUnfeatured',
  },
  deleteAdventure: {
    label: 'actions.delete',
    confirm: 'adventures.deleteConfirm',
    run: (id) => gqlRequest(DELETE_ADVENTURE, { id }),
    next: () => '/moderator/adventures?notice=deleted',
  },
} as const satisfies Record<string, ActionSpec>;

export type ModerationActionName = keyof typeof ACTIONS;

export interface ModerationActionProps {
  action: ModerationActionName;
  /** the gamebook, world or adventure prototype id */
  target: string;
  /** what the confirmation names (a world's or prototype's name) */
  name?: string | undefined;
  size?: 'large' | 'small' | 'tiny' | undefined;
}

function ModerationAction({ action, target, name, size }: ModerationActionProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const spec: ActionSpec = ACTIONS[action];

  const run = async () => {
    if (!window.confirm(t(spec.confirm, { name: name ?? target }))) return;
    setBusy(true);
    try {
      await spec.run(target);
      window.location.assign(spec.next(target));
    } catch (error) {
      const conflict = worldConflictKey(error);
      adminToast.error(conflict ? t(conflict) : errorText(error, t));
      setBusy(false);
    }
  };

  return (
    <Button size={size} kind={spec.kind ?? 'destroy'} loading={busy} onClick={() => void run()} data-action={action}>
      {t(spec.label)}
    </Button>
  );
}

export default withIsland(ModerationAction);
