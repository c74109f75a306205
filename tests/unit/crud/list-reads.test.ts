import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { createListReads } from '../../../src/server/crud/list-reads.ts';
import { createListStatements } from '../../../src/server/crud/list-statements.ts';
import { parseListQuery } from '../../../src/server/crud/query.ts';
import { createRowAccess } from '../../../src/server/crud/row-access.ts';
import { createRowDecoder } from '../../../src/server/crud/row-decoder.ts';
import { openScratchTables } from '../../helpers/scratch-tables.ts';
import { seededPermissions } from '../../helpers/seeded-permissions.ts';
import { editor, otherVendor, vendor } from './people.ts';

const shops = getResource('shop/shops');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;
let reads: ReturnType<typeof createListReads>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  scratch = await openScratchTables([shops, getResource('auth/users')]);
  const permissions = seededPermissions();
  const access = createRowAccess(scratch.db, permissions);
  reads = createListReads(
    scratch.dialect,
    access,
    createListStatements(scratch.dialect, permissions, access),
    createRowDecoder((name) => name),
  );
  for (const [name, owner, moderation] of [
    ['Amani Stationers', otherVendor.id, 'approved'],
    ['Baraka Books', vendor.id, 'pending'],
    ['Chui Uniforms', otherVendor.id, 'approved'],
    ['Dunia Supplies', otherVendor.id, 'rejected'],
  ] as const)
    ids[name] = (
      await scratch.db.insertInto(shops.table).values({ name, owner_id: owner, moderation, agents_for: 'Longhorn' }).returning('id').executeTakeFirstOrThrow()
    ).id as number;
});
afterAll(() => scratch.close());

const names = async (user: typeof vendor | null, values: Record<string, string> = {}) => {
  const { rows, total, capped } = await reads.find(user, shops, parseListQuery(shops, { _start: '0', _end: '2', ...values }));
  return { names: rows.map((row) => row.name), total, capped };
};

it("pages the rows a reader sees, with the total of them all, merging a member's own waiting rows in", async () => {
  expect(await names(null)).toEqual({ names: ['Amani Stationers', 'Chui Uniforms'], total: 2, capped: false });
  expect(await names(vendor)).toEqual({ names: ['Amani Stationers', 'Baraka Books'], total: 3, capped: false });
  expect(await names(editor, { _start: '2', _end: '4' })).toEqual({ names: ['Chui Uniforms', 'Dunia Supplies'], total: 4, capped: false });
});

it('answers each row as the API shows it, without the columns the query added for the view', async () => {
  const [row] = (await reads.find(vendor, shops, parseListQuery(shops, { _start: '0', _end: '1' }))).rows;
  expect(row).toMatchObject({ id: ids['Amani Stationers'], name: 'Amani Stationers', agents_for: 'Longhorn', pickup_points: null });
  expect(Object.keys(row!).filter((name) => name.startsWith('_'))).toEqual([]);
});

it('reads one row the reader may see, and answers 404 alike for one missing and one hidden', async () => {
  expect((await reads.findById(vendor, shops, ids['Baraka Books']!)).name).toBe('Baraka Books');
  await expect(reads.findById(null, shops, ids['Baraka Books']!)).rejects.toMatchObject({
    statusCode: 404,
    message: `Shop ${ids['Baraka Books']} was not found.`,
  });
  await expect(reads.findById(null, shops, 999)).rejects.toMatchObject({ statusCode: 404 });
});
