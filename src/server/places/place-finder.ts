/**
 * Places a person may type to search near (`GET /api/places?q=`): Kenya's 47 counties and 1 450 wards from the
 * IEBC's ward centroids (open-data/kenya-wards.json), a county's point being the mean of its wards'. The file names
 * no constituency, and the directory's towns (institutions/locations) carry no point, so neither is offered.
 *
 * A place matches when its name, or a word of it, starts with what was typed, ignoring case, accents and
 * punctuation ("murang" finds Murang'a, "umoja" finds Lanet/Umoja). Whole-name matches come first, then counties
 * before wards, then the shorter name.
 */
import { counties } from '../../registry/choices.ts';
import { maxPlaces, type Place, type PlaceKind } from '../../registry/place.ts';
import { readWards } from '../open-data/kenya-wards.ts';
import { inKenya } from '../open-data/kenya-bounds.ts';

/** Letters and digits only, lower case, without accents or apostrophes; words one space apart. */
export const placeKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** "LANET/UMOJA" as "Lanet/Umoja", "MURANG'A" as "Murang'a". */
const titled = (name: string) => name.toLowerCase().replace(/(^|[\s/-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

const kindOrder: Record<PlaceKind, number> = { county: 0, town: 1, constituency: 2, ward: 3 };

interface Entry {
  place: Place;
  key: string;
}

export const createPlaceFinder = (openDataDir: string) => {
  // A few wards of the list have no centroid (0, 0, in the Gulf of Guinea): they are no place to be near, and would
  // pull their county's mean point far off (Kiambu's into Uganda).
  const wards = readWards(openDataDir).filter((ward) => inKenya(ward.lat, ward.lng));
  const countyPlaces: Place[] = counties.map((county) => {
    const own = wards.filter((ward) => ward.county === county);
    const mean = (pick: (ward: (typeof own)[number]) => number) => Math.round((own.reduce((sum, ward) => sum + pick(ward), 0) / own.length) * 1e6) / 1e6;
    return { name: county, kind: 'county', county, lat: mean((ward) => ward.lat), lng: mean((ward) => ward.lng) };
  });
  const wardPlaces: Place[] = wards.map((ward) => ({ name: titled(ward.name), kind: 'ward', county: ward.county, lat: ward.lat, lng: ward.lng }));
  const entries: Entry[] = [...countyPlaces, ...wardPlaces].map((place) => ({ place, key: placeKey(place.name) }));

  return (text: string): Place[] => {
    const typed = placeKey(text);
    if (!typed) return [];
    const ranked: [number, number, number, Entry][] = [];
    for (const entry of entries) {
      const whole = entry.key.startsWith(typed);
      if (!whole && !entry.key.includes(` ${typed}`)) continue;
      ranked.push([entry.key === typed ? 0 : whole ? 1 : 2, kindOrder[entry.place.kind], entry.key.length, entry]);
    }
    ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3].key.localeCompare(b[3].key));
    return ranked.slice(0, maxPlaces).map(([, , , entry]) => entry.place);
  };
};
