// The words of the generation config screens per kind: textbooks use genConfigs.*, a storybook
// says "Storyboard prompt", "Page prompt" and "Default pages" (genConfigs.storybook.*), a worksheet
// group "Group plan prompt", "Worksheet prompt" and "Default worksheets" (genConfigs.worksheet.*). Shared by
// the pages and the form island (the island gets the genConfigs subtree).
import type { ConfigBookType } from '../../../../api/services/textbooks/configs.ts';

/** The keys a kind may word its own way; everything else is genConfigs.* for every kind. */
export const KIND_WORDED = ['title', 'intro', 'outlinePrompt', 'chapterPrompt', 'defaultChapterCount', 'activateConfirm'] as const;
export type KindWorded = (typeof KIND_WORDED)[number];

/** The admin-namespace key of a screen's word for this kind. */
export function configKey(kind: ConfigBookType, key: string): string {
  return kind !== 'textbook' && (KIND_WORDED as readonly string[]).includes(key) ? `genConfigs.${kind}.${key}` : `genConfigs.${key}`;
}
