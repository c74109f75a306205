/** A listing form's fields, grouped as the registry groups them, with the place lists the town inputs read. */
import { useMemo } from 'react';
import { useSay } from '../../common/say.ts';
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

/** `resource` names the registry resource whose labels the fields show. */
export const ListingFields = ({ form, fields, resource }: { form: Form; fields: FormField[]; resource: string }) => {
  const say = useSay('pages');
  const groups = useMemo(() => groupFields(fields), [fields]);
  return (
    <>
      <p className="muted small">{say('listing.form.required')}</p>
      {groups.map((group) => (
        <fieldset key={group.key} className="group">
          <legend>{say(`listing.group.${group.key}`)}</legend>
          {group.fields.map(({ name, field }) => (
            <ListingInput
              key={name}
              name={name}
              field={field}
              resource={resource}
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
