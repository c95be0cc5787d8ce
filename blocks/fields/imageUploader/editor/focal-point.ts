// The focal point of an image: the spot kept in view when a thumbnail or preview crops it
// (forms spec §3 File `focalPos`, §9 default 50/50).

/** A point on the image in percent of its width (x) and height (y), from the top left. */
export interface FocalPoint { x: number; y: number }

/** The image's centre, where the focal point starts. */
export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 50, y: 50 };

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value * 100) / 100));

/** A focal point kept on the image and to two decimals; a missing or broken one is the centre. */
export function focalPointOf(value: unknown): FocalPoint {
  const point = value as Partial<FocalPoint> | null | undefined;
  const x = Number(point?.x);
  const y = Number(point?.y);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return DEFAULT_FOCAL_POINT;
  return { x: clampPercent(x), y: clampPercent(y) };
}

/** The focal point where a pointer touched the image, from the image's box on screen. */
export function focalPointAt(clientX: number, clientY: number, box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return DEFAULT_FOCAL_POINT;
  return focalPointOf({ x: ((clientX - box.left) / box.width) * 100, y: ((clientY - box.top) / box.height) * 100 });
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The focal point after an arrow key: one percent a press, ten with Shift; Home and End jump to
 * the left and right edges. Null for any other key, so the caller lets it through.
 */
export function focalPointAfterKey(point: FocalPoint, key: string, shiftKey: boolean): FocalPoint | null {
  if (key === 'Home') return { ...point, x: 0 };
  if (key === 'End') return { ...point, x: 100 };
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = shiftKey ? 10 : 1;
  return focalPointOf({ x: point.x + arrow[0] * step, y: point.y + arrow[1] * step });
}

/** The CSS `object-position` that keeps the focal point in view when `object-fit: cover` crops. */
export const objectPosition = (point: FocalPoint) => `${point.x}% ${point.y}%`;
