// The cookbook wizard's pages (issue 13): /{lang}/create/cookbook/start, then
// /{lang}/create/cookbooks/{outline|generate} (the spec spells them so: core/kinds.ts wizardHref),
// static per language and step, the cookbook id in the query string (?book=<id>). The other
// spellings (/create/cookbooks/start, /create/cookbook/{outline|generate}) are pages too, that send
// the cook on to the canonical one. The steps are every wizard's (create/steps.ts): start →
// outline (the recipe list) → generate (the recipes) → done, which shows on the generate page.
// Pure and isomorphic.
import { wizardHref } from '../../../../../core/kinds.ts';
import { WIZARD_STEPS, type WizardStep } from '../../../create/steps.ts';

export const COOKBOOK_STEPS = WIZARD_STEPS;
export type CookbookStep = WizardStep;

/** The two folders the wizard's pages live in: `cookbook` (start) and `cookbooks` (the others). */
export type CookbookFolder = 'cookbook' | 'cookbooks';

/** The folder whose page of `step` is the canonical one. */
export const canonicalFolder = (step: CookbookStep): CookbookFolder => (step === 'start' ? 'cookbook' : 'cookbooks');

export function cookbookWizardUrl(lang: string, step: CookbookStep, bookId?: string): string {
  return wizardHref('cookbook', lang, step, bookId);
}

/** Whether the open wizard must keep asking the server for progress. */
export function cookbookBusy(book: { status: string; recipes: readonly { status: string }[] }): boolean {
  return book.status === 'outlining' || book.status === 'generating' || book.recipes.some((r) => r.status === 'queued' || r.status === 'writing');
}

/** A cookbook still at its plan (no recipe written yet): its start values may be changed. */
export function atPlan(book: { status: string; recipes: readonly unknown[] }): boolean {
  return (book.status === 'outlined' || book.status === 'failed') && book.recipes.length === 0;
}
