// The spec's upload limits and thumbnail widths (forms spec §9), shared by the browser's uploader
// and the server that enforces them again.

/** The largest image an upload may be: 5 MB. */
export const MAX_IMAGE_BYTES = 5_242_880;

/** The largest document (or audio, or video) an upload may be: 100 MB. */
export const MAX_DOCUMENT_BYTES = 100_000_000;

/** The widths thumbnails are made at, narrowest first. */
export const THUMBNAIL_WIDTHS = [56, 100, 250, 300, 500, 600, 900, 1920] as const;

const WIDEST_THUMBNAIL = 1920;

/** The width `?thumb=true` without `&width=` asks for. */
export const DEFAULT_THUMBNAIL_WIDTH = 250;

/** Bytes as megabytes (of 1,048,576 bytes) with at most one decimal: 5242880 → '5', 7340032 → '7', 7400000 → '7.1'. */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / 1_048_576) * 10) / 10);
}

/**
 * The thumbnail width that serves an image shown `wanted` pixels wide: the narrowest thumbnail
 * at least that wide (the widest there is past 1920), or null when that would be as wide as the
 * original or wider: thumbnails are never upscaled, so the original serves.
 */
export function thumbnailWidthFor(wanted: number, originalWidth: number): number | null {
  const width: number = THUMBNAIL_WIDTHS.find((candidate) => candidate >= wanted) ?? WIDEST_THUMBNAIL;
  return width < originalWidth ? width : null;
}
