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

export interface EventRow {
  id: number;
  title: string;
  date: string;
  location: string | null;
  description: string | null;
  agenda: string | null;
  image: string | null;
  institution?: string | null;
  apply_url?: string | null;
  speaker?: string | null;
  /** Sent only to members whose plan includes webinars. */
  join_url?: string | null;
}
