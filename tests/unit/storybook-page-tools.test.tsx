// @vitest-environment happy-dom
// The owner's page tools hydrate when the page scrolls into view (client:intent="visible"). A picture chosen
// before that, on a slow phone, fired its change event into plain HTML: the island sends it when
// it wakes, and shows the server's answer like any other upload.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import storybook from '../../content/locales/en/storybook.json' with { type: 'json' };
import reader from '../../content/locales/en/storybook-reader.json' with { type: 'json' };
import PageTools, { type PageToolsProps } from '../../site/components/kinds/storybook/PageTools.tsx';

const props: PageToolsProps = {
  lang: 'en',
  resources: { storybook, 'storybook-reader': reader },
  bookId: 'sb_1',
  pageId: 'sp_3',
  position: 3,
  text: 'The lighthouse keeper waves.',
  alt: 'A keeper waving from a lighthouse',
  status: 'done',
  textLang: 'en',
  textDir: 'ltr',
  costs: { page: 1, redraw: 1 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function hydrateWithChosenFile(chosen: File[]) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<PageTools {...props} />);
  const input = container.querySelector<HTMLInputElement>('[data-testid=page-upload]')!;
  Object.defineProperty(input, 'files', { value: chosen, configurable: true });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <PageTools {...props} />);
  });
  return { container, unmount: () => act(() => root!.unmount()) };
}

describe('storybook page tools', () => {
  it('uploads a picture chosen before the island hydrated and shows the refusal', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: 'Only JPEG, PNG and WebP pictures can be used' }), {
      status: 400, headers: { 'content-type': 'application/json' },
    }));
    vi.stubGlobal('fetch', fetchMock);
    const { container, unmount } = await hydrateWithChosenFile([new File(['not a picture'], 'not-a-picture.png', { type: 'image/png' })]);
    await vi.waitFor(() => expect(container.querySelector('[role=alert]')?.textContent).toBe('Only JPEG, PNG and WebP pictures can be used'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/^\/api\/uploads\/images\?alt=A%20keeper/);
    unmount();
  });

  it('sends nothing when no picture was chosen', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { container, unmount } = await hydrateWithChosenFile([]);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector('[role=alert]')).toBeNull();
    unmount();
  });
});
