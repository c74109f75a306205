/** The page a sign-in leads back to stays inside the admin, and is written once without the admin's base. */
import { expect, it } from 'vitest';
import { returnPath } from '../../../src/web/admin/screens/return-path.ts';

it('keeps a path inside the admin, without a doubled base', () => {
  expect(returnPath('/auth/users')).toBe('/auth/users');
  expect(returnPath('/admin/auth/users')).toBe('/auth/users');
  expect(returnPath('/admin')).toBe('/');
  expect(returnPath('/shop/orders?status=paid#top')).toBe('/shop/orders?status=paid#top');
  expect(returnPath('/administration')).toBe('/administration');
});

it('drops an address on another site or a script', () => {
  for (const to of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ' /auth/users', '', null, undefined])
    expect(returnPath(to), String(to)).toBeNull();
});
