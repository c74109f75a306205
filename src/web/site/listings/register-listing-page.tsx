import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { useSession } from '../../common/session.ts';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useForm } from '../ui/use-form.ts';
import { drafts, initialValues, toBody, validate, type FormValues } from './form-values.ts';
import { ListingFields } from './listing-fields.tsx';
import { formFields, listingKinds, type ListingKind } from './listing-kinds.ts';

/**
 * Registration of a school, college, university, shop or job. What the user types is kept as a draft in this
 * tab, so a visitor sent to sign in comes back to a filled form; the server's field errors land beside the fields;
 * success says the listing waits for review.
 */
export const RegisterListingPage = ({ kind }: { kind: ListingKind }) => {
  const config = listingKinds[kind];
  const fields = useMemo(() => formFields(config.resource), [config]);
  const user = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<FormValues>(() => ({ ...initialValues(fields), ...drafts.load(kind) }));
  const [submitted, setSubmitted] = useState<string | null>(null);

  useEffect(() => drafts.save(kind, form.values), [kind, form.values]);

  const submit = form.handle(
    (values) => validate(fields, values),
    async (values) => {
      if (!user) {
        navigate(`/login?next=${encodeURIComponent(pathname)}`, { state: { reason: 'Please sign in to submit your listing. What you typed is kept.' } });
        return;
      }
      const created = await api.post<Record<string, unknown>>(config.resource.name, toBody(fields, values));
      drafts.clear(kind);
      form.setValues(initialValues(fields));
      setSubmitted(String(created[config.resource.title] ?? values.name ?? values.title ?? ''));
      window.scrollTo({ top: 0 });
    },
  );

  if (submitted !== null)
    return (
      <div className="container narrow">
        <PageHeader page={config.page} lead="" />
        <div className="success-panel" role="status">
          <h2>Submitted for review</h2>
          <p>
            Thank you! <strong>{submitted}</strong> has been submitted for review. Our editors check every listing and publish it once it is
            verified, usually within two working days. You can see it and keep it up to date in <Link to="/my-listings">My listings</Link>{' '}
            meanwhile.
          </p>
          <p className="actions">
            <Link to={config.listPath} className="button">
              {config.listLabel}
            </Link>
            <button type="button" className="secondary" onClick={() => setSubmitted(null)}>
              Submit another
            </button>
          </p>
        </div>
      </div>
    );

  return (
    <div className="container narrow">
      <PageHeader page={config.page} />
      {!user ? (
        <p className="notice">
          You need an account to submit a listing. <Link to={`/login?next=${encodeURIComponent(pathname)}`}>Sign in</Link> or{' '}
          <Link to={`/register?next=${encodeURIComponent(pathname)}`}>create one</Link> — what you type here is kept.
        </p>
      ) : null}
      <form className="form listing-form" onSubmit={submit} noValidate>
        <ListingFields form={form} fields={fields} />
        <FormMessage message={form.message} />
        <button type="submit" disabled={form.busy}>
          {form.busy ? 'Submitting...' : user ? 'Submit for review' : 'Sign in and submit'}
        </button>
      </form>
    </div>
  );
};
