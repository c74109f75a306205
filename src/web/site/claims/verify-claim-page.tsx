import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, api, fallbackMessage } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Loading } from '../ui/states.tsx';

/** One request per link, however often React runs the effect: a second would find the link used. */
const opening = new Map<string, Promise<unknown>>();
const open = (token: string) => {
  let request = opening.get(token);
  if (!request) {
    request = api.post('institutions/claims/verify', { token });
    opening.set(token, request);
    request.catch(() => opening.delete(token));
  }
  return request;
};

const Confirm = ({ token }: { token: string }) => {
  const say = useSay('pages');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    open(token).then(
      () => live && setResult({ ok: true, message: say('claim.status.waiting') }),
      (error: unknown) => live && setResult({ ok: false, message: error instanceof ApiError ? error.message : fallbackMessage }),
    );
    return () => {
      live = false;
    };
  }, [token, say]);
  if (!result) return <Loading text={say('claim.verify.opening')} />;
  return (
    <>
      <Notice kind={result.ok ? 'success' : 'error'}>{result.message}</Notice>
      <p>
        <Link to="/claims">{say('claim.status.all')}</Link>
      </p>
    </>
  );
};

/** /claims/verify?token=…: the link emailed to the institution's address (docs/claims.md). */
export const VerifyClaimPage = () => {
  const [params] = useSearchParams();
  return (
    <div className="container narrow">
      <PageHeader page="/claims/verify" />
      <SignInRequired>{() => <Confirm token={params.get('token') ?? ''} />}</SignInRequired>
    </div>
  );
};
