// Waking a `client:intent` island (site/lib/client-intent.ts) from another island's code: the
// header waits for its visitor (`client:intent="used"`), and a toast to show or the
// login dialog to open on its behalf are reasons for it to load now.
export const WAKE_EVENT = 'bookloom:wake-island';

/** Asks the island of this component name to hydrate now, if it is still waiting. */
export function wakeIsland(name: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: name }));
}

/** The header holds the page's toaster and the login dialog. */
export const wakeHeader = (): void => wakeIsland('HeaderIsland');
