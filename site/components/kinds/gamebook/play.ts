// Playing a gamebook in the browser (issue 14), pure: where a reading is kept (this browser, per
// gamebook), the link to a reader's current path, where a reading resumes (a shared link first,
// then what this browser kept; a path the book no longer fits is replayed as far as it does), and
// the key a reader presses for each action. The rules of play are core/gamebook-play.ts's.
import { encodePath, replayPath, startReading, type Reading } from '../../../../core/gamebook-play.ts';
import type { GamebookGraph } from '../../../../core/gamebook.ts';

export const PATH_PARAM = 'path';
export const storageKey = (gamebookId: string) => `bookloom.gamebook.${gamebookId}.path`;

/** The address of this page at the reading's path (the link a reader shares). */
export function pathLink(href: string, reading: Reading): string {
  const url = new URL(href);
  if (reading.path.length) url.searchParams.set(PATH_PARAM, encodePath(reading.path));
  else url.searchParams.delete(PATH_PARAM);
  return url.href;
}

/** Where a reading resumes: the shared path in the address, else the kept one, else the start; `partial` when a path no longer fits all the way. */
export function resumeReading(graph: GamebookGraph, shared: string | null, kept: string | null): { reading: Reading; partial: boolean; from: 'link' | 'kept' | 'start' } {
  for (const [text, from] of [[shared, 'link'], [kept, 'kept']] as const) {
    if (text === null || text === '') continue;
    const replayed = replayPath(graph, text);
    return { reading: replayed.reading, partial: !replayed.ok, from };
  }
  return { reading: startReading(graph), partial: false, from: 'start' };
}

export type PlayKey = { choice: number } | { action: 'back' | 'restart' } | null;

/** The action of a key press: 1–4 take a choice, B or Backspace goes back, R restarts (none with a modifier, none in a text field). */
export function keyAction(key: string, modified: boolean): PlayKey {
  if (modified) return null;
  if (/^[1-4]$/.test(key)) return { choice: Number(key) - 1 };
  if (key === 'b' || key === 'B' || key === 'Backspace') return { action: 'back' };
  if (key === 'r' || key === 'R') return { action: 'restart' };
  return null;
}
