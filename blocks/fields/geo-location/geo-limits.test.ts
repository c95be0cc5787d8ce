import { describe, expect, it } from 'vitest';
import { inBounds, mapLink, roundCoordinate } from './geo-limits.ts';

describe('place bounds', () => {
  it('takes coordinates on Earth and a radius of 1 to 500 km; empty parts pass', () => {
    expect(inBounds('lat', 51.5)).toBe(true);
    expect(inBounds('lat', 91)).toBe(false);
    expect(inBounds('lng', -180)).toBe(true);
    expect(inBounds('radius', 0)).toBe(false);
    expect(inBounds('radius', 500)).toBe(true);
    expect(inBounds('radius', 501)).toBe(false);
    expect(inBounds('radius', undefined)).toBe(true);
    expect(inBounds('lat', Number.NaN)).toBe(false);
  });
  it('rounds a position to five decimals', () => {
    expect(roundCoordinate(51.5072178)).toBe(51.50722);
  });
  it('links a point to the map at a zoom that fits the radius, within 5 to 13', () => {
    expect(mapLink({ lat: 51.5, lng: -0.12 })).toBe('https://www.openstreetmap.org/?mlat=51.5&mlon=-0.12#map=9/51.5/-0.12');
    expect(mapLink({ lat: 51.5, lng: -0.12, radius: 1 })).toContain('#map=13/');
    expect(mapLink({ lat: 51.5, lng: -0.12, radius: 500 })).toContain('#map=5/');
    expect(mapLink({ lat: 51.5 })).toBeNull();
    expect(mapLink({ lat: 99, lng: 0 })).toBeNull();
  });
});
