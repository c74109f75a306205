/**
 * The tile address and credit the server writes into the page's head (MAP_TILES_URL, src/server/render/map-tiles-meta.ts).
 * A page without them (the development server's own index.html) uses OpenStreetMap's, the server's default.
 */
import { mapTilesMeta, openStreetMapTiles, type MapTiles } from '../../../registry/map-tiles.ts';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;

export const mapTiles = (): MapTiles => ({
  url: meta(mapTilesMeta.url) ?? openStreetMapTiles.url,
  attribution: meta(mapTilesMeta.attribution) ?? openStreetMapTiles.attribution,
});
