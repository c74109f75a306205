/** Pieces several schema.org types share: absolute addresses, Kenyan postal addresses, ElimuHub itself. */
import { productName } from '../../../registry/page-head.ts';

/** An absolute address from a path or a full one; undefined for nothing. */
export const absoluteUrl = (url: string | null | undefined, origin: string) => (url ? new URL(url, origin).href : undefined);

/** Present text only: empty strings and nulls become undefined, which JSON leaves out. */
export const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A place in Kenya: the town, the county (Kenya's first-level region) and the street, when known. */
export const kenyanAddress = ({ street, town, county }: { street?: unknown; town?: unknown; county?: unknown }) => ({
  '@type': 'PostalAddress',
  streetAddress: text(street),
  addressLocality: text(town),
  addressRegion: text(county),
  addressCountry: 'KE',
});

/** ElimuHub as an Organization: the publisher of its stories and the host of its webinars. */
export const elimuHub = (origin: string) => ({
  '@type': 'Organization',
  name: productName,
  url: absoluteUrl('/', origin),
  logo: absoluteUrl('/favicon.svg', origin),
});
