/** The event lists of the site: general events, admission events and webinars, each with its own base and address. */
export type EventKind = 'events' | 'admissions' | 'webinars';

export const eventKinds: Record<EventKind, { base: string; path: string; title: string; singular: string; description: string }> = {
  events: {
    base: 'events/main',
    path: '/events',
    title: 'Events',
    singular: 'Event',
    description: 'Education events across Kenya: open days, fairs, sports days and parent meetings.',
  },
  admissions: {
    base: 'events/admissions',
    path: '/admission-events',
    title: 'Admission Events',
    singular: 'Admission event',
    description: 'Admission days, intakes and application deadlines of Kenyan schools, colleges and universities.',
  },
  webinars: {
    base: 'events/webinars',
    path: '/webinars',
    title: 'Webinars',
    singular: 'Webinar',
    description: 'Monthly online talks with Kenyan education experts. Gold members get the join link.',
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
