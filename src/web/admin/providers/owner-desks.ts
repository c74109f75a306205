/**
 * Which desks of the owners' back office a user keeps: those whose listings the grants let them change as
 * their owner. Staff change every row instead and keep the full admin, so they keep no desk.
 */
import { getResource } from '../../../registry/index.ts';
import { ownerDesks, type OwnerDesk } from '../../../registry/owner-desks.ts';
import { actsAs, type Grants } from './grants.ts';

export const keepsDesk = (grants: Grants, desk: OwnerDesk) => Object.keys(desk.listings).some((name) => actsAs(grants, getResource(name), 'update', 'own'));

/** The user's desks, the one their role is at home at first: where a school, employer or vendor lands. */
export const desksOf = (grants: Grants) =>
  ownerDesks.filter((desk) => keepsDesk(grants, desk)).sort((a, b) => Number(grants.roles.includes(b.home)) - Number(grants.roles.includes(a.home)));
