import { Link, useRouteError } from 'react-router-dom';
import { useSay } from '../../common/say.ts';

/** Shown when a page's chunk cannot load (often a dropped connection) or a page throws. */
export const RouteError = () => {
  const say = useSay();
  const error = useRouteError() as Error | undefined;
  return (
    <main className="container narrow" id="main">
      <h1>{say('shell.error.title')}</h1>
      <p>{error?.message ?? say('shell.error.fallback')}</p>
      <p>
        <button type="button" onClick={() => location.reload()}>
          {say('shell.error.retry')}
        </button>{' '}
        {say('shell.error.or')} <Link to="/">{say('shell.error.home')}</Link>.
      </p>
    </main>
  );
};
