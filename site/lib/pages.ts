// Loads a content page (FAQ, terms, privacy) in a language, falling back to English (logged).
import { getEntry } from 'astro:content';
import type { LangCode } from '../../core/languages.ts';

export const CONTENT_PAGES = ['faq', 'terms-of-service', 'privacy-policy'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export async function contentPage(lang: LangCode, page: ContentPage) {
  const entry = await getEntry('pages', `${lang}/${page}`);
  if (entry) return { entry, lang };
  console.warn(`[i18n] missing page ${lang}/${page}, using English`);
  const fallback = await getEntry('pages', `en/${page}`);
  if (!fallback) throw new Error(`content/pages/en/${page}.md is missing`);
  return { entry: fallback, lang: 'en' as LangCode };
}
