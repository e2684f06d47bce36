// The gamebook wizard's pages (issue 14): /{lang}/create/gamebook/{start|outline|generate} (the
// spec's create flow; core/kinds.ts wizardHref), static per language and step, the gamebook id in
// the query string; and the author's map of a written gamebook, /{lang}/create/gamebook/map. Pure.
import { wizardHref } from '../../../../../core/kinds.ts';
import { WIZARD_STEPS, type WizardStep } from '../../../create/steps.ts';

export const GAMEBOOK_STEPS = WIZARD_STEPS;
export type GamebookStep = WizardStep;
export const GAMEBOOK_PAGES = [...WIZARD_STEPS, 'map'] as const;
export type GamebookPage = (typeof GAMEBOOK_PAGES)[number];

export const gamebookWizardUrl = (lang: string, step: GamebookStep | 'map', bookId?: string): string => wizardHref('gamebook', lang, step, bookId);

export function gamebookBusy(book: { status: string; segments: readonly { status: string }[] }): boolean {
  return book.status === 'outlining' || book.status === 'generating' || book.segments.some((s) => s.status === 'queued' || s.status === 'writing');
}

export function atPlan(book: { status: string; segments: readonly unknown[] }): boolean {
  return (book.status === 'outlined' || book.status === 'failed') && book.segments.length === 0;
}
