import { Link } from 'react-router-dom';
import { searchKinds, type SearchGroup } from '../../../registry/search-kinds.ts';
import { countText } from '../ui/count-text.ts';

const listOf = (kind: SearchGroup['kind']) => searchKinds.find((k) => k.kind === kind)!.list;

/** One kind's matches: how many, the first few, and the way to all of them on that kind's own list. */
export const SearchGroupView = ({ group, q }: { group: SearchGroup; q: string }) => {
  const headingId = `search-${group.kind}`;
  const count = countText(group.total, group.capped);
  return (
    <section className="search-group card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.label} <span className="search-count">{count}</span>
      </h2>
      {group.hits.length ? (
        <>
          <ul className="search-hits">
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.url}>{hit.title}</Link>
                {hit.detail ? <span className="muted search-detail">{hit.detail}</span> : null}
              </li>
            ))}
          </ul>
          {group.total > group.hits.length ? (
            <Link className="search-all" to={`${listOf(group.kind)}?q=${encodeURIComponent(q)}`}>
              See all {count} {group.label.toLowerCase()}
            </Link>
          ) : null}
        </>
      ) : (
        <p className="muted">No {group.label.toLowerCase()} match.</p>
      )}
    </section>
  );
};
