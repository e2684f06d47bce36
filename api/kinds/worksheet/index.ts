// The worksheet kind (issue 12): a topic, a level and the item types a teacher wants become a
// group plan (a worksheet per step through the topic, with its objectives), then worksheets of
// items with their answer keys. With a provider, each worksheet written is solved a second time
// without its key, and the items where the solver and the key disagree are flagged for the teacher.
// The group is the book (WorksheetGroup 95), each worksheet a part (Worksheet 96).
import { KINDS } from '../../../core/kinds.ts';
import type { KindModule, MakeContext, Row } from '../../engine/kind.ts';
import { bookTemplates } from '../../services/textbooks/configs.ts';
import { addUsage, WriterError, type Usage } from '../../ai/types.ts';
import type { Item } from '../../../core/worksheets.ts';
import { GroupPlan, WorksheetContent, WorksheetStart } from './schema.ts';
import { WORKSHEET_PROMPTS } from './prompts.ts';
import { worksheetWriter } from './writer.ts';

/** The start values a group was made with (the book row keeps them in its columns and details). */
export function startOf(book: Row): WorksheetStart {
  return {
    topic: book.topic, level: book.reading_level, language: book.language, worksheetCount: Number(book.chapter_count),
    itemsPerWorksheet: Number(book.details?.itemsPerWorksheet ?? 8), itemTypes: book.details?.itemTypes ?? ['shortAnswer'],
    difficulty: book.details?.difficulty ?? 'medium',
  };
}

/** The writer with the templates of the generation config version the group was started with
 * (the moderators' /moderator/worksheets/config), the built-in ones for a group that names none. */
const writerFor = async (ctx: MakeContext, book: Row) => worksheetWriter(ctx.writer, (await bookTemplates(ctx.knex, book)) ?? WORKSHEET_PROMPTS);

const entryOf = (part: Row) => ({ title: String(part.content?.title || part.title), objectives: (part.content?.objectives ?? []) as string[] });

export const worksheet: KindModule<WorksheetStart, GroupPlan, WorksheetContent> = {
  kind: 'worksheet',
  start: WorksheetStart,
  plan: GroupPlan,
  content: WorksheetContent,
  defaultCosts: { plan: 1, part: 1, redraw: 1 },
  ledger: KINDS.worksheet.ledger,
  words: { plan: 'plan', part: 'worksheet', parts: 'worksheets', made: 'written' },

  async bookRow(_trx, _userId, start) {
    return {
      title: start.topic.split(/\r?\n/)[0]!.trim().slice(0, 200), topic: start.topic, language: start.language,
      chapter_count: start.worksheetCount, reading_level: start.level, audience: '',
      details: { itemsPerWorksheet: start.itemsPerWorksheet, itemTypes: start.itemTypes, difficulty: start.difficulty },
    };
  },

  shapesPlan(book, columns) {
    return book.topic !== columns.topic || book.language !== columns.language || Number(book.chapter_count) !== Number(columns.chapter_count)
      || book.reading_level !== columns.reading_level;
  },

  async makePlan(ctx, book, comment) {
    return (await writerFor(ctx, book)).plan(startOf(book), comment, ctx.signal ? { signal: ctx.signal } : {});
  },

  checkPlan(plan) {
    const titles = plan.worksheets.map((w) => w.title.trim().toLocaleLowerCase());
    return new Set(titles).size === titles.length ? undefined : 'Two worksheets have the same title.';
  },

  titleOf: (plan) => plan.title,

  partsOf: (plan) => plan.worksheets.map((w) => ({ title: w.title, content: { title: w.title, objectives: w.objectives, instructions: '', items: [], flags: [] } })),

  async makePart(ctx, book, part, { instruction, redo, progress }) {
    const write = await writerFor(ctx, book);
    const start = startOf(book);
    const entry = entryOf(part);
    const opts = ctx.signal ? { signal: ctx.signal } : {};
    const seed = `${book.id}:${part.position}:${part.paid_runs ?? 1}`;
    const itemIndex = part.content?.redoItem;
    let usage: Usage = { inputTokens: 0, outputTokens: 0 };
    let sheet: WorksheetContent;
    const oneItem = redo === 'text' && Number.isInteger(itemIndex) && Array.isArray(part.content?.items) && Boolean(part.content.items[itemIndex]);
    if (oneItem) {
      // one item written again: the others stay as the teacher left them
      const items = [...part.content.items] as Item[];
      const made = await write.item(start, entry, items[itemIndex]!, `${seed}:item${itemIndex}`, instruction ?? '', opts);
      items[itemIndex] = made.item;
      usage = addUsage(usage, made.usage);
      const flags = ((part.content.flags ?? []) as WorksheetContent['flags']).filter((f) => f.item !== itemIndex);
      sheet = { title: part.content.title, instructions: part.content.instructions, objectives: part.content.objectives, items, flags };
    } else {
      const made = await write.worksheet(start, entry, seed, instruction, opts);
      usage = addUsage(usage, made.usage);
      sheet = { ...made.worksheet, flags: [] };
    }
    await progress({ ...sheet });
    const checked = await write.verify(sheet, start.language, seed, opts);
    usage = addUsage(usage, checked.usage);
    const only = oneItem ? checked.flags.filter((f) => f.item === itemIndex) : checked.flags;
    const flags = [...sheet.flags.filter((f) => !only.some((o) => o.item === f.item)), ...only].sort((a, b) => a.item - b.item);
    const parsed = WorksheetContent.safeParse({ ...sheet, flags });
    if (!parsed.success) throw new WriterError('invalid_output', { detail: parsed.error.message });
    return { content: parsed.data, usage };
  },
};
