import type { Field as FieldDef } from '../../../registry/fields.ts';
import { useSay } from '../../common/say.ts';
import { parseList } from '../institutions/field-value.tsx';
import { describedBy, Field, FieldError } from '../ui/field.tsx';
import { CategoryInput } from './category-input.tsx';
import { fieldWords } from './field-words.ts';
import type { FormValue } from './form-values.ts';
import { ImageUpload } from './image-upload.tsx';
import { locationListOf } from './location-lists.tsx';
import { TownSelect } from './town-select.tsx';

const inputTypes: Partial<Record<FieldDef['kind'], string>> = { email: 'email', phone: 'tel', url: 'url', date: 'date' };
const autoCompletes: Record<string, string> = { email: 'email', telephone_mobile: 'tel', phone_mobile: 'tel', postal_address: 'postal-code' };

/**
 * One form control chosen by the field's kind (the same map the admin uses, in plain HTML), in the page's
 * language: labels and pick-list values are the registry's words (`field.*`, `choice.*`); what is sent stays the
 * stored value.
 */
export const ListingInput = ({
  name,
  field,
  resource,
  value,
  error,
  within,
  onChange,
}: {
  name: string;
  field: FieldDef;
  /** The registry resource the field belongs to, whose words label it. */
  resource: string;
  value: FormValue;
  error?: string;
  /** The form's value of the field this one is picked within (a town's county). */
  within?: string;
  onChange: (value: FormValue) => void;
}) => {
  const say = useSay('pages');
  const words = fieldWords(say, resource);
  const id = `listing-${name}`;
  const label = words.label(name);
  const help = words.help(name, field);
  const aria = describedBy(id, error, help);
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];

  if (field.kind === 'csv' && field.values) {
    // A list of fixed choices (CBC levels, facilities) as checkboxes, stored as comma-separated text
    // (docs/product.md#listing-forms).
    const values = field.values;
    const chosen = parseList(text);
    return (
      <fieldset className={`field checkboxes${error ? ' invalid' : ''}`} id={id}>
        <legend>{label}</legend>
        {values.map((level) => (
          <label key={level} className="check">
            <input
              type="checkbox"
              checked={chosen.includes(level)}
              onChange={(e) => onChange(values.filter((l) => (l === level ? e.target.checked : chosen.includes(l))).join(', '))}
            />
            {say.choice(name, level, resource)}
          </label>
        ))}
        <FieldError error={error} />
      </fieldset>
    );
  }
  if (field.within) return <TownSelect id={id} label={label} county={within ?? ''} value={text} error={error} required={field.required} onChange={onChange} />;
  switch (field.kind) {
    case 'tags':
      return <CategoryInput id={id} label={label} value={list} onChange={onChange} error={error} />;
    case 'boolean':
      return (
        <div className={`field check${error ? ' invalid' : ''}`}>
          <label className="check">
            <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} {...aria} /> {label}
          </label>
          <FieldError id={id} error={error} />
        </div>
      );
    case 'gallery':
      return (
        <Field id={`${id}-file`} label={label} error={error} help={say('listing.photos.help')}>
          <ImageUpload id={`${id}-file`} label={say('listing.photos.add')} multiple onUploaded={(path) => onChange([...list, path])} />
          {list.length ? (
            <ul className="thumbs">
              {list.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={say('listing.photos.alt', { n: i + 1 })} width="96" height="72" />
                  <button type="button" className="link-button small" onClick={() => onChange(list.filter((item) => item !== src))}>
                    {say('listing.photos.remove', { n: i + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Field>
      );
    case 'image': {
      const imageHelp = say('listing.image.help');
      return (
        <Field id={id} label={label} error={error} required={field.required} help={imageHelp}>
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            {...describedBy(id, error, imageHelp)}
          />
          <ImageUpload id={`${id}-file`} label={say('listing.image.upload', { label: label.toLowerCase() })} onUploaded={onChange} />
          {text ? <img src={text} alt={say('listing.image.preview', { label })} className="preview" width="96" height="96" /> : null}
        </Field>
      );
    }
    case 'enum':
      return (
        <Field id={id} label={label} error={error} required={field.required}>
          <select id={id} value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
            {field.default === undefined ? <option value="">{say('listing.choose')}</option> : null}
            {/* A value kept from before the choices (a county typed freely) stays shown until another is picked. */}
            {text && !field.values?.includes(text) ? <option value={text}>{say('listing.notInList', { value: text })}</option> : null}
            {field.values?.map((v) => (
              <option key={v} value={v}>
                {say.choice(name, v, resource)}
              </option>
            ))}
          </select>
        </Field>
      );
    case 'longText':
      return (
        <Field id={id} label={label} error={error} help={help} required={field.required}>
          <textarea id={id} rows={4} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />
        </Field>
      );
    case 'integer':
    case 'number':
    case 'money':
      return (
        <Field id={id} label={label} error={error} help={help} required={field.required}>
          <input
            id={id}
            type="text"
            inputMode={field.kind === 'number' ? 'decimal' : 'numeric'}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            {...aria}
          />
        </Field>
      );
    default:
      return (
        <Field id={id} label={label} error={error} help={help} required={field.required}>
          <input
            id={id}
            type={inputTypes[field.kind] ?? 'text'}
            autoComplete={autoCompletes[name] ?? (name === 'name' ? 'organization' : 'off')}
            maxLength={field.max}
            list={locationListOf[name] ? `listing-${locationListOf[name]}` : undefined}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            {...aria}
          />
        </Field>
      );
  }
};
