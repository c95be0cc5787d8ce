import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentLoaders, startComponentDownloads } from './component-loaders.ts';

describe('startComponentDownloads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts each known type once, skips unknown ones and swallows a failed download', async () => {
    const heading = vi.spyOn(componentLoaders, 'heading').mockRejectedValue(new Error('offline'));
    const image = vi.spyOn(componentLoaders, 'image').mockResolvedValue({ default: () => null });
    const tabs = vi.spyOn(componentLoaders, 'tabs');
    startComponentDownloads(['heading', 'image', 'heading', 'quote', 'toString']);
    expect(heading).toHaveBeenCalledTimes(1);
    expect(image).toHaveBeenCalledTimes(1);
    expect(tabs).not.toHaveBeenCalled();
    await Promise.resolve(); // a rejection left unhandled would fail the run
  });
});
