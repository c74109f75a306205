import { Link } from 'react-router-dom';

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
 * What a missing record's address shows: the caller's words (SPEC.md §8), why it may be missing, and ways on, so a
 * stale link from WhatsApp does not end on a blank page.
 */
export const Missing = ({ text }: { text: string }) => (
  <div className="missing">
    <p className="empty" role="alert">
      {text}
    </p>
    <p className="muted">It may have been removed, or the link may be mistyped.</p>
    <p className="actions">
      <Link to="/" className="button">
        Go back home
      </Link>
      <Link to="/institutions" className="button secondary">
        Browse institutions
      </Link>
      <Link to="/jobs" className="button secondary">
        Browse jobs
      </Link>
    </p>
  </div>
);
