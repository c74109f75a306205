/**
 * Where the site's maps take their pictures from (MAP_TILES_URL, MAP_TILES_ATTRIBUTION). The server writes both into
 * every page's head, and the map reads them there once it is opened (src/web/site/maps/map-tiles.ts).
 */
export interface MapTiles {
  /** A Leaflet tile address: `{z}`, `{x}` and `{y}` (and `{s}` for a sub-domain) are filled in per tile. */
  url: string;
  /** The credit the tiles' licence asks for, as HTML (a link to the licence). */
  attribution: string;
}

/** OpenStreetMap's own tiles: free for light use under its tile usage policy, with the credit its licence asks for. */
export const openStreetMapTiles: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** The names of the head's meta tags that carry the setting. */
export const mapTilesMeta = { url: 'map-tiles', attribution: 'map-tiles-attribution' } as const;
