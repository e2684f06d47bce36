// Where the moderators' pages of a book or a generation config are, by the id's family: the same
// islands (feature, hide, activate, the config form) serve every kind of book.
import { kindOfBookId, kindOfConfigId, moderatorPath, type BookKind } from '../../../core/kinds.ts';

/** /moderator/{kind}s/{id}: a book's moderator page. */
export const moderatedBookPath = (id: string) => `${moderatorPath(kindOfBookId(id) ?? 'textbook')}/${encodeURIComponent(id)}`;

/** /moderator/{kind}s/config: the kind's generation config versions. */
export const configsPath = (kind: BookKind) => `${moderatorPath(kind)}/config`;

/** /moderator/{kind}s/config/{id}/view: one version. */
export const configPath = (id: string) => `${configsPath(kindOfConfigId(id) ?? 'textbook')}/${encodeURIComponent(id)}/view`;
