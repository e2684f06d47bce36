// The kinds on the engine, one line each (docs/architecture.md: "Adding a kind").
import type { BookKind } from '../../core/kinds.ts';
import { AppError } from '../errors.ts';
import type { KindModule } from './kind.ts';
import { cookbook } from '../kinds/cookbook/index.ts';
import { gamebook } from '../kinds/gamebook/index.ts';
import { storybook } from '../kinds/storybook/index.ts';
import { textbook } from '../kinds/textbook/index.ts';
import { worksheet } from '../kinds/worksheet/index.ts';
import { worldstory } from '../kinds/worldstory/index.ts';

const MODULES: Partial<Record<BookKind, KindModule>> = {
  textbook,
  storybook,
  worksheet,
  cookbook,
  gamebook,
  worldstory,
};

export function kindModule(kind: BookKind): KindModule {
  const mod = MODULES[kind];
  if (!mod) throw AppError.badInput(`Books of kind ${kind} are not made by the book engine`);
  return mod;
}

export const engineKinds = () => Object.keys(MODULES) as BookKind[];
