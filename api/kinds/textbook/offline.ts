// The textbook's offline answers: an outline and chapters with real structure (sections,
// paragraphs, a list, a summary and review questions) in the book's language, seeded from the
// request so the same request gives the same text. Every chapter opens with a note saying it is
// an offline draft.
import { capitalize, NO_SPACES, oneLine, seededRandom, shuffled } from '../../ai/offline.ts';
import { PHRASES, fill, tidy, type Phrases } from './phrases.ts';
import { MAX_CHAPTERS, MAX_TITLE_LENGTH, Outline, type ChapterRequest, type OutlineRequest } from './schema.ts';

const SECTIONS_PER_CHAPTER = 3;
const TOPIC_LENGTH = 80;

/** What seeds the offline text: the request without the config's templates (they do not change
 * it), with the kind's name as it always was (the demo library's books keep their words). */
const seedOf = <T extends { templates?: unknown }>(req: T) => ({ bookType: 'textbook', ...req, templates: undefined });

export function offlineOutline(req: OutlineRequest): Outline {
  const p = PHRASES[req.language];
  const random = seededRandom('outline', seedOf(req));
  const topic = oneLine(req.topic || req.title || req.subject || 'Bookloom', TOPIC_LENGTH);
  const count = Math.min(MAX_CHAPTERS, Math.max(1, Math.floor(req.chapterCount) || 1));
  const start = Math.floor(random() * p.outlineMiddle.length);
  const chapters = [];
  for (let i = 0; i < count; i++) {
    let title: string;
    if (i === 0) title = fill(p.outlineFirst, { topic });
    else if (i === count - 1) title = p.outlineLast;
    else {
      const k = i - 1;
      title = fill(p.outlineMiddle[(start + k) % p.outlineMiddle.length]!, { topic });
      const round = Math.floor(k / p.outlineMiddle.length);
      if (round > 0) title = fill(p.part, { title, n: round + 1 });
    }
    const sections = shuffled(random, p.sections)
      .slice(0, SECTIONS_PER_CHAPTER)
      .map((s) => capitalize(oneLine(fill(s, { topic }), MAX_TITLE_LENGTH), req.language));
    chapters.push({ title: capitalize(oneLine(title, MAX_TITLE_LENGTH), req.language), sections });
  }
  return Outline.parse({ title: oneLine(req.title || topic, MAX_TITLE_LENGTH), chapters });
}

/** The chapter's sections (Markdown, the offline note before the first). */
export function offlineChapterSections(req: ChapterRequest): string[] {
  const p: Phrases = PHRASES[req.language];
  const random = seededRandom('chapter', seedOf(req));
  const topic = oneLine(req.topic || req.bookTitle || req.subject || 'Bookloom', TOPIC_LENGTH);
  const chapterLabel = fill(p.chapter, { n: req.chapterNumber });
  const chapter = oneLine(req.chapterTitle, MAX_TITLE_LENGTH) || chapterLabel;
  let headings = req.sections.map((s) => oneLine(s, MAX_TITLE_LENGTH)).filter((s) => s !== '');
  if (headings.length === 0) {
    headings = shuffled(random, p.sections)
      .slice(0, SECTIONS_PER_CHAPTER)
      .map((s) => capitalize(fill(s, { topic }), req.language));
  }
  const say = (template: string, extra: Record<string, string | number> = {}) =>
    capitalize(tidy(fill(template, { topic, chapter, chapterLabel, n: req.chapterNumber, ...extra })), req.language);
  const space = NO_SPACES.has(req.language) ? '' : ' ';
  const stepsAt = Math.floor(random() * headings.length);
  const audience = req.audience?.trim() ? say(p.audience, { audience: oneLine(req.audience, TOPIC_LENGTH) }) : '';

  const blocks = headings.map((section, i) => {
    const sentences = shuffled(random, p.sentences).map((s) => say(s, { section }));
    const first = [say(p.sectionLead, { section }), i === 0 ? audience : '', sentences[0], sentences[1]];
    const second = [sentences[2], sentences[3]];
    const list =
      i === stepsAt
        ? [p.stepsIntro, '', ...p.steps.map((s, k) => `${k + 1}. ${say(s, { section })}`)]
        : [p.listIntro, '', ...shuffled(random, p.listItems).map((s) => `- ${say(s, { section })}`)];
    return [
      `## ${section}`,
      '',
      first.filter(Boolean).join(space),
      '',
      second.join(space),
      '',
      ...list,
    ].join('\n');
  });

  const summary = [
    `## ${p.summary}`,
    '',
    say(p.summaryLead),
    '',
    p.summaryPoints,
    '',
    ...headings.map((h) => `- ${h}`),
  ].join('\n');

  const questions = [
    say(p.questionWhat),
    ...headings.map((section) => say(p.questionExplain, { section })),
    say(p.questionWhy),
    say(p.questionExample),
  ];
  const review = [`## ${p.reviewQuestions}`, '', ...questions.map((q, k) => `${k + 1}. ${q}`)].join('\n');

  blocks[0] = `> ${p.offlineNote}\n\n${blocks[0]}`;
  return [...blocks, summary, review];
}

