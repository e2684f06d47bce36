// What the storybook asks a provider's writer. The shapes are in the words (JSON mode) and
// checked by schema.ts; the character sheets travel unchanged so the words and the pictures
// describe the same people.
import { LANGUAGE_INFO, type LangCode } from '../../../core/languages.ts';
import { SCENE_SETTINGS, TIMES_OF_DAY } from '../../../core/storybook.ts';
import type { BookCharacter, StoryBeat } from './schema.ts';

const SYSTEM = 'You write picture books for young children: short sentences, warm and concrete, one clear event per page, '
  + 'a beginning, a middle with a small problem and an ending that feels safe. You answer with JSON only.';

const sheet = (c: BookCharacter) => `- id "${c.id}": ${c.name} (${c.kind}). Look: ${c.look}. Clothes: ${c.clothes || 'none named'}. Colours: ${c.colours || 'none named'}.`;

export function storyboardPrompt(input: { idea: string; title?: string; age: number; language: LangCode; pageCount: number; characters: BookCharacter[]; comment?: string }) {
  const lang = LANGUAGE_INFO[input.language].englishName;
  const prompt = [
    `Plan a picture book of exactly ${input.pageCount} pages for a child aged ${input.age}, written in ${lang}.`,
    `The idea: ${input.idea}`,
    input.title ? `The title: ${input.title}` : `Give it a short title in ${lang}.`,
    'The characters (use their ids; every page has at least one of them):',
    ...input.characters.map(sheet),
    input.comment ? `The author asks: ${input.comment}` : '',
    'Answer with a JSON object: {"title": string, "pages": [{"beat": string, "characters": [character ids], "scene": {"setting": one of '
      + `${SCENE_SETTINGS.map((s) => `"${s}"`).join(', ')}, "timeOfDay": one of ${TIMES_OF_DAY.map((s) => `"${s}"`).join(', ')}, "description": string}}]}.`,
    `"beat" is what happens on the page in one or two sentences in ${lang}; "description" says what the picture shows, in ${lang}.`,
  ].filter(Boolean).join('\n');
  return { system: SYSTEM, prompt };
}

export function pagePrompt(input: { title: string; age: number; language: LangCode; pageNumber: number; pageCount: number; beat: StoryBeat; previous?: string; characters: BookCharacter[]; instruction?: string; current?: string }) {
  const lang = LANGUAGE_INFO[input.language].englishName;
  const cast = input.characters.filter((c) => input.beat.characters.includes(c.id));
  const prompt = [
    `Write page ${input.pageNumber} of ${input.pageCount} of the picture book "${input.title}" for a child aged ${input.age}, in ${lang}.`,
    `What happens: ${input.beat.beat}`,
    `The picture: ${input.beat.scene.description}`,
    cast.length ? 'On this page:' : '',
    ...cast.map(sheet),
    input.previous ? `The page before says: ${input.previous}` : '',
    input.current ? `The page says now: ${input.current}` : '',
    input.instruction ? `The author asks for this change: ${input.instruction}` : '',
    `Answer with a JSON object {"text": string, "alt": string}: "text" is the page's words (one to four short sentences, at most 700 characters), `
      + `"alt" describes the picture for someone who cannot see it (one sentence, at most 300 characters), both in ${lang}.`,
  ].filter(Boolean).join('\n');
  return { system: SYSTEM, prompt };
}
