// @vitest-environment happy-dom
// The wizard's tiny Markdown reader: the blocks chapter text is made of, inline spans, and that
// markup inside the text is shown as text, never interpreted.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseMarkdown } from '../../site/components/create/markdown.ts';
import { Markdown } from '../../site/components/create/Markdown.tsx';

afterEach(cleanup);

describe('parseMarkdown', () => {
  it('reads headings, paragraphs (lines joined), bullet and numbered lists', () => {
    const blocks = parseMarkdown('## Water\n\nRain falls\nfrom clouds.\n\n- one\n- two\n\n3. three\n4. four\n\n### Deeper');
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Water' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Rain falls from clouds.' }] },
      { kind: 'list', ordered: false, start: 1, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'list', ordered: true, start: 3, items: [[{ kind: 'text', text: 'three' }], [{ kind: 'text', text: 'four' }]] },
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Deeper' }] },
    ]);
  });

  it('reads the offline note as a quote, a list right after a paragraph, and continuation lines', () => {
    const blocks = parseMarkdown('> Offline draft.\n\nSteps:\n1. Look\n   closely\n2. Write');
    expect(blocks[0]).toEqual({ kind: 'quote', blocks: [{ kind: 'paragraph', children: [{ kind: 'text', text: 'Offline draft.' }] }] });
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'Steps:' }] });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'Look closely' }], [{ kind: 'text', text: 'Write' }]] });
  });

  it('switches list kinds, reads rules, CRLF and text cut off mid-way', () => {
    expect(parseMarkdown('- a\n1. b').map((b) => b.kind === 'list' && b.ordered)).toEqual([false, true]);
    expect(parseMarkdown('a\r\n\r\n---\r\nb').map((b) => b.kind)).toEqual(['paragraph', 'rule', 'paragraph']);
    expect(parseMarkdown('## Half a head')).toHaveLength(1);
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('#NoSpace')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '#NoSpace' }] }]);
  });
});

describe('parseInline', () => {
  it('reads strong, emphasis and code, nested', () => {
    expect(parseInline('a **b _c_** `d*e`')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b ' }, { kind: 'em', children: [{ kind: 'text', text: 'c' }] }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd*e' },
    ]);
  });

  it('leaves lone markers, snake_case and escapes as text; links keep their text', () => {
    expect(inlineText(parseInline('2 * 3 = 6, snake_case_name, \\*not em\\*'))).toBe('2 * 3 = 6, snake_case_name, *not em*');
    expect(parseInline('snake_case_name')).toEqual([{ kind: 'text', text: 'snake_case_name' }]);
    expect(parseInline('see [the site](https://example.com) now')).toEqual([
      { kind: 'text', text: 'see ' }, { kind: 'text', text: 'the site' }, { kind: 'text', text: ' now' },
    ]);
  });
});

describe('<Markdown>', () => {
  it('renders elements, shifting heading levels', () => {
    const { container } = render(<Markdown text={'## Part\n\nSome **bold** text.\n\n- x\n- y'} headingOffset={1} />);
    expect(container.querySelector('h3')?.textContent).toBe('Part');
    expect(container.querySelector('p strong')?.textContent).toBe('bold');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
  });

  it('shows HTML in the text as text', () => {
    const { container } = render(<Markdown text={'<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n## <b>hi</b>'} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('h2')?.textContent).toBe('<b>hi</b>');
  });
});
