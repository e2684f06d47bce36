// The signed-in user's menu (spec §6): Account (My Books, My Collection, Create New, My References
// once that page exists, Language, Log Out); Moderator (Tools) for contentMod; Admin (Tasks,
// Global Config) for admin; Flags with toggles for admin or contentMod. Two panes, user and
// language, with Back. Every link leads to a page that exists (site/lib/routes.ts).
import { useState } from 'react';
import { FLAGS, FLAG_OVERRIDES_STORAGE_KEY, isFlagOn, parseFlagOverrides } from '../../../core/flags.ts';
import { hasRole } from '../../../core/roles.ts';
import { swapLanguageInPath } from '../../../core/languages.ts';
import { storeLanguage } from '../../lib/language.ts';
import { ownPages } from '../../lib/routes.ts';
import type { LanguageOption } from './LanguagePicker.tsx';
import { formatCount, type PluralForms } from '../../lib/plural.ts';

export const AVATAR_SIZE = 40;
export const USER_MENU_OFFSET = 65;

export interface UserMenuLabels {
  accountMenu: string; account: string; myBooks: string; myCollection: string; createNew: string; myReferences: string;
  language: string; logOut: string; back: string; moderator: string; tools: string; admin: string;
  tasks: string; globalConfig: string; flags: string;
  /** the account page's menu item */
  creditsPage: string;
  /** 'Credits: {{count}}' */
  credits: PluralForms;
}

export interface MenuUser {
  id: string;
  name: string;
  picture: string | null;
  roles: string[];
}

interface Props {
  user: MenuUser;
  lang: string;
  path: string;
  labels: UserMenuLabels;
  languages: LanguageOption[];
  open: boolean;
  onToggle: () => void;
  onLogout: () => void;
  /** the credit balance, once known */
  credits: number | null;
}

function readOverrides() {
  try {
    return parseFlagOverrides(localStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY));
  } catch {
    return {};
  }
}

export function UserMenu({ user, lang, path, labels, languages, open, onToggle, onLogout, credits }: Props) {
  const [pane, setPane] = useState<'user' | 'language'>('user');
  const [overrides, setOverrides] = useState(readOverrides);
  const moderator = hasRole(user.roles, 'contentMod');
  const admin = hasRole(user.roles, 'admin');
  const myReferences = ownPages.myReferences(lang);
  const initials = user.name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase() || '?';

  const toggleFlag = (flag: string) => {
    const next = { ...overrides, [flag]: !isFlagOn(flag, user.id, overrides) };
    localStorage.setItem(FLAG_OVERRIDES_STORAGE_KEY, JSON.stringify(next));
    setOverrides(next);
  };

  return (
    <div className="user-menu" data-popup-root>
      <button type="button" className="avatar-button" aria-label={labels.accountMenu} aria-haspopup="true" aria-expanded={open} onClick={() => { setPane('user'); onToggle(); }}>
        {user.picture
          ? <img src={user.picture} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} referrerPolicy="no-referrer" />
          : <span className="avatar-initials" style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}>{initials}</span>}
      </button>
      {open && (
        <div className="user-menu-panel" style={{ insetBlockStart: USER_MENU_OFFSET }} role="menu" aria-label={labels.accountMenu}>
          {pane === 'user' ? (
            <>
              <p className="user-menu-name">{user.name}</p>
              {credits !== null && <p className="user-menu-credits" data-testid="credit-balance">{formatCount(labels.credits, credits)}</p>}
              <p className="user-menu-section">{labels.account}</p>
              <a role="menuitem" href={ownPages.myBooks(lang)}>{labels.myBooks}</a>
              <a role="menuitem" href={ownPages.myCollection(lang)}>{labels.myCollection}</a>
              <a role="menuitem" href={`/${lang}/create`}>{labels.createNew}</a>
              <a role="menuitem" href={ownPages.account(lang)}>{labels.creditsPage}</a>
              {myReferences && <a role="menuitem" href={myReferences}>{labels.myReferences}</a>}
              <button type="button" role="menuitem" onClick={() => setPane('language')}>{labels.language}</button>
              {moderator && (
                <>
                  <p className="user-menu-section">{labels.moderator}</p>
                  <a role="menuitem" href="/moderator/users">{labels.tools}</a>
                </>
              )}
              {admin && (
                <>
                  <p className="user-menu-section">{labels.admin}</p>
                  <a role="menuitem" href="/admin/tasks">{labels.tasks}</a>
                  <a role="menuitem" href="/admin/global-configs">{labels.globalConfig}</a>
                </>
              )}
              {(admin || moderator) && FLAGS.length > 0 && (
                <>
                  <p className="user-menu-section">{labels.flags}</p>
                  {FLAGS.map((f) => (
                    <label key={f.flag} className="flag-toggle">
                      <input type="checkbox" role="menuitemcheckbox" checked={isFlagOn(f.flag, user.id, overrides)} onChange={() => toggleFlag(f.flag)} />
                      {f.name}
                    </label>
                  ))}
                </>
              )}
              <button type="button" role="menuitem" className="logout" onClick={onLogout}>{labels.logOut}</button>
            </>
          ) : (
            <>
              <button type="button" role="menuitem" onClick={() => setPane('user')}><span className="arrow" aria-hidden="true">←</span> {labels.back}</button>
              {languages.map((l) => (
                <a key={l.code} role="menuitem" href={swapLanguageInPath(path, l.code)} hrefLang={l.bcp47} lang={l.bcp47} dir={l.dir}
                  aria-current={l.code === lang ? 'true' : undefined} onClick={() => storeLanguage(l.code)}>{l.nativeName}</a>
              ))}
            </>
          )}
        </div>
      )}
    </div>
  );
}
