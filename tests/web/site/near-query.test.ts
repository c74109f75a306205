/** "Near me" in a directory's address (src/web/site/near/near-query.ts) and the distance a card shows. */
import { describe, expect, it } from 'vitest';
import { nearFilters, nearFrom, nearParams } from '../../../src/web/site/near/near-query.ts';
import { distanceText } from '../../../src/web/site/near/distance-text.ts';
import { makeSay } from '../../../src/web/common/say.ts';
import { messages as en } from '../../../src/locales/site/en.ts';
import { messages as sw } from '../../../src/locales/site/sw.ts';

describe('near in the address', () => {
  it('reads a point, a distance and a place, with 25 km when no distance is given', () => {
    expect(nearFrom(new URLSearchParams('near=-1.29,36.82&radius_km=10&place=Nairobi&_sort=distance'))).toEqual({
      lat: -1.29,
      lng: 36.82,
      radiusKm: 10,
      place: 'Nairobi',
    });
    expect(nearFrom(new URLSearchParams('near=0.5,35.27'))).toEqual({ lat: 0.5, lng: 35.27, radiusKm: 25, place: '' });
  });

  it('reads no point from what is not two numbers on the Earth', () => {
    for (const text of ['', 'nairobi', '-1.29', '-1.29,36.82,4', '91,36', '-1,181', '1e2,3', ' , '])
      expect(nearFrom(new URLSearchParams({ near: text })), text).toBeNull();
    expect(nearFrom(new URLSearchParams('radius_km=10'))).toBeNull();
  });

  it('writes a point to about 100 m, nearest first, and sends the API only the point and the distance', () => {
    const params = nearParams({ lat: -1.286389, lng: 36.817223 }, 10, 'Nairobi');
    expect(params).toEqual({ near: '-1.286,36.817', radius_km: '10', place: 'Nairobi', _sort: 'distance' });
    expect(nearFilters(nearFrom(new URLSearchParams(params))!)).toEqual({ near: '-1.286,36.817', radius_km: '10' });
  });
});

describe('a distance in words', () => {
  it('is metres under a kilometre, one decimal to 10 km, then whole kilometres, in either language', () => {
    const say = makeSay('en', en);
    expect(distanceText(say, 0.004)).toBe('10 m away');
    expect(distanceText(say, 0.347)).toBe('350 m away');
    expect(distanceText(say, 1.234)).toBe('1.2 km away');
    expect(distanceText(say, 37.4)).toBe('37 km away');
    expect(distanceText(makeSay('sw', sw), 1.25)).toBe('umbali wa km 1.3');
  });
});
