import { Link } from 'react-router-dom';
import type { Crumb } from './breadcrumb-trail.ts';
import { useSay } from '../../common/say.ts';

/** The three states every loaded view has, worded as docs/product.md#loading-empty-and-error-states says. */
export const Loading = ({ text }: { text?: string }) => {
  const say = useSay();
  return (
    <p className="loading" role="status">
      {text ?? say('shell.loading')}
    </p>
  );
};

export const ErrorText = ({ message }: { message: string }) => {
  const say = useSay();
  return (
    <p className="error" role="alert">
      {say('ui.error', { message })}
    </p>
  );
};

export const Empty = ({ text }: { text: string }) => <p className="empty">{text}</p>;

/**
 * What a missing record's address shows: the caller's words (docs/product.md#messages) as the page's heading, why
 * it may be missing, and ways on (the list it belongs to, when given, and home), so a stale link from WhatsApp does
 * not end on a blank page.
 */
export const Missing = ({ text, list, headed = false }: { text: string; list?: Crumb; headed?: boolean }) => {
  const say = useSay();
  return (
    <div className="missing" role="alert">
      {/* The page's heading, unless the page has one of its own. */}
      {headed ? <p className="empty">{text}</p> : <h1 className="empty">{text}</h1>}
      <p className="muted">{say('ui.missing.why')}</p>
      <p className="actions">
        {list ? (
          <Link to={list.url} className="button">
            {say('ui.missing.back', { name: list.name })}
          </Link>
        ) : null}
        <Link to="/" className={list ? 'button secondary' : 'button'}>
          {say('shell.notFound.home')}
        </Link>
        {list ? null : (
          <>
            <Link to="/institutions" className="button secondary">
              {say('ui.missing.institutions')}
            </Link>
            <Link to="/jobs" className="button secondary">
              {say('ui.missing.jobs')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
};
