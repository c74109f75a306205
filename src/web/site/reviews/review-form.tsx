import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../common/api.ts';
import { reviewCategoryNames, reviewerTypes, type ReviewCategory } from '../../../registry/review-categories.ts';
import { useSay } from '../../common/say.ts';
import { describedBy, Field, FieldError } from '../ui/field.tsx';
import type { Review } from './review-types.ts';

/** The words of each step of a category's 1–5. */
const scale = [1, 2, 3, 4, 5];

type Categories = Partial<Record<ReviewCategory, number | null>>;

/**
 * Write a review, or edit the one already written (one per member per place, docs/product.md#reviews / server
 * rule): stars, who the reviewer is, and — for a school, college or university — an optional 1–5 for each category.
 */
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
  const say = useSay();
  const byCategory = targetType !== 'shop';
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [text, setText] = useState(existing?.review ?? '');
  const [reviewerType, setReviewerType] = useState(existing?.reviewer_type ?? '');
  const [categories, setCategories] = useState<Categories>(() => Object.fromEntries(reviewCategoryNames.map((name) => [name, existing?.[name] ?? null])));
  const [editing, setEditing] = useState(!existing);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  if (!editing)
    return (
      <div className="notice">
        {message ? <p role="status">{message.text}</p> : null}
        <button type="button" className="secondary" onClick={() => (setEditing(true), setMessage(null))}>
          {say('review.form.edit')}
        </button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!stars) missing.stars = say('review.form.starsMissing');
    if (byCategory && !reviewerType) missing.reviewer_type = say('review.form.whoMissing');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    setMessage(null);
    const body = { stars, review: text, ...(byCategory ? { reviewer_type: reviewerType, ...categories } : {}) };
    try {
      if (existing) await api.patch(`content/ratings/${existing.id}`, body);
      else await api.post('content/ratings', { target_type: targetType, target_id: targetId, ...body });
      setEditing(false);
      setMessage({ kind: 'ok', text: say('review.form.thanks') });
      onSaved();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : {});
      setMessage({ kind: 'error', text: error instanceof ApiError ? error.message : say('ui.errorOccurred') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <h3>{say(existing ? 'review.form.edit' : 'review.form.title')}</h3>
      <fieldset className={`star-input${errors.stars ? ' invalid' : ''}`}>
        <legend>{say('review.form.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="stars"
              value={n}
              checked={stars === n}
              onChange={() => (setStars(n), setErrors((all) => ({ ...all, stars: '' })))}
              aria-label={say('review.form.stars', { count: n })}
            />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
          </label>
        ))}
        <FieldError error={errors.stars} />
      </fieldset>
      {byCategory ? (
        <>
          <Field id="reviewer-type" label={say('review.form.who')} required error={errors.reviewer_type}>
            <select
              id="reviewer-type"
              value={reviewerType}
              onChange={(e) => (setReviewerType(e.target.value), setErrors((all) => ({ ...all, reviewer_type: '' })))}
              {...describedBy('reviewer-type', errors.reviewer_type)}
            >
              <option value="">{say('review.form.choose')}</option>
              {reviewerTypes.map((type) => (
                <option key={type} value={type}>
                  {say.choice('reviewer_type', type)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset className="category-input">
            <legend>{say('review.form.categories')}</legend>
            {reviewCategoryNames.map((name) => (
              <Field key={name} id={`category-${name}`} label={say.field('content/ratings', name)} error={errors[name]}>
                <select
                  id={`category-${name}`}
                  value={categories[name] ?? ''}
                  onChange={(e) => setCategories((all) => ({ ...all, [name]: e.target.value ? Number(e.target.value) : null }))}
                  {...describedBy(`category-${name}`, errors[name])}
                >
                  <option value="">{say('review.form.notRated')}</option>
                  {scale.map((n) => (
                    <option key={n} value={n}>
                      {n} · {say(`review.scale.${n}`)}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </fieldset>
        </>
      ) : null}
      <Field id="review-text" label={say('review.form.text')} error={errors.review}>
        <textarea
          id="review-text"
          rows={4}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...describedBy('review-text', errors.review)}
        />
      </Field>
      {message ? (
        <p className={message.kind === 'ok' ? 'success' : 'error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <button type="submit" disabled={busy}>
        {say(busy ? 'review.form.saving' : existing ? 'review.form.save' : 'review.form.submit')}
      </button>
    </form>
  );
};
