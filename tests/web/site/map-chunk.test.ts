/**
 * The map's code (Leaflet, leaflet.markercluster) and styles are a chunk loaded when a reader opens the map, never
 * part of a page's first load (docs/near-me.md). Read from the built manifest: the site's entry and every page a
 * route loads, with all they import statically, must hold none of it. Checked by content, so a build that moved
 * Leaflet into a chunk the pages share would fail here too.
 */
import { describe, expect, it } from 'vitest';
import { firstLoad, manifest, text } from '../../helpers/site-chunks.ts';

/** Markers of Leaflet's code and of its plug-in's, and of their styles. */
const mapCode = ['MarkerClusterGroup', 'leaflet-container'];
const mapStyles = ['.leaflet-container', '.marker-cluster'];

describe("the map's code", () => {
  it('is in a chunk of its own, with its styles', () => {
    const map = manifest()['site/maps/directory-map.tsx'];
    expect(map, 'the map module is a chunk of its own').toBeDefined();
    const code = firstLoad(manifest(), ['site/maps/directory-map.tsx']);
    for (const marker of mapCode)
      expect(
        code.some((file) => file.endsWith('.js') && text(file).includes(marker)),
        marker,
      ).toBe(true);
    for (const marker of mapStyles)
      expect(
        code.some((file) => file.endsWith('.css') && text(file).includes(marker)),
        marker,
      ).toBe(true);
  });

  it("is in no page's first load", () => {
    const chunks = manifest();
    // The entry, and each page a route loads (the entry's dynamic imports: the pages' chunks, the words, the data provider).
    const pages = ['index.html', ...(chunks['index.html']!.dynamicImports ?? [])];
    expect(pages.length).toBeGreaterThan(20);
    expect(pages).not.toContain('site/maps/directory-map.tsx');
    for (const page of pages)
      for (const file of firstLoad(chunks, [page])) {
        const content = text(file);
        for (const marker of file.endsWith('.css') ? mapStyles : mapCode)
          expect(content.includes(marker), `${page} loads ${file}, which holds ${marker}`).toBe(false);
      }
  });
});
