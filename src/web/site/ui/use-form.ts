/**
 * Form state shared by every form of the site: the values the user typed (never cleared by a failure), client
 * errors, the server's per-field errors and message, and a busy flag. The focus goes to the first field to fix
 * after a failed submit, as for every form (focus-invalid.ts).
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';

export type Errors = Record<string, string>;

export const useForm = <V extends Record<string, unknown>>(initial: V | (() => V)) => {
  const say = useSay();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected field loses its old complaint.
    setErrors((e) => {
      if (!((name as string) in e)) return e;
      const { [name as string]: _, ...rest } = e;
      return rest;
    });
  };

  /** Runs client checks, then `send`; a server error lands beside its fields and in the message line. */
  const handle = (validate: (values: V) => Errors, send: (values: V) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length) {
      setMessage(say('form.correct'));
      return;
    }
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setMessage(error.message);
      } else setMessage(say('shell.error.fallback'));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, set, errors, message, setMessage, busy, handle };
};

/** The required-field check of docs/product.md#form-rules: blank (after trimming) is missing. */
/** `required` words the complaint in the page's language (`say('form.required', { label })`). */
export const requireFields = (
  values: Record<string, unknown>,
  labels: Record<string, string>,
  required = (label: string) => `${label} is required.`,
): Errors => {
  const errors: Errors = {};
  for (const [name, label] of Object.entries(labels)) {
    const value = values[name];
    if (value === undefined || value === null || String(value).trim() === '') errors[name] = required(label);
  }
  return errors;
};
