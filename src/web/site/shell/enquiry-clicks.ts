/**
 * Records a visitor's call, email or directions click on a listing's page as engagement with that listing, so its
 * owner sees the enquiries it brought (GET /api/analytics/mine). One listener for the whole site: the links are
 * drawn by many components, and a listing's page is known from the address alone.
 */
import { useEffect } from 'react';
import { deskListings } from '../../../registry/owner-desks.ts';
import { api } from '../../common/api.ts';
import { visitor } from './page-views.ts';

const actionOf = (href: string) =>
  href.startsWith('tel:') ? 'call' : href.startsWith('mailto:') ? 'email' : href.startsWith('https://www.openstreetmap.org/') ? 'directions' : null;

/** The listing whose public page this is, e.g. /institutions/schools/12 → institutions/schools 12. */
const listingAt = (pathname: string) => {
  for (const { resource, page } of deskListings) {
    const id = pathname.startsWith(page) ? pathname.slice(page.length) : '';
    if (/^\d+$/.test(id)) return { target_type: resource, target_id: Number(id) };
  }
  return null;
};

export const useEnquiryClicks = () => {
  useEffect(() => {
    const record = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const action = link && actionOf(link.getAttribute('href') ?? '');
      const listing = action && listingAt(location.pathname);
      // Analytics must never disturb the page, so a failure is ignored.
      if (listing) api.post('analytics/engagement', { action, ...listing, visitor: visitor() }).catch(() => undefined);
    };
    document.addEventListener('click', record);
    return () => document.removeEventListener('click', record);
  }, []);
};
