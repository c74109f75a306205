/** MAP_TILES_URL and MAP_TILES_ATTRIBUTION (docs/near-me.md): OpenStreetMap's by default, another checked at start. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { withMapTiles } from '../../src/server/render/map-tiles-meta.ts';
import { openStreetMapTiles } from '../../src/registry/map-tiles.ts';

describe('the map tiles setting', () => {
  it("is OpenStreetMap's tiles and credit when unset", () => {
    expect(loadConfig({}).mapTiles).toEqual(openStreetMapTiles);
  });

  it('takes another tile server, with its credit, or a path of the site', () => {
    const env = { MAP_TILES_URL: 'https://tiles.example.ke/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '&copy; Example Maps' };
    expect(loadConfig(env).mapTiles).toEqual({ url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION });
    expect(loadConfig({ MAP_TILES_URL: '/tiles/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: 'Ours' }).mapTiles.url).toBe('/tiles/{z}/{x}/{y}.png');
  });

  it('refuses an address without its tile numbers, of another scheme, or without a credit', () => {
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.ke/tile.png', MAP_TILES_ATTRIBUTION: 'x' })).toThrow(/\{z\}, \{x\} and \{y\}/);
    expect(() => loadConfig({ MAP_TILES_URL: 'ftp://tiles.example.ke/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: 'x' })).toThrow(/http\(s\):\/\//);
    expect(() => loadConfig({ MAP_TILES_URL: '//tiles.example.ke/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: 'x' })).toThrow(/http\(s\):\/\//);
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.ke/{z}/{x}/{y}.png' })).toThrow(/MAP_TILES_ATTRIBUTION is required/);
  });

  it("is written into the page's head, escaped", () => {
    const html = withMapTiles('<html><head><title>x</title></head><body></body></html>', {
      url: 'https://t.example/{z}/{x}/{y}.png?a=1&b=2',
      attribution: '<a href="https://x">X</a>',
    });
    expect(html).toContain('<meta name="map-tiles" content="https://t.example/{z}/{x}/{y}.png?a=1&#38;b=2" />');
    expect(html).toContain('<meta name="map-tiles-attribution" content="&#60;a href=&#34;https://x&#34;&#62;X&#60;/a&#62;" />');
    expect(html.indexOf('map-tiles')).toBeLessThan(html.indexOf('</head>'));
  });
});
