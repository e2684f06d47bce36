// The interactive header (spec §2 Navigation): logo, Discover, Create New, My Collection, Log In
// and Sign Up for guests, the language picker and the mobile slide-in menu. Rendered on the
// server (readable and navigable without JavaScript) and hydrated. Strings arrive translated
// as props, so the home page ships no translation runtime.
import { useStore } from '@nanostores/react';
import type { ResourceLanguage } from 'i18next';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ToasterView } from '../ui/ToasterView.tsx';
import { notify } from '../ui/toasts.ts';
import { $loginNextURL, $popup, closePopup, openPopup, requireLogin, togglePopup } from '../../stores/navigation.ts';
import { $currentUser, $session, $sessionEnd, initSession, logout, startHeartbeat, type SessionState } from '../../stores/session.ts';
import { UserMenu, type MenuUser, type UserMenuLabels } from './UserMenu.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { graphql, request } from '../../lib/graphql.ts';
import { safeNextPath } from '../../../core/next-url.ts';
import { LanguagePicker, type LanguageOption } from './LanguagePicker.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { DENIED_PARAM, isDeniedArea, type DeniedArea } from '../../../core/roles.ts';
import { ownPages } from '../../lib/routes.ts';

export interface HeaderLabels {
  home: string;
  appName: string;
  myBooks: string;
  discover: string;
  createNew: string;
  myCollection: string;
  logIn: string;
  signUp: string;
  language: string;
  chooseLanguage: string;
  openMenu: string;
  closeMenu: string;
  mainNavigation: string;
  dismiss: string;
  offline: string;
  online: string;
  /** why a signed-in user was sent home from an area their roles do not open (?denied=) */
  denied: Record<DeniedArea, string>;
  user: UserMenuLabels;
}

export interface HeaderProps {
  lang: string;
  /** the current path, so the language picker can keep it */
  path: string;
  labels: HeaderLabels;
  languages: LanguageOption[];
  /** hidden on pages whose language can't change (e.g. a book in one language) */
  languageNav?: boolean;
  fixed?: boolean;
  /** replaces the account area (guest links or the user menu), e.g. on a page with its own */
  accountSlot?: ReactNode;
  /** the login dialog's strings and settings; it is loaded only when a visitor opens it */
  login: { resources: ResourceLanguage; isLocal: boolean; googleClientId?: string | undefined };
  /** who the server rendered the page for (on-demand pages; null for guests and on pre-rendered
   * pages): the header is drawn signed in from its first paint, before its code comes */
  serverUser?: MenuUser | null | undefined;
}

const LoginDialog = lazy(() => import('../login/LoginDialog.tsx'));

export function navLinks(lang: string) {
  return {
    home: `/${lang}/home`,
    discover: `/${lang}/discover`,
    create: `/${lang}/create`,
    myBooks: ownPages.myBooks(lang),
    myCollection: ownPages.myCollection(lang),
    myReferences: ownPages.myReferences(lang),
    // until the login dialog opens in place, guests go to the login page with the destination
    logIn: `/${lang}/login`,
    signUp: `/${lang}/login?signUp=1`,
    myCollectionGuest: `/${lang}/login?next=${encodeURIComponent(`/${lang}/user-collection`)}`,
  };
}

/** The menu's user from the token's claims: who is signed in is known as soon as the cookie is
 * read, before the user's metadata comes (and the menu shows it once it has). */
function claimsUser(session: SessionState): MenuUser | null {
  const { status, claims } = session;
  if (status === 'loggedOut' || !claims) return null;
  return { id: claims.sub, name: claims.name ?? '', picture: claims.picture ?? null, roles: claims.custom.roles };
}

export default function HeaderIsland({ lang, path, labels, languages, languageNav = true, fixed = false, accountSlot, login, serverUser = null }: HeaderProps) {
  const popup = useStore($popup);
  const links = navLinks(lang);
  const headerRef = useRef<HTMLElement>(null);
  const session = useStore($session);
  const user = useStore($currentUser);
  const ended = useStore($sessionEnd);

  // the session lives in the browser (loginJWT cookie): read it, keep it fresh, poll the heartbeat
  const [sessionRead, setSessionRead] = useState(false);
  useEffect(() => {
    const ready = initSession();
    void ready.finally(() => setSessionRead(true));
    // the login dialog asked for by the address (the /login page, ?login=1), once the session is
    // read: a visitor whose token had expired (back the next day, sent here by a page that needs
    // them signed in) is signed in again by the refresh and goes on to the page they asked for
    const params = new URLSearchParams(location.search);
    const next = safeNextPath(params.get('next'));
    if (next) $loginNextURL.set(next);
    if (/\/login$/.test(location.pathname) || params.get('login') === '1') {
      const open = () => openPopup(params.get('signUp') === '1' ? 'signUp' : 'login');
      void ready.then((state) => {
        if (state.status !== 'active') open();
        else if (next) location.replace(next);
      }, open);
    }
    return startHeartbeat();
  }, []);
  useEffect(() => {
    if (ended) location.assign(`/${lang}/login?reason=${ended.reason}`);
  }, [ended, lang]);
  // who the header shows: the server's user while React hydrates its HTML and until the cookie is
  // read; then the session's: the user's metadata once it comes, until then the server's user
  // when it is the same person (newer than the token: a name changed since it was issued) or the
  // token's claims
  const hydrated = useHydrated();
  const claimed = claimsUser(session);
  const browserUser = user ?? (claimed && serverUser?.id === claimed.id ? serverUser : claimed);
  const menuUser = !hydrated || (!sessionRead && !browserUser) ? serverUser : browserUser;
  const signedIn = menuUser !== null;

  // the credit balance, read when the user menu opens (it changes as books are written)
  const [credits, setCredits] = useState<number | null>(null);
  useEffect(() => {
    if (popup !== 'auth' || !signedIn) return;
    request(graphql('query CreditBalance { creditBalance }'))
      .then((data) => setCredits(data.creditBalance), () => setCredits(null));
  }, [popup, signedIn]);

  // the login dialog: opened from the header, or by the address (above); its code is fetched the
  // first time it is needed
  const [dialogWanted, setDialogWanted] = useState(false);
  useEffect(() => {
    if (popup === 'login' || popup === 'signUp') setDialogWanted(true);
  }, [popup]);
  const openLogin = (mode: 'login' | 'signUp') => (e: MouseEvent) => { e.preventDefault(); openPopup(mode); };
  const guestCollection = (e: MouseEvent) => { e.preventDefault(); requireLogin(links.myCollection); };

  // sent home from /admin or /moderator: say why, once (the flag leaves the address at once)
  const [denied, setDenied] = useState<DeniedArea | null>(null);
  useEffect(() => {
    const url = new URL(location.href);
    const area = url.searchParams.get(DENIED_PARAM);
    if (!url.searchParams.has(DENIED_PARAM)) return;
    url.searchParams.delete(DENIED_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (isDeniedArea(area)) setDenied(area);
  }, []);

  // losing or regaining the connection is worth telling: unsaved work can't reach the server
  useEffect(() => {
    const onOffline = () => notify.error(labels.offline);
    const onOnline = () => notify.success(labels.online);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [labels.online, labels.offline]);

  // marks the header interactive (effects above have run): tests and styles can rely on it
  useEffect(() => { headerRef.current?.setAttribute('data-ready', ''); }, []);

  // a click outside closes the user and language menus (spec §4)
  useEffect(() => {
    if (popup !== 'lang' && popup !== 'auth') return;
    const onPointer = (e: PointerEvent) => {
      const menu = headerRef.current?.querySelector('[data-popup-root]');
      if (menu && !menu.contains(e.target as Node)) closePopup();
    };
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') closePopup(); };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [popup]);

  return (
    <>
      <header ref={headerRef} className={`site-header${fixed ? ' fixed' : ''}`}>
        <a className="logo" href={links.home} aria-label={`${labels.appName} — ${labels.home}`}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{labels.appName}</span>
        </a>
        <nav className="header-nav" aria-label={labels.mainNavigation}>
          <a className="button secondary small" href={links.discover}>{labels.discover}</a>
          <a className="button primary small" href={links.create}>{labels.createNew}</a>
          {accountSlot ?? (signedIn ? null : (
            <>
              <a className="nav-link" data-guest href={links.myCollectionGuest} onClick={guestCollection}>{labels.myCollection}</a>
              <a className="nav-link" data-guest href={links.logIn} onClick={openLogin('login')}>{labels.logIn}</a>
              <a className="button secondary small" data-guest href={links.signUp} onClick={openLogin('signUp')}>{labels.signUp}</a>
            </>
          ))}
        </nav>
        {menuUser && !accountSlot && (
          <UserMenu user={menuUser} lang={lang} path={path} labels={labels.user} languages={languages}
            open={popup === 'auth'} onToggle={() => togglePopup('auth')} onLogout={() => void logout(`/${lang}/home`)} credits={credits} />
        )}
        {languageNav && !signedIn && (
          <LanguagePicker
            lang={lang}
            path={path}
            languages={languages}
            label={labels.language}
            title={labels.chooseLanguage}
            open={popup === 'lang'}
            onToggle={() => togglePopup('lang')}
          />
        )}
        <button
          type="button"
          className="menu-button"
          aria-label={labels.openMenu}
          aria-expanded={popup === 'mobile-menu'}
          aria-controls="mobile-menu"
          onClick={() => togglePopup('mobile-menu')}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
        <MobileMenu
          open={popup === 'mobile-menu'}
          onClose={closePopup}
          closeLabel={labels.closeMenu}
          title={labels.mainNavigation}
          items={signedIn ? [
            { href: links.home, label: labels.home },
            { href: links.discover, label: labels.discover },
            { href: links.create, label: labels.createNew },
            { href: links.myBooks, label: labels.myBooks },
            { href: links.myCollection, label: labels.myCollection },
            ...(links.myReferences ? [{ href: links.myReferences, label: labels.user.myReferences }] : []),
          ] : [
            { href: links.home, label: labels.home },
            { href: links.discover, label: labels.discover },
            { href: links.create, label: labels.createNew },
            { href: links.myCollectionGuest, label: labels.myCollection },
            { href: links.logIn, label: labels.logIn },
            { href: links.signUp, label: labels.signUp },
          ]}
        />
        {dialogWanted && !signedIn && (
          <Suspense fallback={null}>
            <LoginDialog lang={lang} resources={login.resources} isLocal={login.isLocal} googleClientId={login.googleClientId} />
          </Suspense>
        )}
        {/* the one toaster of the page: every island's notify() shows here */}
        <ToasterView dismissLabel={labels.dismiss} />
      </header>
      {denied && (
        <div className="banner error access-denied" role="alert">
          <span>{labels.denied[denied]}</span>
          <button type="button" className="access-denied-close" aria-label={labels.dismiss} onClick={() => setDenied(null)}>×</button>
        </div>
      )}
    </>
  );
}
