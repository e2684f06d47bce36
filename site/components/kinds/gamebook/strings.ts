// The gamebook screens' translator (the 'gamebook' namespace): the wizard, the author's map,
// playing, and worlds. Values are not HTML-escaped (React escapes text).
import { useKindT } from '../../create/kind-parts.tsx';
import type { CreateT } from '../../create/parts.tsx';

export type GamebookT = CreateT;
export const useGamebookT = (): GamebookT => useKindT('gamebook');
