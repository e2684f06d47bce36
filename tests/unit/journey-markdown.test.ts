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
