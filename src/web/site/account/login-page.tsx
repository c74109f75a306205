import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../common/api.ts';
import { session } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { nextPath } from './next-path.ts';

export const LoginPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A page that sent the visitor here may say why (e.g. a listing form whose draft is kept).
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = 'Email is required.';
    if (!password) missing.password = 'Password is required.';
    setErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await session.login(email.trim(), password);
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
      <PageHeader title="Login" lead="Sign in to review schools, upload your CV, list your institution and shop." />
      {reason ? <p className="notice">{reason}</p> : null}
      <form className="form" onSubmit={submit} noValidate>
        <Field id="login-email" label="Email" error={errors.email} required>
          <input id="login-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required {...describedBy('login-email', errors.email)} />
        </Field>
        <Field id="login-password" label="Password" error={errors.password} required>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            {...describedBy('login-password', errors.password)}
          />
        </Field>
        {message ? (
          <p className="error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Login'}
        </button>
      </form>
      <p>
        New to ElimuHub? <Link to={`/register${params.get('next') ? `?next=${encodeURIComponent(params.get('next')!)}` : ''}`}>Create an account</Link>.
      </p>
    </div>
  );
};
