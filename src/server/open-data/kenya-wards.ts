/** Kenya's 1 450 wards with their county and centroid (open-data/kenya-wards.json, docs/data-sources.md). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countyNamed } from './county-finder.ts';
import type { County } from '../../registry/choices.ts';

export interface Ward {
  /** As the IEBC spells it, in capitals ("KIKUYU", "LANET/UMOJA"). */
  name: string;
  county: County;
  lat: number;
  lng: number;
}

export const readWards = (openDataDir: string): Ward[] =>
  (JSON.parse(readFileSync(path.join(openDataDir, 'kenya-wards.json'), 'utf8')) as [string, string, number, number][]).map(([name, county, lat, lng]) => {
    const found = countyNamed(county);
    if (!found) throw new Error(`kenya-wards.json names "${county}", which is not one of the 47 counties.`);
    return { name: name.trim(), county: found, lat, lng };
  });
