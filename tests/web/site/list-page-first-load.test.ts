/**
 * The home page and a directory list load no validation code on their first load (docs/benchmarks.md: JS on `/`
 * ≤ 150 KB gzip, on a filtered list ≤ 170 KB). The registry's field kinds bring zod, some 26 KB gzip; a page that
 * only needs a page size or a limit from the registry must get it from a module that does not import them
 * (registry/query-bounds.ts). Read from the built manifest, by content, like the map's chunk (map-chunk.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { firstLoad, manifest, text } from '../../helpers/site-chunks.ts';

/** An issue code only zod's own code holds. */
const zodMarker = 'invalid_type';
const holdsZod = (files: string[]) => files.filter((file) => file.endsWith('.js') && text(file).includes(zodMarker));

describe('validation code on the first load', () => {
  it('is where a page checks values: the comparison page', () => {
    expect(holdsZod(firstLoad(manifest(), ['site/compare/compare-page.tsx']))).not.toEqual([]);
  });

  it.each(['index.html', 'site/home/home-page.tsx', 'site/institutions/directory-page.tsx'])('is not in %s', (page) => {
    const chunks = manifest();
    expect(chunks[page], `${page} is a chunk of the build`).toBeDefined();
    expect(holdsZod(firstLoad(chunks, ['index.html', page]))).toEqual([]);
  });
});
