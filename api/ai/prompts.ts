// Prompt templates with named `{{variables}}`. The defaults are for textbooks; a configuration
// may replace them (checked with `unknownVariables`), and the caller passes the rendered texts
// as `system` / `prompt` on the request. The output format rules (JSON shape, Markdown
// headings) are not templates: the provider writer always adds them, so no configuration can
// break the contract the rest of the app relies on.
import { LANGUAGE_INFO } from '../../core/languages.ts';
import { chapterLabels } from './phrases.ts';
import { MAX_SECTIONS, MAX_TITLE_LENGTH, MIN_SECTIONS, type ChapterRequest, type OutlineRequest } from './types.ts';

/** Every variable a template may use. */
export const TEMPLATE_VARIABLES = [
  'title',
  'topic',
  'subject',
  'audience',
  'readingLevel',
  'language',
  'chapterCount',
  'notes',
  'comment',
  'chapterNumber',
  'chapterTitle',
  'sections',
  'instruction',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateVars = Partial<Record<TemplateVariable, string | number>>;

/** Variables known when planning the outline. */
export const OUTLINE_VARIABLES = [
  'title', 'topic', 'subject', 'audience', 'readingLevel', 'language', 'chapterCount', 'notes', 'comment',
] as const satisfies readonly TemplateVariable[];

/** Variables known when writing a chapter. */
export const CHAPTER_VARIABLES = [
  'title', 'topic', 'subject', 'audience', 'readingLevel', 'language', 'chapterNumber', 'chapterTitle', 'sections',
  'instruction',
] as const satisfies readonly TemplateVariable[];

/** Variables known in the system prompt, which both steps share. */
export const SYSTEM_VARIABLES = [
  'title', 'topic', 'subject', 'audience', 'readingLevel', 'language',
] as const satisfies readonly TemplateVariable[];

/** The templates of one book type: a system prompt for both steps, and one per step. */
export interface PromptSet {
  system: string;
  outline: string;
  chapter: string;
}

export const DEFAULT_PROMPTS: Readonly<Record<'textbook', PromptSet>> = {
  textbook: {
    system:
      'You are an experienced teacher and textbook author. You write clear, well-ordered textbooks ' +
      'for {{audience}} at the {{readingLevel}} reading level: one idea at a time, short paragraphs, ' +
      'concrete examples and lists. You write in {{language}}.',
    outline:
      'Plan the textbook "{{title}}" about {{topic}} (subject: {{subject}}).\n' +
      'It has exactly {{chapterCount}} chapters that build on each other, from the basics to the ' +
      'harder ideas, ending with a review chapter. Give each chapter a short, clear title and the ' +
      'headings of its sections (usually 3).\n' +
      'Notes from the author: {{notes}}\n' +
      '{{comment}}',
    chapter:
      'Write chapter {{chapterNumber}}, "{{chapterTitle}}", of the textbook "{{title}}" about {{topic}}.\n' +
      'Its sections, in order:\n{{sections}}\n' +
      '{{instruction}}',
  },
};

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
export function languageName(lang: OutlineRequest['language']): string {
  const info = LANGUAGE_INFO[lang];
  return info.englishName === info.nativeName ? info.englishName : `${info.englishName} (${info.nativeName})`;
}

const clean = (value: string | undefined) => (value ?? '').trim();

/** The template variables of an outline request. */
export function outlineVariables(req: OutlineRequest): Record<(typeof OUTLINE_VARIABLES)[number], string | number> {
  const topic = clean(req.topic) || clean(req.title);
  return {
    title: clean(req.title) || topic,
    topic,
    subject: clean(req.subject) || topic,
    audience: clean(req.audience) || 'general readers',
    readingLevel: clean(req.readingLevel) || 'general',
    language: languageName(req.language),
    chapterCount: req.chapterCount,
    notes: clean(req.notes) || 'none',
    comment: clean(req.comment) ? `The author asked for a new outline with this comment: ${clean(req.comment)}` : '',
  };
}

/** The template variables of a chapter request. */
export function chapterVariables(req: ChapterRequest): Record<(typeof CHAPTER_VARIABLES)[number], string | number> {
  const topic = clean(req.topic) || clean(req.bookTitle);
  return {
    title: clean(req.bookTitle) || topic,
    topic,
    subject: clean(req.subject) || topic,
    audience: clean(req.audience) || 'general readers',
    readingLevel: clean(req.readingLevel) || 'general',
    language: languageName(req.language),
    chapterNumber: req.chapterNumber,
    chapterTitle: clean(req.chapterTitle),
    sections: req.sections.map((s, i) => `${i + 1}. ${s.trim()}`).join('\n'),
    instruction: clean(req.instruction)
      ? `The author asked for this chapter again with this instruction: ${clean(req.instruction)}`
      : '',
  };
}

/** The default templates of a book type; textbook ones until a type has its own. */
export function defaultPrompts(bookType: string): PromptSet {
  return (DEFAULT_PROMPTS as Readonly<Record<string, PromptSet | undefined>>)[bookType] ?? DEFAULT_PROMPTS.textbook;
}

/** The system and user prompts of an outline: the request's own, else the default templates. */
export function outlinePrompts(req: OutlineRequest): { system: string; prompt: string } {
  const vars = outlineVariables(req);
  const set = defaultPrompts(req.bookType);
  const system = req.system?.trim() ? req.system : renderTemplate(set.system, vars);
  const prompt = req.prompt?.trim() ? req.prompt : renderTemplate(set.outline, vars);
  return { system: `${system.trim()}\n\n${outlineFormatRules(req)}`, prompt: prompt.trim() };
}

/** The system and user prompts of a chapter: the request's own, else the default templates. */
export function chapterPrompts(req: ChapterRequest): { system: string; prompt: string } {
  const vars = chapterVariables(req);
  const set = defaultPrompts(req.bookType);
  const system = req.system?.trim() ? req.system : renderTemplate(set.system, vars);
  const prompt = req.prompt?.trim() ? req.prompt : renderTemplate(set.chapter, vars);
  return { system: `${system.trim()}\n\n${chapterFormatRules(req)}`, prompt: prompt.trim() };
}

export function outlineFormatRules(req: OutlineRequest): string {
  return [
    'Answer with one JSON object and nothing else, in this shape:',
    '{"title": "book title", "chapters": [{"title": "chapter title", "sections": ["section heading", "section heading", "section heading"]}]}',
    `Exactly ${req.chapterCount} chapters. Each chapter has ${MIN_SECTIONS} to ${MAX_SECTIONS} section headings.`,
    `Every title and heading is one line of at most ${MAX_TITLE_LENGTH} characters, written in ${languageName(req.language)}.`,
  ].join('\n');
}

export function chapterFormatRules(req: ChapterRequest): string {
  const labels = chapterLabels(req.language);
  return [
    `Write the chapter in Markdown, in ${languageName(req.language)}. Answer with the chapter text only.`,
    'Do not write the chapter title or any level-1 heading.',
    'Start each section with a level-2 heading: "## " and the section heading exactly as given, in the given order.',
    'Under each heading write short paragraphs; use at least one bulleted or numbered list in the chapter.',
    `After the sections add "## ${labels.summary}" with a short summary,`,
    `then "## ${labels.reviewQuestions}" with a numbered list of 3 to 6 review questions.`,
  ].join('\n');
}
