import { describe, expect, it } from 'vitest';
import { clampZoom, ZOOM_MAX, zoomAfterWheel, zoomMin } from './zoom.ts';

describe('image editor zoom', () => {
  it('goes from the original scale to ten times, from half with white space', () => {
    expect(zoomMin(false)).toBe(1);
    expect(zoomMin(true)).toBe(0.5);
    expect(clampZoom(0.7, false)).toBe(1);
    expect(clampZoom(0.7, true)).toBe(0.7);
    expect(clampZoom(0.2, true)).toBe(0.5);
    expect(clampZoom(12, false)).toBe(ZOOM_MAX);
  });

  it('moves in steps of 0.01', () => {
    expect(clampZoom(1.23456, false)).toBe(1.23);
    expect(clampZoom(2.006, false)).toBe(2.01);
    expect(clampZoom(Number.NaN, true)).toBe(1);
  });

  it('zooms in and out with the wheel within the limits', () => {
    expect(zoomAfterWheel(1, -100, false)).toBe(1.1);
    expect(zoomAfterWheel(1, 100, false)).toBe(1);
    expect(zoomAfterWheel(1, 100, true)).toBe(0.91);
    expect(zoomAfterWheel(9.9, -500, false)).toBe(10);
  });
});
