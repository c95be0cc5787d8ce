import type { BlockTypeDefinition, BoundBlockComponent } from '../core/block-type.ts';

/** How long a loading block stays blank before its placeholder shows, so fast loads don't flash. */
export const BLOCK_LOAD_DELAY_MS = 100;
/** How long a block's component may take to load before the block shows "Component failed to load". */
export const BLOCK_LOAD_TIMEOUT_MS = 30_000;

/** A block type's component could not be loaded (import failure or timeout). */
export class BlockLoadError extends Error {
  override name = 'BlockLoadError';
}

const listeners = new Set<() => void>();
let loading = 0;

function countLoad(delta: number): void {
  const wasLoading = loading > 0;
  loading += delta;
  if (wasLoading !== loading > 0) for (const listener of listeners) listener();
}

/** Whether block components are still loading, so the app can wait for a page to be whole. */
export const blockComponentLoads = {
  isLoading: (): boolean => loading > 0,
  /** Calls `listener` when loading starts or ends; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Loads a block type's component, rejecting with BlockLoadError on failure or after `timeoutMs`. */
export function loadBlockComponent(
  definition: BlockTypeDefinition,
  timeoutMs = BLOCK_LOAD_TIMEOUT_MS,
): Promise<{ default: BoundBlockComponent }> {
  countLoad(1);
  return new Promise<{ default: BoundBlockComponent }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new BlockLoadError(`Block type ${definition.type} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    Promise.resolve()
      .then(() => definition.load())
      .then(resolve, (cause: unknown) => reject(new BlockLoadError(`Block type ${definition.type} failed to load`, { cause })))
      .finally(() => clearTimeout(timer));
  }).finally(() => countLoad(-1));
}
