// Issue 17, the PDF's layout engine and its scripts: a page in each of the 17 languages is set in
// the project's own fonts (none of the machine's, every one embedded) and reads back with
// pdftotext as it was written (right to left in Arabic, Devanagari, Bengali, CJK; Urdu's Nastaliq
// letter by letter, as its sloped words defeat reading by position); the
// engine says what it uses at start, and what is missing when it cannot run; and where a machine
// has no Chromium of its own, the one inside the @sparticuz/chromium package prints the PDF.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, type LangCode } from '../../core/languages.ts';
import { renderMarkdownXhtml } from '../../api/lib/markdown.ts';
import { buildPdf, checkPdfEngine, closePdfBrowser, launch, pdfEngine } from '../../api/exports/pdf.ts';
import { epubWords } from '../../api/exports/service.ts';
import type { ExportDocument } from '../../api/exports/document.ts';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-pdf-'));
afterAll(async () => {
  await closePdfBrowser();
  rmSync(dir, { recursive: true, force: true });
});

/** Letters, marks and digits only, NFKC; Arabic's vowel marks dropped (pdftotext may put one before its letter). */
const plain = (text: string) => text.normalize('NFKC').replace(/[\u064B-\u065F\u0670]|[^\p{L}\p{M}\p{N}]/gu, '');

/** A sentence in the language: the export page's own introduction, as its translators wrote it. */
const sentence = (lang: LangCode): string => JSON.parse(readFileSync(path.join('content', 'locales', lang, 'books.json'), 'utf8')).exportFiles.intro;

function doc(lang: LangCode, markdown: string): ExportDocument {
  const info = LANGUAGE_INFO[lang];
  return {
    bookId: '8a6c6962-7261-7279-0000-00006fd9f96b', kind: 'textbook', title: `${info.nativeName}`, author: 'Test', language: lang, bcp47: info.bcp47, dir: info.dir,
    description: '', dedication: '', copyright: '', modified: new Date('2026-11-26T00:00:00Z'),
    chapters: [{ number: 1, title: info.nativeName, markdown, xhtml: renderMarkdownXhtml(markdown) }],
  } as ExportDocument;
}

describe('PDF layout in every language', () => {
  it('sets each of the 17 languages in the project’s fonts, all embedded, and reads back as written', async () => {
    for (const lang of LANGUAGES) {
      const text = sentence(lang);
      const file = path.join(dir, `${lang}.pdf`);
      writeFileSync(file, await buildPdf(doc(lang, `${text}\n\n**${text}** *${text}*`), epubWords(lang), new Map()));
      const fonts = (await run('pdffonts', [file])).stdout.trim().split('\n').slice(2);
      for (const line of fonts) expect(line, `${lang}: ${line}`).toMatch(/^[A-Z]{6}\+(Noto|Amiri|Gulzar)\S* +CID TrueType +Identity-H +yes yes yes /);
      const family = { ar: 'Amiri', ur: 'Gulzar', hi: 'NotoSansDevanagari', bn: 'NotoSansBengali', ja: 'NotoSansJP', ko: 'NotoSansKR', ch: 'NotoSansSC' }[lang as string] ?? 'NotoSans-';
      expect(fonts.join('\n'), lang).toContain(family);
      // cover, title page, copyright, contents, then the chapter: its page is the last
      const pages = (await run('pdftotext', [file, '-'])).stdout.split('\f').filter((p) => p.trim());
      expect(pages, lang).toHaveLength(5);
      const page = plain(pages.at(-1)!);
      if (lang === 'ur') {
        // Nastaliq sets a word's letters on a slope down to its baseline, and pdftotext orders what
        // it reads by position, so the order is not checked; every letter is there, each of the
        // three times (regular, bold, italic) the sentence is set, so every glyph maps to its letter
        const count = (t: string) => [...t].reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());
        const have = count(page);
        for (const [letter, n] of count(plain(text))) expect(have.get(letter) ?? 0, `ur: ${letter}`).toBeGreaterThanOrEqual(3 * n);
      } else {
        expect(page, lang).toContain(plain(text));
      }
    }
  }, 120_000);

  it('says at start which Chromium it prints with, and what is missing when there is none', async () => {
    await expect(checkPdfEngine()).resolves.toEqual({ ok: true, source: process.env.CHROMIUM_PATH ? 'CHROMIUM_PATH' : 'system' });
    const before = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = path.join(dir, 'no-chromium-here');
    try {
      const check = await checkPdfEngine();
      expect(check).toEqual({ ok: false, message: `CHROMIUM_PATH is ${path.join(dir, 'no-chromium-here')}, and there is no file there` });
    } finally {
      if (before === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = before;
    }
  });

  it('prints with the Chromium inside the @sparticuz/chromium package where the machine has none', async () => {
    const engine = await pdfEngine([]);
    expect(engine.source).toBe('@sparticuz/chromium');
    const browser = await launch(engine);
    try {
      const page = await browser.newPage();
      await page.setContent('<p>Printed by the packaged Chromium</p>');
      const file = path.join(dir, 'packaged.pdf');
      writeFileSync(file, await page.pdf());
      expect((await run('qpdf', ['--check', file])).stdout).toContain('No syntax or stream encoding errors found');
      expect((await run('pdftotext', [file, '-'])).stdout).toContain('Printed by the packaged Chromium');
    } finally {
      await browser.close();
    }
  }, 120_000);
});
