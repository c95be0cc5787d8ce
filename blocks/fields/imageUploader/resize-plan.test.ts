import { describe, expect, it } from 'vitest';
import { outputMime, resizePlan } from './resize-plan.ts';

describe('resizePlan', () => {
  it('scales down to fit the default 500x500 box as a jpeg of quality 1', () => {
    expect(resizePlan({ width: 2000, height: 1000 }, 'image/png')).toEqual({ width: 500, height: 250, mime: 'image/jpeg', quality: 1 });
  });

  it('never scales up; re-encodes only to change the type', () => {
    expect(resizePlan({ width: 200, height: 100 }, 'image/jpeg')).toBeNull();
    expect(resizePlan({ width: 200, height: 100 }, 'image/png')).toEqual({ width: 200, height: 100, mime: 'image/jpeg', quality: 1 });
  });

  it('uses the uploader options, bounded by 2880x1620', () => {
    expect(resizePlan({ width: 6000, height: 4000 }, 'image/jpeg', { width: 5000, height: 5000, type: 'webp', quality: 0.8 }))
      .toEqual({ width: 2430, height: 1620, mime: 'image/webp', quality: 0.8 });
    expect(outputMime({ type: 'png' })).toBe('image/png');
  });

  it('leaves animations and drawings as they are', () => {
    expect(resizePlan({ width: 4000, height: 4000 }, 'image/gif')).toBeNull();
    expect(resizePlan({ width: 4000, height: 4000 }, 'image/svg+xml')).toBeNull();
  });
});
