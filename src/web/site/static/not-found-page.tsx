import { Link } from 'react-router-dom';
import { PageHeader } from '../ui/page-header.tsx';
import { useSay } from '../../common/say.ts';

/** Any unknown path (docs/product.md#page-not-found). */
export const NotFoundPage = () => {
  const say = useSay();
  return (
    <div className="container narrow not-found">
      <PageHeader title={say('head.notFound.title')} heading="404" noindex />
      <p className="lead">{say('shell.notFound.lead')}</p>
      <p>
        <Link to="/" className="button">
          {say('shell.notFound.home')}
        </Link>
      </p>
    </div>
  );
};
