import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../common/api.ts';
import { reportReasons } from '../../../registry/review-reports.ts';
import { useSay } from '../../common/say.ts';
import { describedBy, Field, FieldError } from '../ui/field.tsx';

/** Report a review to the moderators: a reason from the list and, if the member wants, a few words more. */
export const ReportDialog = ({ reviewId, onClose, onReported }: { reviewId: number; onClose: () => void; onReported: () => void }) => {
  const say = useSay();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: say('review.report.chooseReason') });
      return;
    }
    setSending(true);
    setErrors({});
    setFailure(null);
    try {
      await api.post('content/review-reports', { rating_id: reviewId, reason, details: details.trim() || null });
      onReported();
      dialog.current?.close();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : {});
      setFailure(error instanceof ApiError ? error.message : say('shell.error.fallback'));
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog ref={dialog} className="report-dialog" aria-labelledby={`report-title-${reviewId}`} onClose={onClose}>
      <form className="review-form" onSubmit={submit} noValidate>
        <h3 id={`report-title-${reviewId}`}>{say('review.report.title')}</h3>
        <fieldset className={`field report-reasons${errors.reason ? ' invalid' : ''}`}>
          <legend>{say('review.report.what')}</legend>
          {reportReasons.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`reason-${reviewId}`}
                value={value}
                checked={reason === value}
                onChange={() => (setReason(value), setErrors((all) => ({ ...all, reason: '' })))}
              />{' '}
              {say.choice('reason', value)}
            </label>
          ))}
          <FieldError error={errors.reason} />
        </fieldset>
        <Field id={`report-details-${reviewId}`} label={say('review.report.details')} error={errors.details}>
          <textarea
            id={`report-details-${reviewId}`}
            rows={3}
            maxLength={1000}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            {...describedBy(`report-details-${reviewId}`, errors.details)}
          />
        </Field>
        {failure ? (
          <p className="error" role="alert">
            {failure}
          </p>
        ) : null}
        <p className="form-actions">
          <button type="submit" disabled={sending}>
            {say(sending ? 'account.sending' : 'review.report.send')}
          </button>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
            {say('saved.search.cancel')}
          </button>
        </p>
      </form>
    </dialog>
  );
};
