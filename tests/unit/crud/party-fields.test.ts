import { expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import { limitToParties, refuseOthersFields } from '../../../src/server/crud/party-fields.ts';

const applications = getResource('jobs/applications');
const stored = { id: 5, job_id: 2, owner_id: 3, cover_letter: 'I teach maths.', stage: 'New', employer_notes: null };

it("lets each party change its own part of a shared row and refuses the other's with a 403 naming the field", () => {
  const employer = { stage: 'Shortlisted', employer_notes: 'Call on Monday.' };
  limitToParties(applications, ['employer'], stored, employer);
  expect(employer).toEqual({ stage: 'Shortlisted', employer_notes: 'Call on Monday.' });
  expect(() => limitToParties(applications, ['own'], stored, { stage: 'Hired' })).toThrow(
    expect.objectContaining({ statusCode: 403, errors: { stage: 'You may not change stage.' } }),
  );
});

it('takes a row sent back whole as a change of what differs only', () => {
  const sentBack: Record<string, unknown> = { cover_letter: 'I teach maths.', stage: 'Interview' };
  limitToParties(applications, ['employer'], stored, sentBack);
  expect(sentBack).toEqual({ stage: 'Interview' });
});

it("refuses a new row that sets another party's field, but not one sending its default", () => {
  expect(() => refuseOthersFields(applications, { job_id: 2, stage: 'Hired' })).toThrow(expect.objectContaining({ statusCode: 403 }));
  expect(() => refuseOthersFields(applications, { job_id: 2, stage: 'New', employer_notes: null })).not.toThrow();
});
