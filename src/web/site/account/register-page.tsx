import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { session } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { rememberNextAfterRegistering } from './next-path.ts';
import { useSay } from '../../common/say.ts';

const roles = ['subscriber', 'school'] as const;

/** The server's words with the address in bold, allowed to wrap after its @ rather than anywhere on a phone. */
const WithAddress = ({ message, email }: { message: string; email: string }) => {
  const at = email ? message.indexOf(email) : -1;
  if (at < 0) return <>{message}</>;
  const [local, domain] = [email.slice(0, email.lastIndexOf('@') + 1), email.slice(email.lastIndexOf('@') + 1)];
  return (
    <>
      {message.slice(0, at)}
      <strong>
        {local}
        <wbr />
        {domain}
      </strong>
      {message.slice(at + email.length)}
    </>
  );
};

/** What the page shows once the server has emailed the link: its words, and what to do next. */
const CheckYourEmail = ({ message, email, onChangeEmail }: { message: string; email: string; onChangeEmail: () => void }) => {
  const say = useSay('pages');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: bring the panel into view and move the focus to it, for screen readers too.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <>
      <div className="success-panel" role="status">
        <h2 ref={heading} tabIndex={-1}>
          {say('account.register.checkEmail')}
        </h2>
        <p>
          <WithAddress message={message} email={email} />
        </p>
        <p className="muted small">{say('account.register.linkOnce')}</p>
      </div>
      <p className="actions">
        <button type="button" className="secondary" onClick={onChangeEmail}>
          {say('account.register.otherEmail')}
        </button>
        <Link to="/" className="button secondary">
          {say('account.register.home')}
        </Link>
      </p>
    </>
  );
};

/**
 * Registering: the server emails a link (the same answer whether or not the email has an account), and the
 * account is created when the link is opened (see verify-email-page.tsx).
 */
export const RegisterPage = () => {
  const say = useSay('pages');
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ name: '', email: '', password: '', role: 'subscriber' });
  const { values, errors } = form;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => form.set(name, event.target.value);

  const submit = form.handle(
    (v) => {
      const found = requireFields(v, { name: say('account.register.nameShort'), email: say('account.email'), password: say('account.password') }, (label) =>
        say('form.required', { label }),
      );
      if (!found.password && v.password.length < 8) found.password = say('account.register.passwordShort');
      return found;
    },
    async (v) => {
      const message = await session.register({ ...v, name: v.name.trim(), email: v.email.trim() });
      rememberNextAfterRegistering(params);
      setSent(message);
    },
  );

  if (sent)
    return (
      <div className="container narrow">
        <PageHeader page="/register" lead={say('account.register.oneMore')} />
        <CheckYourEmail message={sent} email={values.email.trim().toLowerCase()} onChangeEmail={() => setSent(null)} />
        <p>
          {say('account.register.haveAccount')} <Link to="/login">{say('account.login.submit')}</Link>.
        </p>
      </div>
    );

  return (
    <div className="container narrow">
      <PageHeader page="/register" />
      <form className="form" method="post" onSubmit={submit} noValidate>
        <Field id="reg-name" label={say('account.register.name')} error={errors.name} required>
          <input id="reg-name" autoComplete="name" value={values.name} onChange={set('name')} required {...describedBy('reg-name', errors.name)} />
        </Field>
        <Field id="reg-email" label={say('account.email')} error={errors.email} required>
          <input
            id="reg-email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            required
            {...describedBy('reg-email', errors.email)}
          />
        </Field>
        <Field id="reg-password" label={say('account.password')} error={errors.password} help={say('account.register.passwordHelp')} required>
          <input
            id="reg-password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            required
            {...describedBy('reg-password', errors.password, say('account.register.passwordHelp'))}
          />
        </Field>
        <Field id="reg-role" label={say('account.register.role')} error={errors.role}>
          <select id="reg-role" value={values.role} onChange={set('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {say(`account.register.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <FormMessage message={form.message} />
        <button type="submit" disabled={form.busy}>
          {say(form.busy ? 'account.register.creating' : 'account.register.submit')}
        </button>
      </form>
      <p>
        {say('account.register.haveAccount')} <Link to="/login">{say('account.login.submit')}</Link>.
      </p>
    </div>
  );
};
