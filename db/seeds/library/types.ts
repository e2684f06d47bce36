// The shape of one book in the demo library seed (db/seeds/library/*.ts), and the helper that
// builds a chapter's sections and Markdown from one list.
import type { LangCode } from '../../../core/languages.ts';
import type { SubjectCode } from '../../../core/subjects.ts';

export interface SeedChapter {
  title: string;
  /** the chapter's section headings, in order; each is a `## ` heading in markdown */
  sections: string[];
  /** the chapter text: one `## {section}` heading per section, each followed by 1–3 paragraphs */
  markdown: string;
}

export interface SeedBook {
  /** stable unique key across the whole seed, e.g. 'en-photosynthesis' (ids derive from it) */
  key: string;
  /** the demo author: 1..9 → demo{N}@bookloom.app */
  author: number;
  language: LangCode;
  title: string;
  /** the school subject, in the book's language (e.g. 'Biology', 'Biología') */
  subject: string;
  /** the subject in the fixed list (core/subjects.ts), what the library's Subject filter uses */
  subjectCode: SubjectCode;
  /** one or two sentences saying what the book covers, in the book's language */
  topic: string;
  /** who it is for, in the book's language (e.g. 'Students aged 10–12') */
  audience: string;
  readingLevel: 'early reader' | 'primary' | 'middle school' | 'high school' | 'university' | 'adult';
  visibility: 'public' | 'unlisted' | 'private';
  featured?: boolean;
  /** days before the seed's reference date the book was published (spreads "newest") */
  ageDays: number;
  /** demo popularity: reads and saves the seed records for it */
  reads: number;
  saves: number;
  chapters: SeedChapter[];
}

/** Builds a chapter: each part is a section heading followed by its paragraphs. */
export function chapter(title: string, parts: [section: string, ...paragraphs: string[]][]): SeedChapter {
  return {
    title,
    sections: parts.map(([section]) => section),
    markdown: parts.map(([section, ...paragraphs]) => [`## ${section}`, ...paragraphs].join('\n\n')).join('\n\n') + '\n',
  };
}
