import { describe, expect, it } from 'vitest';
import { megabytes, thumbnailWidthFor } from './file-limits.ts';
import { mediaUrl } from './media-url.ts';

describe('mediaUrl', () => {
  it('names the kind, the id, the token and the thumbnail width', () => {
    expect(mediaUrl('/api/v1', { kind: 'image', id: 12 })).toBe('/api/v1/image?id=12');
    expect(mediaUrl('/api/v1', { kind: 'image', id: 12 }, { token: 'abc', width: 299.5 })).toBe('/api/v1/image?id=12&token=abc&thumb=true&width=300');
    expect(mediaUrl('/api/v1', { kind: 'document', id: 3 }, { token: 'a b', v: 2 })).toBe('/api/v1/document?id=3&token=a+b&v=2');
  });
});

describe('thumbnailWidthFor', () => {
  it('picks the narrowest thumbnail at least as wide, and null (the original) rather than upscaling', () => {
    expect(thumbnailWidthFor(1, 4000)).toBe(56);
    expect(thumbnailWidthFor(301, 4000)).toBe(500);
    expect(thumbnailWidthFor(5000, 4000)).toBe(1920);
    expect(thumbnailWidthFor(600, 600)).toBeNull();
    expect(thumbnailWidthFor(1920, 1000)).toBeNull();
  });
});

describe('megabytes', () => {
  it('shows MB with at most one decimal', () => {
    expect(megabytes(5_242_880)).toBe('5');
    expect(megabytes(100_000_000)).toBe('95.4');
  });
});
