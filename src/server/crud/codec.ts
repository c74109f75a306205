/** Converts between API values and stored columns: booleans as 0/1, lists and objects as JSON text. */
import { isJsonKind, type Field } from '../../registry/fields.ts';
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

type Decode = 'boolean' | 'json' | 'file' | 'number' | 'as-is';

interface Shape {
  /** The fields the API shows (never passwords), in order, with how each is decoded. */
  fields: [name: string, decode: Decode][];
  /** An object with those fields, for each set of fields left out, to copy. */
  templates: Map<string, Row>;
}

const decodeOf = (name: string, field: Field): Decode => {
  if (field.kind === 'boolean') return 'boolean';
  if (isJsonKind(field)) return 'json';
  if (field.kind === 'file') return 'file';
  if (name === 'id' || field.kind === 'ref' || field.kind === 'integer' || field.kind === 'money') return 'number';
  return 'as-is';
};

const shapes = new WeakMap<Resource, Shape>();

const shapeOf = (resource: Resource) => {
  let shape = shapes.get(resource);
  if (!shape) {
    const fields = Object.entries(resource.fields)
      .filter(([, field]) => field.kind !== 'password')
      .map(([name, field]): [string, Decode] => [name, decodeOf(name, field)]);
    shapes.set(resource, (shape = { fields, templates: new Map() }));
  }
  return shape;
};

/**
 * An empty row with these fields. V8 keeps an object made by copying it in its fast mode, where one given its
 * properties one by one turns into a dictionary past a dozen: JSON.stringify of a page of such rows takes half
 * the time. (An object from JSON.parse is in fast mode, and so are its copies.)
 */
const templateOf = (shape: Shape, hidden: readonly string[]) => {
  const key = hidden.join(',');
  let template = shape.templates.get(key);
  if (!template) {
    const names = shape.fields.map(([name]) => name).filter((name) => !hidden.includes(name));
    shape.templates.set(key, (template = JSON.parse(JSON.stringify(Object.fromEntries(names.map((name) => [name, null]))))));
  }
  return template;
};

/**
 * The row as the API shows it, without the `hidden` fields. Passwords never leave; private files become links made
 * by `fileLink`.
 */
export const fromColumns = (resource: Resource, row: Row, fileLink: (path: string) => string, hidden: readonly string[] = []): Row => {
  const shape = shapeOf(resource);
  const out: Row = { ...templateOf(shape, hidden) };
  for (const [name, decode] of shape.fields) {
    if (hidden.length && hidden.includes(name)) continue;
    const value = row[name];
    if (value === null || value === undefined) out[name] = null;
    else if (decode === 'as-is') out[name] = value;
    else if (decode === 'number') out[name] = Number(value);
    else if (decode === 'boolean') out[name] = Boolean(value);
    else if (decode === 'json') out[name] = typeof value === 'string' ? JSON.parse(value) : value;
    else out[name] = fileLink(value as string);
  }
  return out;
};
