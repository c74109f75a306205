/**
 * Between the API's values and the form's: dates become dayjs for the pickers, comma-separated text and tag
 * objects become lists for tag selects, JSON becomes editable text (or switches) — and back again on save.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { parseCsv, switchNames, type Field } from '../../../registry/fields.ts';
import type { Resource } from '../../../registry/resource.ts';

type Values = Record<string, unknown>;

export const toFormValue = (field: Field, value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return dayjs(value as string);
    case 'csv':
      return parseCsv(value as string);
    case 'tags':
      return (value as { name: string }[]).map((tag) => tag.name);
    case 'json':
      return switchNames(field) ? value : JSON.stringify(value, null, 2);
    default:
      return value;
  }
};

export const toFormValues = (resource: Resource, record: Values): Values =>
  Object.fromEntries(
    Object.entries(record).map(([name, value]) => {
      const field = resource.fields[name];
      return [name, field ? toFormValue(field, value) : value];
    }),
  );

/** A form value as the API takes it; `undefined` means "nothing entered". Throws on JSON that does not parse. */
export const toApiValue = (field: Field, value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  switch (field.kind) {
    case 'date':
      return (value as Dayjs).format('YYYY-MM-DD');
    case 'datetime':
      return (value as Dayjs).toISOString();
    case 'csv':
      return (value as string[]).length ? (value as string[]).join(', ') : undefined;
    case 'tags':
      return (value as string[]).map((name) => ({ name }));
    case 'json':
      return switchNames(field) ? value : JSON.parse(value as string);
    default:
      return value;
  }
};

/**
 * The request body. On create an empty field is left out so the server applies its default; on edit it is
 * sent as null so clearing a field clears it. An empty password on edit means "keep the current one".
 */
export const toApiValues = (fields: [string, Field][], values: Values, mode: 'create' | 'edit'): Values => {
  const body: Values = {};
  for (const [name, field] of fields) {
    if (!(name in values)) continue;
    const value = toApiValue(field, values[name]);
    if (value !== undefined) body[name] = value;
    else if (mode === 'edit' && field.kind !== 'password') body[name] = null;
  }
  return body;
};

/** Registry defaults as a new record's starting values ("now" is left for the server to fill in). */
export const defaultValues = (fields: [string, Field][]): Values =>
  Object.fromEntries(
    fields.filter(([, field]) => field.default !== undefined && field.default !== 'now').map(([name, field]) => [name, toFormValue(field, field.default)]),
  );
