import { Link } from 'react-router-dom';
import { PageHeader } from '../ui/page-header.tsx';

/** SPEC.md §2: any unknown path. */
export const NotFoundPage = () => (
  <div className="container narrow not-found">
    <PageHeader title="Page not found" heading="404" noindex />
    <p className="lead">Oops! The page you’re looking for doesn’t exist.</p>
    <p>
      <Link to="/" className="button">
        Go back home
      </Link>
    </p>
  </div>
);
