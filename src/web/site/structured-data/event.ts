/**
 * An event, admission event or webinar as schema.org Event. Webinars happen online (their join link is for
 * members, so the place named is the page); the others happen where their location says, and without one
 * Google has no place to show, so no data is written.
 */
import { eventKinds, type EventKind, type EventRow } from '../events/event-kinds.ts';
import { nairobiIso } from './nairobi-time.ts';
import { absoluteUrl, elimuHub, text } from './schema-parts.ts';

export const eventData = (kind: EventKind, event: EventRow, origin: string) => {
  const url = absoluteUrl(`${eventKinds[kind].path}/${event.id}`, origin);
  const online = kind === 'webinars';
  const where = text(event.location);
  const startDate = nairobiIso(event.date);
  if (!startDate || (!online && !where)) return null;
  const institution = text(event.institution);
  const speaker = text(event.speaker);
  const applyUrl = text(event.apply_url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url,
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url }
      : { '@type': 'Place', name: where, address: { '@type': 'PostalAddress', streetAddress: where, addressCountry: 'KE' } },
    description: text(event.description),
    image: absoluteUrl(text(event.image), origin),
    organizer: institution ? { '@type': 'Organization', name: institution } : online ? elimuHub(origin) : undefined,
    performer: speaker ? { '@type': 'Person', name: speaker } : undefined,
    offers: applyUrl ? { '@type': 'Offer', url: applyUrl, availability: 'https://schema.org/InStock' } : undefined,
  };
};
