import { useTowns } from '../institutions/use-towns.ts';
import { describedBy, Field } from '../ui/field.tsx';

/**
 * The town of a listing, picked among its county's towns (the server refuses any other). A town kept from before
 * the list stays shown, marked, until another is picked.
 */
export const TownSelect = ({
  id,
  label,
  county,
  value,
  error,
  required,
  onChange,
}: {
  id: string;
  label: string;
  county: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) => {
  const { towns } = useTowns(county);
  const help = county ? 'A town missing here? Pick the nearest and say where in the address, or ask us to add it.' : undefined;
  return (
    <Field id={id} label={label} error={error} help={help} required={required}>
      <select id={id} value={value} disabled={!county && !value} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error, help)}>
        <option value="">{county ? 'Choose…' : 'Choose the county first'}</option>
        {value && !towns.includes(value) ? <option value={value}>{value} (not listed: choose another)</option> : null}
        {towns.map((town) => (
          <option key={town}>{town}</option>
        ))}
      </select>
    </Field>
  );
};
