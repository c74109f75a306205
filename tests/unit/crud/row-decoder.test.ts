import { expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { createRowDecoder } from '../../../src/server/crud/row-decoder.ts';
import { otherVendor, vendor } from './people.ts';

const users = getResource('auth/users');
const resumes = getResource('jobs/resumes');
const applications = getResource('jobs/applications');
const decodeRow = createRowDecoder((path) => `https://files.example.test/${path}?signed`);

it('decodes stored columns into API values, never showing a password', () => {
  const row = decodeRow(users, { id: 3, name: 'Wanjiru', password: '$argon2id$…', active: 1, roles: '["vendor"]', subscribed: 0 });
  expect(row).toMatchObject({ id: 3, name: 'Wanjiru', active: true, roles: ['vendor'], subscribed: false });
  expect(row).not.toHaveProperty('password');
});

it('turns a stored private file into a link the reader may follow', () => {
  expect(decodeRow(resumes, { id: 1, resume_file: 'resumes/a1.pdf' }).resume_file).toBe('https://files.example.test/resumes/a1.pdf?signed');
});

it("shows a reader only what is meant for them: the employer's notes to the employer, not the applicant", () => {
  const stored = { id: 5, owner_id: vendor.id, job_id: 2, employer_notes: 'Call on Monday.', _as_employer: 0 };
  expect(decodeRow(applications, stored, { user: vendor, any: false })).not.toHaveProperty('employer_notes');
  expect(decodeRow(applications, { ...stored, _as_employer: 1 }, { user: otherVendor, any: false }).employer_notes).toBe('Call on Monday.');
  expect(decodeRow(applications, stored).employer_notes).toBe('Call on Monday.');
});
