/**
 * A zod failure as a 400 whose `errors` name each field once, with its first complaint. Keys a strict body does
 * not take are each named under their own key (so a form can show it, and a client sees which key was wrong),
 * with the keys the body does take.
 */
import type { z } from 'zod';
import { badRequest } from '../http-error.ts';

/** "a", "a and b", "a, b and c" */
export const inWords = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const maxNamedKeys = 5;

export const fieldErrors = (error: z.ZodError, schema?: z.ZodObject) => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      const taken = inWords(Object.keys(schema?.shape ?? {}));
      // Each key's error repeats the message, so it names a few keys and counts the rest.
      const named = issue.keys.slice(0, maxNamedKeys).map((key) => `"${key}"`);
      if (issue.keys.length > maxNamedKeys) named.push(`${issue.keys.length - maxNamedKeys} more`);
      const message = `Unknown field${issue.keys.length > 1 ? 's' : ''} ${inWords(named)}${taken ? `: send only ${taken}.` : '.'}`;
      for (const key of issue.keys) errors[key] ??= message;
    } else errors[String(issue.path[0] ?? 'body')] ??= issue.message;
  }
  return badRequest([...new Set(Object.values(errors))].join(' '), errors);
};
