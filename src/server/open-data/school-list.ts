/**
 * Reads the Ministry of Education's list of schools (open-data/kenya-schools-moe-2016.csv.gz, docs/data-sources.md)
 * into listings of institutions/schools, cleaning as it goes: names tidied (school-names.ts), the level and
 * public/private mapped to the registry's choices, the county read or found from the point (county-finder.ts), and
 * a point outside Kenya left out.
 */
import { cbcLevels, regionOf } from '../../registry/choices.ts';
import { openSources, type OpenSource } from '../../registry/provenance-fields.ts';
import { countyNamed, type CountyFinder } from './county-finder.ts';
import { csvRecords } from './csv-records.ts';
import { inKenya } from './kenya-bounds.ts';
import type { Issue, ListRow, ReadList } from './list-rows.ts';
import { tidyName } from './school-names.ts';

const columns = ['code', 'school_name', 'level', 'status', 'county', 'sub_county', 'ward', 'x_coord', 'y_coord', 'source'] as const;

/**
 * The list's two levels as CBC levels: a primary school of 2016 taught standards 1 to 8 and now teaches grades 1 to
 * 6 (its junior secondary classes are added by its owner when it has them); a secondary school of 2016 is a senior
 * secondary school now.
 */
const levels: Record<string, (typeof cbcLevels)[number]> = { primary: 'Primary', secondary: 'Senior Secondary' };
const publicOrPrivate: Record<string, boolean> = { public: true, private: false };

/** "Ministry of Education, 2016" → the source and its year; a source the registry does not know is refused. */
const sourceOf = (text: string): { source: OpenSource; year: number } | null => {
  const source = openSources.find((name) => text.toLowerCase().startsWith(name.toLowerCase()));
  const year = /(\d{4})\D*$/.exec(text)?.[1];
  return source && year ? { source, year: Number(year) } : null;
};

const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Refuses a file that is not this list at all (another CSV, a truncated download) before any row is looked at. */
const columnIndexes = (header: string[]) => {
  const at = Object.fromEntries(columns.map((name) => [name, header.indexOf(name)])) as Record<(typeof columns)[number], number>;
  const missing = columns.filter((name) => at[name] < 0);
  if (missing.length) throw new Error(`this is not the Ministry of Education's list of schools: it has no column ${missing.join(', ')}.`);
  return at;
};

export const readSchoolList = (text: string, finder: CountyFinder): ReadList => {
  const records = csvRecords(text);
  const header = records.next();
  if (header.done) throw new Error('the file is empty.');
  const at = columnIndexes(header.value.fields.map((name) => name.trim().toLowerCase()));
  const rows: ListRow[] = [];
  const issues: Issue[] = [];
  let read = 0;
  let located = 0;
  for (const { line, fields } of records) {
    read++;
    const cell = (name: (typeof columns)[number]) => words(fields[at[name]]);
    const refuse = (field: string, reason: string) => issues.push({ line, field, reason, refused: true });
    const note = (field: string, reason: string) => issues.push({ line, field, reason, refused: false });
    const provenance = sourceOf(cell('source'));
    const level = levels[cell('level').toLowerCase()];
    if (!cell('code')) refuse('code', 'the row has no code, so a later list could not find it again.');
    if (!provenance) refuse('source', `"${cell('source')}" is not a list ElimuHub knows (${openSources.join(', ')}) with a year.`);
    if (!level) refuse('level', `"${cell('level')}" is not a level of the list (Primary or Secondary).`);
    if (!cell('code') || !provenance || !level) continue;

    const [lon, lat] = [Number(cell('x_coord')), Number(cell('y_coord'))];
    const given = cell('x_coord') !== '' && cell('y_coord') !== '' && Number.isFinite(lat) && Number.isFinite(lon);
    const point = given && inKenya(lat, lon);
    if (!given && (cell('x_coord') || cell('y_coord')))
      note('x_coord', `"${cell('y_coord')}, ${cell('x_coord')}" are not coordinates; the school is kept without a location.`);
    else if (given && !point) note('x_coord', `the point ${lat}, ${lon} is outside Kenya; the school is kept without a location.`);

    let county = countyNamed(cell('county'));
    if (!county && point) {
      county = finder.near(lat, lon, cell('ward'));
      located++;
    } else if (!county) note('county', `"${cell('county')}" is not one of the 47 counties and there is no point to find it from; kept without a county.`);

    const status = cell('status').toLowerCase();
    if (status && !(status in publicOrPrivate)) note('status', `"${cell('status')}" is neither Public nor Private; left unsaid.`);
    const place = [cell('ward') && `${cell('ward')} ward`, cell('sub_county') && `${cell('sub_county')} sub-county`].filter(Boolean).join(', ');
    rows.push({
      line,
      ...provenance,
      id: cell('code'),
      values: {
        name: tidyName(cell('school_name')),
        cbc_levels: [level],
        // The 2007 rows do not say; the registry's default (public) would be a guess.
        is_public: publicOrPrivate[status] ?? null,
        county,
        region: county ? regionOf[county] : null,
        physical_address: place || null,
        gps_coordinates: point ? `${lat}, ${lon}` : null,
      },
    });
  }
  return { rows, issues, read, located };
};
