/** The event lists of the site: general events, admission events and webinars, each with its own base and address. */
import { pageHeads } from '../../../registry/page-heads.ts';

export type EventKind = 'events' | 'admissions' | 'webinars';

export const eventKinds: Record<EventKind, { base: string; path: string; title: string; singular: string; description: string }> = {
  events: {
    base: 'events/main',
    path: '/events',
    title: pageHeads['/events'].title,
    singular: 'Event',
    description: pageHeads['/events'].description,
  },
  admissions: {
    base: 'events/admissions',
    path: '/admission-events',
    title: pageHeads['/admission-events'].title,
    singular: 'Admission event',
    description: pageHeads['/admission-events'].description,
  },
  webinars: {
    base: 'events/webinars',
    path: '/webinars',
    title: pageHeads['/webinars'].title,
    singular: 'Webinar',
    description: pageHeads['/webinars'].description,
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
