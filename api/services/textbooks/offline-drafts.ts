// Offline drafts: books written by the offline writer (no AI provider configured, writer
// 'offline'). They are placeholder text, so in production they may not be listed publicly;
// unlisted stays allowed (a teacher may still share a draft by link with a class) and private
// always is. Locally (the demo library is offline-written) every visibility is allowed.
import { AppError } from '../../errors.ts';

export const OFFLINE_DRAFT_PUBLIC_MESSAGE =
  'An offline draft (written without an AI provider) cannot be made public; make it unlisted to share it by link';

/** Whether a book with this writer may be made public where the app runs. */
export function mayBePublic(writer: string | null | undefined, production: boolean): boolean {
  return !(production && writer === 'offline');
}

/** Refuses (BAD_USER_INPUT) making an offline draft public in production. */
export function checkOfflineDraftVisibility(book: { writer?: string | null }, visibility: string, production: boolean): void {
  if (visibility === 'public' && !mayBePublic(book.writer, production)) {
    throw AppError.badInput(OFFLINE_DRAFT_PUBLIC_MESSAGE, { visibility: 'offlineDraft' });
  }
}
