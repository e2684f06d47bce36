// Going back from the outline to the wizard's first step (issue 10) changes THIS book's start
// values instead of starting (and charging for) another book: the engine's updateStart with the
// textbook kind, which says what shapes an outline (core/textbook-start.ts: everything but the
// title; the subject from the fixed list is free too). A new outline costs one outline, and only
// when the whole book stays affordable.
import { updateStart, type Actor, type Deps } from '../../engine/books.ts';
import { parseInput, startInput } from './input.ts';

const updateInput = startInput.omit({ idempotencyKey: true });

export function updateTextbookStart(deps: Deps, actor: Actor, id: string, raw: unknown) {
  return updateStart(deps, actor, 'textbook', id, parseInput(updateInput, raw));
}
