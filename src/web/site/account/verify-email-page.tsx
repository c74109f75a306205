import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, fallbackMessage } from '../../common/api.ts';
import { session, useSession, type SessionUser } from '../../common/session.ts';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Loading } from '../ui/states.tsx';
import { takeNextAfterRegistering } from './next-path.ts';
import { useSay } from '../../common/say.ts';

/**
 * One request per link, however often React runs the effect (StrictMode runs it twice in development): a
 * second request would find the link used and show an error over the first one's success.
 */
const opening = new Map<string, Promise<SessionUser>>();
const open = (token: string) => {
  let request = opening.get(token);
  if (!request) {
    request = session.verifyEmail(token);
    opening.set(token, request);
    // A failed attempt may be tried again (a dropped connection); a used link then says so.
    request.catch(() => opening.delete(token));
  }
  return request;
};

interface Problem {
  status: number;
  message: string;
}

/** What a person can do about a link that did not work; registering again is always one of them. */
const Way = ({ problem, signedIn, onRetry }: { problem: Problem; signedIn: boolean; onRetry: () => void }) => {
  const say = useSay('pages');
  const signIn = signedIn ? (
    <Link to="/profile" className="button">
      {say('account.verify.profile')}
    </Link>
  ) : (
    <Link to="/login" className="button">
      {say('account.forgot.login')}
    </Link>
  );
  const registerAgain = (
    <Link to="/register" className="button secondary">
      {say('account.verify.registerAgain')}
    </Link>
  );
  // The account exists (this link made it, or another did): signing in comes first.
  if (problem.status === 409 || /already been used/.test(problem.message))
    return (
      <p className="actions">
        {signIn}
        {signedIn ? null : (
          <Link to="/forgot-password" className="button secondary">
            {say('account.verify.reset')}
          </Link>
        )}
        {registerAgain}
      </p>
    );
  if (problem.status === 400)
    return (
      <p className="actions">
        <Link to="/register" className="button">
          {say('account.verify.registerAgain')}
        </Link>
      </p>
    );
  // The server could not be reached or failed: the link may still be good.
  return (
    <p className="actions">
      <button type="button" onClick={onRetry}>
        {say('shop.pay.retry')}
      </button>
      {registerAgain}
    </p>
  );
};

/** Opened from the emailed link (?token=…): creates the account, signs the new member in and moves on. */
export const VerifyEmailPage = () => {
  const say = useSay('pages');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const signedIn = Boolean(useSession());

  useEffect(() => {
    if (!token) return;
    let current = true;
    open(token).then(
      () => {
        if (current) navigate(takeNextAfterRegistering(), { replace: true, state: { reason: say('account.verify.welcome') } });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError) setProblem({ status: error.status, message: error.errors.token ?? error.message });
        else setProblem({ status: 0, message: fallbackMessage });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt, navigate, say]);

  const header = <PageHeader page="/verify-email" />;

  if (!token)
    return (
      <div className="container narrow">
        {header}
        <Notice kind="error">
          <p>{say('account.verify.needsLink')}</p>
        </Notice>
        <p className="actions">
          <Link to="/register" className="button">
            {say('account.verify.registerAgain')}
          </Link>
        </p>
      </div>
    );

  if (problem)
    return (
      <div className="container narrow">
        {header}
        <Notice kind="error">
          <p>{problem.message}</p>
        </Notice>
        <Way
          problem={problem}
          signedIn={signedIn}
          onRetry={() => {
            setProblem(null);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );

  return (
    <div className="container narrow">
      {header}
      <Loading text={say('account.verify.creating')} />
    </div>
  );
};
