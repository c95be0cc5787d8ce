import { describe, expect, it } from 'vitest';
import { withFileIds } from './file-references.ts';

const fileIds = new Map([['images/a.svg', 1], ['images/b.png', 2]]);

describe('withFileIds', () => {
  it('replaces asset paths under keys ending in fileId, at any depth', () => {
    expect(withFileIds({
      fileId: 'images/a.svg',
      alt: 'images/a.svg',
      slides: [{ backgroundFileId: 'images/b.png', caption: 'x' }],
      label: { fileId: 'images/a.svg' },
    }, fileIds)).toEqual({
      fileId: 1,
      alt: 'images/a.svg',
      slides: [{ backgroundFileId: 2, caption: 'x' }],
      label: { fileId: 1 },
    });
  });

  it('leaves out a null file, so the block type’s default applies', () => {
    expect(withFileIds({ fileId: null, alt: '', slides: [{ backgroundFileId: null }] }, fileIds)).toEqual({ alt: '', slides: [{}] });
  });

  it('throws for an asset that was not imported', () => {
    expect(() => withFileIds({ fileId: 'images/missing.svg' }, fileIds)).toThrow('images/missing.svg');
  });
});
