// E-mails in the reader's language (content/locales/{lang}/email.json, English when missing).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, isLangCode, LANGUAGES } from '../../core/languages.ts';
import { ROOT_DIR } from '../config.ts';

type Strings = Record<string, Record<string, string>>;

const strings: Record<string, Strings> = {};
for (const lang of LANGUAGES) {
  try {
    strings[lang] = JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', lang, 'email.json'), 'utf8')) as Strings;
  } catch {
    // a language without e-mail strings reads English
  }
}

export function emailText(lang: string | undefined, message: string, part: 'subject' | 'body', values: Record<string, string | number>): string {
  const code = isLangCode(lang) ? lang : DEFAULT_LANG;
  const template = strings[code]?.[message]?.[part] ?? strings[DEFAULT_LANG]![message]![part]!;
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
}
