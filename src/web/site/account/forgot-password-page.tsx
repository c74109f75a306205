import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { useSay } from '../../common/say.ts';

/** Asks for a reset link by email. The server answers the same whether or not the account exists. */
export const ForgotPasswordPage = () => {
  const say = useSay('pages');
  const [params] = useSearchParams();
  const form = useForm({ email: params.get('email') ?? '' });
  const { values, errors } = form;
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handle(
    (v) => requireFields(v, { email: say('account.email') }, (label) => say('form.required', { label })),
    async (v) => {
      const answer = await api.post<{ message: string }>('auth/forgot', { email: v.email.trim() });
      setSent(answer.message);
    },
  );

  return (
    <div className="container narrow">
      <PageHeader page="/forgot-password" />
      {sent ? (
        <div className="success-panel" role="status">
          <p>{sent}</p>
          <p className="muted small">{say('account.forgot.spam')}</p>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <Field id="forgot-email" label={say('account.email')} error={errors.email} required>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => form.set('email', e.target.value)}
              required
              {...describedBy('forgot-email', errors.email)}
            />
          </Field>
          <FormMessage message={form.message} />
          <button type="submit" disabled={form.busy}>
            {say(form.busy ? 'account.sending' : 'account.forgot.submit')}
          </button>
        </form>
      )}
      <p>
        {say('account.forgot.remembered')} <Link to="/login">{say('account.forgot.login')}</Link>.
      </p>
    </div>
  );
};
