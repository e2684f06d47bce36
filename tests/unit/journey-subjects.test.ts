// Subjects as a fixed list (core/subjects.ts): free text in any of our languages maps to a code,
// the demo library's books all carry a code, and every code has a name in every language.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/languages.ts';
import { isSubjectCode, SUBJECT_CODES, subjectFromText } from '../../core/subjects.ts';
import { LIBRARY_BOOKS } from '../../db/seeds/library.ts';

describe('subjectFromText', () => {
  it.each([
    ['Biology', 'biology'], ['biologie', 'biology'], ['BIOLOGÍA', 'biology'], ['Ciências biológicas', 'biology'], ['Sciences de la vie et de la Terre', 'biology'],
    ['生物', 'biology'], ['الأحياء', 'biology'], ['जीव विज्ञान', 'biology'], ['생물', 'biology'], ['Sinh học', 'biology'], ['Biyoloji', 'biology'],
    ['Mathematics', 'mathematics'], ['Matemáticas', 'mathematics'], ['Mathématiques', 'mathematics'], ['数学', 'mathematics'], ['الرياضيات', 'mathematics'], ['गणित', 'mathematics'], ['Hisabati', 'mathematics'],
    ['Ciências', 'science'], ['Ciencias Naturales', 'science'], ['Sains', 'science'], ['理科', 'science'], ['과학', 'science'], ['विज्ञान', 'science'], ['العلوم', 'science'],
    ['História', 'history'], ['Geschichte', 'history'], ['Storia', 'history'], ['歴史', 'history'], ['التاريخ', 'history'], ['इतिहास', 'history'], ['Sejarah', 'history'],
    ['Geografi', 'geography'], ['Erdkunde', 'geography'], ['地理', 'geography'],
    ['Environmental Science', 'environmental-science'], ['Earth Science', 'earth-science'], ['Geology', 'earth-science'],
    ['Computer Science', 'computer-science'], ['Informática', 'computer-science'], ['Informatik', 'computer-science'], ['정보', 'computer-science'], ['Artificial Intelligence', 'computer-science'],
    ['Economía', 'economics'], ['Educação Financeira', 'economics'], ['Health', 'health'], ['Salud', 'health'], ['保健', 'health'], ['स्वास्थ्य शिक्षा', 'health'],
    ['Literature', 'literature'], ['Lengua y Literatura', 'language-arts'], ['Língua Portuguesa', 'language-arts'], ['语文', 'language-arts'], ['国語', 'language-arts'], ['Writing', 'language-arts'], ['Deutsch', 'language-arts'],
    ['Arte', 'art'], ['Kunst', 'art'], ['Música', 'music'], ['Educação Física', 'physical-education'], ['Chemie', 'chemistry'], ['Physique', 'physics'], ['Filosofía', 'philosophy'],
    ['Gardening', 'other'], ['Underwater basket weaving', 'other'],
  ])('%s → %s', (text, code) => {
    expect(subjectFromText(text)).toBe(code);
  });

  it('an empty wording names no subject; a code names itself', () => {
    expect(subjectFromText('')).toBeNull();
    expect(subjectFromText('   ')).toBeNull();
    expect(subjectFromText(null)).toBeNull();
    for (const code of SUBJECT_CODES) expect(subjectFromText(code)).toBe(code);
  });
});

describe('the fixed list', () => {
  it('every demo library book has a valid code, the one its own wording maps to', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(isSubjectCode(book.subjectCode), book.key).toBe(true);
      expect(book.subjectCode, `${book.key}: ${book.subject}`).toBe(subjectFromText(book.subject));
    }
    expect(new Set(LIBRARY_BOOKS.filter((b) => b.subjectCode === 'biology').map((b) => b.language)).size).toBeGreaterThanOrEqual(3);
  });

  it('every code has a name in all 17 languages', () => {
    for (const lang of LANGUAGES) {
      const names = JSON.parse(readFileSync(`content/locales/${lang}/common.json`, 'utf8')).subjects as Record<string, string>;
      expect(Object.keys(names).sort(), lang).toEqual([...SUBJECT_CODES].sort());
    }
  });
});
