import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useForm } from '../ui/use-form.ts';
import { checkNewPassword } from './password-rules.ts';
import { useSay } from '../../common/say.ts';

/** Opened from the emailed link (?token=…): sets a new password, which signs the member in and everywhere else out. */
export const ResetPasswordPage = () => {
  const say = useSay('pages');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const form = useForm({ password: '', confirm: '' });
  const { values, errors } = form;

  const submit = form.handle(
    (v) => checkNewPassword(v.password, v.confirm, { password: 'password', confirm: 'confirm' }, say),
    async (v) => {
      await session.resetPassword(token, v.password);
      navigate('/profile', { replace: true, state: { reason: say('account.reset.changed') } });
    },
  );

  const header = <PageHeader page="/reset-password" />;
  if (!token)
    return (
      <div className="container narrow">
        {header}
        <p className="notice">
          {say('account.reset.needsLink')} <Link to="/forgot-password">{say('account.reset.newLink')}</Link>.
        </p>
      </div>
    );

  // A refused link (used, expired or unknown) comes back as a token error: say so and offer a new one.
  const linkProblem = errors.token;
  return (
    <div className="container narrow">
      {header}
      <form className="form" method="post" onSubmit={submit} noValidate>
        <Field id="reset-password" label={say('account.password.new')} error={errors.password} help={say('account.register.passwordHelp')} required>
          <input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => form.set('password', e.target.value)}
            required
            {...describedBy('reset-password', errors.password, say('account.register.passwordHelp'))}
          />
        </Field>
        <Field id="reset-confirm" label={say('account.password.repeat')} error={errors.confirm} required>
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
            <Link to="/forgot-password">{say('account.reset.newLink')}</Link>.
          </p>
        ) : null}
        <button type="submit" disabled={form.busy}>
          {say(form.busy ? 'account.saving' : 'account.reset.submit')}
        </button>
      </form>
    </div>
  );
};
