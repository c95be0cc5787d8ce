import { describe, expect, it, vi } from 'vitest';
import { defineBlockType, type BlockComponentProps } from '../core/block-type.ts';
import { blockComponentLoads, loadBlockComponent } from './load-block-component.ts';

type NoOptions = Record<string, never>;
const Nothing = (_props: BlockComponentProps<NoOptions>) => null;

describe('blockComponentLoads', () => {
  it('says block components are loading until every load has settled, failures included', async () => {
    let finish: () => void = () => {};
    const slow = defineBlockType({ type: 'slow', optionsSchema: { type: 'object' }, defaults: {} as NoOptions, load: () => new Promise<{ default: typeof Nothing }>((done) => { finish = () => done({ default: Nothing }); }) });
    const broken = defineBlockType({ type: 'broken', optionsSchema: { type: 'object' }, defaults: {} as NoOptions, load: () => Promise.reject<{ default: typeof Nothing }>(new Error('offline')) });
    const changed = vi.fn();
    const stop = blockComponentLoads.subscribe(changed);

    const loads = [loadBlockComponent(slow), loadBlockComponent(broken).catch(() => 'failed')];
    expect(blockComponentLoads.isLoading()).toBe(true);
    expect(await loads[1]).toBe('failed');
    expect(blockComponentLoads.isLoading()).toBe(true);
    finish();
    await loads[0];
    await Promise.resolve();
    expect(blockComponentLoads.isLoading()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });
});
