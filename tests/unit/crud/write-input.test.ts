import { expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { dropStaffFields, hashPasswords, validated } from '../../../src/server/crud/write-input.ts';

const users = getResource('auth/users');

it('refuses a body the registry does not allow, with a message per field', () => {
  expect(() => validated(users, { name: 'Wanjiru', shoe_size: 41 }, 'update')).toThrow(
    expect.objectContaining({ statusCode: 400, errors: expect.any(Object) }),
  );
  expect(validated(users, { name: '  Wanjiru Kamau ' }, 'update')).toEqual({ name: 'Wanjiru Kamau' });
});

it("drops staff-only fields from anyone but staff, and keeps staff's", () => {
  const body = () => ({ name: 'Wanjiru', email: 'w@example.test', active: false });
  const member = body();
  dropStaffFields(users, member, false);
  expect(member).toEqual({ name: 'Wanjiru' });
  const staff = body();
  dropStaffFields(users, staff, true);
  expect(staff).toEqual(body());
});

it('stores a password only as its hash', async () => {
  const data: Record<string, unknown> = { name: 'Wanjiru', password: 'Kilimanjaro-2026' };
  await hashPasswords(users, data);
  expect(data.name).toBe('Wanjiru');
  expect(data.password).toMatch(/^\$argon2id\$/);
});
