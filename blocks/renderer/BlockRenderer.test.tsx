import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Block } from '@tessera/schemas';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defineBlock } from '../core/define-block.ts';
import { lazyBlockComponent } from '../registry.ts';
import type { BlockComponentProps, BlockComponentType } from './block-component.ts';
import { makeBlock, makeVisibility, renderBlocks } from '../test-support/render-blocks.tsx';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { BlockRenderContextProvider } from './BlockRenderContextProvider.tsx';
import { BlockTree } from './BlockTree.tsx';
import { BLOCK_LOAD_DELAY_MS, BLOCK_LOAD_TIMEOUT_MS } from './load-block-component.ts';
import { preloadBlockComponents } from './LazyBlock.tsx';

// The renderer looks types up in the registry; these tests register types whose loading they control.
const testBlockTypes = vi.hoisted(() => new Map<string, BlockComponentType>());
vi.mock('../registry.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../registry.ts')>()), blockTypes: testBlockTypes }));

const greetingOptionsSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string' } },
} as const;

function Greeting({ options }: BlockComponentProps<{ name: string }>) {
  return <p>Hello, {options.name}</p>;
}

function Broken(): never {
  throw new Error('broken block');
}

function register(type: string, load: () => Promise<{ default: typeof Greeting }>) {
  testBlockTypes.set(type, lazyBlockComponent(defineBlock({ type, optionsSchema: greetingOptionsSchema, defaults: { name: 'world' } }), load));
}

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  testBlockTypes.clear();
  register('greeting', async () => ({ default: Greeting }));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  consoleError.mockRestore();
});

function blockElement(id: number) {
  return document.querySelector(`[data-block-id="${id}"]`);
}

describe('BlockRenderer', () => {
  it('wraps the loaded component in an element with data-block-id and data-block-type', async () => {
    renderBlocks([makeBlock(7, 'greeting', { options: { name: 'Ada' } })]);
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    expect(blockElement(7)?.getAttribute('data-block-type')).toBe('greeting');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('merges stored options over the defaults', async () => {
    renderBlocks([makeBlock(1, 'greeting')]);
    expect(await screen.findByText('Hello, world')).toBeTruthy();
  });

  it('shows the title as a heading only when showTitle is set', async () => {
    renderBlocks([makeBlock(1, 'greeting', { title: 'Welcome', showTitle: true }), makeBlock(2, 'greeting', { title: 'Quiet' })], { ids: [1, 2] });
    await screen.findAllByText('Hello, world');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByText('Quiet')).toBeNull();
  });

  it('renders nothing for a block hidden by its visibility, unless edit mode is on', async () => {
    const hidden = makeBlock(3, 'greeting', { visibility: { visibleOnDesktop: false } });
    const { unmount } = renderBlocks([hidden]);
    expect(blockElement(3)).toBeNull();
    unmount();
    renderBlocks([hidden], { visibility: { editMode: true } });
    expect(await screen.findByText('Hello, world')).toBeTruthy();
  });

  it('says the component was removed when the type is not registered', () => {
    renderBlocks([makeBlock(4, 'retiredWidget')]);
    expect(screen.getByText('This component has been removed.')).toBeTruthy();
    expect(blockElement(4)?.getAttribute('data-block-type')).toBe('retiredWidget');
  });

  it('says the component failed to load when its import fails', async () => {
    register('missingChunk', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    renderBlocks([makeBlock(5, 'missingChunk')]);
    expect(await screen.findByText('Component failed to load')).toBeTruthy();
  });

  it('shows a placeholder only after the load delay and gives up after the timeout', async () => {
    vi.useFakeTimers();
    register('slow', () => new Promise(() => {}));
    renderBlocks([makeBlock(6, 'slow')]);

    await act(() => vi.advanceTimersByTimeAsync(BLOCK_LOAD_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    await act(() => vi.advanceTimersByTimeAsync(BLOCK_LOAD_TIMEOUT_MS - BLOCK_LOAD_DELAY_MS - 1));
    expect(screen.queryByText('Component failed to load')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Component failed to load')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('contains a block that throws while rendering, so the rest of the page still shows', async () => {
    register('broken', async () => ({ default: Broken }));
    renderBlocks([makeBlock(8, 'broken'), makeBlock(9, 'greeting')], { ids: [8, 9] });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(blockElement(8)?.textContent).toBe('Something went wrong');
    expect(await screen.findByText('Hello, world')).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
  });

  it('keeps a failed block failed until a new revision of it arrives, which renders afresh', async () => {
    function Fragile({ options }: BlockComponentProps<{ name: string }>) {
      if (options.name === 'bad') throw new Error('bad option');
      return <p>Hello, {options.name}</p>;
    }
    register('fragile', async () => ({ default: Fragile }));
    await preloadBlockComponents(['fragile']);
    const page = (block: Block) => (
      <I18nextProvider i18n={createTestI18n()}>
        <MemoryRouter>
          <BlockRenderContextProvider blocks={new Map([[block.id, block]])} visibility={makeVisibility()} fileUrl={String}>
            <BlockTree ids={[1]} />
          </BlockRenderContextProvider>
        </MemoryRouter>
      </I18nextProvider>
    );
    const { rerender } = render(page(makeBlock(1, 'fragile', { revision: 1, title: 'Kept', showTitle: true, options: { name: 'bad' } })));
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kept' })).toBeTruthy();
    rerender(page(makeBlock(1, 'fragile', { revision: 1, title: 'Kept', showTitle: true, options: { name: 'bad' } })));
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    rerender(page(makeBlock(1, 'fragile', { revision: 2, title: 'Kept', showTitle: true, options: { name: 'Ada' } })));
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('mounts the component afresh for a new revision of its block, and keeps it for a re-render', async () => {
    const mounts = vi.fn();
    function Counting({ options }: BlockComponentProps<{ name: string }>) {
      useEffect(() => mounts(), []);
      return <p>Hello, {options.name}</p>;
    }
    register('counting', async () => ({ default: Counting }));
    await preloadBlockComponents(['counting']);
    const page = (block: Block) => (
      <I18nextProvider i18n={createTestI18n()}>
        <MemoryRouter>
          <BlockRenderContextProvider blocks={new Map([[block.id, block]])} visibility={makeVisibility()} fileUrl={String}>
            <BlockTree ids={[1]} />
          </BlockRenderContextProvider>
        </MemoryRouter>
      </I18nextProvider>
    );
    const { rerender } = render(page(makeBlock(1, 'counting', { revision: 1, options: { name: 'Ada' } })));
    rerender(page(makeBlock(1, 'counting', { revision: 1, options: { name: 'Grace' } })));
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    expect(mounts).toHaveBeenCalledTimes(1);
    rerender(page(makeBlock(1, 'counting', { revision: 2, options: { name: 'Ada' } })));
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(mounts).toHaveBeenCalledTimes(2);
  });

  it('renders a preloaded type in the first render, loading each type once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    register('preloaded', load);
    await preloadBlockComponents(['preloaded', 'preloaded', 'not-a-type']);
    renderBlocks([makeBlock(1, 'preloaded', { options: { name: 'Grace' } })]);
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for an id the page does not hold', () => {
    const { container } = renderBlocks([makeBlock(1, 'greeting')], { ids: [404] });
    expect(container.querySelector('[data-block-id]')).toBeNull();
  });

  it('subscribes no block to the translations while it has no message to show', async () => {
    await preloadBlockComponents(['greeting']);
    const i18n = createTestI18n();
    const subscribe = vi.spyOn(i18n, 'on');
    renderBlocks([makeBlock(1, 'greeting'), makeBlock(2, 'greeting'), makeBlock(3, 'retiredWidget')], { ids: [1, 2, 3], i18n });
    expect(screen.getAllByText('Hello, world')).toHaveLength(2);
    expect(screen.getByText('This component has been removed.')).toBeTruthy();
    expect(subscribe).toHaveBeenCalledTimes(1); // the removed block's message only
  });

  it('keeps the instance of a component that loaded after its block mounted when the page renders again', async () => {
    const mounts = vi.fn();
    function Remembering({ options }: BlockComponentProps<{ name: string }>) {
      useEffect(() => mounts(), []);
      return <p>Hello, {options.name}</p>;
    }
    let finishLoad: (module: { default: typeof Remembering }) => void = () => {};
    const loaded = new Promise<{ default: typeof Remembering }>((resolve) => { finishLoad = resolve; });
    register('late', () => loaded);
    const page = (blocks: Block[]) => (
      <I18nextProvider i18n={createTestI18n()}>
        <MemoryRouter>
          <BlockRenderContextProvider blocks={new Map(blocks.map((block) => [block.id, block]))} visibility={makeVisibility()} fileUrl={String}>
            <BlockTree ids={[1]} />
          </BlockRenderContextProvider>
        </MemoryRouter>
      </I18nextProvider>
    );
    const { rerender } = render(page([makeBlock(1, 'late', { options: { name: 'Ada' } })]));
    await act(async () => finishLoad({ default: Remembering }));
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    rerender(page([makeBlock(1, 'late', { options: { name: 'Grace' } })]));
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
