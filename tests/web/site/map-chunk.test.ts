/**
 * The map's code (Leaflet, leaflet.markercluster) and styles are a chunk loaded when a reader opens the map, never
 * part of a page's first load (docs/near-me.md). Read from the built manifest: the site's entry and every page a
 * route loads, with all they import statically, must hold none of it. Checked by content, so a build that moved
 * Leaflet into a chunk the pages share would fail here too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDir } from '../../helpers/browser.ts';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const manifest = () => {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error('dist/web/.vite/manifest.json is missing: run npx vite build');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Chunk>;
};

/** Markers of Leaflet's code and of its plug-in's, and of their styles. */
const mapCode = ['MarkerClusterGroup', 'leaflet-container'];
const mapStyles = ['.leaflet-container', '.marker-cluster'];

const text = (file: string) => fs.readFileSync(path.join(webDir, file), 'utf8');

/** Every file `keys` load at once: their chunks, what those import statically, and their styles. */
const firstLoad = (chunks: Record<string, Chunk>, keys: string[]) => {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const style of chunk.css ?? []) files.add(style);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...files];
};

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
