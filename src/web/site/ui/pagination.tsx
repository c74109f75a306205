import { Link, useLocation } from 'react-router-dom';
import { maxStart } from '../../../registry/query-bounds.ts';
import { useSay } from '../../common/say.ts';

// The server shows no rows beyond the first maxStart: the pager stops at the last page it serves.
const pagesOf = (total: number, pageSize: number) => Math.min(Math.ceil(total / pageSize), Math.floor(maxStart / pageSize) + 1);

/** The address of page `n` of this list, keeping its other parameters. */
const usePageHref = () => {
  const { pathname, search } = useLocation();
  return (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const text = params.toString();
    return `${pathname}${text ? `?${text}` : ''}`;
  };
};

/** Page links that keep the other URL parameters, so a filtered page can be shared and reloaded. */
export const Pagination = ({ page, total, pageSize }: { page: number; total: number; pageSize: number }) => {
  const href = usePageHref();
  const say = useSay();
  const pages = pagesOf(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={say('ui.pages')}>
      {page > 1 ? <Link to={href(page - 1)}>← {say('ui.previous')}</Link> : <span />}
      <span>{say('ui.pageOf', { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{say('ui.next')} →</Link> : <span />}
    </nav>
  );
};

/** The page numbers read: far past any list's last page, yet small enough that its rows' offset stays a whole number. */
const lastPage = 1_000_000;

/** Reads ?page= as a whole number from 1 to `lastPage`; the server says when it is past what it shows. */
export const pageFrom = (params: URLSearchParams) => Math.min(lastPage, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));

/** A page number past a list's last page (an old link, a list that shrank): says so and leads to its last page. */
export const PastLastPage = ({ page, total, pageSize }: { page: number; total: number; pageSize: number }) => {
  const href = usePageHref();
  const say = useSay();
  const pages = pagesOf(total, pageSize);
  return (
    <p className="empty">
      {say('ui.pastLast', { page, pages })} <Link to={href(pages)}>{say('ui.toLastPage')}</Link>
    </p>
  );
};
