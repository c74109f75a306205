/**
 * Request validation derived from a resource: which fields a client may send and what each must look like.
 * Shared by the server (authoritative) and the forms (to say the same thing before a round trip).
 */
import { z } from 'zod';
import { valueSchema, type Field } from './fields.ts';
import { readableIssue } from './readable-issue.ts';
import type { Resource } from './resource.ts';

export type Mode = 'create' | 'update';

export interface Invalid {
  message: string;
  errors: Record<string, string>;
}

/** Fields a client may write (system fields are set by the server and ignored when sent). */
export const writableFields = (resource: Resource): [string, Field][] => Object.entries(resource.fields).filter(([, field]) => !field.system);

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const summarise = (errors: Record<string, string>): Invalid => {
  const messages = Object.values(errors);
  return {
    message: messages.length === 1 ? messages[0]! : `Please correct ${messages.length} fields: ${messages.join(' ')}`,
    errors,
  };
};

/** A key the resource does not have; when it is a field's label ("summary" for `content`), the key to send instead. */
const unknownField = (resource: Resource, key: string) => {
  const unknown = `Unknown field "${key}" for ${resource.label.toLowerCase()}.`;
  const meant = writableFields(resource).find(([, field]) => field.label?.toLowerCase() === key.replace(/_/g, ' ').toLowerCase());
  return meant ? `${unknown} Send its ${meant[1].label} as "${meant[0]}".` : unknown;
};

/**
 * Validates a request body. Returns the clean values (empty optional fields become null) or the per-field
 * errors. System fields are dropped; unknown fields are refused so a typo is never silently lost.
 */
export const validateInput = (resource: Resource, body: unknown, mode: Mode): { ok: true; data: Record<string, unknown> } | { ok: false; invalid: Invalid } => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, invalid: { message: 'Send the fields as a JSON object.', errors: {} } };
  const errors: Record<string, string> = {};
  const data: Record<string, unknown> = {};
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) if (!Object.hasOwn(resource.fields, key)) errors[key] = unknownField(resource, key);
  for (const [name, field] of writableFields(resource)) {
    const value = input[name];
    const present = Object.hasOwn(input, name);
    if (isEmpty(value)) {
      // A choice with a default (a stage, a status) always holds one of its values: empty takes the default on
      // create and is refused on update.
      if (field.kind === 'enum' && field.default !== undefined) {
        if (present && mode !== 'create') errors[name] = `${field.label} must be one of: ${field.values!.join(', ')}.`;
        continue;
      }
      if (field.required && (mode === 'create' || present)) errors[name] = `${field.label} is required.`;
      else if (present) data[name] = null;
      continue;
    }
    const parsed = valueSchema(field).safeParse(value, { error: readableIssue(field.label ?? name) });
    if (parsed.success) data[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? `${field.label} is not valid.`;
  }
  return Object.keys(errors).length ? { ok: false, invalid: summarise(errors) } : { ok: true, data };
};

/** JSON Schema of a resource's input, for the OpenAPI document. */
export const inputJsonSchema = (resource: Resource, mode: Mode) => {
  const shape = Object.fromEntries(
    writableFields(resource).map(([name, field]) => {
      const schema = field.kind === 'datetime' ? z.iso.datetime() : valueSchema(field);
      return [name, field.required && mode === 'create' ? schema : schema.nullable().optional()];
    }),
  );
  return z.toJSONSchema(z.object(shape), { unrepresentable: 'any', io: 'input' });
};
