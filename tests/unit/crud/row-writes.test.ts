import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import type { HookMap } from '../../../src/server/crud/hooks.ts';
import { createRowAccess } from '../../../src/server/crud/row-access.ts';
import { createRowDecoder } from '../../../src/server/crud/row-decoder.ts';
import { createRowWrites } from '../../../src/server/crud/row-writes.ts';
import { createWriteTransaction } from '../../../src/server/crud/write-transaction.ts';
import { openScratchTables } from '../../helpers/scratch-tables.ts';
import { seededPermissions } from '../../helpers/seeded-permissions.ts';
import { otherVendor, vendor } from './people.ts';

const shops = getResource('shop/shops');
const auditLog = getResource('auth/audit-log');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;
let writes: ReturnType<typeof createRowWrites>;
/** Set by a test: what the shops' beforeUpdate hook does inside the write (it may change the row meanwhile). */
let beforeUpdate: (id: number, db: typeof scratch.db) => Promise<void> = async () => undefined;
const hooks: HookMap = {
  'shop/shops': [
    {
      beforeCreate: (values) => void (values.tagline ??= 'Filled by a hook'),
      beforeUpdate: (_values, before, { db }) => beforeUpdate(before.id as number, db),
    },
  ],
};

beforeAll(async () => {
  scratch = await openScratchTables([shops, auditLog]);
  const permissions = seededPermissions();
  const access = createRowAccess(scratch.db, permissions);
  const transaction = createWriteTransaction(scratch.dialect, hooks);
  writes = createRowWrites({ db: scratch.db, hooks, permissions, access, transaction, decodeRow: createRowDecoder((name) => name) });
});
afterAll(() => scratch.close());

const stored = (id: number) => scratch.db.selectFrom(shops.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

it("creates a row owned by its writer, waiting for review, with the hooks' values, and audits it", async () => {
  const shop = await writes.create(vendor, shops, { name: 'Baraka Books', moderation: 'approved' });
  expect(shop).toMatchObject({ name: 'Baraka Books', owner_id: vendor.id, moderation: 'pending', tagline: 'Filled by a hook' });
  expect(
    await scratch.db
      .selectFrom(auditLog.table)
      .select(['action', 'record_id'])
      .where('record_id', '=', shop.id as number)
      .execute(),
  ).toEqual([{ action: 'create', record_id: shop.id }]);
  await expect(writes.create(null, shops, { name: 'Anonymous' })).rejects.toMatchObject({ statusCode: 401 });
});

it("holds an owner's edit of an approved row for review, leaving the public version as it was", async () => {
  const { id } = await writes.create(vendor, shops, { name: 'Amani Stationers' });
  await scratch.db
    .updateTable(shops.table)
    .set({ moderation: 'approved' })
    .where('id', '=', id as number)
    .execute();
  const answered = await writes.update(vendor, shops, id as number, { tagline: 'Pens and paper' });
  expect(answered.tagline).toBe('Pens and paper');
  const row = await stored(id as number);
  expect(row).toMatchObject({ tagline: 'Filled by a hook', moderation: 'approved', revised: 1 });
  expect(JSON.parse(String(row.revision)).changes).toEqual({ tagline: 'Pens and paper' });
});

it('makes an edit again when another write changed the waiting changes between reading and writing', async () => {
  const { id } = await writes.create(vendor, shops, { name: 'Chui Uniforms' });
  await scratch.db
    .updateTable(shops.table)
    .set({ moderation: 'approved' })
    .where('id', '=', id as number)
    .execute();
  let tries = 0;
  beforeUpdate = async (row, db) => {
    tries += 1;
    // The first try's transaction sees another edit's changes appear (and rolls back with them).
    if (tries === 1)
      await db
        .updateTable(shops.table)
        .set({ revision: JSON.stringify({ changes: {}, by: 0, at: '' }) })
        .where('id', '=', row)
        .execute();
  };
  try {
    await writes.update(vendor, shops, id as number, { tagline: 'Blazers' });
  } finally {
    beforeUpdate = async () => undefined;
  }
  expect(tries).toBe(2);
  expect(JSON.parse(String((await stored(id as number)).revision)).changes).toEqual({ tagline: 'Blazers' });
});

it("refuses an edit of another member's row, and answers a row removed twice with 404 the second time", async () => {
  const { id } = await writes.create(vendor, shops, { name: 'Dunia Supplies' });
  await expect(writes.update(otherVendor, shops, id as number, { tagline: 'Mine now' })).rejects.toMatchObject({ statusCode: 404 });
  expect(await writes.remove(vendor, shops, id as number)).toMatchObject({ name: 'Dunia Supplies' });
  await expect(writes.remove(vendor, shops, id as number)).rejects.toMatchObject({ statusCode: 404 });
});
