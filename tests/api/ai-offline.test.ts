// The offline writer: deterministic, instant, well-formed books in all 17 languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LangCode } from '../../core/languages.ts';
import { OFFLINE_MARK, createOfflineWriter } from '../../api/ai/offline.ts';
import { textbookWriter } from '../../api/kinds/textbook/writer.ts';
import { joinSections, sectionHeading, splitSections } from '../../api/ai/markdown.ts';
import { PHRASES } from '../../api/kinds/textbook/phrases.ts';
import { MAX_CHAPTERS, Outline, type ChapterRequest, type OutlineRequest } from '../../api/kinds/textbook/schema.ts';

/** The textbook's steps on the offline writer. */
const offlineTextbook = () => textbookWriter(createOfflineWriter());

const outlineRequest = (over: Partial<OutlineRequest> = {}): OutlineRequest => ({
  title: 'The Green Machine',
  topic: 'photosynthesis',
  subject: 'biology',
  audience: 'grade 6 pupils',
  readingLevel: 'middle school',
  language: 'en',
  chapterCount: 6,
  ...over,
});

const chapterRequest = (over: Partial<ChapterRequest> = {}): ChapterRequest => ({
  language: 'en',
  bookTitle: 'The Green Machine',
  topic: 'photosynthesis',
  chapterNumber: 2,
  chapterTitle: 'Light and leaves',
  sections: ['How leaves catch light', 'Chlorophyll', 'Sugar from air and water'],
  audience: 'grade 6 pupils',
  ...over,
});

async function writeChapter(req: ChapterRequest) {
  const calls: { index: number; markdown: string }[] = [];
  const result = await offlineTextbook().chapter(req, {
    onSection: (index, markdown) => {
      calls.push({ index, markdown });
    },
  });
  return { ...result, calls };
}

/** What each script looks like; Latin-script languages are told apart by their labels. */
const SCRIPTS: Partial<Record<LangCode, RegExp>> = {
  ar: /[\u0600-\u06FF]/,
  ur: /[\u0600-\u06FF]/,
  hi: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  ja: /[\u3040-\u30FF\u4E00-\u9FFF]/,
  ch: /[\u4E00-\u9FFF]/,
  ko: /[\uAC00-\uD7AF]/,
};

describe('offline writer: determinism', () => {
  it('gives byte-identical outlines and chapters for the same request, whatever the key order', async () => {
    const a = await offlineTextbook().outline(outlineRequest());
    const reordered = Object.fromEntries(Object.entries(outlineRequest()).reverse()) as unknown as OutlineRequest;
    const b = await offlineTextbook().outline(reordered);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));

    const first = await writeChapter(chapterRequest());
    const second = await writeChapter(chapterRequest());
    expect(second.markdown).toBe(first.markdown);
    expect(second.calls).toEqual(first.calls);
  });

  it('writes about the topic: different topics give different text', async () => {
    const water = await writeChapter(chapterRequest({ topic: 'the water cycle' }));
    const volcano = await writeChapter(chapterRequest({ topic: 'volcanoes' }));
    expect(water.markdown).not.toBe(volcano.markdown);
    expect(water.markdown).toContain('the water cycle');
    expect(water.markdown).not.toContain('volcanoes');
    expect(volcano.markdown).toContain('volcanoes');

    const o1 = await offlineTextbook().outline(outlineRequest({ topic: 'fractions' }));
    const o2 = await offlineTextbook().outline(outlineRequest({ topic: 'decimals' }));
    expect(JSON.stringify(o1.outline)).toContain('fractions');
    expect(JSON.stringify(o2.outline)).toContain('decimals');
    expect(JSON.stringify(o1.outline)).not.toContain('decimals');
  });

  it('gives another outline when the author asks again with a comment', async () => {
    const first = await offlineTextbook().outline(outlineRequest({ chapterCount: 8 }));
    const again = await offlineTextbook().outline(outlineRequest({ chapterCount: 8, comment: 'more examples please' }));
    expect(JSON.stringify(again.outline)).not.toBe(JSON.stringify(first.outline));
  });

  it('is named offline, costs no tokens and is marked as an offline draft', async () => {
    expect(OFFLINE_MARK).toBe('offline');
    expect(createOfflineWriter().name).toBe(OFFLINE_MARK);
    const { usage } = await offlineTextbook().outline(outlineRequest());
    expect(usage).toEqual({ inputTokens: 0, outputTokens: 0 });
    const chapter = await writeChapter(chapterRequest());
    expect(chapter.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
    expect(chapter.markdown.startsWith(`> ${PHRASES.en.offlineNote}\n`)).toBe(true);
  });
});

describe('offline writer: outline', () => {
  it.each(Array.from({ length: MAX_CHAPTERS }, (_, i) => i + 1))('is valid with %i chapters', async (count) => {
    const { outline } = await offlineTextbook().outline(outlineRequest({ chapterCount: count }));
    expect(Outline.safeParse(outline).success).toBe(true);
    expect(outline.title).toBe('The Green Machine');
    expect(outline.chapters).toHaveLength(count);
    expect(new Set(outline.chapters.map((c) => c.title)).size).toBe(count);
    expect(outline.chapters[0]!.title).toBe('Introduction to photosynthesis');
    if (count > 1) expect(outline.chapters.at(-1)!.title).toBe(PHRASES.en.outlineLast);
    for (const chapter of outline.chapters) {
      expect(chapter.sections).toHaveLength(3);
      expect(new Set(chapter.sections).size).toBe(3);
    }
  });
});

describe('offline writer: chapter structure', () => {
  it('has the sections in order, a list, a summary and numbered review questions', async () => {
    const req = chapterRequest();
    const { markdown } = await writeChapter(req);
    const sections = splitSections(markdown);
    expect(sections.map(sectionHeading)).toEqual([...req.sections, 'Summary', 'Review questions']);
    expect(joinSections(sections)).toBe(markdown);

    for (const section of sections.slice(0, req.sections.length)) {
      const prose = section.split('\n').filter((l) => l !== '' && !/^(## |> |- |\d+\. )/.test(l));
      expect(prose.length).toBeGreaterThanOrEqual(2);
    }
    expect(sections.slice(0, req.sections.length).some((s) => /^- \S/m.test(s))).toBe(true);
    expect(sections.slice(0, req.sections.length).some((s) => /^1\. \S/m.test(s))).toBe(true);

    const summary = sections.at(-2)!;
    for (const heading of req.sections) expect(summary).toContain(`- ${heading}`);

    const review = sections.at(-1)!;
    const questions = review.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.map((q) => Number(q.split('.')[0]))).toEqual(questions.map((_, i) => i + 1));
    expect(review).toContain('What is photosynthesis?');
    expect(review).toMatch(/Explain in your own words: Chlorophyll\./);
    expect(review).toMatch(/Why is “Light and leaves” important\?/);
  });

  it('calls onSection once per section, in order, with the sections of the final text', async () => {
    const { markdown, calls } = await writeChapter(chapterRequest());
    const sections = splitSections(markdown);
    expect(calls.map((c) => c.index)).toEqual(sections.map((_, i) => i));
    expect(calls.map((c) => c.markdown)).toEqual(sections);
    expect(sections).toHaveLength(5);
  });

  it('waits for an async onSection before writing the next section', async () => {
    const order: string[] = [];
    await offlineTextbook().chapter(chapterRequest(), {
      onSection: async (index) => {
        order.push(`start ${index}`);
        await new Promise((resolve) => setTimeout(resolve, 2));
        order.push(`end ${index}`);
      },
    });
    expect(order.slice(0, 4)).toEqual(['start 0', 'end 0', 'start 1', 'end 1']);
  });

  it('uses the outline it wrote: every chapter of an outline is well formed', async () => {
    const writer = offlineTextbook();
    const { outline } = await writer.outline(outlineRequest({ chapterCount: 4 }));
    for (const [i, chapter] of outline.chapters.entries()) {
      const { markdown } = await writer.chapter(
        chapterRequest({ chapterNumber: i + 1, chapterTitle: chapter.title, sections: chapter.sections }),
      );
      expect(splitSections(markdown).map(sectionHeading)).toEqual([...chapter.sections, 'Summary', 'Review questions']);
    }
  });

  it('still writes a valid book from a nearly empty request', async () => {
    const { outline } = await offlineTextbook().outline(outlineRequest({ title: '', topic: '', subject: undefined, chapterCount: 0 }));
    expect(Outline.safeParse(outline).success).toBe(true);
    expect(outline.chapters).toHaveLength(1);
    const { markdown } = await writeChapter(chapterRequest({ bookTitle: '', topic: undefined, chapterTitle: '', sections: [] }));
    expect(splitSections(markdown).map(sectionHeading).slice(-2)).toEqual(['Summary', 'Review questions']);
    expect(splitSections(markdown)).toHaveLength(5);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the author'));
    await expect(offlineTextbook().outline(outlineRequest(), { signal: controller.signal })).rejects.toThrow('cancelled by the author');
    const late = new AbortController();
    const seen: number[] = [];
    await expect(
      offlineTextbook().chapter(chapterRequest(), {
        signal: late.signal,
        onSection: (index) => {
          seen.push(index);
          if (index === 1) late.abort(new Error('stop'));
        },
      }),
    ).rejects.toThrow('stop');
    expect(seen).toEqual([0, 1]);
  });
});

describe('offline writer: languages', () => {
  it('has a different Summary label in every language', () => {
    const labels = LANGUAGES.map((lang) => PHRASES[lang].summary);
    expect(new Set(labels).size).toBe(LANGUAGES.length);
    const reviews = LANGUAGES.map((lang) => PHRASES[lang].reviewQuestions);
    expect(new Set(reviews).size).toBe(LANGUAGES.length);
  });

  it.each([...LANGUAGES])('writes %s with that language’s labels', async (lang) => {
    const writer = offlineTextbook();
    const { outline } = await writer.outline(outlineRequest({ language: lang, chapterCount: 5 }));
    expect(Outline.safeParse(outline).success).toBe(true);
    expect(outline.chapters.at(-1)!.title).toBe(PHRASES[lang].outlineLast);

    const chapter = outline.chapters[1]!;
    const { markdown } = await writeChapter(
      chapterRequest({ language: lang, chapterTitle: chapter.title, sections: chapter.sections, audience: undefined }),
    );
    const p = PHRASES[lang];
    expect(markdown).toContain(`> ${p.offlineNote}`);
    expect(splitSections(markdown).map(sectionHeading)).toEqual([...chapter.sections, p.summary, p.reviewQuestions]);
    expect(markdown).toContain(p.listIntro);
    if (lang !== 'en') {
      expect(markdown).not.toContain('## Summary');
      expect(markdown).not.toContain(PHRASES.en.sectionLead.split(':')[0]);
    }
    const script = SCRIPTS[lang];
    if (script) {
      // Most of the letters are in the language's script (the topic itself stays as typed).
      const letters = [...markdown.replace(/photosynthesis|AI/gi, '')].filter((c) => /\p{L}/u.test(c));
      const inScript = letters.filter((c) => script.test(c)).length;
      expect(inScript / letters.length).toBeGreaterThan(0.9);
    }
  });

  it('writes Japanese with まとめ and 復習問題, Arabic in Arabic script', async () => {
    const ja = await writeChapter(chapterRequest({ language: 'ja' }));
    expect(ja.markdown).toContain('## まとめ');
    expect(ja.markdown).toContain('## 復習問題');
    expect(ja.markdown).toContain('第2章');
    expect(ja.markdown).toMatch(/[\u3040-\u309F]{3,}/); // hiragana, not Chinese
    const ar = await writeChapter(chapterRequest({ language: 'ar' }));
    expect(ar.markdown).toContain('## الملخص');
    expect(ar.markdown).toMatch(/[\u0600-\u06FF]{4,}/);
  });
});
