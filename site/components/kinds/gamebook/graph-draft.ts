// A gamebook's graph as its author edits it (issue 14), on the plan (each segment's summary) and
// after writing (each segment's text): conversions from and to what the API answers and takes,
// new ids, the checks (core/gamebook-checks.ts, the server's own) and their words. Pure.
import { checkGamebook, type GamebookProblem } from '../../../../core/gamebook-checks.ts';
import { CHOICES_PER_SEGMENT, type Ending, type GamebookGraph } from '../../../../core/gamebook.ts';

export interface DraftChoice { id: string; text: string; to: string | null; requires: string[]; forbids: string[]; sets: string[]; clears: string[] }
export interface DraftSegment {
  id: string;
  title: string;
  /** the plan's summary, or the written text */
  body: string;
  ending: Ending | '';
  choices: DraftChoice[];
  hidden: boolean;
  grown: boolean;
}
export interface DraftGraph { start: string; flags: string[]; segments: DraftSegment[] }

type ApiChoice = { id: string; text: string; to?: string | null; requires?: readonly string[] | null; forbids?: readonly string[] | null; sets?: readonly string[] | null; clears?: readonly string[] | null };
type ApiSegment = { id: string; title: string; summary?: string | null; text?: string | null; ending?: string | null; choices: readonly ApiChoice[]; hidden?: boolean | null; grown?: boolean | null };

export const draftChoice = (c: ApiChoice): DraftChoice => ({
  id: c.id, text: c.text, to: c.to ?? null, requires: [...(c.requires ?? [])], forbids: [...(c.forbids ?? [])], sets: [...(c.sets ?? [])], clears: [...(c.clears ?? [])],
});

export function draftSegment(s: ApiSegment, body: 'summary' | 'text'): DraftSegment {
  const ending = s.ending === 'good' || s.ending === 'bad' || s.ending === 'neutral' ? s.ending : '';
  return { id: s.id, title: s.title, body: (body === 'summary' ? s.summary : s.text) ?? '', ending, choices: s.choices.map(draftChoice), hidden: Boolean(s.hidden), grown: Boolean(s.grown) };
}

export const coreGraph = (g: DraftGraph): GamebookGraph => ({
  start: g.start, flags: g.flags,
  segments: g.segments.map((s) => ({ id: s.id, title: s.title, text: s.body, ...(s.ending ? { ending: s.ending } : {}), choices: s.ending ? [] : s.choices, ...(s.hidden ? { hidden: true } : {}) })),
});

export const problemsOf = (g: DraftGraph): GamebookProblem[] => checkGamebook(coreGraph(g));

const optional = (list: string[]) => (list.length ? list : undefined);
/** A choice as the API takes it (empty flag lists left out). */
export const choiceInput = (c: DraftChoice) => ({
  id: c.id, text: c.text.trim(), to: c.to, requires: optional(c.requires), forbids: optional(c.forbids), sets: optional(c.sets), clears: optional(c.clears),
});

/** A written segment as updateGamebookSegment takes it. */
export const segmentInput = (s: DraftSegment) => ({
  title: s.title.trim(), text: s.body.trim(), ...(s.ending ? { ending: s.ending } : {}), choices: s.ending ? [] : s.choices.map(choiceInput),
});

/** The plan as updateGamebookPlan takes it. */
export const planInput = (title: string, g: DraftGraph) => ({
  title: title.trim(), start: g.start, flags: g.flags,
  segments: g.segments.map((s) => ({ id: s.id, title: s.title.trim(), summary: s.body.trim(), ...(s.ending ? { ending: s.ending } : {}), choices: s.ending ? [] : s.choices.map(choiceInput) })),
});

/** The next free segment id ("s21") and choice id ("s4-3") of a graph. */
export function freshSegmentId(g: DraftGraph): string {
  const used = new Set(g.segments.map((s) => s.id));
  let n = g.segments.length + 1;
  while (used.has(`s${n}`)) n++;
  return `s${n}`;
}
export function freshChoiceId(g: DraftGraph, segment: DraftSegment): string {
  const used = new Set(g.segments.flatMap((s) => s.choices.map((c) => c.id)).concat(segment.choices.map((c) => c.id)));
  let n = segment.choices.length + 1;
  while (used.has(`${segment.id}-${n}`)) n++;
  return `${segment.id}-${n}`;
}

export const canAddChoice = (s: DraftSegment) => !s.ending && s.choices.length < CHOICES_PER_SEGMENT.max;

/** A segment removed: the choices that led to it lead nowhere yet (they can grow in play, or be pointed elsewhere). */
export function withoutSegment(g: DraftGraph, id: string): DraftGraph {
  return {
    ...g,
    segments: g.segments.filter((s) => s.id !== id).map((s) => ({ ...s, choices: s.choices.map((c) => (c.to === id ? { ...c, to: null } : c)) })),
  };
}

export const withSegment = (g: DraftGraph, segment: DraftSegment): DraftGraph => ({
  ...g, segments: g.segments.some((s) => s.id === segment.id) ? g.segments.map((s) => (s.id === segment.id ? segment : s)) : [...g.segments, segment],
});

/** The words of a problem: its kind's sentence, naming the segments by title. */
export function problemWords(p: GamebookProblem, g: DraftGraph): { key: string; values: Record<string, string> } {
  const title = (id: string) => {
    const s = g.segments.find((x) => x.id === id);
    return s ? `“${s.title}” (${id})` : id;
  };
  const choice = p.choiceId ? g.segments.flatMap((s) => s.choices).find((c) => c.id === p.choiceId) : undefined;
  return {
    key: `checks.kinds.${p.kind}`,
    values: { segments: p.segmentIds.map(title).join(', '), segment: p.segmentIds[0] ? title(p.segmentIds[0]) : '', choice: choice ? `“${choice.text}”` : p.choiceId ?? '', target: p.target ?? '', flag: p.flag ?? '' },
  };
}

/**
 * A segment's branch: the segment and every segment a reader can reach only through it (from the
 * start, any path to them passes it). Writing the branch again rewrites what follows from a
 * turn of the story without touching the rest. The start's branch is the whole reachable book.
 */
export function branchOf(g: DraftGraph, id: string): string[] {
  const byId = new Map(g.segments.map((s) => [s.id, s]));
  const reach = (blocked: string | null): Set<string> => {
    const seen = new Set<string>();
    const queue = byId.has(g.start) && g.start !== blocked ? [g.start] : [];
    for (let i = 0; i < queue.length; i++) {
      const s = byId.get(queue[i]!)!;
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      if (s.ending) continue;
      for (const c of s.choices) if (c.to !== null && c.to !== blocked && byId.has(c.to) && !seen.has(c.to)) queue.push(c.to);
    }
    return seen;
  };
  const all = reach(null);
  if (!all.has(id)) return [];
  const without = reach(id);
  return g.segments.map((s) => s.id).filter((sid) => all.has(sid) && !without.has(sid));
}
