/** Converts between API values and stored columns: booleans as 0/1, lists and objects as JSON text. */
import { isJsonKind } from '../../registry/fields.ts';
import type { Resource } from '../../registry/resource.ts';

export type Row = Record<string, unknown>;

export const toColumns = (resource: Resource, data: Row): Row => {
  const out: Row = {};
  for (const [name, value] of Object.entries(data)) {
    const field = resource.fields[name];
    if (!field) continue;
    if (value === null || value === undefined) out[name] = null;
    else if (field.kind === 'boolean') out[name] = value ? 1 : 0;
    else if (isJsonKind(field)) out[name] = JSON.stringify(value);
    else out[name] = value;
  }
  return out;
};

/** The row as the API shows it. Passwords never leave; private files become links made by `fileLink`. */
export const fromColumns = (resource: Resource, row: Row, fileLink: (path: string) => string): Row => {
  const out: Row = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = row[name];
    if (field.kind === 'password') continue;
    if (value === null || value === undefined) out[name] = null;
    else if (field.kind === 'boolean') out[name] = Boolean(value);
    else if (isJsonKind(field)) out[name] = typeof value === 'string' ? JSON.parse(value) : value;
    else if (field.kind === 'file') out[name] = fileLink(value as string);
    else if (name === 'id' || field.kind === 'ref' || field.kind === 'integer' || field.kind === 'money')
      out[name] = Number(value);
    else out[name] = value;
  }
  return out;
};
