// i18next picks a plural form (`_one`, `_few`, `_other`…) with Intl.PluralRules of the
// language code it was given. Our codes are BCP 47 tags except `ch` (Simplified Chinese; as a
// tag it would be Chamorro, which the runtime does not know, so it would get the runtime's
// default rules, English's on most machines, and pick an `_one` form Chinese does not have).
// Plural rules are therefore looked up by each language's BCP 47 tag (core/languages.ts).
import type { i18n } from 'i18next';
import { isLangCode, LANGUAGE_INFO } from '../../core/languages.ts';

type Resolver = { getRule: (code: string, options?: object) => unknown; clearCache?: () => void };

/** Makes `instance` choose plural forms by our languages' BCP 47 tags (after init). */
export function pluralRulesByTag(instance: i18n): void {
  const resolver = instance.services.pluralResolver as Resolver | undefined;
  if (!resolver || (resolver as { byTag?: boolean }).byTag) return;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLangCode(code) ? LANGUAGE_INFO[code].bcp47 : code, options);
  (resolver as { byTag?: boolean }).byTag = true;
  resolver.clearCache?.();
}
