// A line for the owner that outlives the reload showing the new chapter text ("Chapter saved.",
// "Version 2 restored."): kept in session storage for the next page view of the same chapter.
const KEY = 'bookloom.ownerFlash';

export interface Flash { chapterId: string; key: string; values?: Record<string, string | number> }

export function flashAfterReload(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // storage refused (private mode, quota): the page still reloads with the saved text
  }
}

/** The flash left for this chapter, removed as it is read. */
export function takeFlash(chapterId: string): Flash | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const flash = JSON.parse(raw) as Flash;
    return flash.chapterId === chapterId && typeof flash.key === 'string' ? flash : null;
  } catch {
    return null;
  }
}
