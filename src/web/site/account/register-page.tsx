import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { session } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { rememberNextAfterRegistering } from './next-path.ts';

const roles = [
  { value: 'subscriber', label: 'Parent, student or teacher (subscriber)' },
  { value: 'school', label: 'School or institution' },
];

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
          Check your email
        </h2>
        <p>
          <WithAddress message={message} email={email} />
        </p>
        <p className="muted small">
          The link works once, for 24 hours. If the email has not arrived within a few minutes, look in your spam or junk folder, and check
          the address above.
        </p>
      </div>
      <p className="actions">
        <button type="button" className="secondary" onClick={onChangeEmail}>
          Use a different email
        </button>
        <Link to="/" className="button secondary">
          Back to the home page
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
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ name: '', email: '', password: '', role: 'subscriber' });
  const { values, errors } = form;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => form.set(name, event.target.value);

  const submit = form.handle(
    (v) => {
      const found = requireFields(v, { name: 'Name', email: 'Email', password: 'Password' });
      if (!found.password && v.password.length < 8) found.password = 'Password must be at least 8 characters.';
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
        <PageHeader page='/register' lead="One more step: confirm your email address." />
        <CheckYourEmail message={sent} email={values.email.trim().toLowerCase()} onChangeEmail={() => setSent(null)} />
        <p>
          Already have an account? <Link to="/login">Login</Link>.
        </p>
      </div>
    );

  return (
    <div className="container narrow">
      <PageHeader page='/register' />
      <form className="form" method="post" onSubmit={submit} noValidate>
        <Field id="reg-name" label="Full name" error={errors.name} required>
          <input id="reg-name" autoComplete="name" value={values.name} onChange={set('name')} required {...describedBy('reg-name', errors.name)} />
        </Field>
        <Field id="reg-email" label="Email" error={errors.email} required>
          <input id="reg-email" type="email" autoComplete="email" value={values.email} onChange={set('email')} required {...describedBy('reg-email', errors.email)} />
        </Field>
        <Field id="reg-password" label="Password" error={errors.password} help="At least 8 characters." required>
          <input
            id="reg-password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            required
            {...describedBy('reg-password', errors.password, 'At least 8 characters.')}
          />
        </Field>
        <Field id="reg-role" label="I am registering as" error={errors.role}>
          <select id="reg-role" value={values.role} onChange={set('role')}>
            {roles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </Field>
        <FormMessage message={form.message} />
        <button type="submit" disabled={form.busy}>
          {form.busy ? 'Creating account...' : 'Create account'}
        </button>
      </form>
      <p>
        Already have an account? <Link to="/login">Login</Link>.
      </p>
    </div>
  );
};
