import { useState } from 'react';
import { api } from '../../common/api.ts';
import { FormMessage } from '../ui/form-message.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { checkNewPassword } from './password-rules.ts';
import { useSay } from '../../common/say.ts';

const blank = { current_password: '', new_password: '', confirm: '' };

/** A new password needs the current one; the server signs every other device out and says so. */
export const ChangePasswordForm = () => {
  const say = useSay('pages');
  const form = useForm(blank);
  const { values, errors } = form;
  const [done, setDone] = useState<string | null>(null);
  const set = (name: keyof typeof blank) => (event: { target: { value: string } }) => {
    setDone(null);
    form.set(name, event.target.value);
  };

  const submit = form.handle(
    (v) => ({
      ...checkNewPassword(v.new_password, v.confirm, { password: 'new_password', confirm: 'confirm' }, say),
      ...requireFields(v, { current_password: say('account.password.current') }, (label) => say('form.required', { label })),
    }),
    async (v) => {
      const answer = await api.post<{ message: string }>('auth/password', { current_password: v.current_password, new_password: v.new_password });
      form.setValues(blank);
      setDone(answer.message);
    },
  );

  return (
    <form className="form" method="post" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title">{say('account.password.change')}</h3>
      <PasswordField
        id="cp-current"
        label={say('account.password.current')}
        value={values.current_password}
        onChange={set('current_password')}
        error={errors.current_password}
        autoComplete="current-password"
      />
      <PasswordField
        id="cp-new"
        label={say('account.password.new')}
        value={values.new_password}
        onChange={set('new_password')}
        error={errors.new_password}
        help={say('account.register.passwordHelp')}
        autoComplete="new-password"
      />
      <PasswordField
        id="cp-confirm"
        label={say('account.password.repeat')}
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        autoComplete="new-password"
      />
      <FormMessage message={form.message} />
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      <button type="submit" disabled={form.busy}>
        {say(form.busy ? 'account.password.changing' : 'account.password.change')}
      </button>
    </form>
  );
};
