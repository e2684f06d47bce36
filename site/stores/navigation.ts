// Navigation state shared by the header islands (spec §3 Navigation state, §4 popups): which
// popup is open, where login should lead afterwards, and page markers. Actions live beside the
// state, so islands never pass it around as props.
import { atom } from 'nanostores';
import { wakeHeader } from '../lib/wake.ts';

export type Popup = 'none' | 'login' | 'signUp' | 'auth' | 'lang' | 'mobile-menu';

export const $popup = atom<Popup>('none');
// the header renders every popup: it loads when one is asked for (a guest's save, a login link)
$popup.listen((popup) => { if (popup !== 'none') wakeHeader(); });
/** Where to go after a successful login, when not the current page. */
export const $loginNextURL = atom<string | null>(null);
/** A toolbar a page puts into the header (e.g. the book editor's), by name. */
export const $toolbar = atom<string | null>(null);
/** Set on the my-collection page, so the header marks its link as current. */
export const $onMyCollectionPage = atom(false);

export function openPopup(popup: Popup): void {
  $popup.set(popup);
}

export function closePopup(): void {
  $popup.set('none');
}

export function togglePopup(popup: Popup): void {
  $popup.set($popup.get() === popup ? 'none' : popup);
}

/** A guest asking for something that needs an account: the login popup, then `next`. */
export function requireLogin(next: string): void {
  $loginNextURL.set(next);
  $popup.set('login');
}
