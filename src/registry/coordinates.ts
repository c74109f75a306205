/**
 * A point as people write it into a listing ("-1.2921, 36.8219", or with a space between): its latitude and
 * longitude, or null for anything else. The server keeps a located resource's `latitude` and `longitude` from it
 * (resource.ts `located`), so lists near a point and the map read numbers through a spatial index.
 */
export interface Point {
  lat: number;
  lng: number;
}

export const readPoint = (text: string | null | undefined): Point | null => {
  const match = text?.match(/^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
};

/** The mean radius of the Earth, for great-circle distances. */
export const earthRadiusKm = 6371.0088;

/** Kilometres along a meridian per degree of latitude. */
export const kmPerDegree = (Math.PI / 180) * earthRadiusKm;

/** The great-circle (haversine) distance between two points, in kilometres. */
export const distanceKm = (a: Point, b: Point) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
};
