import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@tessera/schemas';
import { acceptOf, maxBytesOf, refusalOf } from './upload-checks.ts';

const image = (size: number, name = 'a.jpg', type = 'image/jpeg') => ({ name, type, size });

describe('upload checks', () => {
  it('takes image/* for image fields, else the file_types rule', () => {
    expect(acceptOf(true, ['pdf'])).toBe('image/*');
    expect(acceptOf(false, ['pdf', '.DOCX', 'text/csv'])).toBe('.pdf,.docx,text/csv');
    expect(acceptOf(false, 'pdf, odt')).toBe('.pdf,.odt');
    expect(acceptOf(false)).toBe('');
  });

  it('bounds the size by the spec limit and a tighter size rule in KB', () => {
    expect(maxBytesOf(true)).toBe(MAX_IMAGE_BYTES);
    expect(maxBytesOf(true, 10_000)).toBe(MAX_IMAGE_BYTES);
    expect(maxBytesOf(false, 100)).toBe(102_400);
    expect(maxBytesOf(false, null)).toBe(100_000_000);
  });

  it('refuses a file over the limit with the limit and the size in MB', () => {
    const limits = { accept: 'image/*', maxBytes: MAX_IMAGE_BYTES };
    expect(refusalOf(image(MAX_IMAGE_BYTES), limits)).toBeNull();
    expect(refusalOf(image(MAX_IMAGE_BYTES + 1), limits)).toEqual({ kind: 'tooLarge', limit: '5', size: '5.1' });
    expect(refusalOf(image(6_000_000), limits)).toEqual({ kind: 'tooLarge', limit: '5', size: '5.8' });
  });

  it('refuses a file of a type the field does not take', () => {
    expect(refusalOf(image(10, 'a.pdf', 'application/pdf'), { accept: 'image/*', maxBytes: 100 })).toEqual({ kind: 'wrongType', accept: 'image/*' });
    expect(refusalOf(image(10, 'Report.PDF', 'application/pdf'), { accept: '.pdf', maxBytes: 100 })).toBeNull();
    expect(refusalOf(image(10, 'x.bin', ''), { accept: '', maxBytes: 100 })).toBeNull();
  });
});
