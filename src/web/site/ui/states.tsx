import { Link } from 'react-router-dom';
import type { Crumb } from './breadcrumb-trail.ts';

/** The three states every loaded view has, worded as SPEC.md §8 asks. */
export const Loading = ({ text = 'Loading...' }: { text?: string }) => (
  <p className="loading" role="status">
    {text}
  </p>
);

export const ErrorText = ({ message }: { message: string }) => (
  <p className="error" role="alert">
    Error: {message}
  </p>
);

export const Empty = ({ text }: { text: string }) => <p className="empty">{text}</p>;

/**
 * What a missing record's address shows: the caller's words (SPEC.md §8) as the page's heading, why it may be
 * missing, and ways on (the list it belongs to, when given, and home), so a stale link from WhatsApp does not
 * end on a blank page.
 */
export const Missing = ({ text, list, headed = false }: { text: string; list?: Crumb; headed?: boolean }) => (
  <div className="missing" role="alert">
    {/* The page's heading, unless the page has one of its own. */}
    {headed ? <p className="empty">{text}</p> : <h1 className="empty">{text}</h1>}
    <p className="muted">It may have been removed, not yet approved, or the link may be mistyped.</p>
    <p className="actions">
      {list ? (
        <Link to={list.url} className="button">
          Back to {list.name}
        </Link>
      ) : null}
      <Link to="/" className={list ? 'button secondary' : 'button'}>
        Go back home
      </Link>
      {list ? null : (
        <>
          <Link to="/institutions" className="button secondary">
            Browse institutions
          </Link>
          <Link to="/jobs" className="button secondary">
            Browse jobs
          </Link>
        </>
      )}
    </p>
  </div>
);
