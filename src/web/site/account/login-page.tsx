import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { nextPath } from './next-path.ts';
import { useSay } from '../../common/say.ts';

export const LoginPage = () => {
  const say = useSay('pages');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A page that sent the visitor here may say why (e.g. a listing form whose draft is kept).
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  const form = useForm({ email: '', password: '' });
  const { values, errors } = form;

  const submit = form.handle(
    (v) => requireFields(v, { email: say('account.email'), password: say('account.password') }, (label) => say('form.required', { label })),
    async (v) => {
      await session.login(v.email.trim(), v.password);
      navigate(nextPath(params), { replace: true });
    },
  );

  return (
    <div className="container narrow">
      <PageHeader page="/login" />
      {reason ? <p className="notice">{reason}</p> : null}
      <form className="form" method="post" onSubmit={submit} noValidate>
        <Field id="login-email" label={say('account.email')} error={errors.email} required>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => form.set('email', e.target.value)}
            required
            {...describedBy('login-email', errors.email)}
          />
        </Field>
        <Field id="login-password" label={say('account.password')} error={errors.password} required>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => form.set('password', e.target.value)}
            required
            {...describedBy('login-password', errors.password)}
          />
        </Field>
        <FormMessage message={form.message} />
        <button type="submit" disabled={form.busy}>
          {say(form.busy ? 'account.login.signingIn' : 'account.login.submit')}
        </button>
      </form>
      <p>
        <Link to={`/forgot-password${values.email.trim() ? `?email=${encodeURIComponent(values.email.trim())}` : ''}`}>{say('account.login.forgot')}</Link>
      </p>
      <p>
        {say('account.login.new')}{' '}
        <Link to={`/register${params.get('next') ? `?next=${encodeURIComponent(params.get('next')!)}` : ''}`}>{say('account.login.create')}</Link>.
      </p>
    </div>
  );
};
