// The demo library's storybooks (issue 16): a dozen picture books in several languages by the
// demo authors, written by the offline writer and drawn by the offline illustrator. The rows go
// in at once (ids from keys: seeding again adds only what is missing); the pictures take about a
// second a page, so the server draws them in the background after it starts listening
// (drawSeedStorybooks), and a book joins the library when its last page is drawn. A restart
// resumes where drawing stopped.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { deterministicId } from '../../core/ids.ts';
import type { LangCode } from '../../core/languages.ts';
import type { ArtStyle, CharacterKind } from '../../core/storybook.ts';
import { createWriter } from '../../api/ai/index.ts';
import type { Config } from '../../api/config.ts';
import { writePart } from '../../api/engine/books.ts';
import { storybook } from '../../api/kinds/storybook/index.ts';
import { offlineStoryboard } from '../../api/kinds/storybook/offline.ts';
import { demoAuthorId } from './library.ts';

interface SeedCharacter { name: string; kind: CharacterKind; look: string; clothes: string; colours: string }
interface SeedStorybook {
  key: string; author: number; language: LangCode; idea: string; age: number; pages: number; artStyle: ArtStyle;
  characters: SeedCharacter[]; featured?: boolean; visibility?: 'public' | 'unlisted'; ageDays: number; reads: number; saves: number;
}

export const SEED_STORYBOOKS: readonly SeedStorybook[] = [
  { key: 'story-en-moon', author: 1, language: 'en', idea: 'Mia and her fox Pip go to the forest to find the moon that fell from the sky', age: 5, pages: 10, artStyle: 'watercolor', featured: true, ageDays: 3, reads: 412, saves: 57,
    characters: [{ name: 'Mia', kind: 'child', look: 'a small girl with curly black hair and round glasses', clothes: 'a yellow raincoat and red boots', colours: 'yellow, red' },
      { name: 'Pip', kind: 'animal', look: 'a little orange fox with a white-tipped tail', clothes: 'a green scarf', colours: 'orange, green' }] },
  { key: 'story-en-snow', author: 2, language: 'en', idea: 'A bear cub who has never seen snow wakes up early from his winter sleep', age: 4, pages: 8, artStyle: 'crayon', ageDays: 12, reads: 188, saves: 21,
    characters: [{ name: 'Bruno', kind: 'animal', look: 'a round brown bear cub', clothes: 'a blue knitted hat', colours: 'brown, blue' }] },
  { key: 'story-es-mar', author: 3, language: 'es', idea: 'Lucía y su abuelo salen al mar en un barquito para ver ballenas', age: 6, pages: 10, artStyle: 'paper-cut', featured: true, ageDays: 5, reads: 265, saves: 33,
    characters: [{ name: 'Lucía', kind: 'child', look: 'una niña de pelo castaño largo', clothes: 'un vestido azul y un sombrero amarillo', colours: 'azul, amarillo' },
      { name: 'Abuelo Tomás', kind: 'adult', look: 'un hombre mayor de pelo gris y barba blanca', clothes: 'una camisa roja', colours: 'rojo, gris' }] },
  { key: 'story-fr-jardin', author: 4, language: 'fr', idea: 'Léo plante une graine magique dans le jardin de sa grand-mère', age: 5, pages: 8, artStyle: 'flat', ageDays: 9, reads: 143, saves: 12,
    characters: [{ name: 'Léo', kind: 'child', look: 'un petit garçon aux cheveux roux courts', clothes: 'une salopette verte', colours: 'vert, orange' },
      { name: 'Mamie Rose', kind: 'adult', look: 'une grand-mère aux cheveux blancs en chignon', clothes: 'un tablier rose', colours: 'rose, blanc' }] },
  { key: 'story-ar-najm', author: 5, language: 'ar', idea: 'مها وقطتها لولو تبحثان عن نجمة سقطت في الصحراء', age: 6, pages: 10, artStyle: 'storybook-ink', featured: true, ageDays: 2, reads: 301, saves: 40,
    characters: [{ name: 'مها', kind: 'child', look: 'بنت صغيرة بشعر أسود طويل', clothes: 'فستان أحمر ووشاح أصفر', colours: 'أحمر، أصفر' },
      { name: 'لولو', kind: 'animal', look: 'قطة رمادية صغيرة', clothes: 'وشاح أزرق', colours: 'رمادي، أزرق' }] },
  { key: 'story-hi-nadi', author: 6, language: 'hi', idea: 'आरव और उसका दोस्त हाथी राजू नदी के किनारे खोई हुई पतंग ढूँढते हैं', age: 5, pages: 8, artStyle: 'watercolor', ageDays: 7, reads: 120, saves: 14,
    characters: [{ name: 'आरव', kind: 'child', look: 'छोटे काले बालों वाला लड़का', clothes: 'नीली कमीज़ और पीली टोपी', colours: 'नीला, पीला' },
      { name: 'राजू', kind: 'animal', look: 'एक छोटा स्लेटी हाथी', clothes: 'लाल दुपट्टा', colours: 'स्लेटी, लाल' }] },
  { key: 'story-ja-usagi', author: 7, language: 'ja', idea: 'うさぎのユキが、はじめて雪の山にのぼります', age: 4, pages: 8, artStyle: 'pencil', ageDays: 14, reads: 97, saves: 9,
    characters: [{ name: 'ユキ', kind: 'animal', look: '白いウサギ', clothes: '赤いマフラー', colours: '白, 赤' }] },
  { key: 'story-pt-praia', author: 8, language: 'pt', idea: 'Bia e o cachorro Tico fazem um castelo de areia na praia', age: 5, pages: 8, artStyle: 'flat', ageDays: 20, reads: 88, saves: 7,
    characters: [{ name: 'Bia', kind: 'child', look: 'uma menina de cabelo preto cacheado', clothes: 'um maiô rosa e um chapéu branco', colours: 'rosa, branco' },
      { name: 'Tico', kind: 'animal', look: 'um cachorro marrom pequeno', clothes: 'uma coleira verde', colours: 'marrom, verde' }] },
  { key: 'story-sw-mlima', author: 9, language: 'sw', idea: 'Amani na rafiki yake twiga wanapanda mlima kuona jua likichomoza', age: 6, pages: 8, artStyle: 'crayon', ageDays: 6, reads: 76, saves: 8,
    characters: [{ name: 'Amani', kind: 'child', look: 'mvulana mdogo mwenye nywele fupi nyeusi', clothes: 'shati la njano na kaptula ya bluu', colours: 'njano, bluu' }] },
  { key: 'story-de-stadt', author: 1, language: 'de', idea: 'Emil und seine Katze Mimi suchen in der großen Stadt den Weg zur Bücherei', age: 6, pages: 8, artStyle: 'paper-cut', ageDays: 16, reads: 64, saves: 6,
    characters: [{ name: 'Emil', kind: 'child', look: 'ein kleiner Junge mit blonden kurzen Haaren und Brille', clothes: 'eine rote Jacke', colours: 'rot, blau' },
      { name: 'Mimi', kind: 'animal', look: 'eine schwarze Katze', clothes: 'ein gelbes Halsband', colours: 'schwarz, gelb' }] },
  { key: 'story-ko-uju', author: 2, language: 'ko', idea: '지우가 종이 로켓을 타고 우주로 여행을 떠나요', age: 5, pages: 8, artStyle: 'watercolor', ageDays: 11, reads: 58, saves: 5,
    characters: [{ name: '지우', kind: 'child', look: '짧은 검은 머리의 아이', clothes: '파란 우주복', colours: '파랑, 하양' }] },
  { key: 'story-ch-yue', author: 3, language: 'ch', idea: '小明和小狗豆豆在中秋节晚上寻找最圆的月亮', age: 5, pages: 8, artStyle: 'storybook-ink', visibility: 'unlisted', ageDays: 8, reads: 40, saves: 3,
    characters: [{ name: '小明', kind: 'child', look: '黑色短发的小男孩', clothes: '红色外套', colours: '红, 黑' },
      { name: '豆豆', kind: 'animal', look: '一只棕色的小狗', clothes: '绿色围巾', colours: '棕, 绿' }] },
];

const indexOf = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0);
export const seedStorybookId = (key: string) => deterministicId('Storybook', 'storybook', indexOf(key));
const seedId = (type: 'UserCharacter' | 'StorybookOutline' | 'StorybookPage', key: string, i: number) => deterministicId(type, 'storybook', indexOf(`${key}:${i}`));

/** The rows: books, their characters, storyboards and pages (words written, pictures to draw). */
export async function seedStorybooks(knex: Knex, now = new Date()): Promise<number> {
  let added = 0;
  for (const seed of SEED_STORYBOOKS) {
    const id = seedStorybookId(seed.key);
    await knex.transaction(async (trx) => {
      if (await trx('books').where({ id }).first('id')) return;
      // two processes starting on one empty database may both seed: the book row decides
      const userId = demoAuthorId(seed.author);
      const characters = seed.characters.map((c, i) => ({ ...c, id: seedId('UserCharacter', seed.key, i), portraitImageId: null }));
      for (const c of characters) {
        await trx('user_characters').insert({ id: c.id, user_id: userId, name: c.name, sheet: JSON.stringify({ name: c.name, kind: c.kind, look: c.look, clothes: c.clothes, colours: c.colours }) })
          .onConflict('id').ignore();
      }
      const board = offlineStoryboard({ seed: id, idea: seed.idea, language: seed.language, pageCount: seed.pages, characters });
      const at = new Date(now.getTime() - seed.ageDays * 86_400_000);
      const visibility = seed.visibility ?? 'public';
      const inserted = await trx('books').insert({
        id, kind: 'storybook', user_id: userId, title: board.title, topic: seed.idea, language: seed.language, chapter_count: seed.pages,
        reading_level: '', audience: '', status: 'generating', wizard_step: 'generate', visibility, writer: 'offline', start_key: `seed:${seed.key}`,
        details: JSON.stringify({ age: seed.age, artStyle: seed.artStyle, characters, titleGiven: false, planRuns: 1, seed: true }),
        read_count: seed.reads, save_count: seed.saves, created_at: at,
        published_at: visibility === 'public' ? at : null, featured_at: seed.featured && visibility === 'public' ? at : null,
      }).onConflict('id').ignore().returning('id');
      if (!inserted.length) return;
      await trx('book_plans').insert({ id: seedId('StorybookOutline', seed.key, 0), book_id: id, kind: 'storybook', plan: JSON.stringify(board), source: 'writer', created_at: at });
      await trx('book_parts').insert(board.pages.map((page, i) => ({
        id: seedId('StorybookPage', seed.key, i), book_id: id, kind: 'storybook', position: i + 1, title: '',
        content: JSON.stringify({ ...page, text: '', alt: '', image: null }), status: 'queued', paid_runs: 1,
      })));
      added++;
    });
  }
  return added;
}

/** Draws what the seeded storybooks still lack (portraits, then pages), one page at a time. */
export async function drawSeedStorybooks(knex: Knex, config: Config, log: (line: string) => void = () => {}, signal?: AbortSignal): Promise<number> {
  const books = await knex('books').where({ kind: 'storybook', status: 'generating' }).whereRaw("(details->>'seed')::boolean").orderBy('created_at', 'desc');
  let pages = 0;
  for (const book of books) {
    if (signal?.aborted) return pages;
    await storybook.afterPlan!({ knex, config, writer: createWriter(config) }, book, { title: book.title, pages: [] });
    // a page left mid-way by a stopped process is taken up again (after a while: another process may be drawing it)
    await knex('book_parts').where({ book_id: book.id, status: 'writing' }).where('updated_at', '<', knex.raw("now() - interval '2 minutes'")).update({ status: 'queued' });
    const parts: { id: string }[] = await knex('book_parts').where({ book_id: book.id, status: 'queued' }).orderBy('position').select('id');
    for (const part of parts) {
      if (signal?.aborted) return pages;
      // claimed here, so two processes never draw the same page
      const [claimed] = await knex('book_parts').where({ id: part.id, status: 'queued' }).update({ status: 'writing' }).returning('id');
      if (!claimed) continue;
      await writePart({ knex, config }, part.id);
      pages++;
    }
  }
  if (books.length) log(`demo storybooks drawn: ${books.length} books, ${pages} pages`);
  return pages;
}
