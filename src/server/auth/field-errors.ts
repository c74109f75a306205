/** A zod failure as a 400 whose `errors` name each field once, with its first complaint. */
import type { z } from 'zod';
import { badRequest } from '../http-error.ts';

export const fieldErrors = (error: z.ZodError) => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message;
  return badRequest(Object.values(errors).join(' '), errors);
};
