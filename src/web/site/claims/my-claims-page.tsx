import { Link } from 'react-router-dom';
import type { RowOf } from '../../../registry/row-type.ts';
import type { SessionUser } from '../../common/session.ts';
import { useSay } from '../../common/say.ts';
import { readList } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { useFormat } from '../../common/use-format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import './claims.css';

type Claim = RowOf<'institutions/claims'>;

const Claims = ({ user }: { user: SessionUser }) => {
  const say = useSay('pages');
  const format = useFormat();
  const claims = useFetch(
    (signal) => readList<Claim>('institutions/claims', { owner_id: user.id, _sort: 'created_at', _order: 'desc', _start: 0, _end: 50 }, signal),
    `my-claims/${user.id}`,
  );
  if (claims.loading) return <Loading text={say('claim.mine.loading')} />;
  if (claims.error) return <ErrorText message={claims.error} />;
  const rows = claims.data?.rows ?? [];
  if (!rows.length) return <p className="notice">{say('claim.mine.none')}</p>;
  return (
    <ul className="claims-list">
      {rows.map((claim) => (
        <li key={claim.id}>
          <Link to={`/institutions/${claim.listing_kind}/${claim.listing_id}`}>{claim.listing_name}</Link>{' '}
          <span className="muted">· {say.choice('listing_kind', claim.listing_kind, 'institutions/claims')}</span>
          <br />
          <strong>{say.choice('state', String(claim.state), 'institutions/claims')}</strong>
          {claim.dispute ? <span className="muted"> · {say('claim.mine.dispute')}</span> : null}
          <span className="muted"> · {format.date(claim.created_at)}</span>
          {claim.reason ? <p className="muted">{say('claim.mine.reason', { reason: claim.reason })}</p> : null}
          {claim.state === 'email' || claim.state === 'waiting' ? (
            <p>
              <Link to={`/claim/${claim.listing_kind}/${claim.listing_id}`}>{say('claim.mine.open')}</Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
};

/** /claims: the member's claims of listings and where each stands (docs/claims.md). */
export const MyClaimsPage = () => (
  <div className="container narrow">
    <PageHeader page="/claims" />
    <SignInRequired>{(user) => <Claims user={user} />}</SignInRequired>
  </div>
);
