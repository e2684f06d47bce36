// The chapter renderer (site/lib/markdown.ts): HTML is escaped before anything else, then only a
// small Markdown subset becomes markup.
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderInline, renderMarkdown } from '../../site/lib/markdown.ts';

describe('escaping', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('turns <script> in Markdown into text, never into an element', () => {
    const html = renderMarkdown('Hello <script>alert("x")</script>\n\n<script src="https://evil.example/x.js"></script>');
    expect(html).toBe('<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n<p>&lt;script src=&quot;https://evil.example/x.js&quot;&gt;&lt;/script&gt;</p>');
    expect(html).not.toMatch(/<script/i);
  });

  it('keeps markup out of headings, list items, quotes and emphasis', () => {
    const html = renderMarkdown('## <img src=x onerror=alert(1)>\n\n- <b>x</b>\n\n> <iframe>\n\n**<svg onload=alert(1)>**');
    expect(html).not.toMatch(/<(img|b|iframe|svg)[\s>]/);
    expect(html).toContain('<h2>&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(html).toContain('<li>&lt;b&gt;x&lt;/b&gt;</li>');
    expect(html).toContain('<blockquote><p>&lt;iframe&gt;</p></blockquote>');
    expect(html).toContain('<strong>&lt;svg onload=alert(1)&gt;</strong>');
  });

  it('leaves links and images as text', () => {
    expect(renderMarkdown('[click](javascript:alert(1)) ![x](y.png)')).toBe('<p>[click](javascript:alert(1)) ![x](y.png)</p>');
  });

  it('does not double-escape entities the author typed', () => {
    expect(renderMarkdown('Tom &amp; Jerry')).toBe('<p>Tom &amp;amp; Jerry</p>');
  });
});

describe('blocks', () => {
  it('renders ## and ### headings (and # as the chapter-level heading)', () => {
    expect(renderMarkdown('# One\n## Two\n### Three\n#### Four')).toBe('<h2>One</h2>\n<h2>Two</h2>\n<h3>Three</h3>\n<h3>Four</h3>');
    expect(renderMarkdown('## Closed ##')).toBe('<h2>Closed</h2>');
    expect(renderMarkdown('##NoSpace')).toBe('<p>##NoSpace</p>');
    expect(renderMarkdown('## Title #hashtag')).toBe('<h2>Title #hashtag</h2>');
    expect(renderMarkdown('##\n## #\ntext')).toBe('<p>text</p>');
  });

  it('shifts heading levels under a higher heading (the printable version)', () => {
    expect(renderMarkdown('## Two\n### Three', { headingLevel: 3 })).toBe('<h3>Two</h3>\n<h4>Three</h4>');
  });

  it('joins lines into paragraphs split by blank lines', () => {
    expect(renderMarkdown('one\ntwo\n\n\nthree\r\nfour')).toBe('<p>one\ntwo</p>\n<p>three\nfour</p>');
  });

  it('renders bullet lists with -, * or +, and numbered lists with their start', () => {
    expect(renderMarkdown('- a\n* b\n+ c')).toBe('<ul><li>a</li><li>b</li><li>c</li></ul>');
    expect(renderMarkdown('1. a\n2. b\n3) c')).toBe('<ol><li>a</li><li>b</li><li>c</li></ol>');
    expect(renderMarkdown('3. c\n4. d')).toBe('<ol start="3"><li>c</li><li>d</li></ol>');
  });

  it('keeps a loose list (blank lines between items) as one list', () => {
    expect(renderMarkdown('1. a\n\n2. b\n\n3. c\n\nAfter')).toBe('<ol><li>a</li><li>b</li><li>c</li></ol>\n<p>After</p>');
    expect(renderMarkdown('- a\n\n- b')).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('starts a new list when the kind changes, and continues an item on an indented line', () => {
    expect(renderMarkdown('- a\n1. b')).toBe('<ul><li>a</li></ul>\n<ol><li>b</li></ol>');
    expect(renderMarkdown('- first line\n  goes on\n- second')).toBe('<ul><li>first line goes on</li><li>second</li></ul>');
  });

  it('ends a paragraph at a heading or a list without a blank line', () => {
    expect(renderMarkdown('Intro:\n- a\n- b\n## Next')).toBe('<p>Intro:</p>\n<ul><li>a</li><li>b</li></ul>\n<h2>Next</h2>');
  });

  it('renders quotes (the offline writer marks its drafts with one) and rules', () => {
    expect(renderMarkdown('> Offline draft: a note.\n> Second line.\n\n---\n\nText')).toBe(
      '<blockquote><p>Offline draft: a note.\nSecond line.</p></blockquote>\n<hr>\n<p>Text</p>',
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
    expect(renderInline('**bold** and *it* and __b2__ and _i2_ and `x*y*`')).toBe(
      '<strong>bold</strong> and <em>it</em> and <strong>b2</strong> and <em>i2</em> and <code>x*y*</code>',
    );
  });

  it('nests emphasis properly', () => {
    expect(renderInline('**very *much* so**')).toBe('<strong>very <em>much</em> so</strong>');
    expect(renderInline('*very **much** so*')).toBe('<em>very <strong>much</strong> so</em>');
    expect(renderInline('***both***')).toBe('<strong><em>both</em></strong>');
    // crossing markers never produce crossing tags
    expect(renderInline('**a *b** c*')).toBe('<strong>a *b</strong> c*');
  });

  it('leaves lone or spaced markers and snake_case words alone', () => {
    expect(renderInline('2 * 3 * 4')).toBe('2 * 3 * 4');
    expect(renderInline('a ** b')).toBe('a ** b');
    expect(renderInline('snake_case_name')).toBe('snake_case_name');
    expect(renderInline('*a*')).toBe('<em>a</em>');
  });

  it('takes linear time on a long chapter full of unmatched markers', () => {
    for (const text of ['**a '.repeat(50_000), '__a '.repeat(50_000), '*a '.repeat(66_000), `## ${'#'.repeat(100_000)} x`, '- '.repeat(100_000)]) {
      const start = performance.now();
      renderMarkdown(text);
      expect(performance.now() - start).toBeLessThan(2000);
    }
  });

  it('works in scripts without spaces and right-to-left text', () => {
    expect(renderMarkdown('これは**重要**です。')).toBe('<p>これは<strong>重要</strong>です。</p>');
    expect(renderMarkdown('## البراكين\n\n- **الحمم** ساخنة')).toBe('<h2>البراكين</h2>\n<ul><li><strong>الحمم</strong> ساخنة</li></ul>');
  });
});
