import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError, fallbackMessage } from '../../common/api.ts';
import { session, useSession, type SessionUser } from '../../common/session.ts';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Loading } from '../ui/states.tsx';
import { useSay } from '../../common/say.ts';

type Kind = 'confirm' | 'undo';
interface Answer {
  message: string;
  user?: SessionUser;
}

/**
 * One request per link, however often React runs the effect (StrictMode runs it twice in development): a second
 * request would find the link used and show an error over the first one's success.
 */
const opening = new Map<string, Promise<Answer>>();
const open = (kind: Kind, token: string) => {
  const key = `${kind} ${token}`;
  let request = opening.get(key);
  if (!request) {
    request = api.post<Answer>(`auth/email/${kind}`, { token });
    opening.set(key, request);
    // A failed attempt may be tried again (a dropped connection); a used link then says so.
    request.catch(() => opening.delete(key));
  }
  return request;
};

/**
 * Opened from an emailed link: `?confirm=…` (sent to the new address) makes the email change, `?undo=…` (sent to the
 * old one) puts the old address back and signs every device out.
 */
export const EmailChangePage = () => {
  const say = useSay('pages');
  const [params] = useSearchParams();
  const kind: Kind = params.has('undo') ? 'undo' : 'confirm';
  const token = params.get(kind) ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const signedIn = Boolean(useSession());

  useEffect(() => {
    if (!token) return;
    let current = true;
    open(kind, token).then(
      (answer) => {
        if (!current) return;
        // Confirmed on a device signed in to that account: it shows the new address at once. After an undo every
        // session has ended, this one too.
        if (kind === 'confirm' && answer.user && session.user()?.id === answer.user.id) session.updateUser(answer.user);
        if (kind === 'undo') void session.refresh();
        setResult({ ok: true, message: answer.message });
      },
      (error: unknown) => {
        if (current) setResult({ ok: false, message: error instanceof ApiError ? (error.errors.token ?? error.message) : fallbackMessage });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, token]);

  const header = <PageHeader page="/email-change" />;
  const next = signedIn ? (
    <Link to="/settings" className="button">
      {say('account.emailChange.settings')}
    </Link>
  ) : (
    <Link to="/login" className="button">
      {say('account.forgot.login')}
    </Link>
  );

  if (!token || result)
    return (
      <div className="container narrow">
        {header}
        <Notice kind={result?.ok ? 'success' : 'error'}>
          <p>{result?.message ?? say('account.emailChange.needsLink')}</p>
        </Notice>
        <p className="actions">{next}</p>
      </div>
    );

  return (
    <div className="container narrow">
      {header}
      <Loading text={say(kind === 'undo' ? 'account.emailChange.undoing' : 'account.emailChange.confirming')} />
    </div>
  );
};
