/** What a person is told about a badly shaped value: the field in their words and what to send, never the validator's. */
import { describe, expect, it } from 'vitest';
import { getResource } from '../../src/registry/index.ts';
import { validateInput } from '../../src/registry/schemas.ts';

const errorsOf = (resource: string, body: Record<string, unknown>) => {
  const result = validateInput(getResource(resource), body, 'update');
  if (result.ok) throw new Error(`${JSON.stringify(body)} was accepted`);
  return result.invalid.errors;
};

describe('validation messages', () => {
  it('name the field and what to send', () => {
    expect(errorsOf('institutions/schools', { gallery: '/uploads/a.jpg' }).gallery).toMatch(/^Gallery must be a list \(in square brackets\), not text\.$/i);
    expect(errorsOf('institutions/schools', { knec_code: 20402001 }).knec_code).toMatch(/must be text, not a number\.$/);
    expect(errorsOf('institutions/colleges', { courses: 'Plumbing' }).courses).toMatch(/must be a list \(in square brackets\), not text\.$/);
    expect(errorsOf('institutions/colleges', { courses: [{ name: 'Plumbing', level: 'Certificate', duration_months: -5 }] }).courses).toBe(
      'A course lasts at least 1 month.',
    );
    expect(errorsOf('institutions/colleges', { courses: [null] }).courses).toMatch(
      /, item 1 must be an object of named values \(in curly brackets\), not null\.$/,
    );
  });

  it('never pass on the validator’s own words', () => {
    const bodies: [string, Record<string, unknown>][] = [
      ['institutions/schools', { gallery: 'x' }],
      ['institutions/schools', { knec_code: 1 }],
      ['institutions/schools', { summary: 'x'.repeat(5000) }],
      ['institutions/colleges', { courses: [null] }],
      ['institutions/colleges', { courses: [{ name: 5 }] }],
    ];
    for (const [resource, body] of bodies)
      for (const message of Object.values(errorsOf(resource, body)))
        expect(message, JSON.stringify(body)).not.toMatch(/Invalid input|expected \w+, received|Too big|Too small/);
  });

  it('keep a one-line value on one line', () => {
    expect(errorsOf('institutions/schools', { name: 'Mang’u High\r\nSet-Cookie: x' }).name).toBe('Name must be on one line, without line breaks.');
    expect(validateInput(getResource('institutions/schools'), { name: 'Mang’u High School\n' }, 'update')).toMatchObject({
      ok: true,
      data: { name: 'Mang’u High School' },
    });
  });
});
