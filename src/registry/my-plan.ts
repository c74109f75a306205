/** The signed-in member's plan, as GET /api/plans/mine (src/server/plans/plan-routes.ts) answers it to the profile page. */
import type { Perk } from './perks.ts';

export interface MyPlan {
  /** The current plan's name; null without a paid plan. */
  plan: string | null;
  /** The current period's last day. */
  ends_at: string | null;
  /** What the plan gives. */
  perks: Perk[];
}
