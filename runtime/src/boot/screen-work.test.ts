import { describe, expect, it, vi } from 'vitest';

const watchers: Array<(load: Promise<unknown>) => void> = [];
vi.mock('@tessera/blocks', () => ({ watchBlockComponentLoads: (watch: (load: Promise<unknown>) => void) => watchers.push(watch) }));

const { screenShown, screenWork } = await import('./screen-work.ts');
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('screenWork', () => {
  it('is loading until a screen has shown, then while a block component loads', async () => {
    expect(screenWork.isLoading()).toBe(true);
    screenShown();
    await settled();
    expect(screenWork.isLoading()).toBe(false);

    let finish: () => void = () => {};
    watchers.forEach((watch) => watch(new Promise<void>((resolve) => { finish = resolve; })));
    expect(screenWork.isLoading()).toBe(true);
    finish();
    await settled();
    expect(screenWork.isLoading()).toBe(false);
  });
});
