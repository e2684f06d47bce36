// Issue 17, books leave the site: a textbook as PDF, EPUB 3 and DOCX, a storybook as PDF and EPUB,
// through the export pipeline. PDFs pass qpdf --check, embed every font (the project's own, none
// of the machine's), read back with pdftotext in reading order, and their contents' page numbers
// are the pages the chapters start on. The file is
// built once per version of the book (asking again returns the same build; an edit makes a new
// one), kept in the store and downloaded through its link; every file passes epubcheck (Debian's,
// .ci/run installs it) with no error and no warning, in English, Arabic (right to left), Hindi
// and Japanese, and DAISY Ace (driving the system Chromium) finds no accessibility violation.
// Owners export their own books; anyone a public one; nobody else learns it exists.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync, strFromU8 } from 'fflate';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idType } from '../../core/ids.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { chromiumPath } from '../support/browser.ts';

const run = promisify(execFile);
let t: TestApp;
const cookie: Record<string, string> = {};
const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-exports-'));

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['author', 'other']) {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: `export-${who}@books.example` } });
    cookie[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
async function gql(who: string | null, query: string, variables: object = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookie[who]! } : {} });
  return res.json() as Answer;
}
async function ok(who: string | null, query: string, variables: object = {}) {
  const answer = await gql(who, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}

const EXPORT = `mutation($b: ID!, $f: ExportFormat!) { exportBook(bookId: $b, format: $f) { id bookId format status progress bytes fileName url errorMessage } }`;
const EXPORT_PDF = `mutation($b: ID!, $p: Paper) { exportBook(bookId: $b, format: pdf, paper: $p) { id format paper status bytes fileName url viewUrl errorMessage } }`;

/**
 * Text as compared across a PDF's extraction: letters, marks and digits only (no spaces, line
 * breaks or direction marks), NFKC. Arabic's vowel marks (harakat, tanwin) go too: a reader gets
 * them from the glyphs' positions, and pdftotext may put one before its letter rather than after.
 */
const plain = (text: string) => text.normalize('NFKC').replace(/[\u064B-\u065F\u0670]|[^\p{L}\p{M}\p{N}]/gu, '');

async function textbook(language: string, title: string, key: string): Promise<string> {
  const start = await ok('author', `mutation($i: StartTextbookInput!) { startTextbook(input: $i) { id } }`, { i: {
    title, topic: `${title} for the class`, language, chapterCount: 3, idempotencyKey: key } });
  const id = start.startTextbook.id;
  await ok('author', `mutation($id: ID!) { generateTextbook(id: $id, idempotencyKey: "${key}-generate") { id } }`, { id });
  return id;
}

async function epubcheck(bytes: Buffer, name: string): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const { stdout, stderr } = await run('java', ['-jar', '/usr/share/java/epubcheck.jar', file]).catch((error: { stdout: string; stderr: string }) => error);
  return `${stdout}\n${stderr}`;
}

/** DAISY Ace's verdict on an EPUB: its outcome and the violations it found (title and impact). */
async function ace(bytes: Buffer, name: string): Promise<{ outcome: string; violations: string[] }> {
  const file = path.join(dir, name);
  const out = path.join(dir, `${name}-ace`);
  writeFileSync(file, bytes);
  await run(process.execPath, [path.resolve('node_modules/@daisy/ace-cli/bin/ace.js'), '-f', '-s', '-o', out, file], {
    env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: chromiumPath() }, timeout: 120_000,
  });
  const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8'));
  const violations = (report.assertions ?? []).flatMap((doc: { assertions?: { 'earl:test': { 'dct:title': string; 'earl:impact': string } }[] }) =>
    (doc.assertions ?? []).map((a) => `${a['earl:test']['dct:title']} (${a['earl:test']['earl:impact']})`));
  return { outcome: report['earl:result']['earl:outcome'], violations };
}

async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], disposition: String(res.headers['content-disposition'] ?? ''), body: res.rawPayload };
}

describe('books as files', () => {
  const books: Record<string, string> = {};

  it('is built, stored and downloaded, and passes epubcheck with no error or warning in en, ar, hi and ja', async () => {
    const titles: Record<string, string> = { en: 'Volcanoes', ar: 'البراكين', hi: 'ज्वालामुखी', ja: '火山のしくみ' };
    for (const [lang, title] of Object.entries(titles)) {
      books[lang] = await textbook(lang, title, `export-${lang}-0001`);
      const made = (await ok('author', EXPORT, { b: books[lang], f: 'epub' })).exportBook;
      expect(made).toMatchObject({ bookId: books[lang], format: 'epub', status: 'done', progress: 100, errorMessage: null });
      expect(idType(made.id)).toBe('BookExport');
      expect(made.url).toMatch(new RegExp(`^/api/local/exports/${made.id}/book\\.epub\\?download=`));
      expect(made.fileName).toMatch(/\.epub$/);
      const file = await download(made.url);
      expect(file.status).toBe(200);
      expect(file.type).toBe('application/epub+zip');
      expect(file.disposition).toContain('attachment');
      expect(file.body.length).toBe(made.bytes);
      // the first entry is the mimetype, stored as it is
      expect(file.body.subarray(30, 38).toString()).toBe('mimetype');
      expect(file.body.subarray(38, 58).toString()).toBe('application/epub+zip');
      const report = await epubcheck(file.body, `${lang}.epub`);
      expect(report, report).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
      if (lang === 'en' || lang === 'ar') expect(await ace(file.body, `${lang}.epub`)).toEqual({ outcome: 'pass', violations: [] });

      const zip = unzipSync(new Uint8Array(file.body));
      const opf = strFromU8(zip['EPUB/package.opf']!);
      expect(opf).toContain(`<dc:title>${title}</dc:title>`);
      expect(opf).toContain(`<dc:language>${lang}</dc:language>`);
      expect(opf).toContain('<meta property="schema:accessModeSufficient">textual</meta>');
      expect(opf).toContain('<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>');
      if (lang === 'ar') expect(opf).toContain('<spine page-progression-direction="rtl">');
      else expect(opf).toContain('<spine>');
      const nav = strFromU8(zip['EPUB/nav.xhtml']!);
      expect(nav.match(/<li><a href="chapter-\d\.xhtml">/g)).toHaveLength(3);
      const chapter = strFromU8(zip['EPUB/chapter-1.xhtml']!);
      expect(chapter).toContain(`lang="${lang}" xml:lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(chapter).toMatch(/<h2>[^<]+<\/h2>/); // the chapter's sections as headings
    }
    // the words around the book's own are in its language
    const ar = unzipSync(new Uint8Array((await download((await ok('author', EXPORT, { b: books.ar, f: 'epub' })).exportBook.url)).body));
    expect(strFromU8(ar['EPUB/nav.xhtml']!)).toContain('المحتويات');
  }, 180_000);

  it('is not built again for an unchanged book; an edited chapter makes a new file', async () => {
    const first = (await ok('author', EXPORT, { b: books.en, f: 'epub' })).exportBook;
    const again = (await ok('author', EXPORT, { b: books.en, f: 'epub' })).exportBook;
    expect(again.id).toBe(first.id);
    const chapters = (await ok('author', `query($id: ID!) { textbook(id: $id) { chapters { id markdown } } }`, { id: books.en })).textbook.chapters;
    await ok('author', `mutation($id: ID!, $i: ChapterInput!) { updateChapter(id: $id, input: $i) { id } }`, {
      id: chapters[0].id, i: { markdown: `${chapters[0].markdown}\n\n## Field trip\n\n| Volcano | Country |\n|---|---|\n| Etna | Italy |\n\nThe area is $\\pi r^2$.` } });
    // the last file says it is of an older version of the book
    expect((await ok('author', `query($b: ID!) { bookExports(bookId: $b) { id current } }`, { b: books.en })).bookExports).toEqual([{ id: first.id, current: false }]);
    const edited = (await ok('author', EXPORT, { b: books.en, f: 'epub' })).exportBook;
    expect(edited.id).not.toBe(first.id);
    const body = (await download(edited.url)).body;
    const chapter = strFromU8(unzipSync(new Uint8Array(body))['EPUB/chapter-1.xhtml']!);
    expect(chapter).toContain('<td>Etna</td>');
    expect(chapter).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    const report = await epubcheck(body, 'edited.epub');
    expect(report, report).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
    const list = (await ok('author', `query($b: ID!) { bookExports(bookId: $b) { id format status current } }`, { b: books.en })).bookExports;
    expect(list).toEqual([{ id: edited.id, format: 'epub', status: 'done', current: true }]);
  }, 60_000);

  it('as DOCX: real headings, lists and tables that Word and Google Docs read back, right to left in Arabic', async () => {
    const made = (await ok('author', EXPORT, { b: books.en, f: 'docx' })).exportBook;
    expect(made).toMatchObject({ format: 'docx', status: 'done' });
    expect(made.fileName).toBe('Volcanoes.docx');
    const file = await download(made.url);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const { value: converted, messages } = await mammoth.convertToHtml({ buffer: file.body });
    const html = converted.replace(/<a id="_Toc\d+"><\/a>/g, ''); // the table of contents' bookmarks
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    const chapters = (await ok('author', `query($id: ID!) { textbook(id: $id) { chapters { title outline: markdown } } }`, { id: books.en })).textbook.chapters;
    // every chapter a Heading 1, its sections Heading 2, in order
    for (const chapter of chapters) expect(html).toContain(`<h1>${chapter.title.replace(/&/g, '&amp;')}</h1>`);
    const sections = [...String(chapters[0].outline).matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
    let at = html.indexOf(`<h1>${chapters[0].title}</h1>`);
    for (const section of sections) {
      const next = html.indexOf(`<h2>${section}</h2>`, at);
      expect(next, section).toBeGreaterThan(at);
      at = next;
    }
    // the edited chapter's table, with its header row, and the review questions as a numbered list
    expect(html).toContain('<table><thead><tr><th><p><strong>Volcano</strong></p></th><th><p><strong>Country</strong></p></th></tr></thead><tbody><tr><td><p>Etna</p></td><td><p>Italy</p></td></tr></tbody></table>');
    expect(html).toMatch(/<ol><li>[^<]+<\/li>/);
    expect(html).toMatch(/<ul><li>[^<]+<\/li>/);
    // the same book again: the same file
    expect((await ok('author', EXPORT, { b: books.en, f: 'docx' })).exportBook.id).toBe(made.id);

    const ar = (await ok('author', EXPORT, { b: books.ar, f: 'docx' })).exportBook;
    const arBody = (await download(ar.url)).body;
    const xml = strFromU8(unzipSync(new Uint8Array(arBody))['word/document.xml']!);
    expect(xml).toContain('<w:bidi/>');
    expect(xml).toContain('<w:rtl/>');
    const arText = (await mammoth.extractRawText({ buffer: arBody })).value;
    expect(arText).toContain('البراكين');
    const jaText = (await mammoth.extractRawText({ buffer: (await download((await ok('author', EXPORT, { b: books.ja, f: 'docx' })).exportBook.url)).body })).value;
    expect(jaText).toContain('火山のしくみ');
  }, 60_000);

  it('as PDF: print-ready on the paper of its language, every font embedded, the text in reading order, the contents’ page numbers right', async () => {
    for (const lang of ['en', 'ar', 'hi', 'ja']) {
      const made = (await ok('author', EXPORT_PDF, { b: books[lang] })).exportBook;
      expect(made).toMatchObject({ format: 'pdf', status: 'done', paper: lang === 'en' ? 'letter' : 'a4' });
      expect(made.fileName).toMatch(/\.pdf$/);
      const file = await download(made.url);
      expect(file.type).toBe('application/pdf');
      // to see in the browser: shown, not saved, and not sandboxed (the browser's PDF viewer refuses a sandboxed file)
      const shown = await t.app.inject({ method: 'GET', url: made.viewUrl });
      expect(shown.headers['content-disposition']).toMatch(/^inline; filename=/);
      expect(shown.headers['content-security-policy']).not.toContain('sandbox');
      const pdf = path.join(dir, `${lang}.pdf`);
      writeFileSync(pdf, file.body);
      expect((await run('qpdf', ['--check', pdf])).stdout).toContain('No syntax or stream encoding errors found');
      // every font embedded (emb, sub, uni) and the project's own, none of the machine's
      const fonts = (await run('pdffonts', [pdf])).stdout.trim().split('\n').slice(2);
      expect(fonts.length).toBeGreaterThan(1);
      for (const line of fonts) expect(line, line).toMatch(/^[A-Z]{6}\+(Noto|Amiri|Gulzar)\S* +CID TrueType +Identity-H +yes yes yes /);
      const info = (await run('pdfinfo', [pdf])).stdout;
      expect(info).toMatch(lang === 'en' ? /Page size: +612(\.\d+)? x 792(\.\d+)? pts \(letter\)/ : /Page size: +59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/);
      const pageCount = Number(/Pages: +(\d+)/.exec(info)![1]);
      const pages = (await run('pdftotext', [pdf, '-'])).stdout.split('\f').slice(0, pageCount).map(plain);
      expect(pages).toHaveLength(pageCount);

      const chapters: { title: string; markdown: string }[] = (await ok('author', `query($id: ID!) { textbook(id: $id) { chapters { title markdown } } }`, { id: books[lang] })).textbook.chapters;
      const contents = pages.findIndex((page) => page.includes(plain(chapters[0]!.title)));
      expect(contents).toBeGreaterThan(0); // after the cover
      let last = contents;
      for (const chapter of chapters) {
        // the page the chapter starts on (its title) is the number the contents give it
        const starts = pages.findIndex((page, i) => i > last && page.includes(plain(chapter.title)));
        expect(starts, chapter.title).toBeGreaterThan(last);
        const listed = new RegExp(`${plain(chapter.title)}(\\d+)`).exec(pages[contents]!);
        expect(Number(listed?.[1]), chapter.title).toBe(starts + 1);
        // its words, in reading order (Arabic in logical order): the first paragraph as written
        const paragraph = chapter.markdown.split(/\n{2,}/).find((p) => /^[^#|>*\-$`\d[!]/.test(p) && !/[*_[$`]/.test(p))!;
        const text = pages.slice(starts).join('');
        expect(text, lang).toContain(plain(paragraph).slice(0, 80));
        last = starts;
      }
    }
    // the other paper when asked: a file of its own
    const a4 = (await ok('author', EXPORT_PDF, { b: books.en, p: 'a4' })).exportBook;
    expect(a4).toMatchObject({ paper: 'a4', status: 'done' });
    const a4File = path.join(dir, 'en-a4.pdf');
    writeFileSync(a4File, (await download(a4.url)).body);
    expect((await run('pdfinfo', [a4File])).stdout).toMatch(/\(A4\)/);
    const both = (await ok('author', `query($b: ID!) { bookExports(bookId: $b) { format paper } }`, { b: books.en })).bookExports;
    expect(both.filter((f: { format: string }) => f.format === 'pdf').map((f: { paper: string }) => f.paper).sort()).toEqual(['a4', 'letter']);
    // formulas are set in the math font the project ships
    expect((await run('pdffonts', [a4File])).stdout).toContain('NotoSansMath');
    expect((await gql('author', EXPORT_PDF, { b: books.en, p: 'tabloid' })).errors![0]!.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  }, 180_000);

  it('a private book is the owner’s to export; a public one anyone’s', async () => {
    expect((await gql('other', EXPORT, { b: books.ja, f: 'epub' })).errors![0]!.extensions.code).toBe('NOT_FOUND');
    expect((await gql(null, EXPORT, { b: books.ja, f: 'epub' })).errors![0]!.extensions.code).toBe('NOT_FOUND');
    await ok('author', `mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { id } }`, { id: books.ja });
    const signedOut = (await ok(null, EXPORT, { b: books.ja, f: 'epub' })).exportBook;
    expect(signedOut.status).toBe('done');
    expect((await download(signedOut.url)).status).toBe(200);
    expect((await ok('other', `query($id: ID!) { bookExport(id: $id) { id status } }`, { id: signedOut.id })).bookExport).toEqual({ id: signedOut.id, status: 'done' });
  });

  it('a storybook as a picture book, EPUB and PDF: a cover, a picture and its words per page, every picture described, right to left in Arabic', async () => {
    const started = (await ok('author', `mutation($i: StartStorybookInput!) { startStorybook(input: $i) { id } }`, { i: {
      idea: 'سلمى وقطتها تبحثان عن القمر', age: 5, language: 'ar', pageCount: 8, artStyle: 'watercolor', idempotencyKey: 'export-story-ar',
      characters: [{ name: 'سلمى', kind: 'child', look: 'فتاة صغيرة بشعر أسود قصير', clothes: 'فستان أصفر', colours: 'أصفر، أسود' }] } })).startStorybook;
    await ok('author', `mutation($id: ID!) { generateStorybook(id: $id, idempotencyKey: "export-story-ar-generate") { id } }`, { id: started.id });
    const made = (await ok('author', EXPORT, { b: started.id, f: 'epub' })).exportBook;
    expect(made).toMatchObject({ status: 'done', format: 'epub' });
    const body = (await download(made.url)).body;
    const report = await epubcheck(body, 'story-ar.epub');
    expect(report, report).toContain('Messages: 0 fatals / 0 errors / 0 warnings');
    expect(await ace(body, 'story-ar.epub')).toEqual({ outcome: 'pass', violations: [] });
    const zip = unzipSync(new Uint8Array(body));
    const opf = strFromU8(zip['EPUB/package.opf']!);
    expect(opf).toContain('<spine page-progression-direction="rtl">');
    expect(opf).toMatch(/<item id="picture-1" href="images\/page-1\.jpg" media-type="image\/jpeg" properties="cover-image" \/>/);
    expect(opf).toContain('<meta property="schema:accessibilityFeature">alternativeText</meta>');
    expect(opf).toContain('<meta property="schema:accessMode">visual</meta>');
    const pictures = Object.keys(zip).filter((name) => /^EPUB\/images\/page-\d+\.jpg$/.test(name));
    expect(pictures).toHaveLength(8);
    expect([...zip[pictures[0]!]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // JPEG
    const pages = (await ok('author', `query($id: ID!) { storybook(id: $id) { pages { text alt } } }`, { id: started.id })).storybook.pages;
    const first = strFromU8(zip['EPUB/chapter-1.xhtml']!);
    expect(first).toContain(`alt="${pages[0].alt}"`);
    expect(first).toContain(pages[0].text);
    expect(strFromU8(zip['EPUB/nav.xhtml']!)).toContain('الصفحة 1');
    // as a PDF picture book: the cover and every page's picture at print resolution, its words in order
    const pdfMade = (await ok('author', EXPORT_PDF, { b: started.id })).exportBook;
    expect(pdfMade).toMatchObject({ status: 'done', paper: 'a4' });
    const pdf = path.join(dir, 'story-ar.pdf');
    writeFileSync(pdf, (await download(pdfMade.url)).body);
    expect((await run('qpdf', ['--check', pdf])).stdout).toContain('No syntax or stream encoding errors found');
    for (const line of (await run('pdffonts', [pdf])).stdout.trim().split('\n').slice(2)) expect(line, line).toMatch(/^[A-Z]{6}\+(Noto|Amiri)\S* .* yes yes yes /);
    // pdfimages -list: page num type width height color comp bpc enc interp object ID x-ppi y-ppi ...
    const images = (await run('pdfimages', ['-list', pdf])).stdout.trim().split('\n').slice(2).map((line) => line.trim().split(/\s+/));
    expect(images.filter((cols) => cols[2] === 'image').length).toBeGreaterThanOrEqual(9); // the cover and 8 pages
    for (const cols of images.filter((c) => c[2] === 'image')) expect(Number(cols[12]), cols.join(' ')).toBeGreaterThanOrEqual(200);
    const storyText = plain((await run('pdftotext', [pdf, '-'])).stdout);
    let at = 0;
    for (const page of pages) {
      const next = storyText.indexOf(plain(page.text), at);
      expect(next, page.text).toBeGreaterThanOrEqual(at);
      at = next;
    }
    // DOCX is for textbooks and worksheets: a storybook is not offered one
    const docx = await gql('author', EXPORT, { b: started.id, f: 'docx' });
    expect(docx.errors![0]!.extensions.fields).toEqual({ format: 'is not offered for this book' });
  }, 120_000);

  it('refuses what it cannot make, with a clear message', async () => {
    expect((await gql('author', EXPORT, { b: books.en, f: 'mobi' })).errors![0]!.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const bad = await gql('author', EXPORT, { b: 'not-an-id', f: 'epub' });
    expect(bad.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    const unknown = await gql('author', EXPORT, { b: '8a000000-0000-4000-8000-000000000000', f: 'epub' });
    expect(unknown.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const outlineOnly = (await ok('author', `mutation($i: StartTextbookInput!) { startTextbook(input: $i) { id } }`, { i: {
      title: 'Only an outline', topic: 'rivers', language: 'en', chapterCount: 2, idempotencyKey: 'export-outline-only' } })).startTextbook.id;
    const empty = await gql('author', EXPORT, { b: outlineOnly, f: 'epub' });
    expect(empty.errors![0]!.message).toBe('This book has nothing to export yet: write a chapter first');
    expect(empty.errors![0]!.extensions.code).toBe('CONFLICT');
  });
});
