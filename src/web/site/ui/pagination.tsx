import { Link, useLocation } from 'react-router-dom';
import { maxStart } from '../../../registry/query-bounds.ts';
import { useSay } from '../../common/say.ts';

/** Page links that keep the other URL parameters, so a filtered page can be shared and reloaded. */
export const Pagination = ({ page, total, pageSize }: { page: number; total: number; pageSize: number }) => {
  const { pathname, search } = useLocation();
  const say = useSay();
  // The server shows no rows beyond the first maxStart: the pager stops at the last page it serves.
  const pages = Math.min(Math.ceil(total / pageSize), Math.floor(maxStart / pageSize) + 1);
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const text = params.toString();
    return `${pathname}${text ? `?${text}` : ''}`;
  };
  return (
    <nav className="pagination" aria-label={say('ui.pages')}>
      {page > 1 ? <Link to={href(page - 1)}>← {say('ui.previous')}</Link> : <span />}
      <span>{say('ui.pageOf', { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{say('ui.next')} →</Link> : <span />}
    </nav>
  );
};

/** Reads ?page= as a whole number of at least 1. */
export const pageFrom = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
