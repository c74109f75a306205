import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { useSession } from '../../common/session.ts';
import { useSay } from '../../common/say.ts';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useForm } from '../ui/use-form.ts';
import { drafts, initialValues, toBody, validate, type FormValues } from './form-values.ts';
import { fieldWords } from './field-words.ts';
import { ListingFields } from './listing-fields.tsx';
import { formFields, listingKinds, type ListingKind } from './listing-kinds.ts';

/**
 * Registration of a school, college, university, shop or job. What the user types is kept as a draft in this
 * tab, so a visitor sent to sign in comes back to a filled form; the server's field errors land beside the fields;
 * success says the listing waits for review.
 */
export const RegisterListingPage = ({ kind }: { kind: ListingKind }) => {
  const say = useSay('pages');
  const config = listingKinds[kind];
  const fields = useMemo(() => formFields(config.resource), [config]);
  const user = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<FormValues>(() => ({ ...initialValues(fields), ...drafts.load(kind) }));
  const [submitted, setSubmitted] = useState<string | null>(null);

  useEffect(() => drafts.save(kind, form.values), [kind, form.values]);

  const submit = form.handle(
    (values) => validate(fields, values, fieldWords(say, config.resource.name)),
    async (values) => {
      if (!user) {
        navigate(`/login?next=${encodeURIComponent(pathname)}`, { state: { reason: say('listing.register.signInFirst') } });
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
          <h2>{say('listing.register.submitted')}</h2>
          <p>
            {say('order.thanks')} <strong>{submitted}</strong> {say('listing.register.thanks')} <Link to="/my-listings">{say('listing.mine.title')}</Link>
            {say('listing.register.meanwhile')}
          </p>
          <p className="actions">
            <Link to={config.listPath} className="button">
              {say(`listing.browse.${kind}`)}
            </Link>
            <button type="button" className="secondary" onClick={() => setSubmitted(null)}>
              {say('listing.register.another')}
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
          {say('listing.register.needAccount')} <Link to={`/login?next=${encodeURIComponent(pathname)}`}>{say('account.settings.signIn')}</Link>{' '}
          {say('listing.register.or')} <Link to={`/register?next=${encodeURIComponent(pathname)}`}>{say('listing.register.createOne')}</Link>{' '}
          {say('listing.register.kept')}
        </p>
      ) : null}
      <form className="form listing-form" onSubmit={submit} noValidate>
        <ListingFields form={form} fields={fields} resource={config.resource.name} />
        <FormMessage message={form.message} />
        <button type="submit" disabled={form.busy}>
          {say(form.busy ? 'listing.register.submitting' : user ? 'listing.register.submit' : 'listing.register.signInSubmit')}
        </button>
      </form>
    </div>
  );
};
