import { useState } from 'react';
import { api } from '../../common/api.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { useSay } from '../../common/say.ts';

const blank = { email: '', current_password: '' };

/**
 * A new sign-in email needs the current password, and takes effect only when the link mailed to it is opened
 * (/email-change); until then the member keeps signing in with the current one.
 */
export const ChangeEmailForm = ({ current }: { current: string }) => {
  const say = useSay('pages');
  const form = useForm(blank);
  const { values, errors } = form;
  const [done, setDone] = useState<string | null>(null);
  const set = (name: keyof typeof blank) => (event: { target: { value: string } }) => {
    setDone(null);
    form.set(name, event.target.value);
  };

  const submit = form.handle(
    (v) => requireFields(v, { email: say('account.email.new'), current_password: say('account.password.current') }, (label) => say('form.required', { label })),
    async (v) => {
      const next = v.email.trim().toLowerCase();
      await api.post<{ message: string }>('auth/email', { email: next, current_password: v.current_password });
      form.setValues(blank);
      setDone(say('account.email.sent', { email: next, current }));
    },
  );

  return (
    <form className="form" method="post" onSubmit={submit} noValidate aria-labelledby="change-email-title">
      <h3 id="change-email-title">{say('account.email.change')}</h3>
      <p className="muted small">{say('account.email.current', { email: current })}</p>
      <Field id="ce-email" label={say('account.email.new')} error={errors.email} required>
        <input
          id="ce-email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          required
          {...describedBy('ce-email', errors.email)}
        />
      </Field>
      <PasswordField
        id="ce-current"
        label={say('account.password.current')}
        value={values.current_password}
        onChange={set('current_password')}
        error={errors.current_password}
        autoComplete="current-password"
      />
      <FormMessage message={form.message} />
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      <button type="submit" disabled={form.busy}>
        {say(form.busy ? 'account.email.changing' : 'account.email.change')}
      </button>
    </form>
  );
};
