/**
 * The side menu is chosen from the grants at once (no query per entry): the entries a user may open, groups only
 * when something in them shows, and nothing at all before the grants are known.
 */
import type { TreeMenuItem } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { allowedEntries } from '../../../src/web/admin/layout/admin-sider.tsx';
import type { Grants } from '../../../src/web/admin/providers/grants.ts';
import { listAccess } from '../../../src/web/admin/providers/list-access.ts';

const grantsOf = (roles: string[], scopes: Record<string, string[]>, admin = false): Grants => ({
  userId: 7,
  roles,
  admin,
  scopes: new Map(Object.entries(scopes)),
});

const leaf = (name: string, parent?: string): TreeMenuItem =>
  ({ name, key: name, list: `/${name}`, meta: { parent }, children: [] }) as unknown as TreeMenuItem;
const group = (name: string, children: TreeMenuItem[]): TreeMenuItem => ({ name, key: name, meta: {}, children }) as unknown as TreeMenuItem;

const tree = [
  leaf('dashboard'),
  leaf('moderation'),
  group('Shop', [leaf('shop-orders', 'Shop'), leaf('shop/shops', 'Shop'), leaf('shop/products', 'Shop')]),
  group('Access', [leaf('auth/users', 'Access'), leaf('access-matrix', 'Access')]),
];
const names = (items: TreeMenuItem[]): string[] => items.flatMap((item) => [item.name, ...names(item.children)]);

describe('side menu from the grants', () => {
  it("gives an admin every entry but a vendor's own orders", () => {
    expect(names(allowedEntries(tree, grantsOf(['admin'], {}, true)))).toEqual(names(tree).filter((name) => name !== 'shop-orders'));
  });

  it('gives a vendor its shop and its orders, and drops a group with nothing in it', () => {
    const vendor = grantsOf(['vendor'], { 'shop/orders list': ['vendor'], 'shop/shops list': ['any'], 'shop/shops update': ['own'] });
    expect(names(allowedEntries(tree, vendor))).toEqual(['Shop', 'shop-orders', 'shop/shops']);
    expect(listAccess(vendor, 'Access')).toEqual({ can: false, reason: 'Nothing here for your account.' });
    expect(listAccess(vendor, 'dashboard').can).toBe(false);
    expect(listAccess(vendor, 'shop/products').can).toBe(false);
  });

  it('shows nothing before the grants are known', () => {
    expect(allowedEntries(tree, null)).toEqual([]);
  });
});
