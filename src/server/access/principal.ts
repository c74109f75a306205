import type { Perk } from '../../registry/perks.ts';

/** The signed-in account a request acts for; null when signed out. */
export interface User {
  id: number;
  name: string;
  email: string;
  roles: string[];
  /** What the account's current plan gives (src/registry/perks.ts); empty without a paid plan. */
  perks?: Perk[];
}

export type Principal = User | null;

export const hasPerk = (user: Principal, perk: Perk) => Boolean(user?.perks?.includes(perk));
