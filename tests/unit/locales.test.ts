// Every UI string exists in all 17 languages, is really translated, and keeps its variables
// (plural keys in each language's own plural forms: Arabic six, Japanese one, English two);
// every content page exists in every language with the same shape as the English one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOK_KINDS } from '../../core/kinds.ts';
import { LANGUAGE_INFO, LANGUAGES, type LangCode } from '../../core/languages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(root, 'content/locales');
const pagesDir = path.join(root, 'content/pages');

/** Keys whose value may equal the English one: brand names and language-neutral forms. */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'common:app.name', 'common:ui.counter', 'common:footer.copyright', 'common:ui.labelRequired',
  'home:partner.metaTitle',
  // paper sizes' names, which most languages keep as they are
  'books:exportFiles.a4', 'books:exportFiles.letter',
  // language-neutral forms (°C, "= 1.5"), and unit words some languages spell as English does
  'cookbook-editor:temperatureUnits.C', 'cookbook-editor:temperatureUnits.F', 'cookbook-editor:form.quantityValue',
  'cookbook-editor:unitKinds.volume', 'cookbook-editor:units.ml', 'cookbook-editor:units.cl', 'cookbook-editor:units.l',
  // a printed gamebook's section heading is its bare number in every language
  'gamebook:print.section',
  // languages whose name many languages spell as English does (Hindi, Urdu, Bengali, Swahili)
  'common:languageNames.hi', 'common:languageNames.ur', 'common:languageNames.bn', 'common:languageNames.sw',
]);

type Json = { [key: string]: string | Json };
const flatten = (obj: Json, prefix = ''): [string, string][] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const variables = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
// plural forms (key_one, key_few…) differ per language: tests/unit/journey-markdown.test.ts checks them
const isPluralForm = (key: string) => /_(zero|one|two|few|many|other)$/.test(key);
const load = (lang: string, ns: string): Map<string, string> =>
  new Map(flatten(JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Json).filter(([key]) => !isPluralForm(key)));

/** Plural keys (`x_one`, `x_other`, … as i18next names them) stand for one family `x`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** The plural forms a language needs: its CLDR categories (by BCP 47 tag; `ch` is zh-Hans). */
const pluralForms = (lang: string) => new Intl.PluralRules(LANGUAGE_INFO[lang as LangCode].bcp47).resolvedOptions().pluralCategories
  .slice().sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
/** The keys a language must have, given the English ones: each plural family in the language's own forms. */
const expectedKeys = (en: Map<string, string>, lang: string): string[] => {
  const keys = new Set<string>();
  for (const key of en.keys()) {
    if (PLURAL.test(key)) for (const form of pluralForms(lang)) keys.add(key.replace(PLURAL, `_${form}`));
    else keys.add(key);
  }
  return [...keys].sort();
};
/** The English value a translated key is checked against (a plural form against English `_other`). */
const englishOf = (en: Map<string, string>, key: string) => en.get(key) ?? (PLURAL.test(key) ? en.get(key.replace(PLURAL, '_other')) : undefined);

const namespaces = readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const others = LANGUAGES.filter((l) => l !== 'en');

describe('UI strings', () => {
  it('names every kind of book (the label on My Books and on the library\'s cards), so no page shows a stored kind such as "gamebook"', () => {
    const en = load('en', 'library');
    expect(BOOK_KINDS.filter((kind) => !en.has(`types.${kind}`))).toEqual([]);
  });

  it('has at least the common and home namespaces in English', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home']));
  });

  describe.each(namespaces)('%s namespace', (ns) => {
    const en = load('en', ns);

    it.each(others)('%s has exactly the English keys', (lang) => {
      const file = path.join(localesDir, lang, `${ns}.json`);
      expect(existsSync(file), `${lang}/${ns}.json is missing`).toBe(true);
      const translated = load(lang, ns);
      expect([...translated.keys()].sort()).toEqual(expectedKeys(en, lang));
    });

    it.each(others)('%s translates every value (no English left)', (lang) => {
      const translated = load(lang, ns);
      const untranslated = [...en].filter(([key, value]) => translated.get(key) === value && !SAME_AS_ENGLISH_ALLOWED.has(`${ns}:${key}`)).map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it.each(others)('%s keeps the interpolation variables of every key', (lang) => {
      const translated = load(lang, ns);
      const mismatched = [...translated].filter(([key, value]) => {
        const english = englishOf(en, key);
        return english !== undefined && variables(value).join() !== variables(english).join();
      }).map(([key]) => key);
      expect(mismatched).toEqual([]);
    });

    it('has no empty values in any language', () => {
      for (const lang of LANGUAGES) {
        const empty = [...load(lang, ns)].filter(([, v]) => v.trim() === '').map(([k]) => `${lang}:${k}`);
        expect(empty).toEqual([]);
      }
    });
  });
});

describe('content pages', () => {
  const pages = ['faq', 'terms-of-service', 'privacy-policy'];
  const frontmatter = (text: string) => /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
  const headings = (text: string) => text.split('\n').filter((l) => /^## /.test(l)).length;

  describe.each(pages)('%s', (page) => {
    const en = readFileSync(path.join(pagesDir, 'en', `${page}.md`), 'utf8');

    it.each(others)('exists in %s with a title, a description and the English number of sections', (lang) => {
      const file = path.join(pagesDir, lang, `${page}.md`);
      expect(existsSync(file), `${lang}/${page}.md is missing`).toBe(true);
      const text = readFileSync(file, 'utf8');
      const fm = frontmatter(text);
      expect(fm).toMatch(/^title: .+/m);
      expect(fm).toMatch(/^description: .+/m);
      expect(fm).toMatch(/^updated: \d{4}-\d{2}-\d{2}/m);
      expect(headings(text)).toBe(headings(en));
      expect(frontmatter(text).match(/^title: (.+)$/m)?.[1]).not.toBe(frontmatter(en).match(/^title: (.+)$/m)?.[1]);
    });
  });
});
