import { describe, expect, it } from 'vitest';
import { DEFAULT_FOCAL_POINT, focalPointAfterKey, focalPointAt, focalPointOf, objectPosition } from './focal-point.ts';

describe('focal point', () => {
  it('starts at the centre and reads stored points safely', () => {
    expect(DEFAULT_FOCAL_POINT).toEqual({ x: 50, y: 50 });
    expect(focalPointOf(undefined)).toEqual({ x: 50, y: 50 });
    expect(focalPointOf({ x: 'a', y: 3 })).toEqual({ x: 50, y: 50 });
    expect(focalPointOf({ x: -5, y: 120 })).toEqual({ x: 0, y: 100 });
    expect(focalPointOf({ x: 33.3333, y: '20' })).toEqual({ x: 33.33, y: 20 });
  });

  it('is where the pointer touched the image', () => {
    const box = { left: 100, top: 50, width: 200, height: 100 };
    expect(focalPointAt(150, 75, box)).toEqual({ x: 25, y: 25 });
    expect(focalPointAt(0, 500, box)).toEqual({ x: 0, y: 100 });
    expect(focalPointAt(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual(DEFAULT_FOCAL_POINT);
  });

  it('moves with the arrow keys, further with Shift, and stays on the image', () => {
    const point = { x: 50, y: 50 };
    expect(focalPointAfterKey(point, 'ArrowLeft', false)).toEqual({ x: 49, y: 50 });
    expect(focalPointAfterKey(point, 'ArrowDown', true)).toEqual({ x: 50, y: 60 });
    expect(focalPointAfterKey({ x: 95, y: 0 }, 'ArrowRight', true)).toEqual({ x: 100, y: 0 });
    expect(focalPointAfterKey({ x: 5, y: 0 }, 'ArrowUp', false)).toEqual({ x: 5, y: 0 });
    expect(focalPointAfterKey(point, 'Home', false)).toEqual({ x: 0, y: 50 });
    expect(focalPointAfterKey(point, 'Enter', false)).toBeNull();
  });

  it('becomes an object-position', () => {
    expect(objectPosition({ x: 20, y: 80 })).toBe('20% 80%');
  });
});
