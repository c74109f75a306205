import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ListingClaimStatus } from '../../../registry/listing-claims.ts';
import { ApiError, api, fallbackMessage } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { Notice } from '../ui/notice.tsx';

type Mine = NonNullable<ListingClaimStatus['mine']>;

/** Where the reader's claim stands, and what they can do now: send a new link, or withdraw it. */
export const ClaimStatus = ({ claim }: { claim: Mine }) => {
  const say = useSay('pages');
  const [state, setState] = useState(claim.state);
  const [note, setNote] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const act = async (path: string, then?: () => void) => {
    setNote(null);
    try {
      const answer = await api.post<{ message?: string; state?: Mine['state'] }>(`institutions/claims/${claim.id}/${path}`);
      if (answer.state) setState(answer.state);
      if (answer.message) setNote({ kind: 'success', text: answer.message });
      then?.();
    } catch (error) {
      setNote({ kind: 'error', text: error instanceof ApiError ? error.message : fallbackMessage });
    }
  };
  return (
    <div className="claim-status" role="status">
      <Notice kind={state === 'rejected' ? 'error' : state === 'approved' ? 'success' : 'info'}>
        {state === 'email' ? say('claim.status.email', { email: claim.email ?? '' }) : say(`claim.status.${state}`)}
      </Notice>
      {note ? <Notice kind={note.kind}>{note.text}</Notice> : null}
      {state === 'email' || state === 'waiting' ? (
        <p className="actions">
          {state === 'email' ? (
            <button type="button" className="secondary" onClick={() => void act('resend')}>
              {say('claim.status.resend')}
            </button>
          ) : null}
          <button type="button" className="secondary" onClick={() => void act('withdraw')}>
            {say('claim.status.withdraw')}
          </button>
        </p>
      ) : null}
      <p>
        <Link to="/claims">{say('claim.status.all')}</Link>
      </p>
    </div>
  );
};
