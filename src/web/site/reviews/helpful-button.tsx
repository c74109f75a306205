import { useState } from 'react';
import { api, ApiError } from '../../common/api.ts';
import type { MemberMark, Review } from './review-types.ts';

const found = (count: number) => (count === 1 ? '1 person found this helpful' : `${count} people found this helpful`);

/**
 * "Helpful" with its count: pressed once marks the review, pressed again takes the mark back. The server keeps one
 * mark per member and the count; the button shows what it answered. A member's own review shows the count only.
 */
export const HelpfulButton = ({ review, mark, own }: { review: Review; mark: MemberMark | undefined; own: boolean }) => {
  const [state, setState] = useState({ count: review.helpful_count ?? 0, mark: mark?.id ?? null });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (own) return state.count ? <span className="muted small">{found(state.count)}</span> : null;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (state.mark) {
        await api.delete(`content/helpful-votes/${state.mark}`);
        setState((s) => ({ count: Math.max(0, s.count - 1), mark: null }));
      } else {
        const created = await api.post<MemberMark>('content/helpful-votes', { rating_id: review.id });
        setState((s) => ({ count: s.count + 1, mark: created.id }));
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'An error occurred');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="secondary small helpful" aria-pressed={state.mark !== null} disabled={busy} onClick={toggle}>
        Helpful{state.count ? ` · ${state.count}` : ''}
      </button>
      {error ? (
        <span className="field-error small" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
};
