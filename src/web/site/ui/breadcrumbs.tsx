import { Link, useLocation } from 'react-router-dom';
import { useOrigin } from '../../common/page-data.ts';
import { StructuredData } from '../structured-data/structured-data.tsx';
import { breadcrumbList, type Crumb } from './breadcrumb-trail.ts';
import { useSay } from '../../common/say.ts';

/**
 * The trail as an ordered list of links. The current page, when the trail reaches it, is last and unlinked, and
 * only then is the structured data written: a trail cut short (a missing record) describes no page.
 */
export const Breadcrumbs = ({ trail: given }: { trail: readonly Crumb[] }) => {
  const say = useSay();
  // The trail starts at the home page, named in the page's language.
  const trail = given.map((crumb, i) => (i === 0 && crumb.url === '/' ? { ...crumb, name: say('ui.home') } : crumb));
  const origin = useOrigin();
  const { pathname } = useLocation();
  const complete = trail.at(-1)?.url === pathname;
  return (
    <nav aria-label={say('dir.breadcrumb')} className="breadcrumb">
      <ol>
        {trail.map((crumb, i) => (
          <li key={`${i}${crumb.url}`}>
            {complete && i === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.url}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
      <StructuredData data={complete ? breadcrumbList(trail, origin) : null} />
    </nav>
  );
};
