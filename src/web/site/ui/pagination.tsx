import { Link, useLocation } from 'react-router-dom';

/** Page links that keep the other URL parameters, so a filtered page can be shared and reloaded. */
export const Pagination = ({ page, total, pageSize }: { page: number; total: number; pageSize: number }) => {
  const { pathname, search } = useLocation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const text = params.toString();
    return `${pathname}${text ? `?${text}` : ''}`;
  };
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? <Link to={href(page - 1)}>← Previous</Link> : <span />}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={href(page + 1)}>Next →</Link> : <span />}
    </nav>
  );
};

/** Reads ?page= as a whole number of at least 1. */
export const pageFrom = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
