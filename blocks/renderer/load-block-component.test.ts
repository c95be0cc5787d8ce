import { describe, expect, it } from 'vitest';
import { defineBlock } from '../core/define-block.ts';
import { lazyBlockComponent } from '../registry.ts';
import type { BlockComponentProps } from './block-component.ts';
import { BlockLoadError, loadBlockComponent, watchBlockComponentLoads } from './load-block-component.ts';

type NoOptions = Record<string, never>;
const Nothing = (_props: BlockComponentProps<NoOptions>) => null;

describe('watchBlockComponentLoads', () => {
  it('hands the watcher each load as it starts, failures included, until it stops watching', async () => {
    const definition = (type: string) => defineBlock({ type, optionsSchema: { type: 'object' }, defaults: {} });
    const ok = lazyBlockComponent(definition('ok'), () => Promise.resolve({ default: Nothing }));
    const broken = lazyBlockComponent(definition('broken'), () => Promise.reject<{ default: typeof Nothing }>(new Error('offline')));
    const seen: Array<Promise<unknown>> = [];
    const stop = watchBlockComponentLoads((load) => seen.push(load));

    const loads = [loadBlockComponent(ok), loadBlockComponent(broken)];
    expect(seen).toEqual(loads);
    await expect(seen[0]).resolves.toBeTypeOf('function');
    await expect(seen[1]).rejects.toBeInstanceOf(BlockLoadError);

    stop();
    await loadBlockComponent(ok);
    expect(seen).toHaveLength(2);
  });
});
