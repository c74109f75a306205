/**
 * The square a list near a point counts in the spatial index's own coordinates (src/server/crud/nearest-sqlite.ts):
 * every point of it is within the ring, so a count of it is a count of rows within the ring, near the equator, far
 * from it, near a pole and across the 180th meridian, from a few metres to the widest radius.
 */
import { expect, it } from 'vitest';
import { distanceKm } from '../../../src/registry/coordinates.ts';
import { maxRadiusKm } from '../../../src/registry/query-bounds.ts';
import { squareWithin } from '../../../src/server/crud/nearest-sqlite.ts';

it.each([
  { lat: -1.2921, lng: 36.8219 },
  { lat: 4.9, lng: 35.3 },
  { lat: 60, lng: 10 },
  { lat: -89.9, lng: 0 },
  { lat: 0, lng: 179.99 },
])('keeps every point of the square within the ring, at %o', (at) => {
  for (const ringKm of [0.01, 0.5, 25, maxRadiusKm]) {
    const slackKm = 0.002;
    const square = squareWithin(at, ringKm, slackKm);
    for (let i = 0; i <= 10; i++)
      for (let j = 0; j <= 10; j++) {
        const point = { lat: square.south + ((square.north - square.south) * i) / 10, lng: square.west + ((square.east - square.west) * j) / 10 };
        expect(distanceKm(at, point)).toBeLessThanOrEqual(ringKm - slackKm + 1e-9);
      }
    // And it is the most of the ring a square can be, short of the corner's shortening: its side near the inscribed one's.
    if (Math.abs(at.lat) < 60 && Math.abs(at.lng) < 179)
      expect(distanceKm(at, { lat: square.north, lng: at.lng })).toBeGreaterThan(((ringKm - slackKm) / Math.SQRT2) * 0.98);
  }
});
