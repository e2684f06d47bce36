// The language picker: each language is a real link to the same page in that language (the
// first path segment swapped, the rest kept), so it works before hydration too. Choosing one
// also stores it (local storage + cookie) so the next language-less visit lands there.
import { swapLanguageInPath, type LangCode } from '../../../core/languages.ts';
import { storeLanguage } from '../../lib/language.ts';

export interface LanguageOption {
  code: LangCode;
  nativeName: string;
  bcp47: string;
  dir: 'ltr' | 'rtl';
}

interface Props {
  lang: string;
  path: string;
  languages: LanguageOption[];
  label: string;
  title: string;
  open: boolean;
  onToggle: () => void;
}

export function LanguagePicker({ lang, path, languages, label, title, open, onToggle }: Props) {
  const current = languages.find((l) => l.code === lang);
  return (
    <div className="lang-picker" data-popup-root data-guest>
      <button type="button" className="lang-button" aria-haspopup="true" aria-expanded={open} aria-controls="lang-menu" onClick={onToggle} title={title}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" /><path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
        <span className="visually-hidden">{label}: </span>
        <span className="lang-name" lang={current?.bcp47}>{current?.nativeName}</span>
      </button>
      <ul id="lang-menu" className="lang-menu" hidden={!open} aria-label={title}>
        {languages.map((l) => (
          <li key={l.code}>
            <a
              href={swapLanguageInPath(path, l.code)}
              hrefLang={l.bcp47}
              lang={l.bcp47}
              dir={l.dir}
              aria-current={l.code === lang ? 'true' : undefined}
              onClick={() => storeLanguage(l.code)}
            >
              {l.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
