// What the textbook asks a provider's writer: the built-in templates (version 1 of the
// textbook's generation config; moderators version their own at /moderator/textbooks/config),
// the variables each may use, and the format rules that are always added (the outline's JSON
// shape, the chapter's `## ` sections and closing labels), so no configuration breaks them.
import { languageName, renderTemplate, type PromptSet } from '../../ai/prompts.ts';
import { chapterLabels } from './phrases.ts';
import { MAX_SECTIONS, MAX_TITLE_LENGTH, MIN_SECTIONS, type ChapterRequest, type OutlineRequest } from './schema.ts';

/** Every variable a textbook template may use. */
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

export const TEXTBOOK_PROMPTS: Readonly<PromptSet> = {
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
};

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

/** System and user prompts: the request's templates (or the built-in ones), then the format rules. */
function render(vars: Record<string, string | number>, templates: PromptSet | undefined, step: 'outline' | 'chapter', rules: string) {
  const set = templates ?? TEXTBOOK_PROMPTS;
  return { system: `${renderTemplate(set.system, vars).trim()}\n\n${rules}`, prompt: renderTemplate(set[step], vars).trim() };
}

/** The outline's prompts, with the JSON rules. */
export const outlinePrompts = (req: OutlineRequest) => render(outlineVariables(req), req.templates, 'outline', outlineFormatRules(req));

/** A chapter's prompts, with the Markdown rules. */
export const chapterPrompts = (req: ChapterRequest) => render(chapterVariables(req), req.templates, 'chapter', chapterFormatRules(req));

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
