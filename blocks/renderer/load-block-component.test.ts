import { describe, expect, it, vi } from 'vitest';
import { defineBlockType } from '../core/block-type.ts';
import { blockComponentLoads, loadBlockComponent } from './load-block-component.ts';

const Nothing = () => null;

describe('blockComponentLoads', () => {
  it('says block components are loading until every load has settled, failures included', async () => {
    let finish: () => void = () => {};
    const slow = defineBlockType({ type: 'slow', optionsSchema: { type: 'object' }, defaults: {}, load: () => new Promise((done) => { finish = () => done({ default: Nothing }); }) });
    const broken = defineBlockType({ type: 'broken', optionsSchema: { type: 'object' }, defaults: {}, load: () => Promise.reject(new Error('offline')) });
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
