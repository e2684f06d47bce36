// The textbook's two writing steps on the writer's primitives: the outline is a structured answer
// (the Outline schema, exactly the chapters asked for, one repair round), a chapter is Markdown
// streamed section by section. Offline, the same steps answer with offline.ts's text.
import type { SectionsOptions, Usage, WriteOptions, Writer } from '../../ai/types.ts';
import { offlineChapterSections, offlineOutline } from './offline.ts';
import { chapterPrompts, outlinePrompts } from './prompts.ts';
import { MAX_CHAPTERS, Outline, type ChapterRequest, type OutlineRequest } from './schema.ts';

export interface TextbookWriter {
  outline(req: OutlineRequest, opts?: WriteOptions): Promise<{ outline: Outline; usage: Usage }>;
  /**
   * Markdown: `## Section heading` blocks (paragraphs, lists), then `## Summary` and
   * `## Review questions` (a numbered list), the two labels in the book's language.
   */
  chapter(req: ChapterRequest, opts?: SectionsOptions): Promise<{ markdown: string; usage: Usage }>;
}

/** The chapters an outline must have: the request's count, within 1 to MAX_CHAPTERS. */
const chaptersWanted = (req: OutlineRequest) => Math.min(MAX_CHAPTERS, Math.max(1, Math.floor(req.chapterCount) || 1));

export function textbookWriter(writer: Writer): TextbookWriter {
  return {
    async outline(req, opts = {}) {
      const { value, usage } = await writer.structured({
        name: 'outline',
        ...outlinePrompts(req),
        schema: Outline,
        check: (outline) => (outline.chapters.length === chaptersWanted(req)
          ? undefined
          : `The outline has ${outline.chapters.length} chapters; it must have exactly ${req.chapterCount}.`),
        offline: () => offlineOutline(req),
      }, opts);
      return { outline: value, usage };
    },
    chapter(req, opts = {}) {
      return writer.sections({ name: 'chapter', ...chapterPrompts(req), offline: () => offlineChapterSections(req) }, opts);
    },
  };
}
