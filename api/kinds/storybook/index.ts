// The storybook kind (issue 16): an idea, a reader's age, characters and an art style become a
// storyboard (a beat per page), then pages with words and a picture each.
import type { Knex } from 'knex';
import { AppError } from '../../errors.ts';
import { bookTemplates } from '../../services/textbooks/configs.ts';
import { newId } from '../../lib/ids.ts';
import { KINDS } from '../../../core/kinds.ts';
import type { KindModule, MakeContext, Row } from '../../engine/kind.ts';
import { addUsage, NO_USAGE, type Usage } from '../../ai/types.ts';
import { offlinePage, offlineStoryboard } from './offline.ts';
import { drawPage, drawPortraits } from './pictures.ts';
import { pagePrompt, STORYBOOK_PROMPTS, storyboardPrompt } from './prompts.ts';
import {
  BookCharacter, PageContent, PageWords, StorybookStart, Storyboard, type StoryBeat,
} from './schema.ts';

export const charactersOf = (book: Row): BookCharacter[] => (book.details?.characters ?? []) as BookCharacter[];

/** The start's characters as the book keeps them: the user's own, or new ones saved for later. */
async function bookCharacters(trx: Knex.Transaction, userId: string, start: StorybookStart): Promise<BookCharacter[]> {
  const out: BookCharacter[] = [];
  for (const choice of start.characters) {
    if ('userCharacterId' in choice) {
      const row = await trx('user_characters').where({ id: choice.userCharacterId, user_id: userId }).first();
      if (!row) throw AppError.badInput('One of the characters is not yours or no longer exists', { characters: 'has an unknown character' });
      out.push(BookCharacter.parse({ ...row.sheet, name: row.name, id: row.id, portraitImageId: row.portrait_image_id ?? null }));
    } else {
      const id = newId('UserCharacter');
      const sheet = { name: choice.name, kind: choice.kind, look: choice.look, clothes: choice.clothes, colours: choice.colours };
      await trx('user_characters').insert({ id, user_id: userId, name: choice.name, sheet: JSON.stringify(sheet) });
      out.push({ ...sheet, id, portraitImageId: null });
    }
  }
  const names = new Set(out.map((c) => c.name.toLocaleLowerCase()));
  if (names.size !== out.length) throw AppError.badInput('Two characters have the same name', { characters: 'has a name twice' });
  return out;
}

export const storybook: KindModule<StorybookStart, Storyboard, PageContent> = {
  kind: 'storybook',
  start: StorybookStart,
  plan: Storyboard,
  content: PageContent,
  defaultCosts: { plan: 1, part: 1, redraw: 1 },
  ledger: KINDS.storybook.ledger,
  words: { plan: 'plan', part: 'page', parts: 'pages', made: 'made' },

  async bookRow(trx, userId, start) {
    const characters = await bookCharacters(trx, userId, start);
    return {
      title: start.title ?? start.idea.slice(0, 200).split(/\r?\n/)[0]!.trim(),
      topic: start.idea, language: start.language, chapter_count: start.pageCount, reading_level: '', audience: '',
      details: { age: start.age, artStyle: start.artStyle, characters, titleGiven: Boolean(start.title) },
    };
  },

  shapesPlan(book, columns) {
    // the words of the idea, the reader, the language, the length, the look and who is in it
    const cast = (list: BookCharacter[]) => JSON.stringify(list.map((c) => [c.id, c.name, c.kind, c.look, c.clothes, c.colours]));
    return book.topic !== columns.topic || book.language !== columns.language || Number(book.chapter_count) !== Number(columns.chapter_count)
      || Number(book.details?.age) !== Number(columns.details.age) || book.details?.artStyle !== columns.details.artStyle
      || cast(charactersOf(book)) !== cast(columns.details.characters);
  },

  async makePlan(ctx, book, comment) {
    const characters = charactersOf(book);
    const input = { idea: book.topic, age: Number(book.details.age), language: book.language, pageCount: book.chapter_count, characters, comment };
    const ids = new Set(characters.map((c) => c.id));
    const { system, prompt } = storyboardPrompt({ ...input, ...(book.details.titleGiven ? { title: book.title } : {}) }, (await bookTemplates(ctx.knex, book) ?? STORYBOOK_PROMPTS));
    const { value, usage } = await ctx.writer.structured({
      name: 'storyboard', system, prompt, schema: Storyboard,
      check: (plan) => checkStoryboard(plan, book, ids),
      offline: () => offlineStoryboard({ seed: book.id, idea: book.topic, language: book.language, pageCount: book.chapter_count, characters, ...(book.details.titleGiven ? { title: book.title } : {}) }),
    }, ctx.signal ? { signal: ctx.signal } : {});
    return { plan: value, usage };
  },

  checkPlan(plan, book) {
    return checkStoryboard(plan, book, new Set(charactersOf(book).map((c) => c.id)), false);
  },

  titleOf: (plan) => plan.title,

  partsOf: (plan) => plan.pages.map((page) => ({ title: '', content: { ...page, text: '', alt: '', image: null } })),

  async afterPlan(ctx, book) {
    await drawPortraits(ctx, book, charactersOf(book));
  },

  async makePart(ctx, book, part, { instruction, redo, progress }) {
    const characters = charactersOf(book);
    const beat: StoryBeat = { beat: part.content.beat, characters: part.content.characters, scene: part.content.scene };
    let usage: Usage = { ...NO_USAGE };
    let words: PageWords = { text: part.content.text, alt: part.content.alt };
    if (redo !== 'picture' || !words.text) {
      const previous = await ctx.knex('book_parts').where({ book_id: book.id, position: part.position - 1 }).first('content');
      const { system, prompt } = pagePrompt({
        title: book.title, idea: book.topic, age: Number(book.details.age), language: book.language, pageNumber: part.position, pageCount: book.chapter_count,
        beat, characters, ...(previous?.content?.text ? { previous: previous.content.text } : {}),
        ...(instruction ? { instruction } : {}), ...(part.content.text ? { current: part.content.text } : {}),
      }, (await bookTemplates(ctx.knex, book) ?? STORYBOOK_PROMPTS));
      const answer = await ctx.writer.structured({ name: 'page', system, prompt, schema: PageWords, offline: () => offlineRewrite(book, beat, characters, part, instruction) });
      words = answer.value;
      usage = addUsage(usage, answer.usage);
      await progress({ ...words });
    }
    let image = part.content.image ?? null;
    if (redo !== 'text' || !image) {
      const drawn = await drawPage(ctx, book, beat, characters, { pageNumber: part.position, alt: words.alt, ...(redo === 'picture' && instruction ? { instruction } : {}) });
      image = { id: drawn.imageId, source: 'illustrator' as const };
    }
    return { content: { ...beat, text: words.text, alt: words.alt, image }, usage };
  },
};

/** Offline, a rewrite keeps the page's words (the offline writer cannot follow an instruction). */
function offlineRewrite(book: Row, beat: StoryBeat, characters: BookCharacter[], part: Row, _instruction?: string): PageWords {
  const fresh = offlinePage(book.language, beat, characters);
  return part.content.text ? { text: part.content.text, alt: part.content.alt || fresh.alt } : fresh;
}

function checkStoryboard(plan: Storyboard, book: Row, ids: Set<string>, exactCount = true): string | undefined {
  if (exactCount && plan.pages.length !== book.chapter_count) return `The storyboard has ${plan.pages.length} pages; it must have exactly ${book.chapter_count}.`;
  for (const [i, page] of plan.pages.entries()) {
    const unknown = page.characters.find((id) => !ids.has(id));
    if (unknown) return `Page ${i + 1} names a character that is not in the book (${unknown}).`;
  }
  return undefined;
}

export type { MakeContext };
