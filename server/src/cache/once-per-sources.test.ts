import { describe, expect, it, vi } from 'vitest';
import { oncePerSources } from './once-per-sources.ts';

describe('oncePerSources', () => {
  const a = { name: 'a' };
  const b = { name: 'b' };

  it('makes a result once per combination of sources', () => {
    const make = vi.fn((x: { name: string }, y: { name: string }) => ({ joined: x.name + y.name }));
    const joined = oncePerSources(make);
    const first = joined(a, b);
    expect(joined(a, b)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(joined(b, a)).toEqual({ joined: 'ba' });
    expect(joined(a, a)).toEqual({ joined: 'aa' });
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('makes a new result when any source is replaced, even by an equal copy', () => {
    const make = vi.fn((x: { name: string }, y: { name: string }) => x.name + y.name);
    const joined = oncePerSources(make);
    joined(a, b);
    joined({ ...a }, b);
    joined(a, { ...b });
    expect(make).toHaveBeenCalledTimes(3);
  });
});
