import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { filterCondition } from '../../../src/server/crud/filter-conditions.ts';
import { parseListQuery } from '../../../src/server/crud/query.ts';
import { openScratchTables } from '../../helpers/scratch-tables.ts';

const shops = getResource('shop/shops');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;

beforeAll(async () => {
  scratch = await openScratchTables([shops]);
  await scratch.db
    .insertInto(shops.table)
    .values([
      { name: 'Kamau Books', county: 'Nairobi', founded_year: 1998, agents_for: 'Pre-Primary, Longhorn' },
      { name: '100% Uniforms', county: 'Kiambu', founded_year: 2010, agents_for: 'Primary, Oxford' },
      { name: 'Duka_Moja', county: null, founded_year: 2021, agents_for: null },
    ])
    .execute();
});
afterAll(() => scratch.close());

/** The names of the shops the list query's filters keep, each filter a condition as a list would write it. */
const kept = async (query: Record<string, string | string[]>, unindexed = false) => {
  let select = scratch.db.selectFrom(shops.table).select('name').orderBy('id');
  for (const filter of parseListQuery(shops, query).filters) select = select.where(filterCondition(scratch.dialect, shops, filter, unindexed));
  return (await select.execute()).map((row) => row.name);
};

it('matches one value, or any of several', async () => {
  expect(await kept({ county: 'Kiambu' })).toEqual(['100% Uniforms']);
  expect(await kept({ county: ['Kiambu', 'Nairobi'] })).toEqual(['Kamau Books', '100% Uniforms']);
});

it('counts a row without the value as not equal to it', async () => {
  expect(await kept({ county_ne: 'Kiambu' })).toEqual(['Kamau Books', 'Duka_Moja']);
});

it('finds an item of a list, not a longer item that contains it', async () => {
  expect(await kept({ agents_for: 'Primary' })).toEqual(['100% Uniforms']);
  expect(await kept({ agents_for_ne: 'Primary' })).toEqual(['Kamau Books', 'Duka_Moja']);
});

it("matches a substring in any case, taking LIKE's wildcards literally", async () => {
  expect(await kept({ name_like: 'BOOKS' })).toEqual(['Kamau Books']);
  expect(await kept({ name_like: '0%' })).toEqual(['100% Uniforms']);
  expect(await kept({ name_like: 's%' })).toEqual([]);
  expect(await kept({ name_like: 'a_' })).toEqual(['Duka_Moja']);
});

it('keeps a range between its bounds, the same when the column is kept from the index', async () => {
  expect(await kept({ founded_year_gte: '2000', founded_year_lte: '2015' })).toEqual(['100% Uniforms']);
  expect(await kept({ founded_year_gte: '2000', founded_year_lte: '2015' }, true)).toEqual(['100% Uniforms']);
});
