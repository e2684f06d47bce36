// The messages a failed job leaves on a book, a part or a file (its `error_message`), in English
// as the server writes them, and the key each one is translated under (common.json
// `jobFailure.*`). The server's writer, illustrator, gamebook and export errors take their
// words from here; the pages show `jobFailureText` (site/lib/job-failure.tsx), so a teacher whose
// page is in Arabic reads why in Arabic, not the server's English. A message not listed (a row
// from before a wording changed) is shown as it was saved.

export const JOB_FAILURES = {
  writerUnavailable: 'The writer is unavailable, your credits were returned',
  writerTimeout: 'The writer took too long to answer, your credits were returned.',
  writerInvalidOutput: 'The writer returned text we could not use, your credits were returned.',
  writerRateLimited: 'The writer is busy right now, your credits were returned. Please try again in a few minutes.',
  illustratorUnavailable: 'The illustrator is unavailable, your credits were returned.',
  illustratorTimeout: 'The illustrator took too long to answer, your credits were returned.',
  illustratorRefused: 'The illustrator refused to draw this picture (its content rules), your credits were returned. Try different words.',
  illustratorInvalidOutput: 'The illustrator returned a picture we could not use, your credits were returned.',
  illustratorRateLimited: 'The illustrator is busy right now, your credits were returned. Please try again in a few minutes.',
  pathFailed: 'The writer could not write this path',
  exportFailed: 'The file could not be made. Please try again.',
} as const;

export type JobFailureKey = keyof typeof JOB_FAILURES;

const BY_MESSAGE = new Map<string, JobFailureKey>(Object.entries(JOB_FAILURES).map(([key, text]) => [text, key as JobFailureKey]));

/** The key of a saved failure message, or undefined for one this version does not know. */
export const jobFailureKey = (message: string): JobFailureKey | undefined => BY_MESSAGE.get(message.trim());
