// PDF, print-ready (issue 17): the book laid out by a real layout engine — headless Chromium
// (playwright-core) with Paged.js, which paginates in the page and gives CSS Paged Media: the
// paper size (A4 or US Letter), page numbers and running heads in the margins, chapters on a new
// page, and the table of contents' page numbers (target-counter). The fonts are the project's
// own @fontsource files for the book's script, served to the page by a route (never the system's),
// so Chromium embeds them; pictures come from the store the same way. Nothing leaves the process:
// every request the page makes is answered here or refused.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { LangCode } from '../../core/languages.ts';
import { ROOT_DIR } from '../config.ts';
import type { ExportDocument } from './document.ts';
import { paperFor, type Paper } from '../../core/paper.ts';
import type { EpubPicture, EpubWords } from './epub.ts';

/** Bumped when the files this builder makes change, so books are built again. */
export const PDF_BUILDER_VERSION = 1;

export { PAPERS, paperFor, type Paper } from '../../core/paper.ts';

const ORIGIN = 'http://book.export';
/** The origin a printed page's fonts, pictures and Paged.js are served from (inside the process). */
export const PRINT_ORIGIN = ORIGIN;

/**
 * The @fontsource packages a language's text is set in, main face first, then Noto Sans for Latin
 * digits and names. Arabic is set in Amiri and Urdu in Gulzar (a Nastaliq): the Noto Naskh and
 * Noto Nastaliq faces draw a letter's dots as separate marks, which PDF readers then extract as
 * separate letters, so copied or searched text (and pdftotext) came out broken.
 */
const FONTS: Partial<Record<LangCode, string[]>> = {
  ar: ['amiri', 'noto-sans'], ur: ['gulzar', 'noto-sans'], hi: ['noto-sans-devanagari', 'noto-sans'],
  bn: ['noto-sans-bengali', 'noto-sans'], ja: ['noto-sans-jp', 'noto-sans'], ko: ['noto-sans-kr', 'noto-sans'], ch: ['noto-sans-sc', 'noto-sans'],
};

const fontDir = (pkg: string) => path.join(ROOT_DIR, 'node_modules', '@fontsource', pkg);
const MATH_FONT = 'noto-sans-math/noto-sans-math-latin-400-normal.woff2';

/**
 * @font-face rules for the language's faces (regular, bold and their italics where the package has
 * them), their files served under /fonts/, and the font stack. The page asks for no synthesized
 * faces (font-synthesis: none): a slanted or emboldened copy of a face is embedded as a Type 3 font,
 * which readers cannot search, and scripts without italics (Devanagari, CJK) are set upright. Formulas are set in Noto Sans Math,
 * an OpenType MATH font: its package declares only a Latin range, though the file is the whole
 * font, so it gets a face of its own without one.
 */
export function fontFaces(lang: LangCode): { css: string; stack: string } {
  const packages = FONTS[lang] ?? ['noto-sans'];
  const families: string[] = [];
  const css = packages.flatMap((pkg) => ['400', '400-italic', '700', '700-italic'].map((face) => {
    const file = path.join(fontDir(pkg), `${face}.css`);
    if (!existsSync(file)) return '';
    const text = readFileSync(file, 'utf8');
    const family = /font-family:\s*'([^']+)'/.exec(text)?.[1];
    if (family && !families.includes(family)) families.push(family);
    return text.replace(/url\(\.\/files\//g, `url(${ORIGIN}/fonts/${pkg}/`);
  })).join('\n');
  const math = `@font-face { font-family: 'Book Math'; font-style: normal; font-weight: 400; src: url(${ORIGIN}/fonts/${MATH_FONT}) format('woff2'); }`;
  return { css: `${css}\n${math}`, stack: families.map((f) => `'${f}'`).join(', ') };
}

/** Where Debian and Ubuntu install Chromium. */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Where the Chromium that lays out PDFs comes from: named, the system's, or the npm package's. */
export type PdfEngine = { executablePath: string; args: string[]; env?: Record<string, string>; source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium' };

/**
 * The Chromium to print with: CHROMIUM_PATH, else the system's (Debian's /usr/bin/chromium), else
 * the one inside the @sparticuz/chromium package (installed from the npm registry with the app,
 * unpacked to the temp folder on first use), so `npm install && npm start` alone makes PDFs.
 * Throws a message that says what is missing when none can run.
 */
export async function pdfEngine(systemPaths: readonly string[] = SYSTEM_CHROMIUMS): Promise<PdfEngine> {
  const named = process.env.CHROMIUM_PATH;
  if (named) {
    if (!existsSync(named)) throw new Error(`CHROMIUM_PATH is ${named}, and there is no file there`);
    return { executablePath: named, args: [], source: 'CHROMIUM_PATH' };
  }
  for (const candidate of systemPaths) {
    if (existsSync(candidate)) return { executablePath: candidate, args: [], source: 'system' };
  }
  try {
    const { default: packaged, inflate } = await import('@sparticuz/chromium');
    const executablePath = await packaged.executablePath();
    // its browser needs NSS, which a machine without a Chromium of its own may not have: the
    // package carries the libraries, unpacked beside the browser and given to it alone
    const bin = path.join(path.dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..', 'bin');
    const libs = path.join(await inflate(path.join(bin, 'al2023.tar.br')), 'lib');
    const env: Record<string, string> = { LD_LIBRARY_PATH: [libs, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') };
    // and fonts for its own use where the machine has no font configuration (the book's are served)
    if (!existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = path.join(os.tmpdir(), 'fonts');
    return { executablePath, args: packaged.args, env, source: '@sparticuz/chromium' };
  } catch (err) {
    throw new Error(`PDF exports need Chromium: install it (Debian: apt-get install -y chromium), set CHROMIUM_PATH, or reinstall the @sparticuz/chromium package (${(err as Error).message})`);
  }
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The book as one HTML document for Paged.js. A picture book's pages have no running head and
 * smaller margins by the document's @page rule, not by a named page: Paged.js 0.4.3 lost every
 * page after the first under a named page in a right-to-left book.
 */
export function bookHtml(doc: ExportDocument, words: EpubWords, paper: Paper, pictures: ReadonlyMap<string, EpubPicture>): string {
  const fonts = fontFaces(doc.language);
  const pictureBook = doc.chapters.some((c) => c.picture);
  const cover = doc.chapters.find((c) => c.picture && pictures.has(c.picture.id));
  const img = (c: ExportDocument['chapters'][number], cls: string) => (c.picture && pictures.has(c.picture.id)
    ? `<img class="${cls}" src="${ORIGIN}/pictures/${c.picture.id}.jpg" alt="${esc(c.picture.alt)}">` : '');
  const copyright = doc.copyright.trim() || `© ${doc.modified.getUTCFullYear()} ${doc.author}`;
  // a gamebook section's picture: served from this process, or left out when it could not be loaded
  const inline = (xhtml: string) => xhtml.replace(/<img([^>]*?) src="picture:([0-9a-f-]{36})"([^>]*)>/g,
    (_, before: string, id: string, after: string) => (pictures.has(id) ? `<img${before} src="${ORIGIN}/pictures/${id}.jpg"${after}>` : ''));
  const chapters = doc.chapters.map((c) => (pictureBook
    ? `<section class="story-page" id="chapter-${c.number}" aria-label="${esc(words.page(c.number))}">${img(c, 'picture')}<div class="page-text">${c.xhtml}</div></section>`
    : `<section class="chapter" id="chapter-${c.number}"><p class="chapter-number">${esc(words.chapter(c.number))}</p><h1 class="chapter-title">${esc(c.title)}</h1>${inline(c.xhtml)}</section>`)).join('\n');
  return `<!DOCTYPE html>
<html lang="${doc.bcp47}" dir="${doc.dir}">
<head>
<meta charset="utf-8">
<title>${esc(doc.title)}</title>
<style>
${fonts.css}
@page { size: ${paper === 'a4' ? 'A4' : 'letter'}; margin: ${pictureBook ? '16mm 16mm 20mm' : '22mm 20mm 24mm'};
  ${pictureBook ? '' : '@top-center { content: string(booktitle); font-size: 9pt; color: #555; }'}
  @bottom-center { content: counter(page); font-size: 9pt; color: #555; } }
@page cover { margin: 0; @top-center { content: none; } @bottom-center { content: none; } }
@page front { @top-center { content: none; } @bottom-center { content: none; } }
html { font-family: ${fonts.stack}; font-size: 11pt; line-height: 1.55; color: #111; font-synthesis: none; }
body { margin: 0; }
.section-picture { display: block; max-width: 100%; max-height: 70mm; margin: 1mm auto 3mm; border-radius: 2mm; break-inside: avoid; }
.cover { page: cover; height: 100%; display: flex; flex-direction: column; justify-content: center; align-items: center; text-align: center; padding: 20mm; box-sizing: border-box; break-after: page; }
.cover h1 { font-size: 30pt; line-height: 1.2; margin: 0 0 8mm; string-set: booktitle content(text); }
.cover .author { font-size: 14pt; margin: 0; }
.cover img { max-width: 150mm; max-height: 150mm; margin-bottom: 10mm; }
.front { page: front; break-after: page; }
.dedication { text-align: center; font-style: italic; padding-top: 60mm; }
.copyright { font-size: 9pt; padding-top: 150mm; }
.title-page { text-align: center; padding-top: 45mm; }
.title-page .title { font-size: 24pt; line-height: 1.25; font-weight: 700; margin: 0 0 10mm; }
.title-page .author { font-size: 14pt; margin: 0 0 90mm; }
.title-page .imprint { font-size: 10pt; letter-spacing: .06em; color: #555; margin: 0; }
.toc h2 { font-size: 18pt; }
.toc ol { list-style: none; padding: 0; margin: 0; }
.toc li { display: flex; gap: 4mm; margin: 0 0 2.5mm; }
.toc li a { color: inherit; text-decoration: none; flex: 1; }
.toc li a::after { content: target-counter(attr(href), page); float: inline-end; }
.chapter, .story-page { break-before: page; }
.chapter-number { font-size: 10pt; letter-spacing: .08em; text-transform: uppercase; color: #555; margin: 0; }
.chapter-title { font-size: 20pt; line-height: 1.25; margin: 2mm 0 6mm; }
h2 { font-size: 14pt; margin: 7mm 0 2mm; break-after: avoid; }
h3, h4 { font-size: 12pt; margin: 5mm 0 2mm; break-after: avoid; }
p, li { orphans: 2; widows: 2; }
table { border-collapse: collapse; margin: 4mm 0; break-inside: avoid; }
th, td { border: .5pt solid #777; padding: 1.5mm 2.5mm; text-align: start; }
blockquote { margin: 4mm 0; padding-inline-start: 4mm; border-inline-start: 1.5pt solid #999; }
pre { white-space: pre-wrap; font-size: 9.5pt; }
img { max-width: 100%; }
.picture { display: block; margin: 0 auto 10mm; inline-size: 100%; max-block-size: 175mm; object-fit: contain; border-radius: 2mm; }
.page-text { font-size: 18pt; line-height: 1.6; text-align: center; padding: 0 6mm; }
.math-display { text-align: center; margin: 4mm 0; }
math { font-family: 'Book Math', math; }
</style>
<script>window.PagedConfig = { auto: true, after: () => { window.__pagedDone = true; } };</script>
<script src="${ORIGIN}/paged.polyfill.js"></script>
</head>
<body>
<section class="cover">${cover ? img(cover, '') : ''}<h1>${esc(doc.title)}</h1><p class="author">${esc(words.by(doc.author))}</p></section>
<section class="front title-page"><p class="title">${esc(doc.title)}</p><p class="author">${esc(doc.author)}</p><p class="imprint">Bookloom · ${doc.modified.getUTCFullYear()}</p></section>
${doc.dedication.trim() ? `<section class="front dedication"><p>${esc(doc.dedication)}</p></section>` : ''}
<section class="front copyright"><p>${esc(copyright)}</p><p>${esc(words.by(doc.author))} · Bookloom</p></section>
${pictureBook ? '' : `<nav class="toc front"><h2>${esc(words.contents)}</h2><ol>
${doc.chapters.map((c) => `<li><a href="#chapter-${c.number}">${esc(c.title)}</a></li>`).join('\n')}
</ol></nav>`}
${chapters}
</body>
</html>`;
}

let shared: Promise<Browser> | null = null;

export const launch = (engine: PdfEngine) => chromium.launch({
  executablePath: engine.executablePath,
  // the server's own SIGINT/SIGTERM handling drains requests and closes the browser: Playwright's
  // would exit the process at once (with 130) instead
  handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false,
  ...(engine.env ? { env: { ...process.env, ...engine.env } as Record<string, string> } : {}),
  args: [...new Set([...engine.args, '--no-sandbox', '--disable-gpu', '--font-render-hinting=none'])],
});

/** One browser per process, started on the first PDF (and again if it died or failed to start). */
async function browser(): Promise<Browser> {
  shared ??= pdfEngine().then(launch);
  const b = await shared.catch((err: unknown) => {
    shared = null;
    throw err;
  });
  if (!b.isConnected()) {
    shared = null;
    return browser();
  }
  return b;
}

/** Closes the shared browser (on shutdown, and between test files). */
export async function closePdfBrowser(): Promise<void> {
  const b = shared;
  shared = null;
  await b?.then((x) => x.close()).catch(() => undefined);
}

/**
 * Checks at start that PDFs can be made: Chromium found and launched, and a one-line page printed
 * (by a browser of its own, closed again: the one that makes PDFs starts with the first).
 * Returns what it found, or what is missing, for the start-up log.
 */
export async function checkPdfEngine(): Promise<{ ok: true; source: PdfEngine['source'] } | { ok: false; message: string }> {
  try {
    const engine = await pdfEngine();
    const b = await launch(engine);
    try {
      const page = await b.newPage();
      await page.setContent('<p>Bookloom</p>');
      await page.pdf();
    } finally {
      await b.close();
    }
    return { ok: true, source: engine.source };
  } catch (err) {
    return { ok: false, message: (err as Error).message.split('\n')[0]! };
  }
}

/** The PDF's bytes. */
export async function buildPdf(doc: ExportDocument, words: EpubWords, pictures: ReadonlyMap<string, EpubPicture>, paper: Paper = paperFor(doc.language)): Promise<Uint8Array> {
  return printPdf(bookHtml(doc, words, paper, pictures), pictures);
}

/**
 * One HTML document for Paged.js (its fonts under PRINT_ORIGIN/fonts/, its pictures under
 * PRINT_ORIGIN/pictures/, Paged.js at PRINT_ORIGIN/paged.polyfill.js) printed to PDF bytes.
 */
export async function printPdf(html: string, pictures: ReadonlyMap<string, EpubPicture> = new Map()): Promise<Uint8Array> {
  const polyfill = readFileSync(path.join(ROOT_DIR, 'node_modules', 'pagedjs', 'dist', 'paged.polyfill.js'));
  const context = await (await browser()).newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname === '/book.html') return route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' });
      if (url.pathname === '/paged.polyfill.js') return route.fulfill({ body: polyfill, contentType: 'text/javascript' });
      const font = /^\/fonts\/([a-z0-9-]+)\/([a-z0-9.-]+\.woff2?)$/.exec(url.pathname);
      if (font) {
        const file = path.join(fontDir(font[1]!), 'files', font[2]!);
        return existsSync(file) ? route.fulfill({ body: readFileSync(file), contentType: font[2]!.endsWith('2') ? 'font/woff2' : 'font/woff', headers: { 'access-control-allow-origin': '*' } }) : route.abort();
      }
      const picture = /^\/pictures\/([0-9a-f-]{36})\.jpg$/.exec(url.pathname);
      const bytes = picture ? pictures.get(picture[1]!)?.bytes : undefined;
      if (bytes) return route.fulfill({ body: Buffer.from(bytes), contentType: 'image/jpeg' });
      return route.abort();
    });
    await page.goto(`${ORIGIN}/book.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __pagedDone?: boolean }).__pagedDone === true, undefined, { timeout: 120_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: true });
  } finally {
    await context.close();
  }
}
