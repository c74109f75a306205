/** A write's body made into the values the writer may set: validated, staff fields dropped, passwords hashed. */
import type { Resource } from '../../registry/resource.ts';
import { validateInput } from '../../registry/schemas.ts';
import { hashPassword } from '../auth/passwords.ts';
import { badRequest } from '../http-error.ts';
import type { Row } from './codec.ts';

/** The body checked against the registry (unknown fields refused, system fields dropped); a 400 with per-field errors. */
export const validated = (resource: Resource, body: unknown, mode: 'create' | 'update') => {
  const result = validateInput(resource, body, mode);
  if (!result.ok) throw badRequest(result.invalid.message, result.invalid.errors);
  return result.data;
};

/** Only staff (those allowed to change any row) set staff-only fields such as moderation; anyone else's are dropped. */
export const dropStaffFields = (resource: Resource, data: Row, isStaff: boolean) => {
  if (isStaff) return;
  for (const [name, field] of Object.entries(resource.fields)) if (field.staff) delete data[name];
};

/** Passwords are stored only as their hashes. */
export const hashPasswords = async (resource: Resource, data: Row) => {
  for (const [name, field] of Object.entries(resource.fields))
    if (field.kind === 'password' && typeof data[name] === 'string') data[name] = await hashPassword(data[name] as string);
};
