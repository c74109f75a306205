/**
 * The validator's own words ("Invalid input: expected array, received string") turned into a sentence that names
 * the field as the person knows it and says what to send. Used as the error map of every field's parse, so it only
 * speaks where the field's schema has no message of its own, for every field alike.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const expected: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list (in square brackets)',
  object: 'an object of named values (in curly brackets)',
  date: 'a date',
};

const received = (input: unknown) => {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'string') return 'text';
  if (typeof input === 'number') return Number.isFinite(input) ? 'a number' : 'not a number';
  if (typeof input === 'boolean') return 'true or false';
  return typeof input === 'object' ? 'an object' : String(typeof input);
};

/** "Courses, item 2, duration months" for a value inside a list of a field. */
const subjectOf = (label: string, path: readonly PropertyKey[]) =>
  [label, ...path.map((step) => (typeof step === 'number' ? `item ${step + 1}` : String(step).replace(/_/g, ' ')))].join(', ');

const measure = (origin: unknown, amount: unknown) => {
  const one = Number(amount) === 1;
  if (origin === 'string') return `${String(amount)} ${one ? 'character' : 'characters'}`;
  if (origin === 'array' || origin === 'set') return `${String(amount)} ${one ? 'item' : 'items'}`;
  return String(amount);
};

export const readableIssue =
  (label: string) =>
  (issue: Issue): string => {
    const subject = subjectOf(label, issue.path ?? []);
    switch (issue.code) {
      case 'invalid_type':
        return `${subject} must be ${expected[issue.expected] ?? issue.expected}, not ${received(issue.input)}.`;
      case 'too_big':
        return `${subject} must be at most ${measure(issue.origin, issue.maximum)}${issue.inclusive === false ? ' (less than that)' : ''}.`;
      case 'too_small':
        if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${subject} must not be empty.`;
        return `${subject} must be at least ${measure(issue.origin, issue.minimum)}${issue.inclusive === false ? ' (more than that)' : ''}.`;
      case 'invalid_format':
        return `${subject} is not a valid ${String(issue.format).replace(/_/g, ' ')}.`;
      case 'invalid_value':
        return `${subject} must be one of: ${issue.values.map(String).join(', ')}.`;
      case 'not_multiple_of':
        return `${subject} must be a multiple of ${String(issue.divisor)}.`;
      case 'unrecognized_keys':
        return `${subject} has fields it does not take: ${issue.keys.join(', ')}.`;
      default:
        return `${subject} is not valid.`;
    }
  };
