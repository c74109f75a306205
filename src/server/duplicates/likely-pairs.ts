/**
 * Which listings are likely the same place (docs/data-quality.md): the same name key (open-data/name-key.ts), a
 * level in common where both levels are known, and either within 300 m of each other or in the same ward of the
 * same county. Rows are grouped by name key first, so
 * only listings that share a name are ever compared: 38 000 schools make a few thousand small groups, and within a
 * group the points are compared in order of latitude, stopping once they are further apart than the distance.
 */
import { nameKey } from '../open-data/name-key.ts';

/** Listings this close (metres) with the same name key are likely one place listed twice. */
export const nearMetres = 300;

export interface Placed {
  id: number;
  name: string;
  county: string | null;
  gps_coordinates: string | null;
  physical_address: string | null;
  /** A school's levels ("Primary,Junior Secondary"); none for colleges and universities. */
  cbc_levels?: string | null;
}

export interface LikelyPair {
  /** The smaller id first. */
  first: number;
  second: number;
  /** Metres between the two points, when both have one. */
  distance: number | null;
  reason: 'near' | 'ward';
}

/** "-1.2921, 36.8219" → the point, or null when the text is not one. */
export const pointOf = (text: string | null) => {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
};

const earthMetres = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** The great-circle distance (haversine), in metres. */
export const metresBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * earthMetres * Math.asin(Math.min(1, Math.sqrt(h)));
};
/** 300 m as degrees of latitude, the same everywhere: the window of the sorted comparison. */
const nearDegrees = nearMetres / ((Math.PI * earthMetres) / 180);

/**
 * The ward a listing is in, as the open-data import writes it at the start of the physical address ("Kileleshwa
 * ward, Westlands sub-county"), with its county, since ward names repeat across counties.
 */
export const wardOf = (listing: Pick<Placed, 'county' | 'physical_address'>) => {
  const ward = /^\s*(.+?)\s+ward\s*(?:,|$)/i.exec(listing.physical_address ?? '')?.[1];
  return ward ? `${listing.county ?? ''}|${ward.toLowerCase().replace(/\s+/g, ' ')}` : null;
};

const levels = (listing: Placed) => (listing.cbc_levels ?? '').split(',').filter(Boolean);
/**
 * A primary and a secondary school of one name often share a compound and are two schools: listings whose levels
 * are both known and have none in common are not a pair (the import's adoption reads levels the same way).
 */
const sameLevel = (a: Placed, b: Placed) => {
  const [x, y] = [levels(a), levels(b)];
  return !x.length || !y.length || x.some((level) => y.includes(level));
};

/**
 * A listing is paired with at most this many others by each rule (the next ones north of it within the distance,
 * the next ones in its ward): a name listed N times at one place then makes at most 2 × 10 × N pairs rather than
 * N(N−1)/2, so a flood of look-alike listings cannot make the desk slow (1 400 at one point made 979 300 pairs).
 * Merging them one by one brings the next ones up.
 */
export const maxPartners = 10;

export const likelyPairs = (listings: readonly Placed[]): LikelyPair[] => {
  const groups = new Map<string, Placed[]>();
  for (const listing of listings) {
    const key = nameKey(listing.name);
    // A name made only of the words every school may carry ("High School") tells nothing.
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(listing);
    else groups.set(key, [listing]);
  }
  const pairs = new Map<string, LikelyPair>();
  /** Whether the two are a pair (added now, or already near). */
  const add = (a: Placed, b: Placed, reason: LikelyPair['reason']) => {
    if (!sameLevel(a, b)) return false;
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    const key = `${first.id}|${second.id}`;
    if (pairs.get(key)?.reason === 'near') return true;
    const [p, q] = [pointOf(first.gps_coordinates), pointOf(second.gps_coordinates)];
    pairs.set(key, { first: first.id, second: second.id, distance: p && q ? Math.round(metresBetween(p, q)) : null, reason });
    return true;
  };
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const placed = group.flatMap((listing) => {
      const point = pointOf(listing.gps_coordinates);
      return point ? [{ listing, point }] : [];
    });
    placed.sort((a, b) => a.point.lat - b.point.lat);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1, partners = 0; partners < maxPartners && j < placed.length && placed[j]!.point.lat - placed[i]!.point.lat <= nearDegrees; j++)
        if (metresBetween(placed[i]!.point, placed[j]!.point) <= nearMetres && add(placed[i]!.listing, placed[j]!.listing, 'near')) partners++;
    const wards = new Map<string, Placed[]>();
    for (const listing of group) {
      const ward = wardOf(listing);
      if (!ward) continue;
      const inWard = wards.get(ward);
      if (inWard) inWard.push(listing);
      else wards.set(ward, [listing]);
    }
    for (const inWard of wards.values())
      for (let i = 0; i < inWard.length; i++)
        for (let j = i + 1, partners = 0; partners < maxPartners && j < inWard.length; j++) if (add(inWard[i]!, inWard[j]!, 'ward')) partners++;
  }
  return [...pairs.values()].sort((a, b) => a.first - b.first || a.second - b.second);
};
