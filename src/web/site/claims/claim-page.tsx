import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ListingClaimStatus } from '../../../registry/listing-claims.ts';
import type { RowOf } from '../../../registry/row-type.ts';
import { ApiError, fallbackMessage } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { readEndpoint, readOne } from '../../common/site-data.ts';
import { upload } from '../../common/upload.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Field, describedBy } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { institutionKindOf } from './claim-kinds.ts';
import { ClaimStatus } from './claim-status.tsx';
import './claims.css';

type Claim = RowOf<'institutions/claims'>;
type Evidence = 'email' | 'letter';

/** The form, kept while the server answers: nothing typed is lost on an error. */
const ClaimForm = ({ kind, id, dispute, onSent }: { kind: string; id: number; dispute: boolean; onSent: (claim: Claim) => void }) => {
  const say = useSay('pages');
  const [evidence, setEvidence] = useState<Evidence>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [letter, setLetter] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setMessage(null);
    const form = new FormData();
    form.append('listing_kind', kind);
    form.append('listing_id', String(id));
    form.append('evidence', evidence);
    form.append('phone', phone);
    if (evidence === 'email') form.append('email', email);
    else if (letter) form.append('letter', letter);
    try {
      onSent(await upload<Claim>('institutions/claims', form));
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(0, fallbackMessage);
      setErrors(problem.errors);
      if (!Object.keys(problem.errors).length) setMessage(problem.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="claim-form" onSubmit={submit} noValidate>
      {dispute ? <Notice kind="info">{say('claim.form.disputeNote')}</Notice> : null}
      <fieldset>
        <legend>{say('claim.form.evidence')}</legend>
        {(['email', 'letter'] as const).map((choice) => (
          <label key={choice} className="claim-choice">
            <input type="radio" name="evidence" value={choice} checked={evidence === choice} onChange={() => setEvidence(choice)} />{' '}
            {say(`claim.form.evidence.${choice}`)}
          </label>
        ))}
      </fieldset>
      {evidence === 'email' ? (
        <Field id="claim-email" label={say('claim.form.email')} help={say('claim.form.emailHelp')} error={errors.email} required>
          <input
            id="claim-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...describedBy('claim-email', errors.email, say('claim.form.emailHelp'))}
          />
        </Field>
      ) : (
        <Field id="claim-letter" label={say('claim.form.letter')} help={say('claim.form.letterHelp')} error={errors.letter} required>
          <input
            id="claim-letter"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            onChange={(e) => setLetter(e.target.files?.[0] ?? null)}
            {...describedBy('claim-letter', errors.letter, say('claim.form.letterHelp'))}
          />
        </Field>
      )}
      <Field id="claim-phone" label={say('claim.form.phone')} help={say('claim.form.phoneHelp')} error={errors.phone} required>
        <input
          id="claim-phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          {...describedBy('claim-phone', errors.phone, say('claim.form.phoneHelp'))}
        />
      </Field>
      {message ? <ErrorText message={message} /> : null}
      {Object.entries(errors)
        .filter(([name]) => !['email', 'letter', 'phone'].includes(name))
        .map(([name, text]) => (
          <ErrorText key={name} message={text} />
        ))}
      <p className="actions">
        <button type="submit" disabled={sending}>
          {say(sending ? 'claim.form.sending' : 'claim.form.send')}
        </button>
      </p>
    </form>
  );
};

const ClaimListing = ({ kind, id }: { kind: string; id: number }) => {
  const say = useSay('pages');
  const [sent, setSent] = useState<Claim | null>(null);
  const listing = useFetch((signal) => readOne<{ id: number; name: string }>(`institutions/${kind}`, id, signal), `claim-listing/${kind}/${id}`);
  const status = useFetch((signal) => readEndpoint<ListingClaimStatus>(`claims/listing/${kind}/${id}`, undefined, signal), `claim-page-status/${kind}/${id}`);
  if (listing.loading || status.loading) return <Loading text={say('claim.page.loading')} />;
  if (listing.error || !listing.data) return <ErrorText message={listing.error ?? fallbackMessage} />;
  const name = listing.data.name;
  const backLink = <Link to={`/institutions/${kind}/${id}`}>{say('claim.page.back', { name })}</Link>;
  const mine = sent ? { id: sent.id, state: sent.state, evidence: sent.evidence, email: sent.email ?? null } : status.data?.mine;
  return (
    <>
      <PageHeader title={say('claim.page.title', { name })} lead={say('claim.page.lead')} noindex />
      {mine ? (
        <ClaimStatus claim={mine} />
      ) : status.data?.yours ? (
        <Notice kind="info">
          {say('claim.page.yours')} <Link to="/my-listings">{say('claim.panel.edit')}</Link>
        </Notice>
      ) : (
        <ClaimForm kind={kind} id={id} dispute={Boolean(status.data?.managed)} onSent={setSent} />
      )}
      <p>{backLink}</p>
    </>
  );
};

/** /claim/:kind/:id: ask to manage a school, college or university (docs/claims.md). */
export const ClaimPage = () => {
  const { kind = '', id = '' } = useParams();
  if (!institutionKindOf(kind)) return <ErrorText message={fallbackMessage} />;
  return (
    <div className="container narrow claim-page">
      <SignInRequired>{() => <ClaimListing kind={kind} id={Number(id)} />}</SignInRequired>
    </div>
  );
};
