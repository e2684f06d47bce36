// i18next for React islands that need the translation runtime (forms, dialogs). The page hands
// the island only the strings it needs (islandResources in ./i18n.ts, English merged under the
// page language), so nothing is fetched and a key not yet translated reads English.
import i18next, { type i18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { bidiFormatter } from './i18n-bidi.ts';
import { pluralRulesByTag } from './i18n-plurals.ts';

const instances = new Map<string, i18n>();

export function islandI18n(lang: string, resources: Resource[string]): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).use(bidiFormatter).init({
      lng: lang,
      resources: { [lang]: resources },
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true }, // see ./i18n-bidi.ts
    });
    pluralRulesByTag(instance);
    instances.set(lang, instance);
  } else {
    for (const [ns, bundle] of Object.entries(resources)) instance.addResourceBundle(lang, ns, bundle, true, false);
  }
  return instance;
}

export function I18nIsland({ lang, resources, children }: { lang: string; resources: Resource[string]; children: ReactNode }) {
  return <I18nextProvider i18n={islandI18n(lang, resources)}>{children}</I18nextProvider>;
}
