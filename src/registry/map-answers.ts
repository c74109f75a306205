/**
 * What the directory's map and place routes answer (docs/near-me.md), declared once for the server and the site.
 */

/** `GET /api/<directory>/map`: the matches in the visible box, as points when few, else as the server's grid clusters. */
export interface MapAnswer {
  total: number;
  points: { id: number; name: string; lat: number; lng: number }[];
  clusters: { lat: number; lng: number; count: number }[];
}

/** One answer of `GET /api/places?q=`: a county, constituency, ward or town, with the point it is found at. */
export interface PlaceMatch {
  name: string;
  kind: 'county' | 'constituency' | 'ward' | 'town';
  county: string;
  lat: number;
  lng: number;
}
