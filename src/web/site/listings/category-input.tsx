import { useSay } from '../../common/say.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { FieldError } from '../ui/field.tsx';
import { readList } from '../../common/site-data.ts';

/** Job categories as checkboxes, from /api/jobs/categories; their names are rows, shown as stored. */
export const CategoryInput = ({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) => {
  const say = useSay('pages');
  const list = useFetch(
    (signal) => readList<{ id: number; name: string }>('jobs/categories', { _sort: 'name', _order: 'asc', _start: 0, _end: 100 }, signal),
    'job-categories',
  );
  return (
    <fieldset className={`field checkboxes${error ? ' invalid' : ''}`} id={id}>
      <legend>{label}</legend>
      {list.loading ? <p className="loading">{say('listing.categories.loading')}</p> : null}
      {list.error ? <p className="error">{say('listing.categories.failed', { message: list.error })}</p> : null}
      {list.data?.rows.map((category) => (
        <label key={category.id} className="check">
          <input
            type="checkbox"
            checked={value.includes(category.name)}
            onChange={(e) => onChange(e.target.checked ? [...value, category.name] : value.filter((name) => name !== category.name))}
          />
          {category.name}
        </label>
      ))}
      <FieldError error={error} />
    </fieldset>
  );
};
