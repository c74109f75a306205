import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../common/api.ts';
import { describedBy, Field } from '../ui/field.tsx';
import type { ReviewReply } from './review-types.ts';
import { useSay } from '../../common/say.ts';

/**
 * The listing's public response under a review, "Response from <name>", and for the listing's owner a form to
 * write it (one per review). The server checks the ownership and holds the response for moderation.
 */
export const OwnerReply = ({
  reviewId,
  reply,
  name,
  isOwner,
  onSaved,
}: {
  reviewId: number;
  reply: ReviewReply | undefined;
  name: string;
  isOwner: boolean;
  onSaved: () => void;
}) => {
  const say = useSay();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `reply-${reviewId}`;

  if (reply)
    return (
      <div className="owner-reply">
        <p className="owner-reply-title">{say('review.reply.from', { name })}</p>
        <p>{reply.body}</p>
        {reply.moderation === 'pending' ? <p className="muted small">{say('review.reply.awaiting')}</p> : null}
        {reply.revision ? <p className="muted small">{say('listing.review.changesWaiting')}</p> : null}
        {reply.moderation === 'rejected' && reply.moderation_note ? (
          <p className="small review-note" role="note">
            {say('review.reply.rejected', { note: reply.moderation_note })}
          </p>
        ) : null}
      </div>
    );
  if (!isOwner) return null;
  if (!open)
    return (
      <button type="button" className="link-button small" onClick={() => setOpen(true)}>
        {say('review.reply.respondAs', { name })}
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
      setError(failure instanceof ApiError ? (failure.errors.body ?? failure.message) : say('shell.error.fallback'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form owner-reply-form" onSubmit={submit} noValidate>
      <Field id={id} label={say('review.reply.label', { name })} help={say('review.reply.help')} error={error ?? undefined}>
        <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} {...describedBy(id, error ?? undefined, 'help')} />
      </Field>
      <p className="form-actions">
        <button type="submit" disabled={busy}>
          {say(busy ? 'account.sending' : 'review.reply.send')}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          {say('saved.search.cancel')}
        </button>
      </p>
    </form>
  );
};
