import type { ReactNode } from 'react';
import { usePageMeta } from '../../common/page-meta.ts';
import { useSay } from '../../common/say.ts';
import { headIn } from '../../../registry/page-heads.ts';

/**
 * The page's h1 plus its head tags, so no page forgets its title; a lead in words is the description when there
 * is none, as the server's head of the page has it (registry/page-heads.ts). `page` names a page known by its
 * address, whose title, description and lead are then the catalogue's in the page's language; props given beside
 * it win. `heading` shows a different h1 from the document title when the page needs one (the 404 page), which is
 * also kept out of search engines (`noindex`).
 */
export const PageHeader = ({
  page,
  title: ownTitle,
  heading,
  description: ownDescription,
  lead: ownLead,
  noindex,
  children,
}: {
  page?: string;
  title?: string;
  heading?: ReactNode;
  description?: string;
  lead?: ReactNode;
  noindex?: boolean;
  children?: ReactNode;
}) => {
  const say = useSay();
  const head = page === undefined ? undefined : headIn(say, page);
  const title = ownTitle ?? head?.title ?? '';
  const description = ownDescription ?? head?.description;
  const lead = ownLead ?? head?.lead;
  usePageMeta(title, description ?? (typeof lead === 'string' ? lead : undefined), null, noindex);
  return (
    <header className="page-header">
      <h1>{heading ?? title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </header>
  );
};
