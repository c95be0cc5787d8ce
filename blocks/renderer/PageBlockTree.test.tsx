import { useLayoutEffect, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBlock, makeVisibility } from '../test-support/render-blocks.tsx';
import { createTestI18n } from '../test-support/test-i18n.ts';
import type { BlockFrameProps } from './block-render-context.ts';
import { BlockRenderContextProvider } from './BlockRenderContextProvider.tsx';
import { FIRST_SCREEN_BLOCKS } from './first-screen.ts';
import { preloadBlockComponents } from './LazyBlock.tsx';
import { PageBlockTree } from './PageBlockTree.tsx';

const PAGE_LENGTH = FIRST_SCREEN_BLOCKS * 3;
const blocks = Array.from({ length: PAGE_LENGTH }, (_, index) => makeBlock(index + 1, 'heading', { options: { text: `Heading ${index + 1}`, level: 2 } }));
const ids = blocks.map((block) => block.id);
const countBlocks = () => document.querySelectorAll('[data-block-type]').length;

/** Counts the blocks in the DOM when the first commit's layout effects run. */
function FirstCommitProbe({ seen }: { seen: number[] }) {
  useLayoutEffect(() => void seen.push(countBlocks()), [seen]);
  return null;
}

function renderPage({ editMode = false, frame }: { editMode?: boolean; frame?: (props: BlockFrameProps) => ReactNode } = {}) {
  const seen: number[] = [];
  const page = (
    <I18nextProvider i18n={createTestI18n()}>
      <BlockRenderContextProvider blocks={new Map(blocks.map((block) => [block.id, block]))} visibility={makeVisibility({ editMode })} fileUrl={String} frame={frame}>
        <PageBlockTree ids={ids} />
        <FirstCommitProbe seen={seen} />
      </BlockRenderContextProvider>
    </I18nextProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: page }])} />);
  return seen;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PageBlockTree', () => {
  it('commits a long page’s first screen first, then every block, in order', async () => {
    await preloadBlockComponents(['heading']);
    const firstCommit = renderPage();
    expect(firstCommit).toEqual([FIRST_SCREEN_BLOCKS]);
    expect(countBlocks()).toBe(PAGE_LENGTH);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(blocks.map((block) => `Heading ${block.id}`));
  });

  it('commits the whole page at once in edit mode, with a frame, and when the address names a fragment', async () => {
    await preloadBlockComponents(['heading']);
    expect(renderPage({ editMode: true })).toEqual([PAGE_LENGTH]);
    document.body.innerHTML = '';
    expect(renderPage({ frame: ({ children }) => children })).toEqual([PAGE_LENGTH]);
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/#heading-40');
    expect(renderPage()).toEqual([PAGE_LENGTH]);
  });

  it('leaves the blocks after the first screen to render as they near the viewport, never those of the first screen or an edited page', async () => {
    await preloadBlockComponents(['heading']);
    renderPage();
    const offScreen = () => [...document.querySelectorAll('[data-block-id]')].map((element) => element.classList.contains('block--off-screen'));
    expect(offScreen()).toEqual(ids.map((_, index) => index >= FIRST_SCREEN_BLOCKS));
    document.body.innerHTML = '';
    renderPage({ frame: ({ children }) => children });
    expect(offScreen().some(Boolean)).toBe(false);
  });
});
