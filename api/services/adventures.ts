// Adventure prototypes (issue 14; AdventurePrototype a1): gamebook templates moderators make — a
// premise, a shape of graph (segments, endings, story state) and rules — that authors start a
// gamebook from. Authors see the published ones; moderators all, to make and edit.
import type { Knex } from 'knex';
import { z } from 'zod';
import { isIdOf } from '../../core/ids.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { AppError } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { badInputFrom } from '../engine/books.ts';
import { ENDING_COUNT, GAMEBOOK_IDEA_MAX, RULE_MAX, RULES_PER_WORLD, SEGMENT_COUNT } from '../kinds/gamebook/schema.ts';

const whole = (range: { min: number; max: number }) => z.number().int('must be a whole number').min(range.min, `must be at least ${range.min}`).max(range.max, `must be at most ${range.max}`);

export const AdventurePrototypeInput = z.object({
  title: z.string().trim().min(1, 'is required').max(200, 'is longer than 200 characters'),
  premise: z.string().trim().min(1, 'is required').max(GAMEBOOK_IDEA_MAX, `is longer than ${GAMEBOOK_IDEA_MAX} characters`),
  language: z.enum(LANGUAGES, { message: 'is not one of the 17 languages' }),
  segmentCount: whole(SEGMENT_COUNT),
  endingCount: whole(ENDING_COUNT),
  useFlags: z.boolean(),
  rules: z.array(z.string().trim().min(1, 'is required').max(RULE_MAX, `is longer than ${RULE_MAX} characters`)).max(RULES_PER_WORLD.max, `can have at most ${RULES_PER_WORLD.max} rules`),
  published: z.boolean(),
});

function prototypeId(id: unknown): string {
  if (!isIdOf('AdventurePrototype', id)) throw AppError.badInput('Invalid AdventurePrototype uuid', { id: 'is not valid' });
  return id as string;
}

export const adventurePrototypes = (knex: Knex, all: boolean) => {
  const q = knex('adventure_prototypes').orderBy('updated_at', 'desc').limit(200);
  return all ? q : q.where({ published: true });
};

export async function getAdventurePrototype(knex: Knex, id: unknown, all: boolean) {
  const row = await knex('adventure_prototypes').where({ id: prototypeId(id) }).first();
  if (!row || (!all && !row.published)) throw AppError.notFound('No such adventure prototype');
  return row;
}

export async function saveAdventurePrototype(knex: Knex, userId: string, id: string | null, raw: unknown) {
  const parsed = AdventurePrototypeInput.safeParse(raw);
  if (!parsed.success) throw badInputFrom(parsed.error);
  const v = parsed.data;
  const columns = { title: v.title, premise: v.premise, language: v.language, segment_count: v.segmentCount, ending_count: v.endingCount, use_flags: v.useFlags, rules: v.rules, published: v.published };
  if (id === null) {
    const [row] = await knex('adventure_prototypes').insert({ id: newId('AdventurePrototype'), ...columns, created_by: userId }).returning('*');
    return row;
  }
  const [row] = await knex('adventure_prototypes').where({ id: prototypeId(id) }).update(columns).returning('*');
  if (!row) throw AppError.notFound('No such adventure prototype');
  return row;
}

export async function deleteAdventurePrototype(knex: Knex, id: unknown) {
  const n = await knex('adventure_prototypes').where({ id: prototypeId(id) }).delete();
  if (!n) throw AppError.notFound('No such adventure prototype');
}
