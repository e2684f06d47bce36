// Whether an island has hydrated: false on the server and while React hydrates the server's HTML,
// true from then on. An island whose browser state may differ from what the server could know
// (a toast already shown, the session read from the cookie) renders the server's view until then,
// so its first render matches the HTML, and its own view right after.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
