import type { BlockComponentType, RenderBlockContent } from './block-component.ts';

/** How long a loading block stays blank before its placeholder shows, so fast loads don't flash. */
export const BLOCK_LOAD_DELAY_MS = 100;
/** How long a block's component may take to load before the block shows "Component failed to load". */
export const BLOCK_LOAD_TIMEOUT_MS = 30_000;

/** A block type's component could not be loaded (import failure or timeout). */
export class BlockLoadError extends Error {
  override name = 'BlockLoadError';
}

const loadWatchers = new Set<(load: Promise<unknown>) => void>();

/**
 * Hands `watcher` every block component load as it starts, so the app can tell when a page is
 * whole. Returns the function that stops it.
 */
export function watchBlockComponentLoads(watcher: (load: Promise<unknown>) => void): () => void {
  loadWatchers.add(watcher);
  return () => loadWatchers.delete(watcher);
}

/** Loads a block type's component, rejecting with BlockLoadError on failure or after `timeoutMs`. */
export function loadBlockComponent(
  blockType: BlockComponentType,
  timeoutMs = BLOCK_LOAD_TIMEOUT_MS,
): Promise<RenderBlockContent> {
  const load = new Promise<RenderBlockContent>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new BlockLoadError(`Block type ${blockType.type} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    Promise.resolve()
      .then(() => blockType.load())
      .then(resolve, (cause: unknown) => reject(new BlockLoadError(`Block type ${blockType.type} failed to load`, { cause })))
      .finally(() => clearTimeout(timer));
  });
  for (const watch of loadWatchers) watch(load);
  return load;
}
