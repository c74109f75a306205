/** A required password input in its labelled field, with the error and help linked for screen readers. */
import { describedBy, Field } from './field.tsx';

export const PasswordField = ({
  id,
  label,
  value,
  onChange,
  error,
  help,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
  help?: string;
  autoComplete: 'current-password' | 'new-password';
}) => (
  <Field id={id} label={label} error={error} help={help} required>
    <input id={id} type="password" autoComplete={autoComplete} value={value} onChange={onChange} required {...describedBy(id, error, help)} />
  </Field>
);
