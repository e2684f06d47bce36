// The worksheet wizard's pages: /{lang}/create/worksheets/{start|outline|generate}, static per
// language and step, the group id in the query string (?book=<id>). The steps are every wizard's
// (create/steps.ts): start → outline (the group's plan) → generate (the worksheets) → done,
// which shows on the generate page. Pure and isomorphic.
import { WIZARD_STEPS, type WizardStep } from '../../../create/steps.ts';

export const WORKSHEET_STEPS = WIZARD_STEPS;
export type WorksheetStep = WizardStep;

export function worksheetWizardUrl(lang: string, step: WorksheetStep, groupId?: string): string {
  const path = `/${lang}/create/worksheets/${step}`;
  return groupId ? `${path}?book=${encodeURIComponent(groupId)}` : path;
}

/** Whether the open wizard must keep asking the server for progress. */
export function worksheetBusy(group: { status: string; worksheets: readonly { status: string }[] }): boolean {
  return group.status === 'outlining' || group.status === 'generating' || group.worksheets.some((w) => w.status === 'queued' || w.status === 'writing');
}

/** A group still at its plan (no worksheet written yet): its start values may be changed. */
export function atPlan(group: { status: string; worksheets: readonly unknown[] }): boolean {
  return (group.status === 'outlined' || group.status === 'failed') && group.worksheets.length === 0;
}
