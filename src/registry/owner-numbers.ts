/**
 * The numbers of the signed-in owner's own listings over a period of Nairobi days, as GET /api/analytics/mine
 * (src/server/analytics/owner-routes.ts) answers them to the owner's desk in the admin and to the site's
 * "My listings".
 */

/** One listing's numbers over the period (a type, not an interface, so the server may sum it field by field by name). */
export type ListingNumbers = {
  /** The owner desk it belongs to (src/registry/owner-desks.ts). */
  desk: string;
  resource: string;
  id: number;
  /** The listing's title field. */
  title: string;
  moderation: string;
  /** Its public page. */
  page: string;
  views: number;
  appearances: number;
  enquiries: number;
  /** The outcome its desk counts, by the outcome's label in lower case: a job's applications, a shop's orders. */
  applications?: number;
  orders?: number;
  /** Nairobi days with a view or an appearance, oldest first; days without either are left out. */
  daily: { day: string; views: number; appearances: number }[];
};

export interface OwnerNumbers {
  /** The period's first and last Nairobi day, YYYY-MM-DD. */
  from: string;
  to: string;
  timezone: string;
  /** Every listing's views, appearances, enquiries and outcomes added up, by the same names. */
  totals: Record<string, number>;
  listings: ListingNumbers[];
}
