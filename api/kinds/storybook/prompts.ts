// What the storybook asks a provider's writer. The words are templates with `{{variables}}`
// (the defaults below; moderators version their own as the storybook's generation configs,
// /moderator/storybooks/config), and the answer's shape is not: the JSON the schema checks
// (schema.ts) and the character sheets with their ids are always added, so no configuration can
// break the contract. The character sheets travel unchanged, so the words and the pictures
// describe the same people.
import { LANGUAGE_INFO, type LangCode } from '../../../core/languages.ts';
import { SCENE_SETTINGS, TIMES_OF_DAY } from '../../../core/storybook.ts';
import { renderTemplate, templateVariables, type PromptSet } from '../../ai/prompts.ts';
import type { BookCharacter, StoryBeat } from './schema.ts';

/** The variables each template may use (a config naming another is refused with its name). */
export const STORYBOOK_SYSTEM_VARIABLES = ['idea', 'age', 'language'] as const;
export const STORYBOARD_VARIABLES = ['idea', 'title', 'titleLine', 'age', 'language', 'pageCount', 'characters', 'comment'] as const;
export const PAGE_VARIABLES = ['title', 'age', 'language', 'pageNumber', 'pageCount', 'beat', 'picture', 'cast', 'previous', 'current', 'instruction'] as const;

/** The built-in templates: version 1 of the storybook's generation config. `outline` plans the
 * storyboard, `chapter` writes a page (the generation_configs columns every kind shares). */
export const STORYBOOK_PROMPTS: Readonly<PromptSet> = {
  system: 'You write picture books for young children: short sentences, warm and concrete, one clear event per page, '
    + 'a beginning, a middle with a small problem and an ending that feels safe. You answer with JSON only.',
  outline: [
    'Plan a picture book of exactly {{pageCount}} pages for a child aged {{age}}, written in {{language}}.',
    'The idea: {{idea}}',
    '{{titleLine}}',
    '{{characters}}',
    '{{comment}}',
  ].join('\n'),
  chapter: [
    'Write page {{pageNumber}} of {{pageCount}} of the picture book "{{title}}" for a child aged {{age}}, in {{language}}.',
    'What happens: {{beat}}',
    'The picture: {{picture}}',
    '{{cast}}',
    '{{previous}}',
    '{{current}}',
    '{{instruction}}',
  ].join('\n'),
};

const sheet = (c: BookCharacter) => `- id "${c.id}": ${c.name} (${c.kind}). Look: ${c.look}. Clothes: ${c.clothes || 'none named'}. Colours: ${c.colours || 'none named'}.`;

/**
 * A template rendered line by line: a line left empty by its variables (an absent comment, the
 * first page's "page before") goes; a line the template leaves empty on purpose stays.
 */
function render(template: string, vars: Record<string, string | number | undefined>): string {
  return template.split('\n').filter((line) => line.trim() === '' || renderTemplate(line, vars).trim() !== '')
    .map((line) => renderTemplate(line, vars)).join('\n').trim();
}

type Templates = Pick<PromptSet, 'system' | 'outline' | 'chapter'>;

export function storyboardPrompt(
  input: { idea: string; title?: string; age: number; language: LangCode; pageCount: number; characters: BookCharacter[]; comment?: string },
  templates: Templates = STORYBOOK_PROMPTS,
) {
  const lang = LANGUAGE_INFO[input.language].englishName;
  const characters = ['The characters (use their ids; every page has at least one of them):', ...input.characters.map(sheet)].join('\n');
  const vars = {
    idea: input.idea, title: input.title ?? '', age: input.age, language: lang, pageCount: input.pageCount, characters,
    titleLine: input.title ? `The title: ${input.title}` : `Give it a short title in ${lang}.`,
    comment: input.comment ? `The author asks: ${input.comment}` : '',
  };
  const prompt = [
    render(templates.outline, vars),
    // the ids are the contract: a template that leaves the characters out still gets them
    templateVariables(templates.outline).includes('characters') ? '' : characters,
    'Answer with a JSON object: {"title": string, "pages": [{"beat": string, "characters": [character ids], "scene": {"setting": one of '
      + `${SCENE_SETTINGS.map((s) => `"${s}"`).join(', ')}, "timeOfDay": one of ${TIMES_OF_DAY.map((s) => `"${s}"`).join(', ')}, "description": string}}]}.`,
    `"beat" is what happens on the page in one or two sentences in ${lang}; "description" says what the picture shows, in ${lang}.`,
  ].filter(Boolean).join('\n');
  return { system: render(templates.system, { idea: input.idea, age: input.age, language: lang }), prompt };
}

export function pagePrompt(
  input: { title: string; idea?: string; age: number; language: LangCode; pageNumber: number; pageCount: number; beat: StoryBeat; previous?: string; characters: BookCharacter[]; instruction?: string; current?: string },
  templates: Templates = STORYBOOK_PROMPTS,
) {
  const lang = LANGUAGE_INFO[input.language].englishName;
  const onPage = input.characters.filter((c) => input.beat.characters.includes(c.id));
  const cast = onPage.length ? ['On this page:', ...onPage.map(sheet)].join('\n') : '';
  const vars = {
    title: input.title, age: input.age, language: lang, pageNumber: input.pageNumber, pageCount: input.pageCount,
    beat: input.beat.beat, picture: input.beat.scene.description, cast,
    previous: input.previous ? `The page before says: ${input.previous}` : '',
    current: input.current ? `The page says now: ${input.current}` : '',
    instruction: input.instruction ? `The author asks for this change: ${input.instruction}` : '',
  };
  const prompt = [
    render(templates.chapter, vars),
    templateVariables(templates.chapter).includes('cast') ? '' : cast,
    `Answer with a JSON object {"text": string, "alt": string}: "text" is the page's words (one to four short sentences, at most 700 characters), `
      + `"alt" describes the picture for someone who cannot see it (one sentence, at most 300 characters), both in ${lang}.`,
  ].filter(Boolean).join('\n');
  return { system: render(templates.system, { idea: input.idea ?? '', age: input.age, language: lang }), prompt };
}
