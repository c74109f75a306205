import type { ReactNode } from 'react';
import { usePageMeta } from '../../common/page-meta.ts';

/**
 * The page's h1 plus its head tags, so no page forgets its title; a lead in words is the description when there
 * is none, as the server's head of the page has it (registry/page-heads.ts). `heading` shows a different h1 from the
 * document title when the page needs one (the 404 page), which is also kept out of search engines (`noindex`).
 */
export const PageHeader = ({
  title,
  heading,
  description,
  lead,
  noindex,
  children,
}: {
  title: string;
  heading?: ReactNode;
  description?: string;
  lead?: ReactNode;
  noindex?: boolean;
  children?: ReactNode;
}) => {
  usePageMeta(title, description ?? (typeof lead === 'string' ? lead : undefined), null, noindex);
  return (
    <header className="page-header">
      <h1>{heading ?? title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </header>
  );
};
