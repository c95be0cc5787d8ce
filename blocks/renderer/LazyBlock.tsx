import { lazy, Suspense, type LazyExoticComponent } from 'react';
import type { Block } from '@tessera/schemas';
import type { BlockTypeDefinition, BoundBlockComponent } from '../core/block-type.ts';
import { DelayedPlaceholder } from './DelayedPlaceholder.tsx';
import { BLOCK_LOAD_DELAY_MS, loadBlockComponent } from './load-block-component.ts';

// One lazy component per type, so every block of a type shares one load. A failed load stays
// failed until the page reloads, like any chunk that could not be fetched.
const lazyComponents = new WeakMap<BlockTypeDefinition, LazyExoticComponent<BoundBlockComponent>>();

function lazyComponentFor(definition: BlockTypeDefinition): LazyExoticComponent<BoundBlockComponent> {
  let component = lazyComponents.get(definition);
  if (!component) {
    component = lazy(() => loadBlockComponent(definition));
    lazyComponents.set(definition, component);
  }
  return component;
}

/** Renders a block with its type's lazily loaded component; load failures throw to the nearest error boundary. */
export function LazyBlock({ definition, block }: { definition: BlockTypeDefinition; block: Block }) {
  const Component = lazyComponentFor(definition);
  return (
    <Suspense fallback={<DelayedPlaceholder delayMs={BLOCK_LOAD_DELAY_MS} />}>
      <Component block={block} />
    </Suspense>
  );
}
