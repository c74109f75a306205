import { expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { actionRefused, rowNotFound } from '../../../src/server/crud/refusals.ts';
import { vendor } from './people.ts';

it('refuses an action a resource does not offer with a 405, else a member with a 403 and a visitor with a 401', () => {
  const auditLog = getResource('auth/audit-log');
  const shops = getResource('shop/shops');
  expect(actionRefused(vendor, auditLog, 'create').statusCode).toBe(405);
  expect(actionRefused(vendor, shops, 'delete')).toMatchObject({ statusCode: 403, message: 'Your account may not delete shops.' });
  expect(actionRefused(null, shops, 'list')).toMatchObject({ statusCode: 401, message: 'Please sign in to see shops.' });
  expect(rowNotFound(shops, 7)).toMatchObject({ statusCode: 404, message: 'Shop 7 was not found.' });
});
