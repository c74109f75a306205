import type { RowOf } from '../../../registry/row-type.ts';
/** The event lists of the site: general events, admission events and webinars, each with its own base and address. */
export type EventKind = 'events' | 'admissions' | 'webinars';

/** The words of each list are the catalogue's `event.<kind>.*`; the page's head is the catalogue's, by `path` (registry/page-heads.ts). */
export const eventKinds: Record<EventKind, { base: string; path: string }> = {
  events: {
    base: 'events/main',
    path: '/events',
  },
  admissions: {
    base: 'events/admissions',
    path: '/admission-events',
  },
  webinars: {
    base: 'events/webinars',
    path: '/webinars',
  },
};

type Event = RowOf<'events/main'>;

/**
 * A row of any of the three lists: the fields every event has, and those only admission events (`institution`,
 * `apply_url`) or webinars (`speaker`, and `join_url`, sent only to members whose plan includes webinars) carry.
 */
export type EventRow = Event & Partial<Omit<RowOf<'events/admissions'>, keyof Event>> & Partial<Omit<RowOf<'events/webinars'>, keyof Event>>;
