/**
 * Saved lists under attack: filters a visitor's list refuses, another member's id in the body, and many saves
 * at once against the per-member limits. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { maxSavedItems, maxSavedSearches } from '../../src/registry/saved-targets.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let dialect: Dialect;

const search = (query: string, name = 'Nakuru schools') => ({ name, resource: 'institutions/schools', query, page: '/institutions/schools' });

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  dialect = await openDialect(server.config);
});
afterAll(async () => {
  await dialect.close();
  await server.close();
});

describe('saved search filters', () => {
  it('refuses filters the public list refuses (an account id, a moderator-only note), since their alerts could never match', async () => {
    const saver = await member(server.app, 'subscriber', admin);
    for (const query of [`owner_id=${saver.user.id}`, 'county=Nakuru&moderation_reason=duplicate', 'moderation_note=x']) {
      const answer = await saver.post('/api/accounts/saved-searches', search(query));
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors.query, query).toMatch(/Not a filter of the public list/);
    }
    expect((await saver.post('/api/accounts/saved-searches', search('county=Nakuru&q=boarding'))).status).toBe(201);
  });

  it('keeps its owner: an owner_id, id or created_at in the body is not taken', async () => {
    const [saver, other] = await Promise.all([member(server.app, 'subscriber', admin), member(server.app, 'subscriber', admin)]);
    const answer = await saver.post('/api/accounts/saved-searches', {
      ...search('county=Nakuru'),
      owner_id: other.user.id,
      id: 999_999,
      created_at: '2001-01-01T00:00:00Z',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.owner_id).toBe(saver.user.id);
    expect(answer.body.id).not.toBe(999_999);
    expect(answer.body.created_at).not.toMatch(/^2001/);
    expect((await other.get('/api/accounts/saved-searches')).body).toEqual([]);
  });
});

describe('limits under concurrent saves', () => {
  it(`30 saved searches sent at once keep exactly ${maxSavedSearches}; the rest are a 400 with the limit`, async () => {
    const saver = await member(server.app, 'subscriber', admin);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => saver.post('/api/accounts/saved-searches', search('county=Nakuru', `Search ${i}`))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(maxSavedSearches);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`at most ${maxSavedSearches}`));
    }
    expect((await saver.get('/api/accounts/saved-searches?_end=100')).body).toHaveLength(maxSavedSearches);
  });

  it(`${maxSavedItems - 5} saved items and 30 more sent at once keep exactly ${maxSavedItems}`, async () => {
    const saver = await member(server.app, 'subscriber', admin);
    const owner = await member(server.app, 'school', admin);
    const schools: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const id = (
        await admin.post('/api/institutions/schools', { name: `Saved School ${i}`, county: 'Nakuru', moderation: 'approved', owner_id: owner.user.id })
      ).body.id as number;
      schools.push(id);
    }
    const now = new Date().toISOString();
    // Filled to five short of the limit directly: the limit counts rows, whatever they point to.
    await dialect.db
      .insertInto('accounts_saved_items')
      .values(
        Array.from({ length: maxSavedItems - 5 }, (_, i) => ({
          owner_id: saver.user.id,
          target_type: 'college',
          target_id: 200000 + i,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const answers = await Promise.all(schools.map((id) => saver.post('/api/accounts/saved-items', { target_type: 'school', target_id: id })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(25);
    const { n } = await dialect.db
      .selectFrom('accounts_saved_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_id', '=', saver.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(maxSavedItems);
  });
});
