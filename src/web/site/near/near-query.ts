/**
 * "Near me" in a directory's address: `near=<lat>,<lng>` (the point), `radius_km` (how far) and `place` (the name the
 * reader chose, shown on the page; never sent to the API). In the address so a list near a place can be shared,
 * reloaded and rendered by the server, as every other filter is.
 */
import { readPoint } from '../../../registry/coordinates.ts';

export interface Near {
  lat: number;
  lng: number;
  radiusKm: number;
  /** The town or place typed, or '' for the reader's own location. */
  place: string;
}

/** The distances a reader may choose; the server answers within 25 km unless told otherwise. */
export const radiusChoices = [2, 5, 10, 25, 50, 100] as const;
export const defaultRadiusKm = 25;

/** About 100 m: close enough for "1.2 km away", and no closer to someone's door in an address they may share. */
const rounded = (degrees: number) => Number(degrees.toFixed(3));

export const nearFrom = (params: URLSearchParams): Near | null => {
  const point = readPoint(params.get('near'));
  if (!point) return null;
  const radius = Number(params.get('radius_km'));
  return { ...point, radiusKm: radius > 0 ? radius : defaultRadiusKm, place: params.get('place') ?? '' };
};

/** The list filters of a point and a distance, as the API reads them. */
export const nearFilters = (near: Near) => ({ near: `${near.lat},${near.lng}`, radius_km: String(near.radiusKm) });

/** The address parameters that say "near this point": nearest first, as the reader asked. */
export const nearParams = (point: { lat: number; lng: number }, radiusKm: number, place: string) => ({
  near: `${rounded(point.lat)},${rounded(point.lng)}`,
  radius_km: String(radiusKm),
  place,
  _sort: 'distance',
});
