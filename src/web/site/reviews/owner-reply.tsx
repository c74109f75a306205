import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../common/api.ts';
import { describedBy, Field } from '../ui/field.tsx';
import type { ReviewReply } from './review-types.ts';

/**
 * The listing's public response under a review, "Response from <name>", and for the listing's owner a form to
 * write it (one per review). The server checks the ownership and holds the response for moderation.
 */
export const OwnerReply = ({ reviewId, reply, name, isOwner, onSaved }: { reviewId: number; reply: ReviewReply | undefined; name: string; isOwner: boolean; onSaved: () => void }) => {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `reply-${reviewId}`;

  if (reply)
    return (
      <div className="owner-reply">
        <p className="owner-reply-title">Response from {name}</p>
        <p>{reply.body}</p>
        {reply.moderation === 'pending' ? <p className="muted small">Awaiting approval: the public sees your response once an editor approves it.</p> : null}
        {reply.revision ? <p className="muted small">Your changes are waiting for review.</p> : null}
        {reply.moderation === 'rejected' && reply.moderation_note ? (
          <p className="small review-note" role="note">
            Not approved: {reply.moderation_note}
          </p>
        ) : null}
      </div>
    );
  if (!isOwner) return null;
  if (!open)
    return (
      <button type="button" className="link-button small" onClick={() => setOpen(true)}>
        Respond as {name}
      </button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.post('content/review-replies', { rating_id: reviewId, body: text });
      onSaved();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errors.body ?? failure.message) : 'An error occurred');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form owner-reply-form" onSubmit={submit} noValidate>
      <Field id={id} label={`Public response from ${name}`} help="Shown under the review once an editor approves it." error={error ?? undefined}>
        <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} {...describedBy(id, error ?? undefined, 'help')} />
      </Field>
      <p className="form-actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send response'}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </p>
    </form>
  );
};
