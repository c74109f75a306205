import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../common/api.ts';

export interface Review {
  id: number;
  /** Sent only to the review's own author; other readers get the byline instead. */
  owner_id?: number;
  /** The author's display name, "Wanjiru K.". */
  author?: string | null;
  stars: number;
  review: string | null;
  moderation: string;
  /** The author's edit of an approved review, waiting for an editor (shown to the author only). */
  revision?: unknown;
  /** Why an editor turned the review, or its last edit, down (shown to the author only). */
  moderation_note?: string | null;
  created_at: string;
}

/** Write a review, or edit the one already written (one per member per place, SPEC.md / server rule). */
export const ReviewForm = ({
  targetType,
  targetId,
  existing,
  onSaved,
}: {
  targetType: string;
  targetId: number;
  existing: Review | undefined;
  onSaved: () => void;
}) => {
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [text, setText] = useState(existing?.review ?? '');
  const [editing, setEditing] = useState(!existing);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  if (!editing)
    return (
      <div className="notice">
        {message ? <p role="status">{message.text}</p> : null}
        <button type="button" className="secondary" onClick={() => (setEditing(true), setMessage(null))}>
          Edit your review
        </button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stars) {
      setMessage({ kind: 'error', text: 'Choose from 1 to 5 stars.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      if (existing) await api.patch(`content/ratings/${existing.id}`, { stars, review: text });
      else await api.post('content/ratings', { target_type: targetType, target_id: targetId, stars, review: text });
      setEditing(false);
      setMessage({ kind: 'ok', text: 'Thank you! Your review has been submitted and will appear once an editor approves it.' });
      onSaved();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof ApiError ? error.message : 'An error occurred' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form" onSubmit={submit}>
      <h3>{existing ? 'Edit your review' : 'Rate and review'}</h3>
      <fieldset className="star-input">
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="stars" value={n} checked={stars === n} onChange={() => setStars(n)} aria-label={`${n} star${n === 1 ? '' : 's'}`} />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="review-text">Your review</label>
        <textarea id="review-text" rows={4} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {message ? (
        <p className={message.kind === 'ok' ? 'success' : 'error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Saving...' : existing ? 'Save changes' : 'Submit review'}
      </button>
    </form>
  );
};
