// A place's bounds (forms spec §9, Map): coordinates on Earth, a radius of 1 to 500 km, and the
// spec's starting view (London, zoom 9 within 5–13), which the fields show as their example.

export interface Place {
  address?: string;
  lat?: number;
  lng?: number;
  /** Kilometres around the point. */
  radius?: number;
}

export type PlacePart = 'lat' | 'lng' | 'radius';

export const PLACE_LIMITS: Readonly<Record<PlacePart, { min: number; max: number }>> = {
  lat: { min: -90, max: 90 },
  lng: { min: -180, max: 180 },
  radius: { min: 1, max: 500 },
};

export const START_VIEW = { lat: 51.5, lng: -0.12, zoom: 9, minZoom: 5, maxZoom: 13 } as const;

/** Whether a part's number is within its bounds (an empty part is fine: a place may be an address only). */
export const inBounds = (part: PlacePart, value: number | undefined) =>
  value === undefined || (Number.isFinite(value) && value >= PLACE_LIMITS[part].min && value <= PLACE_LIMITS[part].max);

/** A point rounded to five decimals (about a metre): what a device's position is stored as. */
export const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The address of the place on OpenStreetMap, opened in a new tab: the app itself loads no map (its
 * CSP allows images and scripts from this site only; decision 0034). The zoom fits the radius,
 * within the spec's 5–13.
 */
export function mapLink({ lat, lng, radius }: Place): string | null {
  if (lat === undefined || lng === undefined || !inBounds('lat', lat) || !inBounds('lng', lng)) return null;
  const fit = radius === undefined ? START_VIEW.zoom : Math.round(14 - Math.log2(Math.max(radius, 1)));
  const zoom = Math.min(START_VIEW.maxZoom, Math.max(START_VIEW.minZoom, fit));
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
