// The chapter renderer (api/lib/markdown.ts, markdown-it): raw HTML is never markup; links,
// images, tables and maths are, within the safe rules. The XSS cases of the hand-written renderer
// it replaced are all kept. (Links, images, tables, KaTeX and the fuzz test:
// tests/unit/journey-markdown.test.ts.)
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../api/lib/markdown.ts';
import { startTags } from '../support/html-tags.ts';

describe('escaping', () => {
  it('escapes the HTML characters in text', () => {
    expect(renderMarkdown(`x <a href="x" title='y'>&</a>`)).toBe('<p>x &lt;a href=&quot;x&quot; title=\'y\'&gt;&amp;&lt;/a&gt;</p>');
  });

  it('turns <script> in Markdown into text, never into an element', () => {
    const html = renderMarkdown('Hello <script>alert("x")</script>\n\n<script src="https://evil.example/x.js"></script>');
    expect(html.split('\n')[0]).toBe('<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>');
    expect(html).toContain('<p>&lt;script src=&quot;');
    expect(html).not.toMatch(/<script/i);
  });

  it('keeps markup out of headings, list items, quotes and emphasis', () => {
    const html = renderMarkdown('## <img src=x onerror=alert(1)>\n\n- <b>x</b>\n\n> <iframe>\n\n**<svg onload=alert(1)>**');
    expect(html).not.toMatch(/<(img|b|iframe|svg)[\s>]/);
    expect(html).toContain('<h2>&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(html).toContain('<li>&lt;b&gt;x&lt;/b&gt;</li>');
    expect(html).toContain('<blockquote>\n<p>&lt;iframe&gt;</p>\n</blockquote>');
    expect(html).toContain('<strong>&lt;svg onload=alert(1)&gt;</strong>');
  });

  it('never makes a javascript:, vbscript: or data: link or image (whatever the case or entities)', () => {
    const html = renderMarkdown([
      '[click](javascript:alert(1)) [c2](JavaScript:alert(1)) [c3](&#106;avascript:alert(1)) [c4](javascript&#58;alert(1))',
      '[v](vbscript:msgbox(1)) [d](data:text/html,<script>alert(1)</script>) <javascript:alert(1)>',
      '![x](javascript:alert(1)) ![y](data:image/svg+xml,<svg onload=alert(1)>) [r]: javascript:alert(1)\n\n[r]',
    ].join('\n'));
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/src="\s*(javascript|data):/i);
    expect(html).not.toMatch(/<(script|svg|img)[\s>]/i);
  });

  it('puts no event handler or style attribute on anything', () => {
    const html = renderMarkdown('[a](https://x.example "t\\" onmouseover=\\"alert(1)") ![b" onerror="alert(1)](https://x.example/a.png)');
    const tags = startTags(html);
    expect(tags.map((t) => t.name)).toEqual(['p', 'a', 'img']);
    for (const tag of tags) expect(Object.keys(tag.attrs).filter((name) => name.startsWith('on') || name === 'style')).toEqual([]);
    expect(tags[2]!.attrs.alt).toBe('b&quot; onerror=&quot;alert(1)');
  });

  it('does not double-escape entities the author typed, and keeps them text', () => {
    expect(renderMarkdown('Tom &amp; Jerry')).toBe('<p>Tom &amp; Jerry</p>');
    expect(renderMarkdown('&lt;script&gt;')).toBe('<p>&lt;script&gt;</p>');
  });
});

describe('blocks', () => {
  it('renders ## and ### headings (and # as the chapter-level heading), dropping empty ones', () => {
    expect(renderMarkdown('# One\n## Two\n### Three\n#### Four')).toBe('<h2>One</h2>\n<h2>Two</h2>\n<h3>Three</h3>\n<h3>Four</h3>');
    expect(renderMarkdown('## Closed ##')).toBe('<h2>Closed</h2>');
    expect(renderMarkdown('##NoSpace')).toBe('<p>##NoSpace</p>');
    expect(renderMarkdown('## Title #hashtag')).toBe('<h2>Title #hashtag</h2>');
    expect(renderMarkdown('##\n## #\ntext')).toBe('<p>text</p>');
  });

  it('shifts heading levels under a higher heading (the printable version, the wizard)', () => {
    expect(renderMarkdown('## Two\n### Three', { headingLevel: 3 })).toBe('<h3>Two</h3>\n<h4>Three</h4>');
    expect(renderMarkdown('## Two\n### Three', { headingLevel: 4 })).toBe('<h4>Two</h4>\n<h5>Three</h5>');
  });

  it('joins lines into paragraphs split by blank lines', () => {
    expect(renderMarkdown('one\ntwo\n\n\nthree\r\nfour')).toBe('<p>one\ntwo</p>\n<p>three\nfour</p>');
  });

  it('renders bullet lists with -, * or +, and numbered lists with their start', () => {
    expect(renderMarkdown('- a\n- b')).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>');
    expect(renderMarkdown('1. a\n2. b')).toBe('<ol>\n<li>a</li>\n<li>b</li>\n</ol>');
    expect(renderMarkdown('3. c\n4. d')).toBe('<ol start="3">\n<li>c</li>\n<li>d</li>\n</ol>');
  });

  it('continues a list item on an indented line', () => {
    expect(renderMarkdown('- first line\n  goes on\n- second')).toBe('<ul>\n<li>first line\ngoes on</li>\n<li>second</li>\n</ul>');
  });

  it('ends a paragraph at a heading or a list without a blank line', () => {
    expect(renderMarkdown('Intro:\n- a\n- b\n## Next')).toBe('<p>Intro:</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<h2>Next</h2>');
  });

  it('renders quotes (the offline writer marks its drafts with one) and rules', () => {
    expect(renderMarkdown('> Offline draft: a note.\n> Second line.\n\n---\n\nText')).toBe(
      '<blockquote>\n<p>Offline draft: a note.\nSecond line.</p>\n</blockquote>\n<hr>\n<p>Text</p>',
    );
  });

  it('renders nothing for empty input', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown('\n \n')).toBe('');
    expect(renderMarkdown(undefined as unknown as string)).toBe('');
  });
});

describe('inline', () => {
  it('renders **bold**, *italic*, __bold__, _italic_ and `code`', () => {
    expect(renderMarkdown('**bold** and *it* and __b2__ and _i2_ and `x*y*`')).toBe(
      '<p><strong>bold</strong> and <em>it</em> and <strong>b2</strong> and <em>i2</em> and <code>x*y*</code></p>',
    );
  });

  it('nests emphasis properly', () => {
    expect(renderMarkdown('**very *much* so**')).toBe('<p><strong>very <em>much</em> so</strong></p>');
    expect(renderMarkdown('*very **much** so*')).toBe('<p><em>very <strong>much</strong> so</em></p>');
    expect(renderMarkdown('***both***')).toBe('<p><em><strong>both</strong></em></p>');
  });

  it('leaves lone or spaced markers and snake_case words alone', () => {
    expect(renderMarkdown('2 * 3 * 4')).toBe('<p>2 * 3 * 4</p>');
    expect(renderMarkdown('a ** b')).toBe('<p>a ** b</p>');
    expect(renderMarkdown('snake_case_name')).toBe('<p>snake_case_name</p>');
  });

  it('works in scripts without spaces and right-to-left text', () => {
    expect(renderMarkdown('これは**重要**です。')).toBe('<p>これは<strong>重要</strong>です。</p>');
    expect(renderMarkdown('## البراكين\n\n- **الحمم** ساخنة')).toBe('<h2>البراكين</h2>\n<ul>\n<li><strong>الحمم</strong> ساخنة</li>\n</ul>');
  });
});
