// The gamebook's writing steps on the writer's primitives (issue 14): a world from an idea, the
// planned graph, each segment's words, and a segment grown when a reader takes a choice that
// leads nowhere yet. Every answer is checked by its schema, and the plan and growth by the graph
// checks too (core/gamebook-checks.ts): a model's graph with a dead end gets a repair round, like
// a shape error. With no provider, the offline writer (offline.ts) answers, checked the same way.
import { z } from 'zod';
import { languageName, type Usage, type WriteOptions, type Writer } from '../../ai/index.ts';
import { checkGamebook } from '../../../core/gamebook-checks.ts';
import type { GamebookGraph, Segment } from '../../../core/gamebook.ts';
import type { LangCode } from '../../../core/languages.ts';
import { offlineGamebookPlan, offlineGrownSegment, offlineSegment, offlineWorld, type GraphLike } from './offline.ts';
import { Choice, GAMEBOOK_ID, GamebookPlan, SegmentContent, World, type GamebookStart } from './schema.ts';

type Opts = WriteOptions;
type PlanRequest = Pick<GamebookStart, 'idea' | 'language' | 'segmentCount' | 'endingCount' | 'useFlags'>;

const worldText = (world: World) => [
  `World: ${world.name}. ${world.premise}`,
  `Tone: ${world.tone}. Readers aged ${world.audienceAge}.`,
  `Places: ${world.places.map((p) => `${p.name} (${p.description})`).join('; ')}`,
  world.characters.length ? `Characters: ${world.characters.map((c) => `${c.name}, ${c.kind}`).join('; ')}` : '',
  world.rules.length ? `Rules: ${world.rules.join(' ')}` : '',
  world.lore ? `Lore: ${world.lore}` : '',
].filter(Boolean).join('\n');

/** The problems the author would be shown (errors and warnings), in words a model can act on. */
export function graphProblems(graph: GamebookGraph): string | undefined {
  const problems = checkGamebook(graph).filter((p) => p.severity !== 'info');
  return problems.length ? problems.slice(0, 6).map((p) => `${p.kind} at ${p.segmentIds.join(', ') || 'the book'}${p.choiceId ? ` (choice ${p.choiceId})` : ''}`).join('; ') : undefined;
}

export const planGraph = (plan: GamebookPlan): GamebookGraph => ({
  start: plan.start, flags: plan.flags,
  segments: plan.segments.map((s) => ({ id: s.id, title: s.title, text: s.summary, ...(s.ending ? { ending: s.ending } : {}), choices: s.choices })),
});

/** A grown segment as a provider answers it: the segment and any new endings it leads to. */
const GrownSegment = z.object({ id: z.string().regex(GAMEBOOK_ID) }).and(SegmentContent);
export const Grown = z.object({ segment: GrownSegment, endings: z.array(GrownSegment).max(2).default([]) });
export type Grown = { segment: Segment; endings: Segment[] };

export function gamebookWriter(writer: Writer) {
  return {
    async world(idea: string, language: LangCode, seed: string, opts: Opts = {}): Promise<{ world: World; usage: Usage }> {
      const { value, usage } = await writer.structured({
        name: 'world',
        system: `You invent a setting for interactive stories for young readers, written in ${languageName(language)}. Answer with JSON only: { "name", "premise" (2–3 sentences), "tone" (cosy, adventurous, mysterious, funny or eerie), "audienceAge" (4–18), "language": "${language}", "places": [{ "name", "description" }] (3–6), "characters": [{ "id", "name", "kind", "look", "clothes", "colours" }] (1–4), "rules": [one line each] (1–4), "lore" (a short paragraph) }.`,
        prompt: `The author's idea: ${idea}`,
        schema: World,
        offline: () => offlineWorld(idea, language, seed),
      }, opts);
      return { world: value, usage };
    },

    async plan(world: World, start: PlanRequest, seed: string, comment?: string, opts: Opts = {}): Promise<{ plan: GamebookPlan; usage: Usage }> {
      const { value, usage } = await writer.structured({
        name: 'gamebook plan',
        system: [
          `You plan an interactive gamebook in ${languageName(start.language)}: a graph of segments the reader moves through by choices.`,
          'Answer with JSON only: { "title", "start": a segment id, "flags": [flag names], "segments": [{ "id", "title", "summary" (one sentence), "ending" (good, bad or neutral; endings only), "choices": [{ "id" (unique in the book), "text", "to": a segment id, "requires", "forbids", "sets", "clears" (flag lists, optional) }] }] }.',
          'Every segment that is not an ending has 2 to 4 choices; every segment is reachable from the start; every path can reach an ending; no choice needs a flag no path sets.',
        ].join(' '),
        prompt: [
          worldText(world),
          `Idea: ${start.idea}`,
          `Segments: exactly ${start.segmentCount}, of which ${start.endingCount} endings.`,
          start.useFlags ? 'Use one or two flags (an item found, a friend met) that choices set and later require.' : 'Use no flags.',
          comment ? `The author asks: ${comment}` : '',
        ].filter(Boolean).join('\n'),
        schema: GamebookPlan,
        check: (plan) => {
          if (plan.segments.length !== start.segmentCount) return `the plan has ${plan.segments.length} segments; it needs exactly ${start.segmentCount}`;
          const endings = plan.segments.filter((s) => s.ending).length;
          if (endings !== start.endingCount) return `the plan has ${endings} endings; it needs exactly ${start.endingCount}`;
          return graphProblems(planGraph(plan));
        },
        offline: () => offlineGamebookPlan(world, start, seed),
      }, opts);
      return { plan: value, usage };
    },

    async segment(world: World, graph: GraphLike, segmentId: string, language: LangCode, seed: string, instruction?: string, opts: Opts = {}): Promise<{ segment: SegmentContent; usage: Usage }> {
      const planned = graph.segments.find((s) => s.id === segmentId);
      if (!planned) throw new Error(`no segment ${segmentId} in the plan`);
      const { value, usage } = await writer.structured({
        name: 'gamebook segment',
        system: `You write one segment of an interactive gamebook in ${languageName(language)}, in the second person and the present, 3 or 4 short paragraphs. Answer with JSON only: { "title", "text", "ending" (only if it is one), "choices": the planned choices, with the same ids, targets and flags; you may reword their text }.`,
        prompt: [
          worldText(world),
          `Segment ${planned.id}: ${planned.title}. ${planned.summary ?? ''}`,
          planned.ending ? `It is a ${planned.ending} ending: no choices.` : `Its choices: ${JSON.stringify(planned.choices)}`,
          instruction ? `The author asks: ${instruction}` : '',
        ].filter(Boolean).join('\n'),
        schema: SegmentContent,
        check: (made) => {
          if (Boolean(made.ending) !== Boolean(planned.ending)) return planned.ending ? 'this segment is an ending' : 'this segment is not an ending';
          const same = made.choices.length === planned.choices.length && planned.choices.every((c) => made.choices.some((m) => m.id === c.id && m.to === c.to));
          return same ? undefined : 'keep the planned choices: the same ids leading to the same segments';
        },
        offline: () => offlineSegment(world, graph, segmentId, language, seed)!,
      }, opts);
      // the plan's links and flags are the author's: only the words come from the writer
      const choices = planned.choices.map((c) => ({ ...c, text: value.choices.find((m) => m.id === c.id)?.text ?? c.text }));
      return { segment: { ...value, choices }, usage };
    },

    async grow(world: World, graph: GamebookGraph, fromId: string, choice: Choice, language: LangCode, seed: string, opts: Opts = {}): Promise<{ grown: Grown; usage: Usage }> {
      const from = graph.segments.find((s) => s.id === fromId);
      const { value, usage } = await writer.structured({
        name: 'grown segment',
        system: `A reader of an interactive gamebook in ${languageName(language)} took a choice nobody has written yet. Write the segment it leads to, in the second person and the present, 3 short paragraphs, with 2 or 3 choices that need no flag. Each choice leads to one of the book's segments listed, or to a new ending you write too. Answer with JSON only: { "segment": { "id" (new, unused), "title", "text", "choices": [{ "id" (new, unused), "text", "to" }] }, "endings": [{ "id", "title", "text", "ending" (good, bad or neutral), "choices": [] }] }.`,
        prompt: [
          worldText(world),
          `The reader was at: ${from?.title ?? fromId}: ${from?.text.slice(0, 600) ?? ''}`,
          `They chose: ${choice.text}`,
          `Segments a choice may lead to: ${graph.segments.filter((s) => !s.hidden && s.id !== graph.start).map((s) => `${s.id} (${s.title})`).join(', ')}`,
          `Ids already used: ${graph.segments.flatMap((s) => [s.id, ...s.choices.map((c) => c.id)]).join(', ')}`,
        ].join('\n'),
        schema: Grown,
        check: (grown) => {
          const merged = withGrown(graph, fromId, choice.id, grown as Grown);
          if (!merged) return 'use new ids, and lead only to the listed segments or your new endings';
          if (grown.segment.ending) return 'the new segment is not an ending';
          if (grown.segment.choices.some((c) => c.requires?.length || c.forbids?.length || c.to === null)) return 'the new choices need no flag and lead somewhere';
          const made = new Set(checkGamebook(merged).filter((p) => p.severity === 'error').flatMap((p) => p.segmentIds));
          return [grown.segment.id, ...grown.endings.map((e) => e.id)].some((id) => made.has(id)) ? 'every choice must lead to a segment from which an ending can be reached' : undefined;
        },
        offline: () => offlineGrownSegment(world, graph, fromId, choice, language, seed) as Grown,
      }, opts);
      return { grown: value as Grown, usage };
    },
  };
}

/** The graph with a grown segment in place (the choice now leading to it); undefined when its ids clash or it leads nowhere known. */
export function withGrown(graph: GamebookGraph, fromId: string, choiceId: string, grown: Grown): GamebookGraph | undefined {
  const used = new Set(graph.segments.flatMap((s) => [s.id, ...s.choices.map((c) => c.id)]));
  const added = [grown.segment, ...grown.endings];
  const fresh = new Set<string>();
  for (const s of added) {
    for (const id of [s.id, ...s.choices.map((c) => c.id)]) {
      if (used.has(id) || fresh.has(id)) return undefined;
      fresh.add(id);
    }
  }
  const known = new Set([...graph.segments.map((s) => s.id), ...added.map((s) => s.id)]);
  if (added.some((s) => s.choices.some((c) => c.to !== null && !known.has(c.to)))) return undefined;
  return {
    ...graph,
    segments: [
      ...graph.segments.map((s) => (s.id === fromId ? { ...s, choices: s.choices.map((c) => (c.id === choiceId ? { ...c, to: grown.segment.id } : c)) } : s)),
      ...added,
    ],
  };
}
