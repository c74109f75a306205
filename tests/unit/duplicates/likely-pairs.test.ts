/** The duplicates rule on its own: the same name key within 300 m, or in the same ward of the same county. */
import { expect, it } from 'vitest';
import { likelyPairs, maxPartners, metresBetween, pointOf, wardOf, type Placed } from '../../../src/server/duplicates/likely-pairs.ts';

const listing = (id: number, name: string, extra: Partial<Placed> = {}): Placed => ({
  id,
  name,
  county: 'Kakamega',
  gps_coordinates: null,
  physical_address: null,
  ...extra,
});

it('reads points and wards as the import writes them', () => {
  expect(pointOf('-1.2921, 36.8219')).toEqual({ lat: -1.2921, lng: 36.8219 });
  expect(pointOf('somewhere')).toBeNull();
  expect(pointOf('91, 36')).toBeNull();
  expect(wardOf({ county: 'Nairobi', physical_address: 'Kileleshwa ward, Westlands sub-county' })).toBe('Nairobi|kileleshwa');
  expect(wardOf({ county: 'Nairobi', physical_address: 'Along Ngong Road' })).toBeNull();
  // A degree of latitude is about 111 km.
  expect(metresBetween({ lat: 0, lng: 36 }, { lat: 1, lng: 36 })).toBeGreaterThan(110_000);
});

it('pairs names that read the same within 300 m, or in one ward of one county, once each', () => {
  const pairs = likelyPairs([
    listing(1, 'City Pri. Sch.', { gps_coordinates: '-1.2800, 36.8200' }),
    listing(2, 'City Pri Sch', { gps_coordinates: '-1.2820, 36.8200' }),
    listing(3, 'City Pri Sch', { gps_coordinates: '-1.2900, 36.8200' }),
    listing(4, 'Kimangeti Girls Sec Sch', { physical_address: 'Shieywe ward, Lurambi sub-county', gps_coordinates: '0.28, 34.75' }),
    listing(5, 'Kimangeti Girls Secondary School', { physical_address: 'Shieywe ward', gps_coordinates: '0.2801, 34.75' }),
    listing(6, 'Kimangeti Girls', { county: 'Bungoma', physical_address: 'Shieywe ward' }),
    // A primary and a secondary school of one name on one compound are two schools.
    listing(9, 'Bekibon', { cbc_levels: 'Primary', gps_coordinates: '0.5, 35.5' }),
    listing(10, 'Bekibon Secondary School', { cbc_levels: 'Senior Secondary', gps_coordinates: '0.5, 35.5' }),
    listing(11, 'Bekibon Sec', { gps_coordinates: '0.5, 35.5' }),
    listing(7, 'High School'),
    listing(8, 'Secondary School'),
  ]);
  expect(pairs.map(({ first, second, reason }) => [first, second, reason])).toEqual([
    [1, 2, 'near'],
    [4, 5, 'near'],
    [9, 11, 'near'],
    [10, 11, 'near'],
  ]);
});

it('pairs a listing with at most so many of one name at one place, so a flood of them stays a few pairs each', () => {
  const flood = Array.from({ length: 1400 }, (_, i) => listing(i + 1, 'Bomb School', { gps_coordinates: '-1.3, 36.8', physical_address: 'Kilimani ward' }));
  const pairs = likelyPairs(flood);
  expect(pairs.length).toBeLessThanOrEqual(2 * maxPartners * flood.length);
  const partners = new Map<number, number>();
  for (const { first, second } of pairs) for (const id of [first, second]) partners.set(id, (partners.get(id) ?? 0) + 1);
  // Everyone is still on the desk with someone, to merge one by one.
  expect(partners.size).toBe(flood.length);
  // A few listings, as ever, make every pair.
  expect(likelyPairs(flood.slice(0, maxPartners + 1))).toHaveLength(((maxPartners + 1) * maxPartners) / 2);
});
