import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';

/** Asks for a reset link by email. The server answers the same whether or not the account exists. */
export const ForgotPasswordPage = () => {
  const [params] = useSearchParams();
  const form = useForm({ email: params.get('email') ?? '' });
  const { values, errors } = form;
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handle(
    (v) => requireFields(v, { email: 'Email' }),
    async (v) => {
      const answer = await api.post<{ message: string }>('auth/forgot', { email: v.email.trim() });
      setSent(answer.message);
    },
  );

  return (
    <div className="container narrow">
      <PageHeader page='/forgot-password' />
      {sent ? (
        <div className="success-panel" role="status">
          <p>{sent}</p>
          <p className="muted small">Check your spam folder if it does not arrive within a few minutes. The link works once.</p>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <Field id="forgot-email" label="Email" error={errors.email} required>
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
            {form.busy ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
      <p>
        Remembered it? <Link to="/login">Login</Link>.
      </p>
    </div>
  );
};
