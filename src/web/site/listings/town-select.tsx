import { useSay } from '../../common/say.ts';
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
  const say = useSay('pages');
  const { towns } = useTowns(county);
  const help = county ? say('listing.town.help') : undefined;
  return (
    <Field id={id} label={label} error={error} help={help} required={required}>
      <select id={id} value={value} disabled={!county && !value} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error, help)}>
        <option value="">{say(county ? 'listing.choose' : 'listing.town.countyFirst')}</option>
        {value && !towns.includes(value) ? <option value={value}>{say('listing.town.notListed', { value })}</option> : null}
        {towns.map((town) => (
          <option key={town}>{town}</option>
        ))}
      </select>
    </Field>
  );
};
