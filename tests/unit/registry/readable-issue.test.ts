/** The words a refused value is answered with: a person reads them beside the field. */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { readableIssue } from '../../../src/registry/readable-issue.ts';

const messageOf = (schema: z.ZodType, value: unknown, label: string) => {
  const result = schema.safeParse(value, { error: readableIssue(label) });
  return result.success ? null : result.error.issues[0]!.message;
};

it('counts one item or character in the singular, and more in the plural', () => {
  expect(messageOf(z.array(z.string()).min(1), [], 'Items')).toBe('Items must be at least 1 item.');
  expect(messageOf(z.array(z.string()).min(2), [], 'Items')).toBe('Items must be at least 2 items.');
  expect(messageOf(z.string().max(1), 'ab', 'Initial')).toBe('Initial must be at most 1 character.');
  expect(messageOf(z.string().min(3), 'ab', 'Name')).toBe('Name must be at least 3 characters.');
});
