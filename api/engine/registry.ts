// The kinds on the engine, one line each (docs/architecture.md: "Adding a kind").
// Textbooks run on their own typed tables (api/services/textbooks) and join this list when
// their chapters move onto book_parts.
import type { BookKind } from '../../core/kinds.ts';
import { AppError } from '../errors.ts';
import type { KindModule } from './kind.ts';
import { storybook } from '../kinds/storybook/index.ts';

const MODULES: Partial<Record<BookKind, KindModule>> = {
  storybook,
};

export function kindModule(kind: BookKind): KindModule {
  const mod = MODULES[kind];
  if (!mod) throw AppError.badInput(`Books of kind ${kind} are not made by the book engine`);
  return mod;
}

export const engineKinds = () => Object.keys(MODULES) as BookKind[];
