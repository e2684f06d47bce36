// The visitor's language choice in the browser: local storage under one documented key
// (core/languages LANG_STORAGE_KEY), mirrored into a cookie so the server's legacy redirects
// honour it too. A language in the URL overrides and updates the stored one (spec §1).
import { detectLanguage, isLangCode, LANG_STORAGE_KEY, pickLanguage, type LangCode } from '../../core/languages.ts';

export const LANG_COOKIE = 'bookloom.lang';

export function storeLanguage(lang: LangCode): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage disabled (private mode): the cookie still carries the choice
  }
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function storedLanguage(): LangCode | undefined {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLangCode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stored choice, else the browser's language, else English. */
export function preferredLanguage(): LangCode {
  return storedLanguage() ?? pickLanguage(detectLanguage(navigator.language));
}
