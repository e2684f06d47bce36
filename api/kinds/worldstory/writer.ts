// The world story's writing steps (issue 14): the plan (the chapters, each a title and what
// happens) and each chapter's words, with the world's places, characters and rules kept straight.
// With no provider, the offline writer tells the story along one path of an offline gamebook plan
// in the same world (its titles, summaries and scenes, in the book's language), one chapter a step.
import { z } from 'zod';
import { languageName, type Usage, type WriteOptions, type Writer } from '../../ai/index.ts';
import type { LangCode } from '../../../core/languages.ts';
import { offlineGamebookPlan, offlineSegment } from '../gamebook/offline.ts';
import type { World } from '../gamebook/schema.ts';
import { WorldStoryPlan, STORY_CHAPTER_TEXT_MAX, type WorldStoryStart } from './schema.ts';

const worldText = (world: World) => [
  `World: ${world.name}. ${world.premise}`, `Tone: ${world.tone}. Readers aged ${world.audienceAge}.`,
  `Places: ${world.places.map((p) => `${p.name} (${p.description})`).join('; ')}`,
  world.characters.length ? `Characters: ${world.characters.map((c) => `${c.name}, ${c.kind}: ${c.look}`).join('; ')}` : '',
  world.rules.length ? `Rules: ${world.rules.join(' ')}` : '', world.lore ? `Lore: ${world.lore}` : '',
].filter(Boolean).join('\n');

/** One path through an offline gamebook plan of the world, from its start to an ending, `n` steps long. */
function offlinePath(world: World, start: WorldStoryStart, seed: string) {
  const plan = offlineGamebookPlan(world, { idea: start.idea, language: start.language, segmentCount: Math.max(8, start.chapterCount * 3), endingCount: 1, useFlags: false }, seed);
  const byId = new Map(plan.segments.map((s) => [s.id, s]));
  const path: typeof plan.segments = [];
  let at = byId.get(plan.start);
  const seen = new Set<string>();
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    path.push(at);
    if (at.ending) break;
    at = at.choices.map((c) => (c.to ? byId.get(c.to) : undefined)).find((s) => s && !seen.has(s.id));
  }
  const ending = path.at(-1)?.ending ? path.pop()! : plan.segments.find((s) => s.ending)!;
  const middle = path.slice(0, start.chapterCount - 1);
  for (const s of plan.segments) if (middle.length < start.chapterCount - 1 && !s.ending && !middle.includes(s)) middle.push(s);
  return { plan, chapters: [...middle, ending] };
}

export function offlineStoryPlan(world: World, start: WorldStoryStart, seed: string): WorldStoryPlan {
  const { plan, chapters } = offlinePath(world, start, seed);
  return WorldStoryPlan.parse({ title: plan.title, chapters: chapters.map((s) => ({ title: s.title, summary: s.summary })) });
}

/** A chapter's words offline: the scene of its place, what happens, what is said — a story's paragraphs, not a gamebook's question. */
export function offlineStoryChapter(world: World, plan: WorldStoryPlan, index: number, language: LangCode, seed: string): string {
  const last = index === plan.chapters.length - 1;
  const graph = {
    start: 'c1',
    segments: plan.chapters.map((c, i) => ({
      id: `c${i + 1}`, title: c.title, summary: c.summary, ...(i === plan.chapters.length - 1 ? { ending: 'good' as const } : {}),
      choices: i === plan.chapters.length - 1 ? [] : [{ id: `c${i + 1}-1`, text: '…', to: `c${i + 2}` }, { id: `c${i + 1}-2`, text: '…', to: `c${i + 2}` }],
    })),
  };
  const written = offlineSegment(world, graph, `c${index + 1}`, language, seed)!;
  const paragraphs = written.text.split(/\n\s*\n/);
  // a gamebook segment ends on the reader's question; a story's chapter goes on
  return (last ? paragraphs : paragraphs.slice(0, -1)).join('\n\n').slice(0, STORY_CHAPTER_TEXT_MAX);
}

export function worldStoryWriter(writer: Writer) {
  return {
    async plan(world: World, start: WorldStoryStart, seed: string, comment?: string, opts: WriteOptions = {}): Promise<{ plan: WorldStoryPlan; usage: Usage }> {
      const { value, usage } = await writer.structured({
        name: 'world story plan',
        system: `You plan a story for young readers in ${languageName(start.language)}, set in a world the author built; keep its places, characters and rules straight. Answer with JSON only: { "title", "chapters": [{ "title", "summary": one or two sentences }] }.`,
        prompt: [worldText(world), `The story: ${start.idea}`, `Chapters: exactly ${start.chapterCount}.`, comment ? `The author asks: ${comment}` : ''].filter(Boolean).join('\n'),
        schema: WorldStoryPlan,
        check: (p) => (p.chapters.length === start.chapterCount ? undefined : `the plan has ${p.chapters.length} chapters; it needs exactly ${start.chapterCount}`),
        offline: () => offlineStoryPlan(world, start, seed),
      }, opts);
      return { plan: value, usage };
    },

    async chapter(world: World, plan: WorldStoryPlan, index: number, language: LangCode, seed: string, instruction?: string, opts: WriteOptions = {}): Promise<{ markdown: string; usage: Usage }> {
      const entry = plan.chapters[index]!;
      const { value, usage } = await writer.structured({
        name: 'world story chapter',
        system: `You write one chapter of a story for young readers in ${languageName(language)}, in the past tense, 4 to 8 paragraphs, set in the world described; its places, characters and rules stay as they are. Answer with JSON only: { "markdown": the chapter's paragraphs, separated by blank lines, no heading }.`,
        prompt: [
          worldText(world), `Story: ${plan.title}`,
          `The chapters: ${plan.chapters.map((c, i) => `${i + 1}. ${c.title}: ${c.summary}`).join(' ')}`,
          `Write chapter ${index + 1}: ${entry.title}. ${entry.summary}`, instruction ? `The author asks: ${instruction}` : '',
        ].filter(Boolean).join('\n'),
        schema: z.object({ markdown: z.string().trim().min(1).max(STORY_CHAPTER_TEXT_MAX) }),
        offline: () => ({ markdown: offlineStoryChapter(world, plan, index, language, seed) }),
      }, opts);
      return { markdown: value.markdown, usage };
    },
  };
}
