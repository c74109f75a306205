/**
 * A named place a person can type to be near it ("Nakuru", "Kikuyu"): the answer of `GET /api/places?q=`
 * (src/server/places/), declared once for the server and the site's "near a town" box.
 */
export const placeKinds = ['county', 'constituency', 'ward', 'town'] as const;
export type PlaceKind = (typeof placeKinds)[number];

export interface Place {
  name: string;
  kind: PlaceKind;
  /** The county it is in (a county's own name for a county). */
  county: string;
  lat: number;
  lng: number;
}

/** A lookup answers at most this many places, best first. */
export const maxPlaces = 10;
