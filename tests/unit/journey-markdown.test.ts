// Issue 10, "Reading and writing real chapters": chapters have links, tables, images and maths
// (api/lib/markdown.ts: markdown-it + KaTeX on the server), and nothing the writer types becomes
// markup. Also the translated counts (plurals) of core/plurals via i18next.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsMath, LINK_REL, renderMarkdown } from '../../api/lib/markdown.ts';
import { startTags } from '../support/html-tags.ts';

describe('links', () => {
  it('links http(s), mailto and site paths, each with rel="nofollow ugc noopener"', () => {
    const html = renderMarkdown('See [the atlas](https://atlas.example/maps), [us](mailto:hi@example.org), [FAQ](/en/faq) and [next](2).');
    const links = startTags(html).filter((t) => t.name === 'a');
    expect(links.map((a) => a.attrs.href)).toEqual(['https://atlas.example/maps', 'mailto:hi@example.org', '/en/faq', '2']);
    for (const a of links) expect(a.attrs.rel).toBe(LINK_REL);
    expect(LINK_REL).toBe('nofollow ugc noopener');
  });

  it('links a bare web address', () => {
    expect(renderMarkdown('Visit https://example.org/x today')).toBe(
      '<p>Visit <a href="https://example.org/x" rel="nofollow ugc noopener">https://example.org/x</a> today</p>',
    );
  });

  it('leaves links to other schemes as text', () => {
    for (const scheme of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://x.example/a']) {
      expect(startTags(renderMarkdown(`[x](${scheme})`)).filter((t) => t.name === 'a')).toEqual([]);
    }
  });
});

describe('images', () => {
  it('shows http(s) images with their alt text, lazily loaded and without a referrer', () => {
    const [, img] = startTags(renderMarkdown('![A *red* cell](https://img.example/cell.png "Cell")'));
    expect(img).toEqual({
      name: 'img',
      attrs: { src: 'https://img.example/cell.png', alt: 'A red cell', title: 'Cell', loading: 'lazy', decoding: 'async', referrerpolicy: 'no-referrer' },
    });
  });

  it('shows only the alt text for any other source', () => {
    expect(renderMarkdown('![a diagram](diagram.png)')).toBe('<p>a diagram</p>');
    expect(renderMarkdown('![x](data:image/png;base64,AAAA)')).not.toContain('<img');
    expect(renderMarkdown('![<b>x</b>](javascript:alert(1))')).not.toMatch(/<(img|b)[\s>]/);
  });
});

describe('tables', () => {
  it('renders GFM tables with alignment, in a box that scrolls on narrow screens', () => {
    const html = renderMarkdown('| Planet | Moons |\n|:--|--:|\n| Earth | 1 |\n| Mars | **2** |');
    expect(html.startsWith('<div class="table-scroll"><table>')).toBe(true);
    expect(html).toContain('<th style="text-align:left">Planet</th>');
    expect(html).toContain('<td style="text-align:right"><strong>2</strong></td>');
    expect(startTags(html).filter((t) => t.name === 'tr')).toHaveLength(3);
  });
});

describe('maths (KaTeX on the server)', () => {
  it('renders $…$ inline as HTML and MathML, with the TeX kept as an annotation', () => {
    const html = renderMarkdown('Einstein: $E = mc^2$.');
    expect(html).toMatch(/^<p>Einstein: <span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
    expect(html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(html).toContain('<span class="katex-html" aria-hidden="true">');
    expect(containsMath(html)).toBe(true);
  });

  it('renders $$…$$ as display maths, on its own lines or one line', () => {
    for (const text of ['$$\n\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\n$$', '$$ \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a} $$']) {
      const html = renderMarkdown(text);
      expect(html).toMatch(/^<div class="math-display"><span class="katex-display">/);
      expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
      expect(html).toContain('<mfrac>');
    }
  });

  it('leaves prices and escaped dollars as text', () => {
    expect(renderMarkdown('It costs $5 and $10.')).toBe('<p>It costs $5 and $10.</p>');
    expect(renderMarkdown('\\$x\\$ and $ y $')).toBe('<p>$x$ and $ y $</p>');
    expect(containsMath(renderMarkdown('Pay $3.'))).toBe(false);
  });

  it('shows bad TeX as text and refuses \\href, \\url and \\html* (trust off)', () => {
    const bad = renderMarkdown('$\\frac{1}{$ and $\\href{javascript:alert(1)}{x}$ and $\\htmlData{onload=alert(1)}{x}$');
    expect(startTags(bad).filter((t) => t.name === 'a')).toEqual([]);
    for (const tag of startTags(bad)) expect(Object.keys(tag.attrs).filter((n) => n.startsWith('on') || n.startsWith('data-'))).toEqual([]);
    expect(bad).not.toContain('href=');
  });

  it('keeps maths out of code', () => {
    expect(renderMarkdown('`$x$`')).toBe('<p><code>$x$</code></p>');
    expect(renderMarkdown('```\n$$\nx\n$$\n```')).toBe('<pre><code>$$\nx\n$$\n</code></pre>');
  });
});

// ----- property: no raw tag from the input ever reaches the output -----

// What the renderer itself may write (KaTeX's HTML + MathML + the SVG of its stretchy glyphs).
const RENDERER_TAGS = new Set([
  'p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'hr', 'br', 'strong', 'em', 's', 'code', 'pre', 'a', 'img',
  'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
  'math', 'semantics', 'mrow', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'msup', 'msub', 'msubsup', 'mfrac', 'msqrt', 'mroot', 'mstyle',
  'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mpadded', 'mphantom', 'menclose', 'merror', 'annotation', 'svg', 'path', 'line',
]);
const HOSTILE_TAGS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<iframe src="https://evil.example">', '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>', '<style>*{}</style>', '<object data=x>', '<div onclick="x">', '<x-evil attr=1>', '<!-- c -->',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', '<details open ontoggle=alert(1)>', '</p><p onmouseover=alert(1)>'];
const MARKDOWN_BITS = ['**', '*', '_', '`', '```\n', '# ', '## ', '- ', '1. ', '> ', '\n', '\n\n', '[', ']', '(', ')', '![', '|', '|---|\n',
  '$', '$$', '\\', '&', '&lt;', '&#60;', '"', "'", 'https://x.example/a', 'javascript:alert(1)', 'data:text/html,', ' ', 'text', '\\frac{1}{2}', '\\href{x}{y}'];

const chapterText = fc.array(fc.oneof(fc.constantFrom(...HOSTILE_TAGS), fc.constantFrom(...MARKDOWN_BITS), fc.string({ maxLength: 8 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('property: raw HTML in the input never becomes markup', () => {
  it('writes only its own tags, never an event handler, and only safe link and image targets', () => {
    fc.assert(fc.property(chapterText, (text) => {
      const html = renderMarkdown(text);
      for (const tag of startTags(html)) {
        expect(RENDERER_TAGS.has(tag.name), `<${tag.name}> from ${JSON.stringify(text)}`).toBe(true);
        for (const [name, value] of Object.entries(tag.attrs)) {
          expect(name.startsWith('on'), `${name} from ${JSON.stringify(text)}`).toBe(false);
          if (name === 'href' || name === 'src' || name === 'xlink:href') expect(value).not.toMatch(/^\s*(javascript|vbscript|data|file):/i);
        }
      }
      expect(html).not.toMatch(/<(script|iframe|style|object|x-evil|details)[\s>]/i);
      expect(html).not.toContain('<!--');
    }), { numRuns: 1500 });
  });
});

// ----- a hostile 200 KB chapter renders in linear time (a figure in the log, no timed assertion) -----

describe('hostile chapters', () => {
  const HOSTILE = {
    'nested emphasis': '*_'.repeat(50_000) + 'x' + '_*'.repeat(50_000),
    'unclosed emphasis': '**a '.repeat(50_000),
    'many brackets': '['.repeat(100_000) + ']('.repeat(50_000),
    'link-like': '[a](b '.repeat(33_000),
    'nested quotes and lists': '> - '.repeat(50_000),
    'dollars': '$a '.repeat(66_000),
    'unclosed display maths': '$$a\n'.repeat(50_000),
    'backticks': '`a``'.repeat(50_000),
  };

  it('renders each 200 KB chapter in time linear in its length', () => {
    const figures: string[] = [];
    for (const [name, text] of Object.entries(HOSTILE)) {
      const half = text.slice(0, text.length / 2);
      const time = (input: string) => {
        const start = performance.now();
        renderMarkdown(input);
        return performance.now() - start;
      };
      time(half); // warm up
      const small = time(half);
      const full = time(text);
      figures.push(`${name}: ${(text.length / 1024).toFixed(0)} KB in ${full.toFixed(1)} ms (half the text: ${small.toFixed(1)} ms)`);
    }
    console.log(`markdown renderer on hostile chapters:\n  ${figures.join('\n  ')}`);
    expect(figures).toHaveLength(Object.keys(HOSTILE).length);
  }, 120_000);
});

// ----- counts through i18next's plural rules, in all 17 languages -----

describe('plural counts', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { LANGUAGES, LANGUAGE_INFO } = await import('../../core/languages.ts');
  const { translator } = await import('../../site/lib/i18n.ts');
  const { formatCount, pluralForms } = await import('../../site/lib/plural.ts');

  const localesDir = path.resolve(import.meta.dirname, '../../content/locales');
  type Json = { [key: string]: string | Json };
  const flatten = (obj: Json, prefix = ''): [string, string][] =>
    Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
  const load = (lang: string, ns: string) => new Map(flatten(JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Json));
  const namespaces = readdirSync(path.join(localesDir, 'en')).map((f) => f.replace(/\.json$/, ''));
  const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
  const variables = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!);

  const COUNT_KEYS = ['common:nav.credits', 'library:author.publicBooks', 'books:book.chaptersWritten', 'books:myBooks.progress'];

  it('every count string outside the wizard is a plural key', () => {
    for (const id of COUNT_KEYS) {
      const [ns, key] = id.split(':') as [string, string];
      expect(load('en', ns).has(`${key}_other`), id).toBe(true);
      expect(load('en', ns).has(key), id).toBe(false);
    }
  });

  it.each(LANGUAGES)('%s has exactly the forms its plural rules need, translated, with the English variables', (lang) => {
    const categories = new Intl.PluralRules(LANGUAGE_INFO[lang].bcp47).resolvedOptions().pluralCategories as string[];
    for (const ns of namespaces) {
      const en = load('en', ns);
      const mine = load(lang, ns);
      const bases = new Set([...en.keys()].map((k) => PLURAL.exec(k)?.[1]).filter((b): b is string => !!b));
      for (const base of bases) {
        const forms = [...mine.keys()].filter((k) => PLURAL.exec(k)?.[1] === base).map((k) => PLURAL.exec(k)![2]!);
        const expected = [...categories, ...(forms.includes('zero') && !categories.includes('zero') ? ['zero'] : [])];
        expect(forms.sort(), `${lang}:${ns}:${base}`).toEqual(expected.sort());
        const allowed = new Set([...en].filter(([k]) => PLURAL.exec(k)?.[1] === base).flatMap(([, v]) => variables(v)));
        for (const form of forms) {
          const text = mine.get(`${base}_${form}`)!;
          for (const v of variables(text)) expect(allowed.has(v), `${lang}:${ns}:${base}_${form} uses {{${v}}}`).toBe(true);
          if (lang !== 'en' && form === 'other') expect(text, `${lang}:${ns}:${base}_other is English`).not.toBe(en.get(`${base}_other`));
        }
      }
    }
  });

  const credits = (lang: string, count: number) => translator(lang, 'common')('nav.credits', { count });

  it('renders 0, 1, 2 and 5 with the right form in English, Arabic (six forms), French and Japanese', () => {
    expect([0, 1, 2, 5].map((n) => credits('en', n))).toEqual(['0 credits', '1 credit', '2 credits', '5 credits']);
    expect([0, 1, 2, 5, 11, 100].map((n) => credits('ar', n))).toEqual(['لا يوجد رصيد', 'رصيد واحد', 'رصيدان', '5 أرصدة', '11 رصيدًا', '100 رصيد']);
    expect([0, 1, 2, 5, 1_000_000].map((n) => credits('fr', n))).toEqual(['0 crédit', '1 crédit', '2 crédits', '5 crédits', '1000000 de crédits']);
    expect([0, 1, 2, 5].map((n) => credits('ja', n))).toEqual(['クレジット：0', 'クレジット：1', 'クレジット：2', 'クレジット：5']);
    const books = translator('pt', 'books');
    expect([1, 2].map((count) => books('myBooks.progress', { done: 1, count }))).toEqual(['1 de 1 capítulo escrito', '1 de 2 capítulos escritos']);
    expect(translator('de', 'library')('author.publicBooks', { count: 1 })).toBe('1 öffentliches Buch');
  });

  it.each(LANGUAGES)('%s: the islands pick the same form as i18next on the server', (lang) => {
    const forms = pluralForms(translator(lang, 'common'), 'nav.credits', lang);
    for (const n of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1_000_000]) expect(formatCount(forms, n), `${lang} ${n}`).toBe(credits(lang, n));
  });
});
