// Prompt templates with named `{{variables}}`, shared by every kind. Each kind has its built-in
// templates in its own folder (api/kinds/<kind>/prompts.ts); moderators version their own per
// kind (generation configs), checked with `unknownVariables`. The output format rules (a JSON
// shape, Markdown headings) are never templates: the kind always adds them, so no configuration
// can break the contract the rest of the app relies on.
import { LANGUAGE_INFO, type LangCode } from '../../core/languages.ts';

/** The templates of one kind: a system prompt for both steps, one for the plan, one for a part. */
export interface PromptSet {
  system: string;
  /** the plan's (a textbook's outline, a storybook's storyboard) */
  outline: string;
  /** a part's (a chapter, a page) */
  chapter: string;
}

const VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** Replaces each `{{name}}` with its value; a variable without a value becomes empty. */
export function renderTemplate(template: string, vars: Readonly<Record<string, string | number | undefined>>): string {
  return template.replace(VARIABLE, (_whole, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    return value === undefined ? '' : String(value);
  });
}

/** The variables a template uses, each once, in order of first use. */
export function templateVariables(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(VARIABLE)) {
    const name = match[1]!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The variables a template uses that are not allowed (for configuration checks). */
export function unknownVariables(template: string, allowed: readonly string[]): string[] {
  return templateVariables(template).filter((name) => !allowed.includes(name));
}

/** 'Japanese (日本語)': the model gets the English name and the native one. */
export function languageName(lang: LangCode): string {
  const info = LANGUAGE_INFO[lang];
  return info.englishName === info.nativeName ? info.englishName : `${info.englishName} (${info.nativeName})`;
}
