/**
 * Field kinds: the vocabulary every resource is written in. Each kind knows its zod schema, its column
 * type and its UI hint, so the database, the API validation and both front ends derive from one place.
 */
import { z } from 'zod';
import type { Perk } from './perks.ts';
import { nairobiToday, readInstant } from './clock.ts';

// In the browser the Content-Security-Policy forbids eval, and zod's compiled parsers would first probe for it
// with `Function('')`, a violation the browser reports on every page that validates a form.
if (typeof document !== 'undefined') z.config({ jitless: true });

export type FieldKind =
  | 'text' // one line
  | 'longText' // paragraphs
  | 'email'
  | 'phone'
  | 'url'
  | 'image' // one image: an uploaded /uploads/… path or an http(s) URL
  | 'gallery' // a list of images
  | 'integer'
  | 'number'
  | 'money' // whole Kenyan shillings
  | 'boolean'
  | 'enum'
  | 'date' // YYYY-MM-DD
  | 'datetime' // ISO-8601, stored in UTC
  | 'csv' // comma-separated text on entry, e.g. cbc_levels; "contains" filter on equality
  | 'list' // a list of short strings
  | 'tags' // a list of {name} objects, e.g. job categories; "contains" filter on equality
  | 'json' // structured data with its own schema
  | 'ref' // the id of a row in another resource
  | 'file' // a private upload (resume); read through a signed, expiring link only
  | 'password'; // write-only: the server stores a hash and never returns it

/** Column types the database layer knows; booleans and JSON are stored as integer and text everywhere. */
export type ColumnType = 'text' | 'integer' | 'real';

export interface Field {
  kind: FieldKind;
  label?: string;
  required?: boolean;
  /** A value, or 'now' for the current time on create. */
  default?: unknown;
  /** enum values; for a csv or list, the values each item must be */
  values?: readonly string[];
  /** ref target resource name */
  ref?: string;
  /**
   * Values kept by name that must name a row of another resource, as `resource.field` ('auth/roles.name'): the
   * server refuses any other (a role "vender" would silently grant nothing), and the admin offers them in a list.
   */
  from?: `${string}.${string}`;
  /**
   * A field of this row the named row must match too, so a choice depends on another: a town is a location of
   * the row's county (`within: 'county'`), and the admin offers only that county's towns.
   */
  within?: string;
  min?: number;
  max?: number;
  /** An integer that is a year: from `min` up to the current year, checked when written (a year founded). */
  year?: boolean;
  /** A one-line text's shape (a KNEC code is 8 digits): the pattern, and what to tell a person who typed otherwise. */
  pattern?: { regex: RegExp; message: string };
  /**
   * The lower end of a range whose upper end this field is (fees_max names 'fees_min'): the server refuses an
   * upper end below the lower one, taking the other from the stored row when only one is written.
   */
  atLeast?: string;
  /** Set by the server only (ids, owners, timestamps, computed ratings): never taken from a request. */
  system?: boolean;
  /** Only a user allowed to change any row (admin, editor) may set it: moderation status, a user's roles. */
  staff?: boolean;
  unique?: boolean;
  /** Shape of a json field's value. */
  schema?: z.ZodType;
  /** Placeholder or help for forms. */
  help?: string;
  /** Only these parties to the row (and staff) see the value, e.g. an employer's private notes on an application. */
  readers?: readonly string[];
  /**
   * The server's alone: never in an answer, to staff neither, and no filter or sort (a link's hashed token). Give
   * it `readers: []` too, so every reader of `readers` (exports, history, facets) leaves it out as well.
   */
  secret?: boolean;
  /** Only members whose plan includes this perk (and the row's owner and staff) see the value: a webinar's join link. */
  perk?: Perk;
  /** On a moderated resource, an owner's change goes live at once instead of waiting for review (stock, a job's status). */
  live?: boolean;
  /**
   * What a reference written by a non-staff user must point to, beyond a row they may see: `owned`, a row they
   * own (a product's shop); `approved`, an approved row (what is carted or applied to); `approved-not-own`, an
   * approved row of somebody else (what is reviewed).
   */
  refRule?: 'owned' | 'approved' | 'approved-not-own';
  /**
   * An id whose resource another field names (a review's target_id, by its target_type): that field, and the
   * resource each of its values stands for (none: the value is the resource's name), so the admin shows the row
   * by name and links to it.
   */
  about?: { by: string; resources?: Readonly<Record<string, string>> };
}

type Options = Omit<Field, 'kind'>;

/**
 * A field as a family file writes it: its kind and options kept as types, so a row's type is derived from the
 * definition (row-type.ts) instead of being copied by hand into the code that reads it.
 */
export type FieldOf<Kind extends FieldKind, O extends Options = Options> = { kind: Kind } & O;

const make =
  <Kind extends FieldKind>(kind: Kind) =>
  <const O extends Options = object>(options: O = {} as O): FieldOf<Kind, O> => ({ kind, ...options });

export const f = {
  text: make('text'),
  longText: make('longText'),
  email: make('email'),
  phone: make('phone'),
  url: make('url'),
  image: make('image'),
  gallery: make('gallery'),
  integer: make('integer'),
  number: make('number'),
  money: make('money'),
  boolean: make('boolean'),
  enum: <const V extends readonly string[], const O extends Options = object>(values: V, options: O = {} as O): FieldOf<'enum', O & { values: V }> => ({
    kind: 'enum',
    values,
    ...options,
  }),
  date: make('date'),
  datetime: make('datetime'),
  csv: make('csv'),
  list: make('list'),
  tags: make('tags'),
  json: <S extends z.ZodType, const O extends Options = object>(schema: S, options: O = {} as O): FieldOf<'json', O & { schema: S }> => ({
    kind: 'json',
    schema,
    ...options,
  }),
  ref: <const O extends Options = object>(ref: string, options: O = {} as O): FieldOf<'ref', O & { ref: string }> => ({ kind: 'ref', ref, ...options }),
  file: make('file'),
  password: make('password'),
};

export const columnType = (field: Field): ColumnType => {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'boolean':
    case 'ref':
      return 'integer';
    case 'number':
      return 'real';
    default:
      return 'text';
  }
};

/** Kinds stored as JSON text and parsed on the way out. */
export const isJsonKind = (field: Field) => field.kind === 'gallery' || field.kind === 'list' || field.kind === 'tags' || field.kind === 'json';

/** Kinds that can be filtered and sorted on (everything that is a single scalar). */
export const isScalar = (field: Field) => !isJsonKind(field) && field.kind !== 'longText' && field.kind !== 'password' && field.kind !== 'file';

/** Fields a list can be filtered on: scalars, and tags by "contains". */
export const isFilterable = (field: Field) => isScalar(field) || field.kind === 'tags';

/** Kinds whose equality filter means "the list contains this item". */
export const isContainsKind = (field: Field) => field.kind === 'csv' || field.kind === 'tags';

/** Kinds with a meaningful order for _gte / _lte. */
export const isRangeKind = (field: Field) => ['integer', 'number', 'money', 'date', 'datetime', 'ref'].includes(field.kind);

const imagePath = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/uploads\/[\w.-]+$/.test(v) || /^https?:\/\/\S+$/.test(v), {
    message: 'Use an uploaded image or a link starting with http:// or https://',
  });

/** Normalises "Primary, Junior Secondary", "['Primary','Junior Secondary']" or an array to "Primary, Junior Secondary", each item once. */
export const normaliseCsv = (value: string | string[]) =>
  [
    ...new Set(
      (Array.isArray(value) ? value : value.replace(/[[\]"]/g, '').split(','))
        .map((item) =>
          item
            .trim()
            .replace(/^'+|'+$/g, '')
            .trim(),
        )
        .filter(Boolean),
    ),
  ].join(', ');

export const parseCsv = (value: string | null | undefined) => (value ? normaliseCsv(value).split(', ') : []);

/** The zod schema for one field's value in a request body (presence is handled by the resource schema). */
/** No line breaks or other control characters (a tab is allowed). */
// eslint-disable-next-line no-control-regex
const oneLine = /^[^\u0000-\u0008\u000A-\u001F\u007F]*$/;

/**
 * Made once per field: building a zod schema costs far more than checking a value with it, and an import checks
 * tens of thousands of rows. Nothing in a schema depends on when it was made (a year's bound is read as it checks).
 */
const schemas = new WeakMap<Field, z.ZodType>();

export const valueSchema = (field: Field): z.ZodType => {
  let schema = schemas.get(field);
  if (!schema) schemas.set(field, (schema = buildValueSchema(field)));
  return schema;
};

const buildValueSchema = (field: Field): z.ZodType => {
  const label = field.label ?? 'This field';
  switch (field.kind) {
    case 'text': {
      const text = z
        .string()
        .trim()
        .min(field.required ? 1 : 0, `${label} is required.`)
        .max(field.max ?? 300, `${label} must be at most ${field.max ?? 300} characters.`)
        // A one-line value (a name, a title) shown in headings, lists and mail subjects: a line break in it would
        // break the page or forge a header line.
        .regex(oneLine, `${label} must be on one line, without line breaks.`);
      return field.pattern ? text.regex(field.pattern.regex, `${label}: ${field.pattern.message}`) : text;
    }
    case 'longText':
      return z
        .string()
        .trim()
        .min(field.required ? 1 : 0, `${label} is required.`)
        .max(field.max ?? 20000, `${label} must be at most ${field.max ?? 20000} characters.`);
    case 'email':
      // RFC 5321: an address of more than 254 characters cannot be delivered.
      return z
        .string()
        .trim()
        .toLowerCase()
        .max(254, 'An email address has at most 254 characters.')
        .pipe(z.email('Enter a valid email address, like name@example.co.ke.'));
    case 'phone':
      return z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, 'Enter a phone number, like +254 712 345 678.');
    case 'url':
      return z
        .string()
        .trim()
        .pipe(z.url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://.' }));
    case 'image':
      return imagePath;
    case 'gallery':
      return z.array(imagePath).max(field.max ?? 30, `At most ${field.max ?? 30} images.`);
    case 'integer':
    case 'ref': {
      let schema = z.number({ error: `${label} must be a whole number.` }).int(`${label} must be a whole number.`);
      if (field.year) {
        const min = field.min ?? 1800;
        // This year is read when the value is checked, so the bound moves with the calendar.
        return schema
          .min(min, `${label} must be a year from ${min} to this year.`)
          .refine((year) => year <= Number(nairobiToday().slice(0, 4)), `${label} must be a year from ${min} to this year.`);
      }
      schema = schema.min(field.min ?? (field.kind === 'ref' ? 1 : -2147483648), `${label} must be at least ${field.min ?? 1}.`);
      return schema.max(field.max ?? 2147483647, `${label} must be at most ${field.max ?? 2147483647}.`);
    }
    case 'money':
      return z
        .number({ error: `${label} must be an amount in whole shillings.` })
        .int(`${label} must be an amount in whole shillings.`)
        .min(field.min ?? 0, `${label} cannot be negative.`)
        .max(field.max ?? 1_000_000_000, `${label} is too large.`);
    case 'number': {
      let schema = z.number({ error: `${label} must be a number.` });
      if (field.min !== undefined) schema = schema.min(field.min, `${label} must be at least ${field.min}.`);
      if (field.max !== undefined) schema = schema.max(field.max, `${label} must be at most ${field.max}.`);
      return schema;
    }
    case 'boolean':
      return z.boolean({ error: `${label} must be true or false.` });
    case 'enum':
      return z.enum(field.values as [string, ...string[]], {
        error: `${label} must be one of: ${field.values!.join(', ')}.`,
      });
    case 'date':
      return z.iso.date(`${label} must be a date like 2026-01-31.`);
    case 'datetime':
      return (
        z.iso
          .datetime({ offset: true, local: true, error: `${label} must be a date and time like 2026-01-31T09:00:00+03:00.` })
          // Without an offset it is Nairobi's time.
          .transform((v) => readInstant(v) ?? v)
      );
    case 'csv': {
      const csv = z
        .union([z.string().max(2000), z.array(z.string().max(200)).max(50)], { error: `${label} must be a comma-separated list.` })
        .transform(normaliseCsv);
      const values = field.values;
      if (!values) return csv;
      // Each item one of the choices, spelled as they are, so a "contains" filter finds every row that has it.
      return csv.superRefine((list, context) => {
        const unknown = parseCsv(list).find((item) => !values.includes(item));
        if (unknown !== undefined) context.addIssue({ code: 'custom', message: `${label}: "${unknown}" is not one of ${values.join(', ')}.` });
      });
    }
    case 'list':
      // Each item once: a role or a pickup point named twice means nothing more.
      return z
        .array(
          field.values
            ? z.enum(field.values as [string, ...string[]], { error: `${label} may hold only: ${field.values.join(', ')}.` })
            : z.string().trim().min(1).max(300),
        )
        .max(field.max ?? 50)
        .transform((items) => [...new Set(items)]);
    case 'tags':
      return z.array(z.object({ name: z.string().trim().min(1).max(100) })).max(field.max ?? 20, `At most ${field.max ?? 20} items.`);
    case 'json':
      return field.schema ?? z.unknown();
    case 'password':
      return z.string().min(8, 'Password must be at least 8 characters.').max(200, 'Password must be at most 200 characters.');
    case 'file':
      return z.string();
  }
};

const isSwitch = (schema: z.ZodType): boolean => schema instanceof z.ZodBoolean || (schema instanceof z.ZodDefault && isSwitch(schema.unwrap() as z.ZodType));

/** A json field made only of named on/off choices (a user's settings) is edited as switches: their names. */
export const switchNames = (field: Field): string[] | null => {
  if (field.kind !== 'json' || !(field.schema instanceof z.ZodObject)) return null;
  const shape = Object.entries(field.schema.shape as Record<string, z.ZodType>);
  return shape.length > 0 && shape.every(([, schema]) => isSwitch(schema)) ? shape.map(([name]) => name) : null;
};
