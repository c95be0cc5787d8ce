// What the browser does to a chosen image before sending it (decision 0035): scale it down to fit
// the uploader's box, never up and never past the editor's maximum, and encode it as the
// uploader's type and quality. No cropping: the original shape is kept, and the focal point
// decides what a thumbnail of another shape keeps.

import type { Field } from '@tessera/schemas';

export type UploaderOptions = NonNullable<Field['uploader']>;

/** The image editor's default output box and quality, and the largest box any uploader may ask for. */
export const DEFAULT_IMAGE_SIZE = { width: 500, height: 500 } as const;
export const MAX_IMAGE_SIZE = { width: 2880, height: 1620 } as const;
export const DEFAULT_QUALITY = 1;

/** Types the browser leaves as they are: re-encoding would lose an animation or a drawing's vectors. */
const KEPT_AS_IS = new Set(['image/gif', 'image/svg+xml']);

export interface ResizePlan { width: number; height: number; mime: string; quality: number }

/** The MIME type the uploader encodes to (jpeg unless it says otherwise). */
export const outputMime = (options: UploaderOptions = {}) => `image/${options.type ?? 'jpeg'}`;

/**
 * How to re-encode an image of `natural` size and type, or null to send it as it is: when it is an
 * animation or a drawing, or when it already fits the box and is already of the output type.
 */
export function resizePlan(natural: { width: number; height: number }, mime: string, options: UploaderOptions = {}): ResizePlan | null {
  if (KEPT_AS_IS.has(mime) || natural.width <= 0 || natural.height <= 0) return null;
  const boxWidth = Math.min(options.width ?? DEFAULT_IMAGE_SIZE.width, MAX_IMAGE_SIZE.width);
  const boxHeight = Math.min(options.height ?? DEFAULT_IMAGE_SIZE.height, MAX_IMAGE_SIZE.height);
  const scale = Math.min(1, boxWidth / natural.width, boxHeight / natural.height);
  const target = outputMime(options);
  if (scale === 1 && mime === target) return null;
  return {
    width: Math.max(1, Math.round(natural.width * scale)),
    height: Math.max(1, Math.round(natural.height * scale)),
    mime: target,
    quality: options.quality ?? DEFAULT_QUALITY,
  };
}
