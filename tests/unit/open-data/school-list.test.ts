/**
 * Reading the Ministry of Education's list of schools, with no database: names tidied, levels and public/private
 * mapped, counties read or found from the point, a point outside Kenya left out, and every problem named by its row.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCountyFinder } from '../../../src/server/open-data/county-finder.ts';
import { csvRecords } from '../../../src/server/open-data/csv-records.ts';
import { readSchoolList } from '../../../src/server/open-data/school-list.ts';
import { tidyName } from '../../../src/server/open-data/school-names.ts';
import { nameKey } from '../../../src/server/open-data/name-key.ts';

const root = path.join(import.meta.dirname, '../../..');
const fixture = fs.readFileSync(path.join(root, 'tests/fixtures/open-data/schools-2016.csv'), 'utf8');
const finder = loadCountyFinder(path.join(root, 'open-data'));
const list = readSchoolList(fixture, finder);
const row = (id: string) => list.rows.find((r) => r.id === id)?.values;

describe('the list of schools, read', () => {
  it('counts every row and refuses those it cannot load, naming the line, the field and why', () => {
    expect(list.read).toBe(8);
    expect(list.rows.map((r) => r.id)).toEqual(['101', '102', '103', '104', '105', '107']);
    const refused = list.issues.filter((issue) => issue.refused);
    expect(refused).toEqual([
      { line: 7, field: 'level', reason: expect.stringContaining('"College" is not a level'), refused: true },
      // The row with a line break in a quoted field starts on line 8, so the next starts on line 10.
      { line: 10, field: 'code', reason: expect.stringContaining('no code'), refused: true },
    ]);
  });

  it('writes names in capitals in title case, keeping sponsors’ initials and St.', () => {
    expect(row('101')!.name).toBe('Alliance High');
    expect(row('102')!.name).toBe('PCEA Muthure Primary');
    expect(row('107')!.name).toBe("St. Mary's Girls, Kisumu");
    expect(tidyName('A.i.c Kabartonjo')).toBe('A.I.C Kabartonjo');
    expect(tidyName("MANG'U HIGH")).toBe("Mang'u High");
    expect(tidyName('Aic Tenai Pri')).toBe('AIC Tenai Pri');
  });

  it('maps levels and public or private to the registry’s choices, leaving unsaid what the row does not say', () => {
    expect(row('101')).toMatchObject({ cbc_levels: ['Senior Secondary'], is_public: true });
    expect(row('102')).toMatchObject({ cbc_levels: ['Primary'], is_public: true });
    expect(row('105')).toMatchObject({ is_public: false });
    expect(row('103')).toMatchObject({ is_public: null });
  });

  it('reads a county however spelt, and finds an old name’s or a blank one’s from the point', () => {
    expect(row('107')).toMatchObject({ county: 'Elgeyo-Marakwet', region: 'Rift Valley' });
    expect(row('103')).toMatchObject({ county: 'Nairobi', region: 'Nairobi' });
    expect(row('104')).toMatchObject({ county: 'Kitui', region: 'Eastern' });
    expect(list.located).toBe(2);
  });

  it('keeps a school whose point is outside Kenya, without a location, and says so', () => {
    expect(row('105')).toMatchObject({ name: 'Far Away Academy', county: 'Mombasa', gps_coordinates: null });
    expect(list.issues).toContainEqual({ line: 6, field: 'x_coord', reason: expect.stringContaining('outside Kenya'), refused: false });
    expect(row('101')!.gps_coordinates).toBe('-1.2444, 36.6726');
  });

  it('keeps the ward and sub-county as the address, on one line', () => {
    expect(row('107')!.physical_address).toBe('Cherang’any/ Chebororwa ward, Marakwet West sub-county');
  });

  it('refuses a file that is not the list', () => {
    expect(() => readSchoolList('name,county\nAlliance,Kiambu\n', finder)).toThrow(/no column code/);
    expect(() => readSchoolList('', finder)).toThrow(/empty/);
  });
});

describe('CSV records', () => {
  it('reads quoted commas, doubled quotes and line breaks, with the line each record starts on', () => {
    expect([...csvRecords('a,b\r\n"x, ""y""","1\n2"\n\nlast,\n')]).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, "y"', '1\n2'] },
      { line: 5, fields: ['last', ''] },
    ]);
  });
});

describe('name keys', () => {
  it('find a school a person listed under its full name', () => {
    expect(nameKey('Alliance High School')).toBe(nameKey('Alliance High'));
    expect(nameKey("Starehe Boys' Centre and School")).toBe(nameKey('Starehe Boys Centre'));
    expect(nameKey('The Kenya High School')).toBe(nameKey('Kenya High Sch.'));
    expect(nameKey('Alliance Girls High School')).not.toBe(nameKey('Alliance High'));
  });
});
