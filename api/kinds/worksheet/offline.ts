// The offline writer's worksheet group (issue 12): a plan (a worksheet per part of the topic,
// with objectives) and each worksheet's items. Where the topic is one it can compute (arithmetic,
// fractions, unit conversions, number patterns) the items are real exercises of every type asked,
// with computed keys (maths.ts); elsewhere it cannot know the facts, so it asks clearly structured
// open questions on the objectives, with what a good answer holds as the teacher's key, rather
// than invent answers. The same seed gives the same group.
import type { LangCode } from '../../../core/languages.ts';
import type { Item, Worksheet } from '../../../core/worksheets.ts';
import { mathsItems, mathsTopicOf } from './maths.ts';
import { fill, WORKSHEET_PHRASES } from './phrases.ts';
import type { GroupPlan, WorksheetStart } from './schema.ts';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The topic as a title and as the words filled into phrases: its first line, at most 120 characters. */
const topicWords = (topic: string) => clip(topic.split(/\r?\n/)[0]!.trim(), 120);

export function offlinePlan(start: Pick<WorksheetStart, 'topic' | 'language' | 'worksheetCount'>): GroupPlan {
  const p = WORKSHEET_PHRASES[start.language];
  const topic = topicWords(start.topic);
  const computed = mathsTopicOf(start.topic) !== null;
  return {
    title: topic,
    worksheets: Array.from({ length: start.worksheetCount }, (_, i) => ({
      title: clip(fill(p.title, { topic, n: i + 1 }), 200),
      objectives: (computed ? [p.practise, p.accurate] : [p.explain, p.apply]).map((o) => clip(fill(o, { topic }), 300)),
    })),
  };
}

export interface OfflineWorksheetInput {
  start: Pick<WorksheetStart, 'topic' | 'language' | 'itemsPerWorksheet' | 'itemTypes' | 'difficulty'>;
  entry: GroupPlan['worksheets'][number];
  /** the group's id and the worksheet's place: the seed of its numbers */
  seed: string;
}

export function offlineWorksheet({ start, entry, seed }: OfflineWorksheetInput): Worksheet {
  const lang: LangCode = start.language;
  const p = WORKSHEET_PHRASES[lang];
  const topic = topicWords(start.topic);
  const maths = mathsTopicOf(start.topic);
  const items: Item[] = maths
    ? mathsItems({ topic: maths, lang, count: start.itemsPerWorksheet, types: start.itemTypes, difficulty: start.difficulty, seed })
    : openQuestions(entry.objectives, topic, lang).slice(0, start.itemsPerWorksheet);
  return { title: entry.title, instructions: p.instructions, objectives: entry.objectives, items };
}

/** One question per objective, then an everyday example and a why: never the same question twice. */
function openQuestions(objectives: string[], topic: string, lang: LangCode): Item[] {
  const p = WORKSHEET_PHRASES[lang];
  const prompts = [...objectives.map((objective) => fill(p.explainQuestion, { objective: objective.replace(/[.。।۔]$/u, '') })), fill(p.exampleQuestion, { topic }), fill(p.whyQuestion, { topic })];
  return [...new Set(prompts)].map((prompt) => ({ type: 'openQuestion' as const, prompt: clip(prompt, 1000), sampleAnswer: p.goodAnswer, explanation: p.goodAnswer }));
}
