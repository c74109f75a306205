import { Link, useLocation } from 'react-router-dom';
import { breadcrumbList, type Crumb } from './breadcrumb-trail.ts';

/** `<` never closes the script early, whatever a listing's name holds. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The trail as an ordered list of links. The current page, when the trail reaches it, is last and unlinked, and
 * only then is the structured data written: a trail cut short (a missing record) describes no page.
 */
export const Breadcrumbs = ({ trail }: { trail: readonly Crumb[] }) => {
  const { pathname } = useLocation();
  const complete = trail.at(-1)?.url === pathname;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {trail.map((crumb, i) => (
          <li key={`${i}${crumb.url}`}>
            {complete && i === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.url}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
      {complete ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbList(trail, location.origin)) }} /> : null}
    </nav>
  );
};
