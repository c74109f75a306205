import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { createRowAccess } from '../../../src/server/crud/row-access.ts';
import { openScratchTables } from '../../helpers/scratch-tables.ts';
import { seededPermissions } from '../../helpers/seeded-permissions.ts';
import { admin, editor, otherVendor, vendor } from './people.ts';

const shops = getResource('shop/shops');
const cart = getResource('shop/cart');
const faqs = getResource('support/faqs');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;
let access: ReturnType<typeof createRowAccess>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  scratch = await openScratchTables([shops]);
  access = createRowAccess(scratch.db, seededPermissions());
  for (const [name, owner, moderation] of [
    ['approved', vendor.id, 'approved'],
    ['pending', vendor.id, 'pending'],
    ['others', otherVendor.id, 'pending'],
  ] as const) {
    const row = await scratch.db.insertInto(shops.table).values({ name, owner_id: owner, moderation }).returning('id').executeTakeFirstOrThrow();
    ids[name] = row.id as number;
  }
});
afterAll(() => scratch.close());

const visibleNames = async (user: typeof vendor | null) => {
  const visible = access.visibility(user, shops, 'list');
  let query = scratch.db.selectFrom(shops.table).select('name').orderBy('id');
  if (visible) query = query.where(visible);
  return (await query.execute()).map((row) => row.name);
};

describe('which rows a reader sees', () => {
  it('shows every row of a public resource, and every row to staff, with no condition', () => {
    expect(access.audience(null, faqs, 'list')).toBeNull();
    expect(access.audience(editor, shops, 'list')).toBeNull();
  });

  it('shows a visitor the approved rows, and a member those and their own', async () => {
    expect(await visibleNames(null)).toEqual(['approved']);
    expect(await visibleNames(vendor)).toEqual(['approved', 'pending']);
    expect(await visibleNames(otherVendor)).toEqual(['approved', 'others']);
  });

  it('refuses a private resource to a visitor with a 401', () => {
    expect(() => access.audience(null, cart, 'list')).toThrow(expect.objectContaining({ statusCode: 401 }));
  });
});

describe('one row', () => {
  it('loads a row the reader may see, and answers 404 for one they may not', async () => {
    expect((await access.loadVisible(vendor, shops, ids.pending!)).name).toBe('pending');
    await expect(access.loadVisible(otherVendor, shops, ids.pending!)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('says as whom a writer changes a row: staff as anyone, an owner as its owner, anyone else not at all', async () => {
    expect(await access.authorise(admin, shops, 'update', ids.others!)).toBe('any');
    expect(await access.authorise(vendor, shops, 'update', ids.pending!)).toEqual(['own']);
    await expect(access.authorise(vendor, shops, 'update', ids.others!)).rejects.toMatchObject({ statusCode: 403 });
    await expect(access.authorise(null, shops, 'delete', ids.others!)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('counts editors and admins as staff of a listing, never its owner', () => {
    expect([admin, editor, vendor].map((user) => access.isStaffFor(user, shops))).toEqual([true, true, false]);
  });
});
