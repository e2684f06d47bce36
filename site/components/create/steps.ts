// The textbook wizard's steps and URLs. Pages are static per language and step; the book id
// travels in the query string (?book=<id>), so any step of any book is one pre-rendered page.
// Pure and isomorphic.

export const WIZARD_STEPS = ['start', 'outline', 'generate'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Reading levels the start form offers; the English value is what the server keeps. */
export const READING_LEVELS = ['early reader', 'primary', 'middle school', 'high school', 'university', 'adult'] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];

/** The locale key of a reading level (`middle school` → `middleSchool`). */
export function readingLevelKey(level: string): string {
  return level.replace(/ (\p{L})/gu, (_, letter: string) => letter.toUpperCase());
}

export const POLL_MS = 1000;

export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value);
}

/** The page that shows a book whose server-side wizardStep is `wizardStep` (done shows on generate). */
export function pageStepFor(wizardStep: string): WizardStep {
  if (wizardStep === 'generate' || wizardStep === 'done') return 'generate';
  if (wizardStep === 'outline') return 'outline';
  return 'start';
}

export function wizardUrl(lang: string, step: WizardStep, bookId?: string): string {
  const path = `/${lang}/create/textbook/${step}`;
  return bookId ? `${path}?book=${encodeURIComponent(bookId)}` : path;
}

/** Where the finished book is read. */
export function readerUrl(lang: string, slug: string, id: string): string {
  return `/${lang}/v/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`;
}

/** The author's books (drafts, being written, published). */
export function myBooksUrl(lang: string): string {
  return `/${lang}/my-books`;
}

/** Whether the open wizard must keep asking the server for progress. */
export function isBusy(status: string): boolean {
  return status === 'outlining' || status === 'generating';
}
