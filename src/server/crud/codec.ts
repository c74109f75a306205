/** Converts between API values and stored columns: booleans as 0/1, lists and objects as JSON text. */
import { isJsonKind, type Field } from '../../registry/fields.ts';
import type { Resource } from '../../registry/resource.ts';
import { readPoint } from '../../registry/coordinates.ts';

export type Row = Record<string, unknown>;

/**
 * Every write of a located resource's point (an API write, an approved change, the import, the seed, a merge)
 * goes through toColumns or this, which writes its numbers beside it: the spatial index (db/spatial.ts) reads them.
 */
export const withPoint = (resource: Resource, data: Row, out: Row) => {
  if (!resource.located || !(resource.located in data)) return out;
  const point = readPoint(data[resource.located] as string | null);
  out.latitude = point?.lat ?? null;
  out.longitude = point?.lng ?? null;
  return out;
};

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
  return withPoint(resource, data, out);
};

type Decode = 'boolean' | 'json' | 'file' | 'number' | 'as-is';

type Decoder = (row: Row, fileLink: (path: string) => string) => Row;

interface Shape {
  /** The fields the API shows (never passwords), in order, with how each is decoded. */
  fields: [name: string, decode: Decode][];
  /** A decoder for each set of fields left out. */
  decoders: Map<string, Decoder>;
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
    shapes.set(resource, (shape = { fields, decoders: new Map() }));
  }
  return shape;
};

/** The expression of one field's API value, read from `row`: null when the column is null (or absent). */
const valueCode = (name: string, decode: Decode) => {
  const column = `row[${JSON.stringify(name)}]`;
  switch (decode) {
    case 'as-is':
      return `${column} ?? null`;
    case 'number':
      return `${column} == null ? null : Number(${column})`;
    case 'boolean':
      return `${column} == null ? null : Boolean(${column})`;
    case 'json':
      return `${column} == null ? null : typeof ${column} === 'string' ? JSON.parse(${column}) : ${column}`;
    case 'file':
      return `${column} == null ? null : fileLink(${column})`;
  }
};

/**
 * The decoder of rows without the `hidden` fields: one object literal, generated once per set of fields (as the
 * reader's rows are, db/sqlite-read-pool.ts). V8 builds it in one step with its fields in order, in the fast mode
 * JSON.stringify is quickest on; copying an empty row and filling it field by field was markedly slower. The names
 * are the registry's, quoted.
 */
const decoderOf = (shape: Shape, hidden: readonly string[]) => {
  const key = hidden.join(',');
  let decoder = shape.decoders.get(key);
  if (!decoder) {
    const fields = shape.fields.filter(([name]) => !hidden.includes(name));
    // A literal's "__proto__" key would set the prototype rather than a field.
    if (fields.some(([name]) => name === '__proto__')) throw new Error('A field may not be called __proto__.');
    const body = fields.map(([name, decode]) => `${JSON.stringify(name)}: ${valueCode(name, decode)}`).join(',\n');
    decoder = new Function('row', 'fileLink', `return {\n${body}\n};`) as Decoder;
    shape.decoders.set(key, decoder);
  }
  return decoder;
};

/**
 * The row as the API shows it, without the `hidden` fields. Passwords never leave; private files become links made
 * by `fileLink`.
 */
export const fromColumns = (resource: Resource, row: Row, fileLink: (path: string) => string, hidden: readonly string[] = []): Row =>
  decoderOf(shapeOf(resource), hidden)(row, fileLink);
