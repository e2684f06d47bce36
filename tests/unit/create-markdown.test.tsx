// @vitest-environment happy-dom
// The wizard's Markdown: the HTML the server renders (GraphQL TextbookChapter.html, through the
// reader's renderer api/lib/markdown.ts) shown in React; markup in the text stays text.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../api/lib/markdown.ts';
import { Markdown } from '../../site/components/create/Markdown.tsx';

afterEach(cleanup);

describe('<Markdown>', () => {
  it('renders elements, with the heading level the server was asked for', () => {
    const { container } = render(<Markdown html={renderMarkdown('## Part\n\nSome **bold** text.\n\n- x\n- y', { headingLevel: 3 })} />);
    expect(container.querySelector('h3')?.textContent).toBe('Part');
    expect(container.querySelector('p strong')?.textContent).toBe('bold');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
  });

  it('shows HTML in the text as text', () => {
    const { container } = render(<Markdown html={renderMarkdown('<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n## <b>hi</b>')} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('h2')?.textContent).toBe('<b>hi</b>');
  });

  it('links KaTeX stylesheet only when the chapter holds maths', () => {
    render(<Markdown html={renderMarkdown('No maths here, only $5.')} />);
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    cleanup();
    const { container } = render(<Markdown html={renderMarkdown('Area: $\\pi r^2$')} />);
    expect(container.querySelector('.katex math')).not.toBeNull();
    // (its address is Astro's build of katex.min.css, checked in tests/e2e/journey-render.test.ts)
    expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });
});
