// The widths the server keeps thumbnails of (forms spec §9), and which one an image shown at a
// given size needs.

/** Thumbnail widths, narrowest first. */
export const THUMBNAIL_WIDTHS = [56, 100, 250, 300, 500, 600, 900, 1920] as const;

export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/**
 * The narrowest thumbnail at least as wide as `cssWidth` device pixels (the widest when none is):
 * a 36 px avatar on a 2x screen needs 72 device pixels, so the 100 px thumbnail.
 */
export function thumbnailWidthFor(cssWidth: number, devicePixelRatio = 1): ThumbnailWidth {
  const needed = cssWidth * Math.max(1, devicePixelRatio);
  return THUMBNAIL_WIDTHS.find((width) => width >= needed) ?? THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1]!;
}
