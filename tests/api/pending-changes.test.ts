/**
 * Changes waiting for review on an approved listing or review: the latest edit of a field wins (one set back to
 * its live value leaves the waiting change), the fees range and the town are checked against what will go live, and
 * edits sent together all reach the waiting change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { decide } from '../helpers/moderation.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let editor: Session, owner: Session, reviewer: Session;

/** Approves a submitted row, or the changes waiting on a live one, as the editor's queue lists them now. */
const approve = async (resource: string, id: number) => {
  const decided = await decide(editor, resource, id);
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return decided.body;
};

const liveSchool = async (extra: Record<string, unknown> = {}) => {
  const { body } = await owner.post('/api/institutions/schools', { name: `Jitegemee School ${Math.random()}`, summary: 'Live summary', ...extra });
  await approve('institutions/schools', body.id);
  return body.id as number;
};

beforeAll(async () => {
  server = await startServer();
  const admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  owner = await member(server.app, 'school');
  reviewer = await member(server.app, 'subscriber');
});
afterAll(() => server.close());

describe('a field set back to its live value', () => {
  it('leaves the waiting change, and with no field left nothing waits', async () => {
    const id = await liveSchool();
    await owner.patch(`/api/institutions/schools/${id}`, { summary: 'Typo', website: 'https://jitegemee.ac.ke' });
    const back = await owner.patch(`/api/institutions/schools/${id}`, { summary: 'Live summary' });
    expect(back.status).toBe(200);
    expect(back.body.summary).toBe('Live summary');
    expect(back.body.revision.changes).toEqual({ website: 'https://jitegemee.ac.ke' });
    const none = await owner.patch(`/api/institutions/schools/${id}`, { website: null });
    expect(none.body).toMatchObject({ revised: false, revision: null, summary: 'Live summary' });
    expect((await editor.get(`/api/institutions/schools/${id}`)).body.revised).toBe(false);
  });

  it('publishes the latest stars of a review', async () => {
    const school = await liveSchool();
    const review = await reviewer.post('/api/content/ratings', { target_type: 'school', target_id: school, stars: 3, review: 'Good teachers.' });
    await approve('content/ratings', review.body.id);
    await reviewer.patch(`/api/content/ratings/${review.body.id}`, { stars: 1 });
    await reviewer.patch(`/api/content/ratings/${review.body.id}`, { stars: 2 });
    expect((await reviewer.patch(`/api/content/ratings/${review.body.id}`, { stars: 3 })).body.stars).toBe(3);
    expect((await editor.get(`/api/content/ratings/${review.body.id}`)).body).toMatchObject({ stars: 3, revised: false });
  });
});

describe('the fees range of a listing with changes waiting', () => {
  it('is checked against the live row with the waiting change over it', async () => {
    const id = await liveSchool({ fees_min: 40_000, fees_max: 80_000 });
    expect((await owner.patch(`/api/institutions/schools/${id}`, { fees_min: 70_000 })).status).toBe(200);
    const lowered = await owner.patch(`/api/institutions/schools/${id}`, { fees_max: 60_000 });
    expect(lowered.status).toBe(400);
    expect(lowered.body.message).toBe('Annual fees up to (KES 60,000) must be at least annual fees from (KES 70,000).');
    expect(lowered.body.errors.fees_max).toBe(lowered.body.message);
    expect((await owner.patch(`/api/institutions/schools/${id}`, { fees_max: 75_000 })).status).toBe(200);
    const live = await approve('institutions/schools', id);
    expect([live.fees_min, live.fees_max]).toEqual([70_000, 75_000]);
  });
});

describe('a town with changes waiting', () => {
  it('is checked within the county that will go live, not the live one', async () => {
    const id = await liveSchool({ county: 'Kiambu', city: 'Thika' });
    expect((await owner.patch(`/api/institutions/schools/${id}`, { county: 'Nakuru', city: 'Naivasha' })).status).toBe(200);
    const stale = await owner.patch(`/api/institutions/schools/${id}`, { city: 'Thika' });
    expect(stale.status).toBe(400);
    expect(stale.body.errors.city).toContain('is not listed for Nakuru');
    expect((await owner.patch(`/api/institutions/schools/${id}`, { city: 'Gilgil' })).status).toBe(200);
    const live = await approve('institutions/schools', id);
    expect([live.county, live.city]).toEqual(['Nakuru', 'Gilgil']);
  });
});

describe('edits of one live listing sent together', () => {
  it('keeps every field that was answered 200 in the waiting change', async () => {
    const id = await liveSchool();
    const fields = [
      'summary',
      'description',
      'postal_address',
      'physical_address',
      'school_history',
      'staff_achievements',
      'student_diversity',
      'school_calendar',
      'facilities',
      'extra_classes',
      'student_life',
    ];
    const answers = await Promise.all(fields.map((field) => owner.patch(`/api/institutions/schools/${id}`, { [field]: `New ${field}` })));
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers.map((answer) => answer.body.message)),
    ).toEqual(fields.map(() => 200));
    const waiting = (await editor.get(`/api/institutions/schools/${id}`)).body.revision.changes;
    expect(waiting).toEqual(Object.fromEntries(fields.map((field) => [field, `New ${field}`])));
  });
});
