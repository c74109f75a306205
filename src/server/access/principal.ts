import { staffRoles } from '../../registry/access.ts';
import type { Perk } from '../../registry/perks.ts';

/** The signed-in account a request acts for; null when signed out. */
export interface User {
  id: number;
  name: string;
  email: string;
  roles: string[];
  /** What the account's current plan gives (src/registry/perks.ts); empty without a paid plan. */
  perks?: Perk[];
  /** The address the request came from (client-address.ts), for what weighs who acts from where (review reports). */
  address?: string;
}

export type Principal = User | null;

/**
 * Admins and editors: at work on every listing, so never its audience, and free of the rules that keep owners off
 * their own.
 */
export const isStaff = (user: Principal) => Boolean(user?.roles.some((role) => (staffRoles as readonly string[]).includes(role)));

export const hasPerk = (user: Principal, perk: Perk) => Boolean(user?.perks?.includes(perk));
