/**
 * Listing form values: what the inputs hold (strings, booleans, lists) and how they become the JSON body the
 * API expects. Also the draft kept in sessionStorage, so a visitor sent to sign in comes back to what they typed.
 */
import type { FieldWords } from './field-words.ts';
import type { FormField } from './listing-kinds.ts';

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

export const initialValues = (fields: FormField[]): FormValues =>
  Object.fromEntries(
    fields.map(({ name, field }) => {
      if (field.kind === 'boolean') return [name, field.default === true];
      if (field.kind === 'gallery' || field.kind === 'tags') return [name, []];
      return [name, field.default === undefined || field.default === null ? '' : String(field.default)];
    }),
  );

const numericKinds = new Set(['integer', 'number', 'money']);

/** Blank inputs are left out, numbers become numbers, categories become {name} objects. */
export const toBody = (fields: FormField[], values: FormValues) => {
  const body: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    const value = values[name];
    if (value === undefined) continue;
    if (typeof value === 'boolean') body[name] = value;
    else if (Array.isArray(value)) {
      if (value.length) body[name] = field.kind === 'tags' ? value.map((item) => ({ name: item })) : value;
    } else if (value.trim() !== '') body[name] = numericKinds.has(field.kind) ? Number(value.replace(/[,\s]/g, '')) : value.trim();
  }
  return body;
};

/** A stored row as form values, for editing it: numbers as text, categories as their names. */
export const fromRow = (fields: FormField[], row: Record<string, unknown>): FormValues =>
  Object.fromEntries(
    fields.map(({ name, field }) => {
      const value = row[name];
      if (field.kind === 'boolean') return [name, value === true];
      if (field.kind === 'gallery') return [name, Array.isArray(value) ? value.map(String) : []];
      if (field.kind === 'tags') return [name, Array.isArray(value) ? value.map((tag: { name?: unknown }) => String(tag?.name ?? tag)) : []];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  );

/**
 * An edit's body: only the fields the member changed, so an untouched field is never sent as a change to review;
 * a field emptied is sent as null (or an empty list) so it is cleared.
 */
export const toPatch = (fields: FormField[], values: FormValues, before: FormValues) => {
  const full = toBody(fields, values);
  const body: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    if (JSON.stringify(values[name]) === JSON.stringify(before[name])) continue;
    body[name] = name in full ? full[name] : field.kind === 'gallery' || field.kind === 'tags' ? [] : null;
  }
  return body;
};

/**
 * docs/product.md#form-rules: required fields (name; college logo; job title and deadline) and numbers that are
 * numbers.
 */
export const validate = (fields: FormField[], values: FormValues, words: FieldWords) => {
  const errors: Record<string, string> = {};
  for (const { name, field } of fields) {
    const value = values[name];
    const label = words.label(name);
    const blank = value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && !value.length);
    if (field.required && blank) errors[name] = words.required(label);
    else if (numericKinds.has(field.kind) && typeof value === 'string' && value.trim() && !Number.isFinite(Number(value.replace(/[,\s]/g, ''))))
      errors[name] = words.number(label);
  }
  return errors;
};

const draftKey = (kind: string) => `elimuhub.draft.${kind}`;

export const drafts = {
  load(kind: string): FormValues | null {
    try {
      return JSON.parse(sessionStorage.getItem(draftKey(kind)) ?? 'null') as FormValues | null;
    } catch {
      return null;
    }
  },
  save(kind: string, values: FormValues) {
    try {
      sessionStorage.setItem(draftKey(kind), JSON.stringify(values));
    } catch {
      // A full or blocked storage only costs the draft, never the form.
    }
  },
  clear(kind: string) {
    sessionStorage.removeItem(draftKey(kind));
  },
};

/** Sets a field; a field picked within it (a town within its county) is emptied, as it belonged to the old choice. */
export const change = (form: { set: (name: string, value: FormValue) => void }, fields: FormField[], name: string, value: FormValue) => {
  form.set(name, value);
  for (const other of fields) if (other.field.within === name) form.set(other.name, '');
};
