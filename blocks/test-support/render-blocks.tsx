import type { ComponentType, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Block, VisibilityContext } from '@tessera/schemas';
import type { BlockFrameProps } from '../renderer/block-render-context.ts';
import { BlockRenderContextProvider } from '../renderer/BlockRenderContextProvider.tsx';
import { BlockTree } from '../renderer/BlockTree.tsx';
import { createTestI18n } from './test-i18n.ts';

/** A block with the fields every block has; `key` follows the id. */
export function makeBlock(id: number, type: string, extra: Partial<Block> = {}): Block {
  return { id, key: `block-${id}`, type, ...extra };
}

/** A signed-in member on a desktop screen, outside edit mode. */
export function makeVisibility(overrides: Partial<VisibilityContext> = {}): VisibilityContext {
  return {
    editMode: false,
    preview: false,
    isMobile: false,
    pageType: 'other',
    isOwnProfile: false,
    rules: { user: { accountId: 1, email: 'ada@demo.test', isAdmin: false, isElevated: false }, profile: {}, listMemberships: [] },
    ...overrides,
  };
}

export interface RenderBlocksOptions {
  /** Blocks to render at the top level; defaults to the first block's id. */
  ids?: number[];
  visibility?: Partial<VisibilityContext>;
  /** The URL the page is opened at, e.g. '/home/start?tab=…'. */
  url?: string;
  /** A frame around every block, as edit mode gives one. */
  frame?: ComponentType<BlockFrameProps>;
  /** The image block to load first (BlockRenderContextValue.priorityImageId). */
  priorityImageId?: number | null;
  /** The translations instance; a fresh one with the shell's English texts by default. */
  i18n?: I18n;
  /** Puts the page inside what the app provides around it (a modal host). */
  wrap?: (page: ReactNode) => ReactNode;
}

/** Renders blocks as a page would: router, translations, render context and a BlockTree. */
export function renderBlocks(blocks: Block[], { ids, visibility, url = '/', frame, priorityImageId = null, i18n = createTestI18n(), wrap = (page) => page }: RenderBlocksOptions = {}) {
  const blocksById = new Map(blocks.map((block) => [block.id, block]));
  const visibilityContext = makeVisibility(visibility);
  const fileUrl = (fileId: number) => `/api/v1/image?id=${fileId}`;
  const page = (
    <I18nextProvider i18n={i18n}>
      <BlockRenderContextProvider blocks={blocksById} visibility={visibilityContext} fileUrl={fileUrl} frame={frame} priorityImageId={priorityImageId}>
        <BlockTree ids={ids ?? blocks.slice(0, 1).map((block) => block.id)} />
      </BlockRenderContextProvider>
    </I18nextProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: wrap(page) }], { initialEntries: [url] });
  return { router, ...render(<RouterProvider router={router} />) };
}
