// What the worksheet asks a provider's writer (issue 12). The words are templates with
// `{{variables}}` (the defaults below; moderators version their own as the worksheet's generation
// configs, /moderator/worksheets/config): `system` for every step (its {{task}} says what the step
// does: plan the group, write a worksheet, rewrite one item), `outline` plans the group,
// `chapter` writes a worksheet. The answer's shape is not a template: the JSON each step answers
// with, the item types' rules and the language are always added, and so are the counts, the item
// types and the teacher's request when a template leaves them out, so no configuration can break
// the contract the schemas (schema.ts) check. With the built-in templates the prompts are word for
// word those the writer asked before the configs existed.
import { languageName, renderTemplate, templateVariables, type PromptSet } from '../../ai/prompts.ts';
import type { Item } from '../../../core/worksheets.ts';
import type { GroupPlan, WorksheetStart } from './schema.ts';

/** The variables each template may use (a config naming another is refused with its name). */
export const WORKSHEET_SYSTEM_VARIABLES = ['task', 'topic', 'level', 'language', 'difficulty'] as const;
export const GROUP_PLAN_VARIABLES = ['topic', 'level', 'language', 'difficulty', 'worksheetCount', 'itemCount', 'itemTypes', 'comment'] as const;
export const WORKSHEET_VARIABLES = ['topic', 'level', 'language', 'difficulty', 'title', 'objectives', 'itemCount', 'itemTypes', 'instruction'] as const;

/** The built-in templates: version 1 of the worksheet's generation config. `outline` plans the
 * group, `chapter` writes a worksheet (the generation_configs columns every kind shares). */
export const WORKSHEET_PROMPTS: Readonly<PromptSet> = {
  system: 'You {{task}}.',
  outline: [
    'Topic: {{topic}}',
    'Level: {{level}}',
    'Worksheets: exactly {{worksheetCount}}, each a step through the topic.',
    '{{comment}}',
  ].join('\n'),
  chapter: [
    'Topic: {{topic}}',
    'Level: {{level}}',
    'Difficulty: {{difficulty}}',
    'Worksheet: {{title}}',
    'Objectives: {{objectives}}',
    'Items: exactly {{itemCount}}, of these types only: {{itemTypes}}.',
    '{{instruction}}',
  ].join('\n'),
};

/** What each step is, the system template's {{task}}. */
export const TASKS = {
  plan: 'plan worksheet groups for teachers',
  worksheet: 'write worksheets for teachers: exercises with their answer key',
  item: 'rewrite one item of a worksheet for a teacher, with its answer key',
} as const;

export const ITEM_RULES = `Item types and their JSON (every item also has "prompt" and "explanation", a short reason for the answer):
- multipleChoice: "options" (3 to 5 different), "correct" (the indexes of the right options), "multiple" (true when more than one is right)
- trueFalse: "answer" (true or false)
- fillBlanks: "text" with ___ for each blank, "answers": for each blank, the accepted answers
- matching: "pairs": 2 to 8 { "left", "right" }, no side repeated
- ordering: "steps": 3 to 8, in the right order
- shortAnswer: "answers": the accepted answers
- openQuestion: "sampleAnswer" (a model answer), and "finalAnswer" when it is a word problem with one result`;

type Templates = Pick<PromptSet, 'system' | 'outline' | 'chapter'>;
type Entry = GroupPlan['worksheets'][number];

/**
 * A template rendered line by line: a line left empty by its variables (an absent comment or
 * instruction) goes; a line the template leaves empty on purpose stays.
 */
function render(template: string, vars: Record<string, string | number | undefined>): string {
  return template.split('\n').filter((line) => line.trim() === '' || renderTemplate(line, vars).trim() !== '')
    .map((line) => renderTemplate(line, vars)).join('\n').trim();
}

const uses = (template: string, name: string) => templateVariables(template).includes(name);

/** The system prompt of a step: the template with the step's task, then its JSON contract and the language. */
function system(templates: Templates, start: WorksheetStart, task: string, contract: string, rules = '') {
  const vars = { task, topic: start.topic, level: start.level, language: languageName(start.language), difficulty: start.difficulty };
  return `${render(templates.system, vars)} ${contract} Write in ${languageName(start.language)}.${rules ? `\n${rules}` : ''}`;
}

/** The group's plan: a worksheet per step through the topic, each with its objectives. */
export function planPrompts(start: WorksheetStart, comment?: string, templates: Templates = WORKSHEET_PROMPTS) {
  const vars = {
    topic: start.topic, level: start.level, language: languageName(start.language), difficulty: start.difficulty,
    worksheetCount: start.worksheetCount, itemCount: start.itemsPerWorksheet, itemTypes: start.itemTypes.join(', '),
    comment: comment ? `The teacher asks: ${comment}` : '',
  };
  return {
    system: system(templates, start, TASKS.plan, 'Answer with JSON only: { "title", "worksheets": [{ "title", "objectives": [1 to 6 learning objectives] }] }.'),
    prompt: [
      render(templates.outline, vars),
      // the count and the teacher's comment are the contract: a template that leaves them out still sends them
      uses(templates.outline, 'worksheetCount') ? '' : `Worksheets: exactly ${start.worksheetCount}.`,
      uses(templates.outline, 'comment') ? '' : vars.comment,
    ].filter(Boolean).join('\n'),
  };
}

/** One worksheet of the plan: its items with their answer key. */
export function worksheetPrompts(start: WorksheetStart, entry: Entry, instruction?: string, templates: Templates = WORKSHEET_PROMPTS) {
  const vars = {
    topic: start.topic, level: start.level, language: languageName(start.language), difficulty: start.difficulty,
    title: entry.title, objectives: entry.objectives.join('; '), itemCount: start.itemsPerWorksheet, itemTypes: start.itemTypes.join(', '),
    instruction: instruction ? `The teacher asks: ${instruction}` : '',
  };
  const counted = uses(templates.chapter, 'itemCount') && uses(templates.chapter, 'itemTypes');
  return {
    system: system(templates, start, TASKS.worksheet, 'Answer with JSON only: { "title", "instructions", "objectives", "items": [...] }.', ITEM_RULES),
    prompt: [
      render(templates.chapter, vars),
      uses(templates.chapter, 'title') ? '' : `Worksheet: ${entry.title}`,
      counted ? '' : `Items: exactly ${start.itemsPerWorksheet}, of these types only: ${vars.itemTypes}.`,
      uses(templates.chapter, 'instruction') ? '' : vars.instruction,
    ].filter(Boolean).join('\n'),
  };
}

/** One item written again with the teacher's instruction: the system template with its task; the
 * request itself (the item, its type kept, the instruction) is the contract, not a template. */
export function itemPrompts(start: WorksheetStart, entry: Entry, current: Item, instruction: string, templates: Templates = WORKSHEET_PROMPTS) {
  return {
    system: system(templates, start, TASKS.item, "Answer with the item's JSON only.", ITEM_RULES),
    prompt: [`Topic: ${start.topic}`, `Level: ${start.level}`, `Difficulty: ${start.difficulty}`, `Worksheet: ${entry.title}`, `Objectives: ${entry.objectives.join('; ')}`,
      `The item now: ${JSON.stringify(current)}`, `Keep the type ${current.type}.`, `The teacher asks: ${instruction}`].join('\n'),
  };
}
