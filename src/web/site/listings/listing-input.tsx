import type { Field as FieldDef } from '../../../registry/fields.ts';
import { parseList } from '../institutions/field-value.tsx';
import { describedBy, Field, FieldError } from '../ui/field.tsx';
import { CategoryInput } from './category-input.tsx';
import type { FormValue } from './form-values.ts';
import { ImageUpload } from './image-upload.tsx';
import { locationListOf } from './location-lists.tsx';
import { TownSelect } from './town-select.tsx';

const inputTypes: Partial<Record<FieldDef['kind'], string>> = { email: 'email', phone: 'tel', url: 'url', date: 'date' };
const autoCompletes: Record<string, string> = { email: 'email', telephone_mobile: 'tel', phone_mobile: 'tel', postal_address: 'postal-code' };

/** One form control chosen by the field's kind (the same map the admin uses, in plain HTML). */
export const ListingInput = ({
  name,
  field,
  value,
  error,
  within,
  onChange,
}: {
  name: string;
  field: FieldDef;
  value: FormValue;
  error?: string;
  /** The form's value of the field this one is picked within (a town's county). */
  within?: string;
  onChange: (value: FormValue) => void;
}) => {
  const id = `listing-${name}`;
  const label = field.label ?? name;
  const aria = describedBy(id, error, field.help);
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];

  if (field.kind === 'csv' && field.values) {
    // A list of fixed choices (CBC levels, facilities) as checkboxes, stored as the comma-separated text SPEC.md §3 asks for.
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
            {level}
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
        <Field id={`${id}-file`} label={label} error={error} help="JPEG, PNG or WebP photos.">
          <ImageUpload id={`${id}-file`} label="Add photos" multiple onUploaded={(path) => onChange([...list, path])} />
          {list.length ? (
            <ul className="thumbs">
              {list.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={`Photo ${i + 1}`} width="96" height="72" />
                  <button type="button" className="link-button small" onClick={() => onChange(list.filter((item) => item !== src))}>
                    Remove photo {i + 1}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Field>
      );
    case 'image':
      return (
        <Field id={id} label={label} error={error} required={field.required} help="Paste a link to the image, or upload one.">
          <input id={id} type="url" inputMode="url" placeholder="https://" value={text} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error, 'Paste a link to the image, or upload one.')} />
          <ImageUpload id={`${id}-file`} label={`Upload ${label.toLowerCase()}`} onUploaded={onChange} />
          {text ? <img src={text} alt={`${label} preview`} className="preview" width="96" height="96" /> : null}
        </Field>
      );
    case 'enum':
      return (
        <Field id={id} label={label} error={error} required={field.required}>
          <select id={id} value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
            {field.default === undefined ? <option value="">Choose…</option> : null}
            {/* A value kept from before the choices (a county typed freely) stays shown until another is picked. */}
            {text && !field.values?.includes(text) ? <option value={text}>{text} (not in the list: choose another)</option> : null}
            {field.values?.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </Field>
      );
    case 'longText':
      return (
        <Field id={id} label={label} error={error} help={field.help} required={field.required}>
          <textarea id={id} rows={4} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />
        </Field>
      );
    case 'integer':
    case 'number':
    case 'money':
      return (
        <Field id={id} label={label} error={error} help={field.help} required={field.required}>
          <input id={id} type="text" inputMode={field.kind === 'number' ? 'decimal' : 'numeric'} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />
        </Field>
      );
    default:
      return (
        <Field id={id} label={label} error={error} help={field.help} required={field.required}>
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
