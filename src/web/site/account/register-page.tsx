import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../common/api.ts';
import { session } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { nextPath } from './next-path.ts';

const roles = [
  { value: 'subscriber', label: 'Parent, student or teacher (subscriber)' },
  { value: 'school', label: 'School or institution' },
];

export const RegisterPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '', role: 'subscriber' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!form.name.trim()) missing.name = 'Name is required.';
    if (!form.email.trim()) missing.email = 'Email is required.';
    if (!form.password) missing.password = 'Password is required.';
    else if (form.password.length < 8) missing.password = 'Password must be at least 8 characters.';
    setErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await session.register({ ...form, name: form.name.trim(), email: form.email.trim() });
      navigate(nextPath(params), { replace: true });
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'An error occurred');
      if (error instanceof ApiError) setErrors(error.errors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container narrow">
      <PageHeader title="Subscribe" lead="Create a free ElimuHub account." />
      <form className="form" onSubmit={submit} noValidate>
        <Field id="reg-name" label="Full name" error={errors.name} required>
          <input id="reg-name" autoComplete="name" value={form.name} onChange={set('name')} required {...describedBy('reg-name', errors.name)} />
        </Field>
        <Field id="reg-email" label="Email" error={errors.email} required>
          <input id="reg-email" type="email" autoComplete="email" value={form.email} onChange={set('email')} required {...describedBy('reg-email', errors.email)} />
        </Field>
        <Field id="reg-password" label="Password" error={errors.password} help="At least 8 characters." required>
          <input
            id="reg-password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            required
            {...describedBy('reg-password', errors.password, 'At least 8 characters.')}
          />
        </Field>
        <Field id="reg-role" label="I am registering as" error={errors.role}>
          <select id="reg-role" value={form.role} onChange={set('role')}>
            {roles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </Field>
        {message ? (
          <p className="error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </button>
      </form>
      <p>
        Already have an account? <Link to="/login">Login</Link>.
      </p>
    </div>
  );
};
