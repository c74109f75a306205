/**
 * The maps' tile address and credit (MAP_TILES_URL, MAP_TILES_ATTRIBUTION) written into the head of every page of
 * the site, so the map finds them when it is opened without a request of its own, on a rendered page or the shell.
 */
import { mapTilesMeta, type MapTiles } from '../../registry/map-tiles.ts';
import { escapeMarkup } from '../seo/escape-markup.ts';

export const withMapTiles = (html: string, tiles: MapTiles) =>
  html.replace(
    '</head>',
    `  <meta name="${mapTilesMeta.url}" content="${escapeMarkup(tiles.url)}" />\n    <meta name="${mapTilesMeta.attribution}" content="${escapeMarkup(tiles.attribution)}" />\n  </head>`,
  );
