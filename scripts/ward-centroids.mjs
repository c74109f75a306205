/**
 * Writes open-data/kenya-wards.json, Kenya's 1 450 wards with their county and centroid, from the npm package
 * `kenya` (MIT; its data is the IEBC's): `npm pack kenya@1.7.1 && tar xzf kenya-1.7.1.tgz`, then
 * `node scripts/ward-centroids.mjs package`. The import finds the county of a school whose file gives none, or an
 * old one, from these (src/server/open-data/county-finder.ts). Each line is [ward, county, latitude, longitude].
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/ward-centroids.mjs <unpacked kenya package>');
  process.exit(2);
}
const read = (name) => JSON.parse(readFileSync(path.join(dir, 'dist/json', name), 'utf8'));
const countyOf = new Map(read('kenyacounties.json').flatMap((county) => county.constituencies.map((c) => [c.code, county.name])));
// The IEBC's 48th "county" is its voters abroad, with no place in Kenya.
const wards = read('kenyaconstituencies.json')
  .filter((constituency) => countyOf.get(constituency.code) !== 'DIASPORA')
  .flatMap((constituency) => constituency.wards.map((ward) => [ward.name, countyOf.get(constituency.code), ward.center.lat, ward.center.lon]));
writeFileSync('open-data/kenya-wards.json', `[\n${wards.map((ward) => JSON.stringify(ward)).join(',\n')}\n]\n`);
console.log(`${wards.length} wards written to open-data/kenya-wards.json`);
