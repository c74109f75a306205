import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { useOne } from '../../common/use-fetch.ts';
import { FormMessage } from '../ui/form-message.tsx';
import { LoadState, detailTitle } from '../ui/load-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { useForm } from '../ui/use-form.ts';
import { fromRow, toPatch, validate, type FormValues } from './form-values.ts';
import { fieldWords } from './field-words.ts';
import { ListingFields } from './listing-fields.tsx';
import { formFields, listingKinds, type ListingKind } from './listing-kinds.ts';
import { rejectionOf, statusOf, type OwnListing } from './listing-status.ts';
import './listings.css';

/** What review means for this listing now: waiting changes, a listing not yet approved, the last rejection. */
export const ReviewNotices = ({ row }: { row: OwnListing }) => {
  const say = useSay('pages');
  const format = useFormat();
  const rejection = rejectionOf(row);
  if (!row.revision && row.moderation !== 'pending' && !rejection) return null;
  return (
    <div className="review-notices">
      {row.revision ? (
        <p className="notice review-waiting" role="status">
          <strong>{say('listing.review.changesWaiting')}</strong> {say('listing.review.publicSees')}
          {row.revision.at ? ` ${say('listing.review.sent', { date: format.dateTime(row.revision.at) ?? '' })}` : ''}. {say('listing.review.includes')}
        </p>
      ) : null}
      {row.moderation === 'pending' ? (
        <p className="notice review-waiting" role="status">
          <strong>{say('listing.review.waiting')}</strong> {say('listing.review.appears')}
        </p>
      ) : null}
      {rejection ? (
        <Notice kind="error">
          <p>
            <strong>{say(rejection.title)}:</strong> {rejection.text}
          </p>
          {row.moderation === 'rejected' ? <p>{say('listing.review.correct')}</p> : null}
        </Notice>
      ) : null}
    </div>
  );
};

const EditForm = ({ kind, row, onSaved }: { kind: ListingKind; row: OwnListing; onSaved: (saved: OwnListing) => void }) => {
  const say = useSay('pages');
  const config = listingKinds[kind];
  const fields = useMemo(() => formFields(config.resource), [config]);
  const [before, setBefore] = useState<FormValues>(() => fromRow(fields, row));
  const form = useForm<FormValues>(() => before);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = form.handle(
    (values) => validate(fields, values, fieldWords(say, config.resource.name)),
    async (values) => {
      setSaved(null);
      const body = toPatch(fields, values, before);
      if (!Object.keys(body).length) {
        form.setMessage(say('listing.edit.unchanged'));
        return;
      }
      const answer = await api.patch<OwnListing>(`${config.resource.name}/${row.id}`, body);
      setBefore(fromRow(fields, answer));
      setSaved(say(answer.revision ? 'listing.edit.savedWaiting' : answer.moderation === 'pending' ? 'listing.edit.savedPending' : 'listing.edit.saved'));
      onSaved(answer);
    },
  );

  return (
    <form className="form listing-form" onSubmit={submit} noValidate>
      <ListingFields form={form} fields={fields} resource={config.resource.name} />
      <FormMessage message={form.message} />
      {/* Beside the button the member just pressed, not at the top of a long form. */}
      {saved ? (
        <Notice kind="success">
          <p>{saved}</p>
        </Notice>
      ) : null}
      <button type="submit" disabled={form.busy}>
        {say(form.busy ? 'account.saving' : 'listing.edit.save')}
      </button>
    </form>
  );
};

const EditListing = ({ kind, id }: { kind: ListingKind; id: string }) => {
  const say = useSay('pages');
  const config = listingKinds[kind];
  const state = useOne<OwnListing>(config.resource.name, id);
  const [latest, setLatest] = useState<OwnListing | null>(null);
  const row = latest ?? state.data;
  const name = row ? String(row[config.resource.title] ?? '') : undefined;
  return (
    <>
      <PageHeader title={detailTitle(name ? say('listing.mine.editName', { name }) : undefined, state.status, say(`listing.edit.${kind}`))} />
      <LoadState state={{ ...state, data: row }} loadingText={say(`listing.loading.${kind}`)} notFoundText={say(`listing.notFound.${kind}`)} headed>
        {(listing) => (
          <>
            <p className="listing-status">
              <span className={`status-chip tone-${statusOf(listing).tone}`}>{say(statusOf(listing).label)}</span>
              {listing.moderation === 'approved' ? <Link to={`${config.listPath}/${listing.id}`}>{say('listing.seeIt')}</Link> : null}
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
  const say = useSay('pages');
  const { kind = '', id = '' } = useParams();
  const known = kind in listingKinds;
  return (
    <div className="container narrow">
      <nav aria-label={say('dir.breadcrumb')} className="breadcrumb">
        <Link to="/my-listings">{say('listing.mine.title')}</Link>
      </nav>
      {known ? (
        <SignInRequired>{() => <EditListing kind={kind as ListingKind} id={id} />}</SignInRequired>
      ) : (
        <>
          <PageHeader title={say('listing.notFound')} />
          <p className="empty" role="alert">
            {say('listing.notFound')}.
          </p>
        </>
      )}
    </div>
  );
};
