// Thumbnails (forms spec §9: 56, 100, 250, 300, 500, 600, 900 and 1920 px wide), made with sharp
// once per content and kept beside it in the file store as variants 'w56', 'w100', …. Never
// upscaled: an image gets only the widths narrower than itself.
import { THUMBNAIL_WIDTHS } from '@tessera/schemas';
import sharp from 'sharp';
import type { FileStore } from './file-store.ts';

/** Refuses images of more pixels than this (decompression bombs); 100 MP is past any camera's photo. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

const variantOf = (width: number) => `w${width}`;

/** The image's size as shown (EXIF orientation applied), or null when sharp cannot read it as an image. */
export async function imageSize(source: string | Buffer): Promise<ImageSize | null> {
  try {
    const { width, height, autoOrient } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return { width: autoOrient.width ?? width, height: autoOrient.height ?? height };
  } catch {
    return null;
  }
}

/** The thumbnail widths an image `width` pixels wide gets. */
export const thumbnailWidthsOf = (width: number): number[] => THUMBNAIL_WIDTHS.filter((candidate) => candidate < width);

/**
 * Makes the thumbnails of the image stored (or about to be) under `sha256`, unless they were made
 * before. The image is decoded once, scaled to the widest thumbnail, and the narrower ones are
 * scaled from those pixels. JPEG, or WebP when the image has transparency.
 */
export async function makeThumbnails(store: FileStore, sha256: string, source: string | Buffer, size: ImageSize): Promise<void> {
  const widths = thumbnailWidthsOf(size.width).reverse();
  const narrowest = widths[widths.length - 1];
  if (narrowest === undefined || await store.getVariant(sha256, variantOf(narrowest))) return;
  const decoded = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const hasAlpha = (await decoded.metadata()).hasAlpha;
  const base = await decoded.resize({ width: widths[0] }).raw().toBuffer({ resolveWithObject: true });
  const made = await Promise.all(widths.map(async (width) => {
    const scaled = sharp(base.data, { raw: base.info }).resize({ width });
    return { width, bytes: await (hasAlpha ? scaled.webp({ quality: 80 }) : scaled.jpeg({ quality: 80 })).toBuffer() };
  }));
  // The narrowest is written last: its presence says they all are (the check above).
  await Promise.all(made.slice(0, -1).map(({ width, bytes }) => store.putVariant(sha256, variantOf(width), bytes)));
  const last = made[made.length - 1]!;
  await store.putVariant(sha256, variantOf(last.width), last.bytes);
}

/** A stored thumbnail and its type, or null when there is none of that width. */
export async function readThumbnail(store: FileStore, sha256: string, width: number): Promise<{ bytes: Buffer; mime: string } | null> {
  const bytes = await store.getVariant(sha256, variantOf(width));
  if (!bytes) return null;
  return { bytes, mime: bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : 'image/webp' };
}
