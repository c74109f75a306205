import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { createListStatements } from '../../../src/server/crud/list-statements.ts';
import { parseListQuery } from '../../../src/server/crud/query.ts';
import { createRowAccess } from '../../../src/server/crud/row-access.ts';
import { openScratchTables } from '../../helpers/scratch-tables.ts';
import { seededPermissions } from '../../helpers/seeded-permissions.ts';
import { otherVendor, vendor } from './people.ts';

const shops = getResource('shop/shops');
const categories = getResource('jobs/categories');
const applications = getResource('jobs/applications');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;
let lists: ReturnType<typeof createListStatements>;

beforeAll(async () => {
  scratch = await openScratchTables([]);
  const permissions = seededPermissions();
  lists = createListStatements(scratch.dialect, permissions, createRowAccess(scratch.db, permissions));
});
afterAll(() => scratch.close());

const query = (values: Record<string, string>) => parseListQuery(shops, { _start: '0', _end: '20', ...values });

it("compiles a shape of list once and binds each request's values into it, as a fresh compile would", () => {
  const first = lists.compiledList(vendor, shops, query({ county: 'Nairobi' }));
  const second = lists.compiledList(otherVendor, shops, query({ county: 'Kiambu', _start: '20', _end: '40' }));
  expect(second.page.query).toBe(first.page.query);
  const fresh = lists.builtList(otherVendor, shops, query({ county: 'Kiambu', _start: '20', _end: '40' }));
  expect([second.page.sql, second.page.parameters]).toEqual([fresh.page.compile().sql, fresh.page.compile().parameters]);
  expect(second.page.parameters).toEqual(expect.arrayContaining(['Kiambu', otherVendor.id]));
});

it('compiles another shape apart: another filter, another number of values, a visitor', () => {
  const nairobi = lists.compiledList(vendor, shops, query({ county: 'Nairobi' })).page;
  for (const other of [
    lists.compiledList(vendor, shops, query({ wholesale_region: 'Coast' })),
    lists.compiledList(vendor, shops, parseListQuery(shops, { county: ['Nairobi', 'Kiambu'] })),
    lists.compiledList(null, shops, query({ county: 'Nairobi' })),
  ])
    expect(other.page.query).not.toBe(nairobi.query);
});

it('asks the public page apart from the reader’s own rows only where a reader has rows the public does not see', () => {
  expect(lists.compiledList(vendor, shops, query({})).publicPage).toBeDefined();
  expect(lists.compiledList(null, categories, parseListQuery(categories, {})).publicPage).toBeUndefined();
});

it('refuses a query on a field the reader may not see before building anything', () => {
  expect(() => lists.compiledList(vendor, applications, parseListQuery(applications, { owner_id: String(otherVendor.id) }))).toThrow(
    expect.objectContaining({ statusCode: 400 }),
  );
});

it('searches only with words, and only a resource that declares what to search', async () => {
  await expect(lists.searchCandidates(shops, query({}))).resolves.toBeUndefined();
  await expect(lists.searchCandidates(getResource('shop/cart'), parseListQuery(getResource('shop/cart'), { q: 'pens' }))).rejects.toMatchObject({
    statusCode: 400,
  });
});

it("gives a count's parts: the reader's rows and each filter's condition by field", async () => {
  const parts = await lists.countParts(null, shops, query({ county: 'Nairobi', wholesale_region: 'Coast' }));
  expect(parts.visible).not.toBeNull();
  expect(parts.filters.map(({ filter }) => filter.field)).toEqual(['county', 'wholesale_region']);
});
