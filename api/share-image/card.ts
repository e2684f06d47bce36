// The share card of a book (Open Graph / Twitter): a branded 1200×630 PNG with the book type, the
// title and the author, drawn by sharp (libvips): an SVG background composited with text that
// Pango lays out, so Arabic and Urdu (right to left), Devanagari, Bengali and CJK are shaped.
//
// Fonts: nothing from the system. The @fontsource Noto packages ship WOFF 1.0 / WOFF2 subsets
// (split by unicode range), which sharp's own libvips cannot draw (its FreeType opens neither:
// the text comes out as boxes, whether through fontconfig or `fontfile`). So the weight-700 .woff
// subsets are unpacked once into plain TrueType files in a cache folder
// (node_modules/.cache/bookloom-card-fonts/{key}, else the temp folder), beside a fonts.conf that
// lists only that folder, and FONTCONFIG_FILE points at it. Fontconfig reads it once, at the first
// text sharp draws, so this module sets it as it loads: import it before anything in the process
// draws text with sharp. Pango falls back from subset to subset (they share a family name), so
// every character finds its file; scripts none of these fonts cover (Hebrew, Thai…) are boxes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp, { type OverlayOptions } from 'sharp';
import { isLangCode, LANGUAGE_INFO } from '../../core/languages.ts';

export { shareImagePath, shareImageVersion } from './path.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Changes whenever the drawing changes, so ETags and caches of old cards go stale. */
export const CARD_DESIGN_VERSION = '1';

export interface BookCardInput {
  title: string;
  /** the kind of book, e.g. "Textbook", already in the language wanted */
  typeLabel: string;
  authorName: string;
  /** the book's language code (core/languages.ts); picks fonts and shaping rules */
  language: string;
  dir: 'ltr' | 'rtl';
}

// ---------------------------------------------------------------------------------------------
// Fonts

const FONT_PACKAGES = [
  'noto-sans', // Latin, Latin Extended, Cyrillic, Greek, Vietnamese
  'noto-sans-jp',
  'noto-sans-kr',
  'noto-sans-sc',
  'noto-sans-devanagari',
  'noto-sans-bengali',
  'noto-naskh-arabic',
  'noto-nastaliq-urdu',
] as const;
const FONT_FILE = /-700-normal\.woff$/;
/** Bumped when the conversion or the fonts.conf changes, to rebuild the cache folder. */
const FONT_CACHE_FORMAT = '1';

export interface FontSetup {
  /** folder with fonts/ (TrueType), cache/ (fontconfig's) and fonts.conf */
  dir: string;
  configFile: string;
  fontCount: number;
}

let fontSetup: FontSetup | undefined;
let fontSetupError: Error | undefined;

/**
 * Makes the card fonts available to sharp: converts the @fontsource subsets once per install
 * and points fontconfig at them. Idempotent.
 */
export function prepareFonts(): FontSetup {
  if (fontSetup) return fontSetup;
  if (fontSetupError) throw fontSetupError;
  try {
    fontSetup = buildFontFolder();
    process.env.FONTCONFIG_FILE = fontSetup.configFile;
    return fontSetup;
  } catch (err) {
    fontSetupError = err instanceof Error ? err : new Error(String(err));
    throw fontSetupError;
  }
}

interface FontSource {
  name: string;
  version: string;
  filesDir: string;
  files: string[];
}

function buildFontFolder(): FontSetup {
  const require = createRequire(import.meta.url);
  const sources: FontSource[] = FONT_PACKAGES.map((name) => {
    const manifest = require.resolve(`@fontsource/${name}/package.json`);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    const filesDir = path.join(path.dirname(manifest), 'files');
    const files = readdirSync(filesDir).filter((f) => FONT_FILE.test(f)).sort();
    if (files.length === 0) throw new Error(`@fontsource/${name} has no weight-700 .woff files`);
    return { name, version, filesDir, files };
  });
  const key = createHash('sha256')
    .update(JSON.stringify([FONT_CACHE_FORMAT, sources.map((s) => [s.name, s.version, s.files.length])]))
    .digest('hex')
    .slice(0, 16);
  // beside the packages (node_modules/.cache, like other tools' caches: it lives as long as the
  // install), else the temp folder (a read-only install)
  const nodeModules = path.resolve(sources[0]!.filesDir, '..', '..', '..');
  const candidates = [
    path.join(nodeModules, '.cache', 'bookloom-card-fonts', key),
    path.join(os.tmpdir(), `bookloom-card-fonts-${process.getuid?.() ?? 0}-${key}`),
  ];
  let failure: unknown;
  for (const dir of candidates) {
    try {
      return fillFontFolder(dir, sources);
    } catch (err) {
      failure = err;
    }
  }
  try {
    return fillFontFolder(mkdtempSync(path.join(os.tmpdir(), `bookloom-card-fonts-${key}-`)), sources);
  } catch {
    throw failure;
  }
}

/** Converts the fonts the folder lacks (all the first time) and writes its fonts.conf. */
function fillFontFolder(dir: string, sources: FontSource[]): FontSetup {
  // never use fonts from a folder someone else made (a shared temp folder)
  if (existsSync(dir) && process.getuid && statSync(dir).uid !== process.getuid()) throw new Error(`${dir} belongs to another user`);
  const fontsDir = path.join(dir, 'fonts');
  const cacheDir = path.join(dir, 'cache');
  const configFile = path.join(dir, 'fonts.conf');
  mkdirSync(fontsDir, { recursive: true, mode: 0o700 });
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  // several processes may fill it at once (test files, app + worker): every file lands by rename,
  // so a file that exists is whole; a missing one (a cleaned temp folder) is made again
  const writeAtomic = (file: string, data: Buffer | string) => {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, data);
    renameSync(temp, file);
  };
  const present = new Set(readdirSync(fontsDir));
  let fontCount = 0;
  for (const source of sources) {
    for (const file of source.files) {
      const ttf = file.replace(/\.woff$/, '.ttf');
      if (!present.has(ttf)) writeAtomic(path.join(fontsDir, ttf), woffToSfnt(readFileSync(path.join(source.filesDir, file))));
      fontCount++;
    }
  }
  const conf = fontsConf(fontsDir, cacheDir);
  if (!existsSync(configFile) || readFileSync(configFile, 'utf8') !== conf) writeAtomic(configFile, conf);
  return { dir, configFile, fontCount };
}

function fontsConf(fontsDir: string, cacheDir: string): string {
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // only our folder: no system fonts, no conf.d; slight hinting keeps large glyphs true to shape
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${xml(fontsDir)}</dir>
  <cachedir>${xml(cacheDir)}</cachedir>
  <match target="font">
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
  </match>
</fontconfig>
`;
}

/**
 * WOFF 1.0 → the TrueType/OpenType file it wraps (W3C WOFF §4–5): each table is stored whole or
 * zlib-compressed; the sfnt header and table records are rebuilt around the inflated tables.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('Damaged WOFF table');
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
  }
  // WOFF keeps the directory sorted by tag, as sfnt requires
  const headerSize = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(tables.reduce((size, t) => size + padded(t.data.length), headerSize));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

// set up when the module loads, before any text is drawn (fontconfig reads its file only once)
try {
  prepareFonts();
} catch {
  // reported by renderBookCard, which rethrows the same error
}

// ---------------------------------------------------------------------------------------------
// Text

/**
 * The Pango font families for a language. Noto Sans first (Latin, digits and punctuation look
 * the same on every card; Pango takes each letter from the first family that has it), except
 * for CJK, whose own font comes first for its punctuation and its own forms of the Han characters.
 */
function fontFamilies(language: string): string {
  const cjk = language === 'ko' ? ['Noto Sans KR', 'Noto Sans JP', 'Noto Sans SC']
    : language === 'ch' ? ['Noto Sans SC', 'Noto Sans JP', 'Noto Sans KR']
    : ['Noto Sans JP', 'Noto Sans SC', 'Noto Sans KR'];
  const arabic = language === 'ur' ? ['Noto Nastaliq Urdu', 'Noto Naskh Arabic'] : ['Noto Naskh Arabic', 'Noto Nastaliq Urdu'];
  const indic = language === 'bn' ? ['Noto Sans Bengali', 'Noto Sans Devanagari'] : ['Noto Sans Devanagari', 'Noto Sans Bengali'];
  const first = language === 'ja' || language === 'ko' || language === 'ch' ? cjk : [];
  return [...new Set([...first, 'Noto Sans', ...arabic, ...indic, ...cjk])].join(',');
}

/** Nastaliq stacks letters diagonally: its titles need a smaller size and taller lines. */
function titleMetrics(language: string): { scale: number; lineHeight: number } {
  return language === 'ur' ? { scale: 0.8, lineHeight: 1.6 } : { scale: 1, lineHeight: 1.25 };
}

/** Pango markup is XML: user text goes in as character data only. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * One line of plain text: no control characters (the markup parser refuses them), no emoji (no
 * font here draws them: they would be boxes), at most 4 marks in a row (stacks of combining
 * marks would tower over the card), spaces collapsed.
 */
function clean(text: string, maxGraphemes: number): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\ufe0f)(?:[\u{1f3fb}-\u{1f3ff}]|\u200d\p{Extended_Pictographic}\ufe0f?)*|[\ufe0f\u20e3]/gu, '')
    .replace(/(\p{M}{4})\p{M}+/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(flat)];
  return graphemes.length <= maxGraphemes ? flat : `${graphemes.slice(0, maxGraphemes).map((g) => g.segment).join('').trimEnd()}…`;
}

interface TextStyle {
  language: string;
  /** the card's direction: the side text lines up on */
  dir: 'ltr' | 'rtl';
  size: number;
  color: string;
  /** line pitch as a multiple of the size */
  lineHeight?: number;
  /** wrap width in pixels; none: one line */
  width?: number;
  letterSpacing?: number;
}

interface RenderedText {
  data: Buffer;
  width: number;
  height: number;
}

/** The direction of the first strong letter (as HTML's dir="auto"), if there is one. */
function firstStrongDirection(text: string): 'ltr' | 'rtl' | undefined {
  const letter = /\p{L}/u.exec(text)?.[0];
  if (!letter) return undefined;
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u.test(letter) ? 'rtl' : 'ltr';
}

function bcp47(language: string): string {
  return isLangCode(language) ? LANGUAGE_INFO[language].bcp47 : 'en';
}

function markup(text: string, style: TextStyle, direction: 'ltr' | 'rtl', lineHeightPx?: number): string {
  const attrs = [
    `foreground="${style.color}"`,
    `lang="${bcp47(style.language)}"`,
    ...(lineHeightPx ? [`line_height="${Math.round(lineHeightPx * 1024)}"`] : []),
    ...(style.letterSpacing ? [`letter_spacing="${Math.round(style.letterSpacing * 1024)}"`] : []),
  ];
  // the mark states the paragraph's direction (Pango would guess the same from the first letter;
  // without one, as for "2024", the card's direction holds)
  return `<span ${attrs.join(' ')}>${direction === 'rtl' ? '\u200f' : '\u200e'}${escapeMarkup(text)}</span>`;
}

/**
 * Text as an RGBA picture cropped to its ink. Each paragraph runs in its own direction (an
 * English title on an Arabic card reads left to right) but lines line up on the card's start side.
 */
async function renderText(text: string, style: TextStyle, lineHeightPx?: number): Promise<RenderedText> {
  const direction = firstStrongDirection(text) ?? style.dir;
  const side = style.dir === 'rtl' ? 'right' : 'left';
  // Pango swaps left and right in a right-to-left paragraph
  const align = direction === 'rtl' ? (side === 'left' ? 'right' : 'left') : side;
  try {
    const { data, info } = await sharp({
      text: {
        text: markup(text, style, direction, lineHeightPx),
        font: `${fontFamilies(style.language)} Bold ${style.size}`,
        dpi: 72, // 1 pt = 1 px
        rgba: true,
        align,
        ...(style.width ? { width: style.width, wrap: 'word-char' as const } : { wrap: 'none' as const }),
      },
    }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    // text with no ink at all (only invisible characters): draw nothing rather than fail
    if (err instanceof Error && /no text to render/.test(err.message)) return blank();
    throw err;
  }
}

let blankPixel: Promise<Buffer> | undefined;
async function blank(): Promise<RenderedText> {
  blankPixel ??= sharp({ create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  return { data: await blankPixel, width: 1, height: 1 };
}

/**
 * Text wrapped at style.width, with its number of lines. The picture is cropped to the ink, so
 * the count comes from a second layout with taller lines: only the gaps between lines grow.
 */
async function renderWrapped(text: string, style: TextStyle): Promise<RenderedText & { lines: number }> {
  const pitch = style.size * (style.lineHeight ?? 1.25);
  const extra = 100;
  const [normal, stretched] = await Promise.all([renderText(text, style, pitch), renderText(text, style, pitch + extra)]);
  return { ...normal, lines: 1 + Math.round((stretched.height - normal.height) / extra) };
}

type Fits = (text: RenderedText & { lines: number }) => boolean;

/** The first `count` units of a text, without the separators they end on, and an ellipsis. */
function shortened(units: string[], count: number): string {
  return `${units.slice(0, count).join('').replace(/[\s,;:.\-–—、，。；：·]+$/u, '')}…`;
}

/**
 * The longest start of `text` that, followed by an ellipsis, still fits: a binary search over
 * words (or letters, for a first word longer than the space).
 */
async function truncated(text: string, style: TextStyle, fits: Fits): Promise<RenderedText & { lines: number }> {
  const attempt = (units: string[], count: number) => renderWrapped(shortened(units, count), style);
  const search = async (units: string[]) => {
    let low = 0;
    let high = units.length - 1;
    let best: (RenderedText & { lines: number }) | undefined;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      const result = await attempt(units, mid);
      if (fits(result)) {
        low = mid;
        best = result;
      } else {
        high = mid - 1;
      }
    }
    return { count: low, best };
  };
  const words = [...new Intl.Segmenter(bcp47(style.language), { granularity: 'word' }).segment(text)].map((s) => s.segment);
  const byWord = await search(words);
  if (byWord.count > 0) return byWord.best ?? attempt(words, byWord.count);
  const letters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  const byLetter = await search(letters);
  return byLetter.best ?? attempt(letters, Math.max(1, byLetter.count));
}

/** One line, shortened with an ellipsis when wider than maxWidth. */
async function renderLine(text: string, style: TextStyle, maxWidth: number): Promise<RenderedText> {
  const whole = await renderText(text, style);
  if (whole.width <= maxWidth) return whole;
  const letters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  let low = 1;
  let high = letters.length - 1;
  let best: RenderedText | undefined;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const result = await renderText(shortened(letters, mid), style);
    if (result.width <= maxWidth) {
      low = mid;
      best = result;
    } else {
      high = mid - 1;
    }
  }
  return best ?? renderText(shortened(letters, low), style);
}

// ---------------------------------------------------------------------------------------------
// Drawing

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const BRAND_TOP = 56;
const ICON = 52;
const LABEL_TOP = 172;
const TITLE_TOP = 246;
const AUTHOR_CENTER = CARD_HEIGHT - 92;
const AVATAR = 52;
const DIVIDER = AUTHOR_CENTER - AVATAR / 2 - 28;
/** the title's ink stays above the divider */
const TITLE_MAX_HEIGHT = DIVIDER - 20 - TITLE_TOP;

// an open book, drawn in a 52×52 box
const BOOK_PATH = 'M10 15.5Q18 12.5 24.5 16.5V39Q18 35.5 10 38Z M42 15.5Q34 12.5 27.5 16.5V39Q34 35.5 42 38Z';

function backgroundSvg(dir: 'ltr' | 'rtl'): string {
  // drawn for left to right; a right-to-left card mirrors the whole picture (it has no text)
  const mirror = dir === 'rtl' ? ` transform="matrix(-1 0 0 1 ${CARD_WIDTH} 0)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f172a"/>
      <stop offset="0.55" stop-color="#1e1b4b"/>
      <stop offset="1" stop-color="#3730a3"/>
    </linearGradient>
    <radialGradient id="glow" cx="1040" cy="600" r="560" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#6366f1" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#6366f1" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#6366f1"/>
      <stop offset="1" stop-color="#a855f7"/>
    </linearGradient>
    <linearGradient id="badge" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6366f1"/>
      <stop offset="1" stop-color="#8b5cf6"/>
    </linearGradient>
  </defs>
  <g${mirror}>
    <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
    <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>
    <rect width="${CARD_WIDTH}" height="8" fill="url(#accent)"/>
    <g transform="translate(850 300) scale(7.5)" fill="none" stroke="#a5b4fc" stroke-opacity="0.08" stroke-width="0.5" stroke-linejoin="round">
      <path d="${BOOK_PATH}"/>
      <path d="M13 21Q18 19 22 21M13 26Q18 24 22 26M13 31Q18 29 22 31M30 21Q34 19 39 21M30 26Q34 24 39 26M30 31Q34 29 39 31"/>
    </g>
    <g transform="translate(${MARGIN} ${BRAND_TOP})">
      <rect width="${ICON}" height="${ICON}" rx="13" fill="url(#badge)"/>
      <path d="${BOOK_PATH}" fill="#ffffff"/>
    </g>
    <line x1="${MARGIN}" y1="${DIVIDER}" x2="${CARD_WIDTH - MARGIN}" y2="${DIVIDER}" stroke="#818cf8" stroke-opacity="0.25" stroke-width="2"/>
    <g transform="translate(${MARGIN} ${AUTHOR_CENTER - AVATAR / 2})">
      <circle cx="26" cy="26" r="25" fill="#312e81" stroke="#818cf8" stroke-width="2"/>
      <circle cx="26" cy="21" r="8" fill="#c7d2fe"/>
      <path d="M12.5 40Q14 30.5 26 30.5Q38 30.5 39.5 40Q33.5 45 26 45Q18.5 45 12.5 40Z" fill="#c7d2fe"/>
    </g>
  </g>
</svg>`;
}

const backgrounds = new Map<'ltr' | 'rtl', Promise<Buffer>>();

/** The picture without the book's words: gradient, glyphs and the wordmark, once per direction. */
function background(dir: 'ltr' | 'rtl'): Promise<Buffer> {
  let made = backgrounds.get(dir);
  if (!made) {
    made = (async () => {
      const wordmark = await renderText('Bookloom', { language: 'en', dir: 'ltr', size: 36, color: '#ffffff' });
      const left = dir === 'ltr' ? MARGIN + ICON + 18 : CARD_WIDTH - MARGIN - ICON - 18 - wordmark.width;
      return sharp(Buffer.from(backgroundSvg(dir)))
        .composite([{ input: wordmark.data, left, top: Math.round(BRAND_TOP + ICON / 2 - wordmark.height / 2) }])
        .png({ compressionLevel: 0 })
        .toBuffer();
    })();
    made.catch(() => backgrounds.delete(dir));
    backgrounds.set(dir, made);
  }
  return made;
}

/** Letter spacing and capitals suit a label only in scripts that have them. */
function labelText(label: string, language: string): { text: string; letterSpacing: number } {
  const cased = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{P}\p{Zs}]+$/u.test(label);
  return cased ? { text: label.toLocaleUpperCase(bcp47(language)), letterSpacing: 2.5 } : { text: label, letterSpacing: 0 };
}

/** The share card of a book as PNG bytes (1200×630). */
export async function renderBookCard({ title, typeLabel, authorName, language, dir }: BookCardInput): Promise<Buffer> {
  prepareFonts();
  const lang = isLangCode(language) ? language : 'en';
  const { scale, lineHeight } = titleMetrics(lang);
  const start = (width: number) => (dir === 'rtl' ? CARD_WIDTH - MARGIN - width : MARGIN);

  // text left empty once cleaned is not drawn (Pango has nothing to lay out); a title always is
  const label = labelText(clean(typeLabel, 40), lang);
  const titleText = clean(title, 300) || '…';
  const author = clean(authorName, 120);

  const [base, labelImage, titleImage, authorImage] = await Promise.all([
    background(dir),
    label.text ? renderLine(label.text, { language: lang, dir, size: 22, color: '#c7d2fe', letterSpacing: label.letterSpacing }, TEXT_WIDTH - 48).then((t) => clipped(t, TEXT_WIDTH, 60)) : undefined,
    fitTitle(titleText, lang, dir, scale, lineHeight).then((t) => clipped(t, TEXT_WIDTH + 40, TITLE_MAX_HEIGHT + 40)),
    author ? renderLine(author, { language: lang, dir, size: 30, color: '#e0e7ff' }, TEXT_WIDTH - AVATAR - 20).then((t) => clipped(t, TEXT_WIDTH, 100)) : undefined,
  ]);

  const layers: OverlayOptions[] = [{ input: titleImage.data, left: start(titleImage.width), top: TITLE_TOP }];
  if (labelImage) {
    // the type label sits in a pill sized to it
    const pillWidth = labelImage.width + 44;
    const pillHeight = 44;
    const pill = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${pillWidth}" height="${pillHeight}">
      <rect x="1" y="1" width="${pillWidth - 2}" height="${pillHeight - 2}" rx="${(pillHeight - 2) / 2}" fill="#818cf8" fill-opacity="0.16" stroke="#818cf8" stroke-opacity="0.55" stroke-width="2"/>
    </svg>`);
    layers.push(
      { input: pill, left: start(pillWidth), top: LABEL_TOP },
      { input: labelImage.data, left: start(pillWidth) + 22, top: LABEL_TOP + Math.round((pillHeight - labelImage.height) / 2) },
    );
  }
  if (authorImage) {
    const left = dir === 'rtl' ? CARD_WIDTH - MARGIN - AVATAR - 20 - authorImage.width : MARGIN + AVATAR + 20;
    layers.push({ input: authorImage.data, left, top: Math.round(AUTHOR_CENTER - authorImage.height / 2) });
  }
  return sharp(base).composite(layers).removeAlpha().png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}

/** Text cut to a box (only odd text gets there, such as towers of marks): a layer must fit the card. */
async function clipped(text: RenderedText, maxWidth: number, maxHeight: number): Promise<RenderedText> {
  if (text.width <= maxWidth && text.height <= maxHeight) return text;
  const width = Math.min(text.width, maxWidth);
  const height = Math.min(text.height, maxHeight);
  const data = await sharp(text.data).extract({ left: 0, top: Math.floor((text.height - height) / 2), width, height }).png({ compressionLevel: 0 }).toBuffer();
  return { data, width, height };
}

/**
 * The title at the largest size that keeps it short: up to 2 lines large, else up to 3 smaller,
 * else cut with an ellipsis; never taller than its space (Nastaliq lines are tall).
 */
async function fitTitle(text: string, language: string, dir: 'ltr' | 'rtl', scale: number, lineHeight: number) {
  const style = (size: number): TextStyle => ({ language, dir, size: Math.round(size * scale), color: '#ffffff', lineHeight, width: TEXT_WIDTH });
  const within = (maxLines: number): Fits => (t) => t.lines <= maxLines && t.height <= TITLE_MAX_HEIGHT;
  const large = await renderWrapped(text, style(68));
  if (within(2)(large)) return large;
  const small = await renderWrapped(text, style(56));
  if (within(3)(small)) return small;
  return truncated(text, style(56), within(3));
}
