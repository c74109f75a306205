/** The accounts the unit tests of the resource service act as (no account rows are needed for them to act). */
import type { User } from '../../../src/server/access/principal.ts';

const person = (id: number, role: string): User => ({ id, name: `Person ${id}`, email: `person${id}@example.test`, roles: [role] });

export const admin = person(1, 'admin');
export const editor = person(2, 'editor');
export const vendor = person(3, 'vendor');
export const otherVendor = person(4, 'vendor');
