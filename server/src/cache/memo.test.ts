import { describe, expect, it, vi } from 'vitest';
import { Memo } from './memo.ts';

describe('Memo', () => {
  it('loads once for concurrent and later callers', async () => {
    const memo = new Memo<string, number>();
    const load = vi.fn(() => Promise.resolve(42));
    const [a, b] = await Promise.all([memo.get('k', load), memo.get('k', load)]);
    expect([a, b, await memo.get('k', load)]).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after clear', async () => {
    const memo = new Memo<string, number>();
    let value = 1;
    const load = () => Promise.resolve(value);
    expect(await memo.get('k', load)).toBe(1);
    value = 2;
    memo.clear();
    expect(await memo.get('k', load)).toBe(2);
  });

  it('forgets a failed load', async () => {
    const memo = new Memo<string, number>();
    await expect(memo.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('k', () => Promise.resolve(3))).toBe(3);
  });
});
