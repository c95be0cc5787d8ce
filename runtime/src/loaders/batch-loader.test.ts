import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchLoader } from './batch-loader.ts';

function echoLoader(options: { maxBatchSize?: number; schedule?: 'debounce' | 'delay' } = {}) {
  const loadBatch = vi.fn(async (ids: number[]) => new Map(ids.filter((id) => id > 0).map((id) => [id, `item ${id}`])));
  return { loader: createBatchLoader({ loadBatch, ...options }), loadBatch };
}

describe('createBatchLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges the ids asked for within 10 ms into one call, each id once', async () => {
    const { loader, loadBatch } = echoLoader();

    const first = loader.load(1);
    await vi.advanceTimersByTimeAsync(5);
    const again = loader.load(1);
    const second = loader.load(2);
    const unknown = loader.load(-3);
    expect(loadBatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);

    expect(loadBatch).toHaveBeenCalledTimes(1);
    expect(loadBatch).toHaveBeenCalledWith([1, 2, -3]);
    await expect(Promise.all([first, again, second, unknown])).resolves.toEqual(['item 1', 'item 1', 'item 2', undefined]);
  });

  it('restarts the wait with each new id when debouncing, but not when delaying', async () => {
    const debounced = echoLoader();
    const delayed = echoLoader({ schedule: 'delay' });
    for (const { loader } of [debounced, delayed]) void loader.load(1);
    await vi.advanceTimersByTimeAsync(8);
    for (const { loader } of [debounced, delayed]) void loader.load(2);
    await vi.advanceTimersByTimeAsync(4);

    expect(debounced.loadBatch).not.toHaveBeenCalled();
    expect(delayed.loadBatch).toHaveBeenCalledWith([1, 2]);
    await vi.advanceTimersByTimeAsync(10);
    expect(debounced.loadBatch).toHaveBeenCalledWith([1, 2]);
  });

  it('sends a full batch at once and splits the rest by the maximum size', async () => {
    const { loader, loadBatch } = echoLoader({ maxBatchSize: 2 });

    void loader.load(1);
    void loader.load(2);
    expect(loadBatch).toHaveBeenCalledWith([1, 2]);
    void loader.load(3);
    await vi.advanceTimersByTimeAsync(10);

    expect(loadBatch.mock.calls).toEqual([[[1, 2]], [[3]]]);
  });

  it('joins an id already on its way instead of asking again', async () => {
    let answer!: (found: Map<number, string>) => void;
    const loadBatch = vi.fn(() => new Promise<Map<number, string>>((resolve) => { answer = resolve; }));
    const loader = createBatchLoader({ loadBatch });
    const first = loader.load(7);
    await vi.advanceTimersByTimeAsync(10);

    const joined = loader.load(7);
    await vi.advanceTimersByTimeAsync(10);
    answer(new Map([[7, 'seven']]));

    await expect(Promise.all([first, joined])).resolves.toEqual(['seven', 'seven']);
    expect(loadBatch).toHaveBeenCalledTimes(1);
  });

  it('rejects every id of a failed batch, and asks again next time', async () => {
    const loadBatch = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(new Map([[1, 'one']]));
    const loader = createBatchLoader<string>({ loadBatch });

    const failed = expect(loader.load(1)).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(10);
    await failed;

    const retried = loader.load(1);
    await vi.advanceTimersByTimeAsync(10);
    await expect(retried).resolves.toBe('one');
  });
});
