// The worksheet wizard's translator (the 'worksheet-create' namespace). Its fields' pieces (a
// labelled native <select>, a fieldset of choices) and the text attributes for words in the
// group's language are every kind's: site/components/create/kind-parts.tsx and text-attrs.ts.
import { useKindT } from '../../../create/kind-parts.tsx';
import type { CreateT } from '../../../create/parts.tsx';

export type WorksheetT = CreateT;

/** The wizard's translator; values are not HTML-escaped (React escapes text). */
export const useWorksheetT = (): WorksheetT => useKindT('worksheet-create');
