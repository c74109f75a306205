/** A listing form's fields, grouped as the registry groups them, with the place lists the town inputs read. */
import { useMemo } from 'react';
import type { Errors } from '../ui/use-form.ts';
import { change, type FormValue, type FormValues } from './form-values.ts';
import { ListingInput } from './listing-input.tsx';
import { groupFields, type FormField } from './listing-kinds.ts';
import { LocationLists } from './location-lists.tsx';

interface Form {
  values: FormValues;
  errors: Errors;
  set: (name: string, value: FormValue) => void;
}

export const ListingFields = ({ form, fields }: { form: Form; fields: FormField[] }) => {
  const groups = useMemo(() => groupFields(fields), [fields]);
  return (
    <>
      <p className="muted small">Fields marked * are required.</p>
      {groups.map((group) => (
        <fieldset key={group.title} className="group">
          <legend>{group.title}</legend>
          {group.fields.map(({ name, field }) => (
            <ListingInput
              key={name}
              name={name}
              field={field}
              value={form.values[name] as FormValue}
              error={form.errors[name]}
              within={field.within ? String(form.values[field.within] ?? '') : undefined}
              onChange={(v) => change(form, fields, name, v)}
            />
          ))}
        </fieldset>
      ))}
      <LocationLists county={String(form.values.county ?? '')} />
    </>
  );
};
