import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { createReferenceChecks } from '../../../src/server/crud/reference-checks.ts';
import { createRowAccess } from '../../../src/server/crud/row-access.ts';
import { openScratchTables } from '../../helpers/scratch-tables.ts';
import { seededPermissions } from '../../helpers/seeded-permissions.ts';
import { editor, otherVendor, vendor } from './people.ts';

const shops = getResource('shop/shops');
const products = getResource('shop/products');
const cart = getResource('shop/cart');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;
let checkReferences: ReturnType<typeof createReferenceChecks>;
const ids: Record<string, number> = {};

const add = async (name: string, table: string, values: Record<string, unknown>) => {
  ids[name] = (await scratch.db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
};

beforeAll(async () => {
  scratch = await openScratchTables([shops, products]);
  checkReferences = createReferenceChecks(scratch.db, createRowAccess(scratch.db, seededPermissions()));
  await add('own pending shop', shops.table, { name: 'Mine', owner_id: vendor.id, moderation: 'pending' });
  await add('others approved shop', shops.table, { name: 'Theirs', owner_id: otherVendor.id, moderation: 'approved' });
  await add('others pending shop', shops.table, { name: 'Hidden', owner_id: otherVendor.id, moderation: 'pending' });
  await add('pending product', products.table, { name: 'Pen', shop_id: ids['own pending shop'], owner_id: vendor.id, moderation: 'pending' });
});
afterAll(() => scratch.close());

const refusal = (field: string, message: RegExp) => expect.objectContaining({ statusCode: 400, errors: { [field]: expect.stringMatching(message) } });

it('lets an owner point a product at their own shop, even one waiting for review', async () => {
  await expect(checkReferences(vendor, products, { shop_id: ids['own pending shop'] })).resolves.toBeUndefined();
});

it('refuses a reference to a row that does not exist, or that the writer may not see, alike', async () => {
  await expect(checkReferences(vendor, products, { shop_id: 999 })).rejects.toEqual(refusal('shop_id', /no shop with id 999/));
  await expect(checkReferences(vendor, products, { shop_id: ids['others pending shop'] })).rejects.toEqual(refusal('shop_id', /no shop with id/));
});

it("refuses a parent the writer does not own, unless they are the parent's staff", async () => {
  await expect(checkReferences(vendor, products, { shop_id: ids['others approved shop'] })).rejects.toEqual(
    refusal('shop_id', /: choose a shop of your own\.$/),
  );
  await expect(checkReferences(editor, products, { shop_id: ids['others approved shop'] })).resolves.toBeUndefined();
});

it('refuses to cart a product waiting for review, even its own', async () => {
  await expect(checkReferences(vendor, cart, { product_id: ids['pending product'] })).rejects.toEqual(refusal('product_id', /waiting for review/));
});

it('leaves fields that are no reference, and empty references, alone', async () => {
  await expect(checkReferences(vendor, products, { name: 'Pen', shop_id: null })).resolves.toBeUndefined();
});
