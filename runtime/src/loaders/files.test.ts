import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileInfo } from '@tessera/schemas';
import { createFileLoader } from './files.ts';

const file = (id: number): FileInfo => ({ id, name: `f${id}.png`, mime: 'image/png', size: 1, url: `/api/v1/image?id=${id}`, isAsset: false });

describe('createFileLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the files of one scope in one POST files/getFiles after 10 ms', async () => {
    const fetcher = vi.fn(async (ids: number[]) => ({ files: ids.map(file) }));
    const loadFile = createFileLoader(fetcher);

    const loads = Promise.all([loadFile(1), loadFile(2), loadFile(3, 'chat')]);
    await vi.advanceTimersByTimeAsync(9);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(fetcher.mock.calls).toEqual([[[1, 2], undefined], [[3], 'chat']]);
    await expect(loads).resolves.toEqual([file(1), file(2), file(3)]);
  });
});
