// The demo library's worlds and gamebooks (issue 14): worlds by the demo authors, made by the
// offline writer from an idea, public and featured (Discover shows them), each with a shared
// gamebook planned and written by the offline writer, its checks clean. Ids come from keys:
// seeding again adds only what is missing.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { deterministicId } from '../../core/ids.ts';
import type { LangCode } from '../../core/languages.ts';
import { offlineGamebookPlan, offlineSegment, offlineWorld } from '../../api/kinds/gamebook/offline.ts';
import { SegmentPart } from '../../api/kinds/gamebook/index.ts';
import { demoAuthorId } from './library.ts';

interface SeedWorld { key: string; author: number; language: LangCode; idea: string; gamebook: string; segments: number; endings: number; flags: boolean; ageDays: number }

export const SEED_WORLDS: readonly SeedWorld[] = [
  { key: 'world-fr-phares', author: 3, language: 'fr', idea: 'Un archipel de phares où le brouillard murmure des noms', gamebook: 'Retrouver la gardienne du phare disparue dans le brouillard', segments: 16, endings: 3, flags: true, ageDays: 20 },
  { key: 'world-en-clockwork', author: 2, language: 'en', idea: 'A clockwork city where the streets rearrange themselves every night', gamebook: 'Find the missing key to the great clock before midnight', segments: 12, endings: 2, flags: false, ageDays: 22 },
  { key: 'world-ar-oasis', author: 5, language: 'ar', idea: 'واحة في الصحراء تتكلم فيها النجوم مع المسافرين', gamebook: 'ابحث عن النجمة التي سقطت في الواحة', segments: 10, endings: 2, flags: false, ageDays: 24 },
];

const indexOf = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0);
export const seedWorldId = (key: string) => deterministicId('World', 'world', indexOf(key));
export const seedGamebookId = (key: string) => deterministicId('Gamebook', 'gamebook', indexOf(key));
const seedId = (type: 'GamebookOutline' | 'GamebookSegment' | 'GamebookSegmentHistory', key: string, i: number) => deterministicId(type, 'gamebook', indexOf(`${key}:${i}`));

export async function seedGamebooks(knex: Knex, now = new Date()): Promise<number> {
  let added = 0;
  for (const seed of SEED_WORLDS) {
    const worldId = seedWorldId(seed.key);
    const bookId = seedGamebookId(seed.key);
    await knex.transaction(async (trx) => {
      if (await trx('worlds').where({ id: worldId }).first('id')) return;
      const at = new Date(now.getTime() - seed.ageDays * 86_400_000);
      const world = offlineWorld(seed.idea, seed.language, seed.key);
      await trx('worlds').insert({
        id: worldId, user_id: demoAuthorId(seed.author), name: world.name, language: seed.language, world: JSON.stringify(world), visibility: 'public',
        writer: 'offline', featured_at: at, created_at: at, updated_at: at,
      });
      const plan = offlineGamebookPlan(world, { idea: seed.gamebook, language: seed.language, segmentCount: seed.segments, endingCount: seed.endings, useFlags: seed.flags }, seed.key);
      await trx('books').insert({
        id: bookId, kind: 'gamebook', user_id: demoAuthorId(seed.author), world_id: worldId, title: plan.title, topic: seed.gamebook, language: seed.language,
        chapter_count: plan.segments.length, reading_level: 'intermediate', audience: '', status: 'done', wizard_step: 'done', visibility: 'public', writer: 'offline',
        start_key: `seed:${seed.key}`, details: JSON.stringify({ segmentCount: seed.segments, endingCount: seed.endings, useFlags: seed.flags, planRuns: 1, seed: true }),
        created_at: at, published_at: at,
      });
      await trx('book_plans').insert({ id: seedId('GamebookOutline', seed.key, 0), book_id: bookId, kind: 'gamebook', plan: JSON.stringify(plan), source: 'writer', created_at: at });
      const graph = { start: plan.start, flags: plan.flags, segments: plan.segments };
      const parts = plan.segments.map((s, i) => {
        const written = offlineSegment(world, graph, s.id, seed.language, seed.key)!;
        const content = SegmentPart.parse({ ...written, id: s.id, summary: s.summary });
        return { id: seedId('GamebookSegment', seed.key, i), book_id: bookId, kind: 'gamebook', position: i + 1, title: content.title, content: JSON.stringify({ ...content, made: true }), status: 'done', paid_runs: 1 };
      });
      await trx('book_parts').insert(parts);
      await trx('book_part_versions').insert(parts.map((p, i) => ({
        id: seedId('GamebookSegmentHistory', seed.key, i), part_id: p.id, book_id: bookId, kind: 'gamebook', number: 1, title: p.title, content: p.content, source: 'writer', created_at: at,
      })));
      added++;
    });
  }
  return added;
}
