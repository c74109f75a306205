import { Link } from 'react-router-dom';
import type { ListingClaimStatus } from '../../../registry/listing-claims.ts';
import { useSession } from '../../common/session.ts';
import { useSay } from '../../common/say.ts';
import { readEndpoint } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';
import type { InstitutionKind } from '../institutions/kinds.ts';
import { claimPath, claimedKindOf } from './claim-kinds.ts';

/**
 * On a listing's page: "Is this your school? Claim it" while it has no owner, "Managed by the school" once it has
 * one (with a way to dispute it), or where the reader's own claim stands (docs/claims.md).
 */
export const ClaimPanel = ({ kind, id }: { kind: InstitutionKind; id: number }) => {
  const say = useSay();
  const user = useSession();
  const claimed = claimedKindOf[kind];
  const status = useFetch(
    (signal) => readEndpoint<ListingClaimStatus>(`claims/listing/${claimed}/${id}`, undefined, signal),
    `claim-status/${claimed}/${id}/${user?.id ?? 0}`,
  );
  const data = status.data;
  if (!data) return null;
  if (data.mine)
    return (
      <p className="claim-panel muted">
        {say(`claim.panel.mine.${data.mine.state}`)} <Link to="/claims">{say('claim.panel.myClaims')}</Link>
      </p>
    );
  if (data.managed)
    return (
      <p className="claim-panel">
        <span className="badge">{say('claim.panel.managed')}</span>{' '}
        {data.yours ? (
          <Link to="/my-listings">{say('claim.panel.edit')}</Link>
        ) : (
          <Link className="small" to={claimPath(claimed, id)}>
            {say('claim.panel.dispute')}
          </Link>
        )}
      </p>
    );
  return (
    <p className="claim-panel">
      {say(`claim.panel.ask.${kind}`)} <Link to={claimPath(claimed, id)}>{say('claim.panel.claim')}</Link>
    </p>
  );
};
