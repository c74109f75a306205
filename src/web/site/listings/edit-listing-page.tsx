import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { formatDateTime } from '../../common/format.ts';
import { useGet } from '../../common/use-fetch.ts';
import { FormMessage } from '../ui/form-message.tsx';
import { LoadState, detailTitle } from '../ui/load-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { useForm } from '../ui/use-form.ts';
import { fromRow, toPatch, validate, type FormValues } from './form-values.ts';
import { ListingFields } from './listing-fields.tsx';
import { formFields, listingKinds, type ListingKind } from './listing-kinds.ts';
import { rejectionOf, statusOf, type OwnListing } from './listing-status.ts';
import './listings.css';

/** What review means for this listing now: waiting changes, a listing not yet approved, the last rejection. */
export const ReviewNotices = ({ row }: { row: OwnListing }) => {
  const rejection = rejectionOf(row);
  if (!row.revision && row.moderation !== 'pending' && !rejection) return null;
  return (
    <div className="review-notices">
      {row.revision ? (
        <p className="notice review-waiting" role="status">
          <strong>Your changes are waiting for review.</strong> The public sees the approved version until an editor approves them
          {row.revision.at ? ` (sent ${formatDateTime(row.revision.at)})` : ''}. What you see here includes your changes.
        </p>
      ) : null}
      {row.moderation === 'pending' ? (
        <p className="notice review-waiting" role="status">
          <strong>Waiting for review.</strong> Your listing appears on ElimuHub once an editor approves it.
        </p>
      ) : null}
      {rejection ? (
        <Notice kind="error">
          <p>
            <strong>{rejection.title}:</strong> {rejection.text}
          </p>
          {row.moderation === 'rejected' ? <p>Correct it and save: it goes back for review.</p> : null}
        </Notice>
      ) : null}
    </div>
  );
};

const EditForm = ({ kind, row, onSaved }: { kind: ListingKind; row: OwnListing; onSaved: (saved: OwnListing) => void }) => {
  const config = listingKinds[kind];
  const fields = useMemo(() => formFields(config.resource), [config]);
  const [before, setBefore] = useState<FormValues>(() => fromRow(fields, row));
  const form = useForm<FormValues>(() => before);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = form.handle(
    (values) => validate(fields, values),
    async (values) => {
      setSaved(null);
      const body = toPatch(fields, values, before);
      if (!Object.keys(body).length) {
        form.setMessage('Nothing has changed yet.');
        return;
      }
      const answer = await api.patch<OwnListing>(`${config.resource.name}/${row.id}`, body);
      setBefore(fromRow(fields, answer));
      setSaved(
        answer.revision
          ? 'Saved. Your changes are waiting for review; the public sees them once an editor approves them.'
          : answer.moderation === 'pending'
            ? 'Saved. Your listing is waiting for review.'
            : 'Saved.',
      );
      onSaved(answer);
    },
  );

  return (
    <form className="form listing-form" onSubmit={submit} noValidate>
      <ListingFields form={form} fields={fields} />
      <FormMessage message={form.message} />
      {/* Beside the button the member just pressed, not at the top of a long form. */}
      {saved ? (
        <Notice kind="success">
          <p>{saved}</p>
        </Notice>
      ) : null}
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
};

const EditListing = ({ kind, id }: { kind: ListingKind; id: string }) => {
  const config = listingKinds[kind];
  const state = useGet<OwnListing>(`${config.resource.name}/${id}`);
  const [latest, setLatest] = useState<OwnListing | null>(null);
  const row = latest ?? state.data;
  const name = row ? String(row[config.resource.title] ?? '') : undefined;
  const what = config.resource.singular.toLowerCase();
  return (
    <>
      <PageHeader title={detailTitle(name ? `Edit ${name}` : undefined, state.status, `Edit ${what}`)} />
      <LoadState state={{ ...state, data: row }} loadingText={`Loading your ${what}...`} notFoundText={`${config.resource.singular} not found.`} headed>
        {(listing) => (
          <>
            <p className="listing-status">
              <span className={`status-chip tone-${statusOf(listing).tone}`}>{statusOf(listing).label}</span>
              {listing.moderation === 'approved' ? <Link to={`${config.listPath}/${listing.id}`}>See it on ElimuHub</Link> : null}
            </p>
            <ReviewNotices row={listing} />
            <EditForm key={listing.id} kind={kind} row={listing} onSaved={setLatest} />
          </>
        )}
      </LoadState>
    </>
  );
};

/** A member edits a listing they own; changes to a live listing wait for review, and the page says so. */
export const EditListingPage = () => {
  const { kind = '', id = '' } = useParams();
  const known = kind in listingKinds;
  return (
    <div className="container narrow">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/my-listings">My listings</Link>
      </nav>
      {known ? (
        <SignInRequired>{() => <EditListing kind={kind as ListingKind} id={id} />}</SignInRequired>
      ) : (
        <>
          <PageHeader title="Listing not found" />
          <p className="empty" role="alert">
            Listing not found.
          </p>
        </>
      )}
    </div>
  );
};
