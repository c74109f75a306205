import { Link, useRouteError } from 'react-router-dom';

/** Shown when a page's chunk cannot load (often a dropped connection) or a page throws. */
export const RouteError = () => {
  const error = useRouteError() as Error | undefined;
  return (
    <main className="container narrow" id="main">
      <h1>Something went wrong</h1>
      <p>{error?.message ?? 'An error occurred'}</p>
      <p>
        <button type="button" onClick={() => location.reload()}>
          Try again
        </button>{' '}
        or <Link to="/">go back home</Link>.
      </p>
    </main>
  );
};
