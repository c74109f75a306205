import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useForm } from '../ui/use-form.ts';
import { checkNewPassword } from './password-rules.ts';

/** Opened from the emailed link (?token=…): sets a new password, which signs the member in and everywhere else out. */
export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const form = useForm({ password: '', confirm: '' });
  const { values, errors } = form;

  const submit = form.handle(
    (v) => checkNewPassword(v.password, v.confirm, { password: 'password', confirm: 'confirm' }),
    async (v) => {
      await session.resetPassword(token, v.password);
      navigate('/profile', { replace: true, state: { reason: 'Your password has been changed.' } });
    },
  );

  const header = <PageHeader page='/reset-password' />;
  if (!token)
    return (
      <div className="container narrow">
        {header}
        <p className="notice">
          This page needs the link from the password reset email. <Link to="/forgot-password">Ask for a new link</Link>.
        </p>
      </div>
    );

  // A refused link (used, expired or unknown) comes back as a token error: say so and offer a new one.
  const linkProblem = errors.token;
  return (
    <div className="container narrow">
      {header}
      <form className="form" method="post" onSubmit={submit} noValidate>
        <Field id="reset-password" label="New password" error={errors.password} help="At least 8 characters." required>
          <input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => form.set('password', e.target.value)}
            required
            {...describedBy('reset-password', errors.password, 'At least 8 characters.')}
          />
        </Field>
        <Field id="reset-confirm" label="Repeat the new password" error={errors.confirm} required>
          <input
            id="reset-confirm"
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(e) => form.set('confirm', e.target.value)}
            required
            {...describedBy('reset-confirm', errors.confirm)}
          />
        </Field>
        <FormMessage message={form.message} />
        {linkProblem ? (
          <p>
            <Link to="/forgot-password">Ask for a new link</Link>.
          </p>
        ) : null}
        <button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </div>
  );
};
