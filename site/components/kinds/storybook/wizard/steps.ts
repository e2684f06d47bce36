// The storybook wizard's pages: /{lang}/create/storybook/{start|outline|generate}, static per
// language and step, the book id in the query string (?book=<id>). The steps are the textbook
// wizard's (create/steps.ts): start → outline (the storyboard) → generate → done.
import { WIZARD_STEPS, type WizardStep } from '../../../create/steps.ts';

export const STORY_STEPS = WIZARD_STEPS;
export type StoryStep = WizardStep;

export function storyUrl(lang: string, step: StoryStep, bookId?: string): string {
  const path = `/${lang}/create/storybook/${step}`;
  return bookId ? `${path}?book=${encodeURIComponent(bookId)}` : path;
}

/** The author's latest unfinished storybook, offered on the start page. */
export interface LatestStory {
  id: string;
  title: string;
  step: StoryStep;
}

/** Whether the open wizard must keep asking the server for progress. */
export function storyBusy(book: { status: string; pages: { status: string }[] }): boolean {
  return book.status === 'outlining' || book.status === 'generating' || book.pages.some((p) => p.status === 'queued' || p.status === 'writing');
}
