import { useEffect, useReducer, type ReactNode } from 'react';
import type { Block } from '@tessera/schemas';
import { blockTypes } from '../registry.ts';
import type { BlockComponentType, RenderBlockContent } from './block-component.ts';
import { DelayedPlaceholder } from './DelayedPlaceholder.tsx';
import { BLOCK_LOAD_DELAY_MS, loadBlockComponent } from './load-block-component.ts';

type ComponentLoad =
  | { status: 'loading'; loaded: Promise<void> }
  | { status: 'ready'; render: RenderBlockContent }
  | { status: 'failed'; error: unknown };

// One load per type, shared by every block of the type. A failed load stays failed until the page
// reloads, like any chunk that could not be fetched. Not React.lazy: React holds back content that
// suspended for up to 300 ms to batch reveals, so a block would show well after its code arrived.
const componentLoads = new WeakMap<BlockComponentType, ComponentLoad>();

function componentLoadFor(blockType: BlockComponentType): ComponentLoad {
  const known = componentLoads.get(blockType);
  if (known) return known;
  const loaded = loadBlockComponent(blockType).then(
    (render) => void componentLoads.set(blockType, { status: 'ready', render }),
    (error: unknown) => void componentLoads.set(blockType, { status: 'failed', error }),
  );
  const loading: ComponentLoad = { status: 'loading', loaded };
  componentLoads.set(blockType, loading);
  return loading;
}

/**
 * Loads the components of these block types, so a page that waits for it renders whole at once
 * instead of assembling itself block by block (each nested level would otherwise start its own
 * round trip and shift what is below). Unknown types are skipped; never rejects: a failed load
 * shows on its block.
 */
export async function preloadBlockComponents(types: Iterable<string>): Promise<void> {
  const loads = new Set<ComponentLoad>();
  for (const type of types) {
    const blockType = blockTypes.get(type);
    if (blockType) loads.add(componentLoadFor(blockType));
  }
  await Promise.all([...loads].map((load) => (load.status === 'loading' ? load.loaded : undefined)));
}

/** Whether the components of all these block types have loaded (unknown types count as loaded). */
export function blockComponentsLoaded(types: Iterable<string>): boolean {
  for (const type of types) {
    const blockType = blockTypes.get(type);
    if (blockType && componentLoads.get(blockType)?.status !== 'ready') return false;
  }
  return true;
}

/**
 * Whether a block renders its type's component straight away: when the component is already here
 * as the block mounts (a page waits for its components, see preloadBlockComponents), with no
 * component or effect of its own — on a page of thousands of blocks each counts. The renderer
 * asks once, when the block mounts, so a component that finishes loading later is never swapped
 * for another element, which would remount it and lose its state; it hands the answer to lazyBlock.
 */
export function isComponentReady(blockType: BlockComponentType): boolean {
  return componentLoadFor(blockType).status === 'ready';
}

/**
 * A block with its type's lazily loaded component, keyed by the block's revision (a new revision
 * mounts it afresh); load failures throw to the nearest error boundary.
 */
export function lazyBlock(blockType: BlockComponentType, block: Block, readyAtMount: boolean): ReactNode {
  const load = componentLoadFor(blockType);
  if (readyAtMount && load.status === 'ready') return load.render(block);
  return <PendingBlock key={block.revision} blockType={blockType} block={block} />;
}

/** A block whose component was still loading when it mounted: a placeholder until it is here. */
function PendingBlock({ blockType, block }: { blockType: BlockComponentType; block: Block }) {
  const [, loadSettled] = useReducer((count: number) => count + 1, 0);
  const load = componentLoadFor(blockType);
  useEffect(() => {
    if (load.status !== 'loading') return;
    let current = true;
    void load.loaded.then(() => current && loadSettled());
    return () => { current = false; };
  }, [load]);
  if (load.status === 'failed') throw load.error;
  if (load.status === 'loading') return <DelayedPlaceholder delayMs={BLOCK_LOAD_DELAY_MS} />;
  return load.render(block);
}
