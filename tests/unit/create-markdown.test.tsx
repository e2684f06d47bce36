// @vitest-environment happy-dom
// The wizard's Markdown: the reader's renderer (tested in markdown.test.ts) shown in React, with
// headings moved below the page's own and markup inside the text shown as text.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../../site/components/create/Markdown.tsx';

afterEach(cleanup);

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
