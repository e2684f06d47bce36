// The one chapter renderer: Markdown (CommonMark with GFM tables and strikethrough, markdown-it) to
// safe HTML, on the server. The reader pages, the moderator's chapter view and GraphQL's
// `TextbookChapter.html` (which the wizard shows) all render through `renderMarkdown`, so a
// chapter reads without JavaScript and the browser never loads a Markdown or TeX parser.
//
// Safe by default: raw HTML is off (every `<` the writer types is text); links only to http(s),
// mailto and relative or site paths, each with rel="nofollow ugc noopener"; images only from
// http(s) (anything else shows its alt text), lazily loaded, with no referrer; maths ($…$ inline,
// $$…$$ display) rendered by KaTeX to HTML and MathML with `trust` off (no \href, no \html*).
import markdownIt, { type MarkdownIt, type StateBlock, type StateInline, type Token } from 'markdown-it';
import { createHash } from 'node:crypto';
import katex from 'katex';
import { AppError } from '../errors.ts';

export interface RenderOptions {
  /** the element of `#`/`##` headings (`###` and deeper are one level below): 2 by default */
  headingLevel?: 2 | 3 | 4 | undefined;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
export const LINK_REL = 'nofollow ugc noopener';

/** A link target we keep: http(s) or mailto, or no scheme at all (a relative or site path). */
export function isSafeLink(url: string): boolean {
  const scheme = SCHEME.exec(url.trim());
  return !scheme || LINK_SCHEMES.has(scheme[1]!.toLowerCase());
}

/** An image source we keep: http(s) only. */
export function isSafeImage(url: string): boolean {
  const scheme = SCHEME.exec(url.trim());
  return !!scheme && IMAGE_SCHEMES.has(scheme[1]!.toLowerCase());
}

// ----- maths -----

/**
 * At most this many formulas typeset per chapter (issue 11): KaTeX's HTML+MathML is ~100× its
 * TeX, so 50 000 `$a$` in a 200 KB chapter made 19 MB and 3 s of one CPU. Beyond the cap a
 * formula shows as its TeX source, and each distinct formula is typeset once per process.
 */
export const MAX_FORMULAS = 400;
const texCache = new Map<string, string>();
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TEX_CACHE_ENTRIES = 5000;

/** KaTeX settings: no \href/\url/\html* (trust off), bounded macro expansion and sizes. */
function renderTex(tex: string, displayMode: boolean, env?: Record<string, unknown>, output: 'htmlAndMathml' | 'mathml' = 'htmlAndMathml'): string {
  if (env) {
    const formulas = Number(env.formulas ?? 0) + 1;
    env.formulas = formulas;
    if (formulas > MAX_FORMULAS) return `<code class="math-source">${escapeText(tex)}</code>`;
  }
  const key = `${output === 'mathml' ? 'M' : ''}${displayMode ? 'D' : 'I'}${tex}`;
  const known = texCache.get(key);
  if (known !== undefined) return known;
  const html = katex.renderToString(tex, {
    displayMode, output, throwOnError: false, trust: false, strict: 'ignore', maxExpand: 1000, maxSize: 20,
  });
  if (texCache.size >= TEX_CACHE_ENTRIES) texCache.delete(texCache.keys().next().value!);
  texCache.set(key, html);
  return html;
}

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;
const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/**
 * `$…$` inline (Pandoc's rule, so "costs $5 and $10" stays text: no space after the opening `$`,
 * none before the closing one, no digit after it) and `$$…$$` inside a line (display). Each `$`
 * looks only as far as the next unescaped `$`, so a line full of dollars costs linear time.
 */
function mathInline(state: StateInline, silent: boolean): boolean {
  const src = state.src;
  const start = state.pos;
  if (src.charCodeAt(start) !== DOLLAR) return false;
  const display = src.charCodeAt(start + 1) === DOLLAR;
  const open = start + (display ? 2 : 1);
  if (open >= state.posMax || isSpace(src.charCodeAt(open))) return false;
  let close = open;
  for (;;) {
    close = src.indexOf(display ? '$$' : '$', close);
    if (close === -1 || close >= state.posMax) return false;
    let backslashes = 0;
    while (src.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) break;
    close += 1;
  }
  if (close === open || isSpace(src.charCodeAt(close - 1))) return false;
  if (!display && isDigit(src.charCodeAt(close + 1))) return false;
  if (!silent) {
    const token = state.push(display ? 'math_inline_display' : 'math_inline', 'math', 0);
    token.markup = display ? '$$' : '$';
    token.content = src.slice(open, close);
  }
  state.pos = close + (display ? 2 : 1);
  return true;
}

/** At most this many lines between `$$` and `$$`: an unclosed `$$` costs bounded time. */
const MAX_MATH_LINES = 200;

/** `$$` on its own line(s): display maths (one line `$$ x $$` too). */
function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const lineText = (line: number) => state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]!);
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const first = lineText(startLine).trimEnd();
  if (!first.startsWith('$$')) return false;
  let tex: string;
  let last = startLine;
  if (first.length > 4 && first.endsWith('$$')) {
    tex = first.slice(2, -2);
  } else {
    const lines = [first.slice(2)];
    let found = false;
    for (let line = startLine + 1; line < endLine && line <= startLine + MAX_MATH_LINES; line += 1) {
      const text = lineText(line).trimEnd();
      if (state.sCount[line]! < state.blkIndent) break;
      if (text.endsWith('$$')) {
        lines.push(text.slice(0, -2));
        last = line;
        found = true;
        break;
      }
      lines.push(text);
    }
    if (!found) return false;
    tex = lines.join('\n');
  }
  if (tex.trim() === '') return false;
  if (silent) return true;
  state.line = last + 1;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = tex.trim();
  token.markup = '$$';
  token.map = [startLine, state.line];
  return true;
}

// ----- the parser -----

/**
 * `xhtml`: for files that leave the site (EPUB, issue 17): well-formed XHTML (`<br />`), maths as
 * MathML only (every reading system that shows maths reads MathML), links without the site's rel
 * words, and no remote pictures (an EPUB must hold what it shows: a web image becomes its alt text).
 */
function createParser({ xhtml = false } = {}): MarkdownIt {
  const md = markdownIt('default', { html: false, linkify: true, typographer: false, xhtmlOut: xhtml });
  const tex = xhtml ? 'mathml' : 'htmlAndMathml';
  md.validateLink = isSafeLink;
  md.inline.ruler.after('escape', 'math_inline', mathInline);
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });

  const rules = md.renderer.rules;
  rules.math_inline = (tokens, idx, _o, env) => renderTex(tokens[idx]!.content, false, env, tex);
  rules.math_inline_display = (tokens, idx, _o, env) => renderTex(tokens[idx]!.content, true, env, tex);
  rules.math_block = (tokens, idx, _o, env) => `<div class="math-display">${renderTex(tokens[idx]!.content, true, env, tex)}</div>\n`;

  rules.link_open = (tokens, idx, options, _env, self) => {
    if (!xhtml) tokens[idx]!.attrSet('rel', LINK_REL);
    return self.renderToken(tokens, idx, options);
  };
  rules.image = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    const alt = self.renderInlineAsText(token.children ?? [], options, _env);
    if (xhtml || !isSafeImage(String(token.attrGet('src') ?? ''))) return md.utils.escapeHtml(alt);
    token.attrSet('alt', alt);
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    token.attrSet('referrerpolicy', 'no-referrer');
    return self.renderToken(tokens, idx, options);
  };
  // a wide table scrolls inside its own box instead of widening the page
  if (!xhtml) {
    rules.table_open = (tokens, idx, options, _env, self) => `<div class="table-scroll">${self.renderToken(tokens, idx, options)}`;
    rules.table_close = (tokens, idx, options, _env, self) => `${self.renderToken(tokens, idx, options)}</div>\n`;
  }

  // `#`/`##` become the base level, `###` and deeper one below; empty headings are dropped (an
  // empty landmark for screen readers)
  md.core.ruler.push('heading_levels', (state) => {
    const base = Number((state.env as { headingLevel?: number } | undefined)?.headingLevel ?? 2);
    const kept: Token[] = [];
    for (let i = 0; i < state.tokens.length; i += 1) {
      const token = state.tokens[i]!;
      if (token.type === 'heading_open' && state.tokens[i + 1]?.content.trim() === '') {
        i += 2;
        continue;
      }
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        const level = Number(token.tag.slice(1));
        token.tag = `h${Math.min(6, level <= 2 ? base : base + 1)}`;
      }
      kept.push(token);
    }
    state.tokens = kept;
  });
  return md;
}

const parser = createParser();
const xhtmlParser = createParser({ xhtml: true });

/** Chapter Markdown as markdown-it tokens (with the maths rules), for builders that lay it out
 * themselves (DOCX). Links are checked as the reader checks them (validateLink). */
export function parseMarkdown(markdown: string): Token[] {
  return xhtmlParser.parse(String(markdown ?? ''), { headingLevel: 2 });
}

/** Chapter Markdown as XHTML for a file (EPUB): see createParser's `xhtml`. */
export function renderMarkdownXhtml(markdown: string, { headingLevel = 2 }: RenderOptions = {}): string {
  return xhtmlParser.render(String(markdown ?? ''), { headingLevel }).trimEnd();
}

/**
 * Rendered chapters kept by content (a hash of the Markdown and the heading level), up to
 * RENDER_CACHE_CHARS of HTML: the printable book and the chapter pages render a chapter once per
 * process, not once per visit. Small texts are cheap and not kept.
 */
const renderCache = new Map<string, string>();
const RENDER_CACHE_CHARS = 32 * 1024 * 1024;
const RENDER_CACHE_MIN = 4096;
let renderCacheChars = 0;

/** Chapter Markdown as safe HTML. */
export function renderMarkdown(markdown: string, { headingLevel = 2 }: RenderOptions = {}): string {
  const text = String(markdown ?? '');
  if (text.length < RENDER_CACHE_MIN) return parser.render(text, { headingLevel }).trimEnd();
  const key = `${headingLevel}:${createHash('sha256').update(text).digest('base64')}`;
  const known = renderCache.get(key);
  if (known !== undefined) {
    renderCache.delete(key);
    renderCache.set(key, known);
    return known;
  }
  const html = parser.render(text, { headingLevel }).trimEnd();
  if (html.length <= RENDER_CACHE_CHARS / 8) {
    renderCache.set(key, html);
    renderCacheChars += html.length;
    while (renderCacheChars > RENDER_CACHE_CHARS) {
      const [oldest, value] = renderCache.entries().next().value!;
      renderCache.delete(oldest);
      renderCacheChars -= value.length;
    }
  }
  return html;
}

/** GraphQL's `TextbookChapter.html`: a heading level other than 2, 3 or 4 is a 400. */
export function renderChapterHtml(markdown: string, headingLevel: number): string {
  if (headingLevel !== 2 && headingLevel !== 3 && headingLevel !== 4) {
    throw AppError.badInput('headingLevel must be 2, 3 or 4', { headingLevel: 'must be 2, 3 or 4' });
  }
  return renderMarkdown(markdown, { headingLevel });
}

/** Whether rendered HTML holds maths (the page then links KaTeX's stylesheet). */
export function containsMath(html: string): boolean {
  return html.includes('class="katex');
}
