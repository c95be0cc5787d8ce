// How far the image editor zooms (forms spec §9): from the original scale to ten times, down to
// half when white space around the image is allowed, in steps of 0.01.

export const ZOOM_STEP = 0.01;
export const ZOOM_MAX = 10;

/** The smallest zoom: the original scale, or half of it when white space may show around the image. */
export const zoomMin = (allowWhiteSpace: boolean) => (allowWhiteSpace ? 0.5 : 1);

/** A zoom kept within the limits and on a step; anything not a number is the original scale. */
export function clampZoom(zoom: number, allowWhiteSpace: boolean): number {
  const min = zoomMin(allowWhiteSpace);
  if (!Number.isFinite(zoom)) return Math.max(1, min);
  const stepped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Number(Math.min(ZOOM_MAX, Math.max(min, stepped)).toFixed(2));
}

/** The zoom after a mouse wheel turn: a notch (100 px of delta) multiplies or divides it by 1.1. */
export function zoomAfterWheel(zoom: number, deltaY: number, allowWhiteSpace: boolean): number {
  return clampZoom(zoom * 1.1 ** (-deltaY / 100), allowWhiteSpace);
}
