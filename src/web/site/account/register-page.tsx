import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../common/session.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { requireFields, useForm } from '../ui/use-form.ts';
import { nextPath } from './next-path.ts';

const roles = [
  { value: 'subscriber', label: 'Parent, student or teacher (subscriber)' },
  { value: 'school', label: 'School or institution' },
];

export const RegisterPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
      await session.register({ ...v, name: v.name.trim(), email: v.email.trim() });
      navigate(nextPath(params), { replace: true });
    },
  );

  return (
    <div className="container narrow">
      <PageHeader title="Subscribe" lead="Create a free ElimuHub account." />
      <form className="form" onSubmit={submit} noValidate>
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
