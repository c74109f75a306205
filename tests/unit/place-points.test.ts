/** Places to search near (src/server/places/place-finder.ts) are in Kenya, and a county's point within the county. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPlaceFinder } from '../../src/server/places/place-finder.ts';
import { inKenya } from '../../src/server/open-data/kenya-bounds.ts';

const find = createPlaceFinder(path.resolve('open-data'));

describe('places to search near', () => {
  it('leave out wards the list gives no centroid, so none is at 0, 0', () => {
    for (const text of ['Mwiki', 'Ngei', 'Kahawa', 'Gatongora', 'Mwihoko'])
      for (const place of find(text)) expect(inKenya(place.lat, place.lng), `${place.name}`).toBe(true);
  });

  it("put a county's point within the county", () => {
    const [nairobi] = find('Nairobi');
    expect(nairobi).toMatchObject({ name: 'Nairobi', kind: 'county' });
    expect(nairobi!.lat).toBeGreaterThan(-1.45);
    expect(nairobi!.lat).toBeLessThan(-1.16);
    expect(nairobi!.lng).toBeGreaterThan(36.66);
    expect(nairobi!.lng).toBeLessThan(37.1);
    const [kiambu] = find('Kiambu');
    expect(kiambu!.lng).toBeGreaterThan(36.5);
    expect(kiambu!.lng).toBeLessThan(37.4);
  });
});
