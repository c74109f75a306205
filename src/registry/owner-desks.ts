/**
 * The owners' back office: what a school, an employer or a vendor keeps in the admin. Each desk names the
 * listings kept at it, the public page where each is viewed (its views are page views of that page), and what
 * visitors do with the listing besides looking (applications to a job, orders from a shop).
 */
import type { RoleName } from './access.ts';

export interface Outcome {
  /** Counted per listing: its applications, its orders. */
  label: string;
  resource: string;
  /** The reference from an outcome row to the listing. */
  via: string;
}

export interface OwnerDesk {
  key: string;
  /** The menu entry and the heading: "My listings". */
  label: string;
  /**
   * The role that signs in to keep this desk first. Every member may list anything, so the grants alone cannot
   * tell a school from an employer: this only orders the desks the grants open.
   */
  home: RoleName;
  /** Listing resource → the public page of one row, without its id. */
  listings: Readonly<Record<string, string>>;
  outcome?: Outcome;
}

export const ownerDesks: readonly OwnerDesk[] = [
  {
    key: 'listings',
    label: 'My listings',
    home: 'school',
    listings: {
      'institutions/schools': '/institutions/schools/',
      'institutions/colleges': '/institutions/colleges/',
      'institutions/universities': '/institutions/universities/',
    },
  },
  {
    key: 'jobs',
    label: 'My jobs',
    home: 'employer',
    listings: { 'jobs/main': '/jobs/' },
    outcome: { label: 'Applications', resource: 'jobs/applications', via: 'job_id' },
  },
  {
    key: 'shop',
    label: 'My shop',
    home: 'vendor',
    listings: { 'shop/shops': '/shops/', 'shop/products': '/products/' },
    outcome: { label: 'Orders', resource: 'shop/orders', via: 'shop_id' },
  },
];

/** Every listing kept at a desk, with its desk: what the search counters and the owner's analytics cover. */
export const deskListings = ownerDesks.flatMap((desk) => Object.entries(desk.listings).map(([resource, page]) => ({ desk, resource, page })));

/** Public engagement that asks the owner something: the enquiries of the owner's analytics. */
export const enquiryActions = ['call', 'email', 'directions'] as const;
