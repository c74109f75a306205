/** A school, college or university as schema.org School or CollegeOrUniversity. */
import { parseCoordinates } from '../maps/osm-map.tsx';
import { kinds, type InstitutionKind } from '../institutions/kinds.ts';
import { aggregateRating } from './aggregate-rating.ts';
import { absoluteUrl, kenyanAddress, text } from './schema-parts.ts';

type Row = Record<string, unknown> & { id: number; name: string };

export const institutionData = (kind: InstitutionKind, row: Row, origin: string) => {
  const point = parseCoordinates(row.gps_coordinates as string | null);
  const logo = absoluteUrl(text(row.logo), origin);
  const gallery = Array.isArray(row.gallery) ? (row.gallery as unknown[]).map((src) => absoluteUrl(text(src), origin)).filter(Boolean) : [];
  const images = [...(logo ? [logo] : []), ...gallery];
  const website = text(row.website);
  return {
    '@context': 'https://schema.org',
    '@type': kind === 'school' ? 'School' : 'CollegeOrUniversity',
    name: row.name,
    url: absoluteUrl(`${kinds[kind].path}/${row.id}`, origin),
    description: text(row.summary) ?? text(row.description),
    address: kenyanAddress({ street: row.physical_address, town: row.city, county: row.county }),
    telephone: text(row.telephone_mobile) ?? text(row.telephone_landline),
    email: text(row.email),
    sameAs: website ? [website] : undefined,
    logo,
    image: images.length ? images : undefined,
    geo: point ? { '@type': 'GeoCoordinates', latitude: point[0], longitude: point[1] } : undefined,
    aggregateRating: aggregateRating(row.rating, row.review_count),
  };
};
