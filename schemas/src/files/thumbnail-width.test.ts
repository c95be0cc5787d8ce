import { describe, expect, it } from 'vitest';
import { THUMBNAIL_WIDTHS, thumbnailWidthFor } from './thumbnail-width.ts';

describe('thumbnailWidthFor', () => {
  it('picks the narrowest thumbnail wide enough for the device pixels', () => {
    expect(THUMBNAIL_WIDTHS).toEqual([56, 100, 250, 300, 500, 600, 900, 1920]);
    expect(thumbnailWidthFor(36)).toBe(56);
    expect(thumbnailWidthFor(36, 2)).toBe(100);
    expect(thumbnailWidthFor(56)).toBe(56);
    expect(thumbnailWidthFor(301, 1)).toBe(500);
    expect(thumbnailWidthFor(2000, 3)).toBe(1920);
    expect(thumbnailWidthFor(36, 0.5)).toBe(56);
  });
});
