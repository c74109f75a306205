/**
 * Every list request has a bounded cost: each limit is refused with a message that says what to do instead, the
 * worst request still accepted answers, and search stays capped and ranked however common the word.
 */
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cbcLevels, counties } from '../../src/registry/choices.ts';
import { getResource } from '../../src/registry/index.ts';
import { maxContainsValues, maxFilterValues, maxIdValues, maxLikeLength, maxLikeValues, maxStart, maxValuesPerKey } from '../../src/registry/query-bounds.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { maxSearchMatches } from '../../src/server/db/full-text.ts';
import { client, type Client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const postgres = !!process.env.TEST_DATABASE_URL;
const statementTimeoutMs = 3000;
let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let visitor: Client;

/** Rows with the rare word only in the summary, then (with higher ids, after them) three with it in the name. */
const bodyMatches = maxSearchMatches + 500;
const titled = ['Kilimo Hills School', 'Kilimo Valley Academy', 'Upper Kilimo Primary'];
/** "kilimo" only starts a word of its name: a whole-word match anywhere ranks before it. */
const prefixed = 'Kilimoville Day School';
const schools = 3000;
/** The "Mji School" rows, the only ones in Nairobi and Kisumu. */
const mji = schools - bodyMatches - titled.length - 1;

beforeAll(async () => {
  server = await startServer({ dbStatementTimeoutMs: statementTimeoutMs });
  dialect = await openDialect(server.config);
  const now = new Date().toISOString();
  const row = (name: string, summary: string, county: string) => ({
    name,
    summary,
    county,
    cbc_levels: 'Primary',
    moderation: 'approved',
    created_at: now,
    updated_at: now,
  });
  const rows = [
    ...Array.from({ length: mji }, (_, i) => row(`Mji School ${i}`, 'A public day school.', i % 2 ? 'Nairobi' : 'Kisumu')),
    ...Array.from({ length: bodyMatches }, (_, i) => row(`Shamba Academy ${i}`, 'A school with a kilimo garden.', 'Nakuru')),
    ...titled.map((name) => row(name, 'A day school.', 'Nakuru')),
    row(prefixed, 'A day school.', 'Nakuru'),
  ];
  for (let i = 0; i < rows.length; i += 200)
    await dialect.db
      .insertInto('institutions_schools')
      .values(rows.slice(i, i + 200))
      .execute();
  visitor = client(server.app);
}, 60_000);
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

const schoolsUrl = (query: string) => `/api/institutions/schools?${query}`;
const repeat = (key: string, values: readonly (string | number)[]) => values.map((v) => `${key}=${encodeURIComponent(v)}`).join('&');
const expect400 = async (query: string, message: RegExp) => {
  const reply = await visitor.get(schoolsUrl(query));
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.message).toMatch(message);
};

describe('repeated values', () => {
  it('refuses more different values for one key than the limit, and says how many are allowed', async () => {
    const names = Array.from({ length: maxValuesPerKey + 1 }, (_, i) => `School ${i}`);
    await expect400(
      repeat('name', names),
      new RegExp(`^Filter name has ${maxValuesPerKey + 1} different values; give it at most ${maxValuesPerKey}\\. Ask for the rest`),
    );
    const categories = Array.from({ length: maxContainsValues + 1 }, (_, i) => `Category ${i}`);
    const tagged = await visitor.get(`/api/jobs/main?${repeat('categories', categories)}`);
    expect(tagged.status).toBe(400);
    expect(tagged.body.message).toMatch(
      new RegExp(`^Filter categories has ${maxContainsValues + 1} different values; give it at most ${maxContainsValues}\\.`),
    );
    // A field of choices takes any of them, and only them: every county at once, no CBC level but the four.
    await expect400(
      repeat('cbc_levels', [...cbcLevels, 'Level 5']),
      /^Filter cbc_levels must be one of: Pre-Primary, Primary, Junior Secondary, Senior Secondary; got "Level 5"\./,
    );
    const everyCounty = await visitor.get(schoolsUrl(`${repeat('county', counties)}&_end=1`));
    expect(everyCounty.status).toBe(200);
    const ids = repeat(
      'id',
      Array.from({ length: maxIdValues }, (_, i) => i + 1),
    );
    const cities = repeat(
      'city',
      Array.from({ length: maxFilterValues - maxIdValues - maxValuesPerKey + 1 }, (_, i) => `City ${i}`),
    );
    await expect400(`${ids}&${repeat('name', names.slice(1))}&${cities}`, new RegExp(`^The filters have more than ${maxFilterValues} values in all`));
  });

  it('collapses duplicates: 100 copies of one value are one value', async () => {
    const reply = await visitor.get(schoolsUrl(`${repeat('cbc_levels', Array(100).fill('Primary'))}&_end=1`));
    expect(reply.status).toBe(200);
    expect(reply.headers['x-total-count']).toBe(String(schools));
  });

  it('answers the largest accepted filters over a few thousand rows', async () => {
    const likes = ['mji', 'school', 'sch', 'ool', 'hool'];
    // Every county but Nakuru, where the schools named for the search tests are.
    const reply = await visitor.get(
      schoolsUrl(
        `${repeat(
          'county',
          counties.filter((county) => county !== 'Nakuru'),
        )}&${repeat('cbc_levels', cbcLevels)}&${repeat('name_like', likes)}&_end=100`,
      ),
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['x-total-count']).toBe(String(mji));
    expect(reply.body).toHaveLength(100);
  });
});

describe('_like', () => {
  it('takes a few texts of 2 to 100 characters', async () => {
    await expect400(
      repeat('name_like', ['ab', 'cd', 'ef', 'gh', 'ij', 'kl']),
      new RegExp(`give it at most ${maxLikeValues}\\. To find rows by words, search with q\\.`),
    );
    await expect400('name_like=a', /^Filter name_like needs 2 to 100 characters, got 1\.$/);
    await expect400(`name_like=${'a'.repeat(maxLikeLength + 1)}`, /^Filter name_like needs 2 to 100 characters, got 101\.$/);
    expect((await visitor.get(schoolsUrl(`name_like=${'a'.repeat(maxLikeLength)}`))).status).toBe(200);
  });

  it('refuses long text, pointing to q, and tells what to use on lists, choices and dates', async () => {
    await expect400('description_like=lab', /^Filter description_like: description is long text, too slow to scan for a part of it\. Search it with q=words/);
    await expect400('facilities_like=lab', /^Filter facilities_like: facilities is long text and cannot be filtered\. Search it with q=words/);
    await expect400('cbc_levels_like=Prim', /^Filter cbc_levels_like: cbc_levels is a list; use cbc_levels=item/);
    await expect400('created_at_like=2026', /^Filter created_at_like: created_at is a date; use created_at_gte and created_at_lte/);
    await expect400('is_public_like=tr', /^Filter is_public_like: is_public is not text; use is_public=value\.$/);
  });
});

describe('deep pages', () => {
  it(`serves _start up to ${maxStart} and refuses beyond it with what to do instead`, async () => {
    expect((await visitor.get(schoolsUrl(`_start=${maxStart}`))).status).toBe(200);
    await expect400(`_start=${maxStart + 1}`, /^Showing results beyond the first 10 000 is not possible; narrow the list with filters or a search\.$/);
  });
});

describe('search', () => {
  it('caps the matches of a common word and puts title matches first, wherever they are in the table', async () => {
    const reply = await visitor.get(schoolsUrl('q=kilimo&_end=5'));
    expect(reply.status).toBe(200);
    expect(reply.headers['x-total-count']).toBe(String(maxSearchMatches));
    expect(reply.headers['x-total-count-capped']).toBe('true');
    expect(
      reply.body
        .slice(0, 3)
        .map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual([...titled].sort());
    expect(reply.body[3].name).toMatch(/^Shamba Academy/);
  });

  it('ranks whole words before the starts of words, and still finds a word by its start', async () => {
    const whole = await visitor.get(schoolsUrl(`q=kilimo&_start=${maxSearchMatches - 1}&_end=${maxSearchMatches}`));
    expect(whole.body[0].name).toMatch(/^Shamba Academy/);
    const start = await visitor.get(schoolsUrl('q=kilimov'));
    expect(start.headers['x-total-count']).toBe('1');
    expect(start.body[0].name).toBe(prefixed);
    const both = await visitor.get(schoolsUrl('q=kilim+hills'));
    expect(both.body.map((s: { name: string }) => s.name)).toEqual(['Kilimo Hills School']);
  });

  it.runIf(postgres)('reads no word starts once whole words anywhere fill the cap', async () => {
    const query = dialect.fullText.best('institutions_schools', getResource('institutions/schools').search, ['kilimo']).compile(dialect.db);
    const { rows } = await dialect.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ANALYZE ${query.sql}`, [...query.parameters]));
    const plan = rows.map((row) => row['QUERY PLAN']);
    const prefixScans = plan.filter((line) => /Scan .*\bon institutions_schools_search\b/.test(line) && plan[plan.indexOf(line) + 1]?.includes(":*'"));
    expect(prefixScans.length, plan.join('\n')).toBeGreaterThan(0);
    for (const line of prefixScans) expect(line, plan.join('\n')).toContain('(never executed)');
  });

  it("keeps a title's word starts behind fewer whole-word matches than the cap, however many tiers repeat them", async () => {
    // Each "Othaya Centre" is in four tiers (whole word and word start, in the title and anywhere): the repeats
    // must not push the one row that only starts with the word out of the answer.
    const now = new Date().toISOString();
    const rows = [...Array.from({ length: 700 }, (_, i) => `Othaya Centre ${i}`), 'Othayaville Prep'].map((name) => ({
      name,
      county: 'Nyeri',
      moderation: 'approved',
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await dialect.db
        .insertInto('institutions_schools')
        .values(rows.slice(i, i + 200))
        .execute();
    try {
      const reply = await visitor.get(schoolsUrl('q=othaya&_start=700&_end=701'));
      expect(reply.headers['x-total-count']).toBe('701');
      expect(reply.headers['x-total-count-capped']).toBeUndefined();
      expect(reply.body.map((s: { name: string }) => s.name)).toEqual(['Othayaville Prep']);
    } finally {
      await dialect.db.deleteFrom('institutions_schools').where('county', '=', 'Nyeri').execute();
    }
  });

  it('counts a rare word exactly and combines search with filters within the cap', async () => {
    const rare = await visitor.get(schoolsUrl('q=valley'));
    expect(rare.headers['x-total-count']).toBe('1');
    expect(rare.headers['x-total-count-capped']).toBeUndefined();
    const common = await visitor.get(schoolsUrl('q=school&county=Nairobi&_end=1'));
    expect(common.status).toBe(200);
    expect(Number(common.headers['x-total-count'])).toBeLessThan(maxSearchMatches);
    expect(Number(common.headers['x-total-count'])).toBeGreaterThan(0);
    // The filter counts within the best matches only, and more schools may match beyond them: the count says so.
    expect(common.headers['x-total-count-capped']).toBe('true');
  });
});

it('states every limit in the OpenAPI document', async () => {
  const document = (await visitor.get('/api/openapi.json')).body;
  const parameters: { name: string; description?: string; schema: { maximum?: number } }[] = document.paths['/api/institutions/schools'].get.parameters;
  const byName = Object.fromEntries(parameters.map((p) => [p.name, p]));
  expect(byName._start!.schema.maximum).toBe(maxStart);
  expect(byName.q!.description).toContain(`At most ${maxSearchMatches} matches`);
  expect(byName.name!.description).toContain(`up to ${maxValuesPerKey} different values`);
  expect(byName.name!.description).toContain(`at most ${maxLikeValues} values of 2 to ${maxLikeLength} characters`);
  expect(byName.cbc_levels!.description).toContain(`up to ${cbcLevels.length} different values`);
  expect(byName.county!.description).toContain(`up to ${counties.length} different values`);
  expect(byName.id!.description).toContain(`up to ${maxIdValues} different values`);
});

it.skipIf(!postgres)(
  'answers 503, never 500, when a list read runs past the statement budget',
  async () => {
    // A transaction elsewhere holds the table: the read waits until the statement timeout cuts it off.
    const holder = new pg.Client({ connectionString: server.config.databaseUrl! });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE institutions_schools IN ACCESS EXCLUSIVE MODE');
      const reply = await client(server.app).get(schoolsUrl('county=Mombasa&_end=3'));
      expect(reply.status).toBe(503);
      expect(reply.body.message).toEqual(expect.any(String));
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  },
  statementTimeoutMs * 4,
);

it.skipIf(!postgres)('runs requests without JIT compiling, which costs a request more than it saves', async () => {
  const { rows } = await sql<{ jit: string; schema: string }>`SELECT current_setting('jit') AS jit, current_schema() AS schema`.execute(dialect.db);
  // The server options the connection string gave (the test's own schema) still apply.
  expect(rows[0]).toEqual({ jit: 'off', schema: new URL(server.config.databaseUrl!).searchParams.get('options')!.match(/search_path=(\S+)/)![1] });
  // A connection string that asks for JIT itself gets it.
  const url = new URL(server.config.databaseUrl!);
  url.searchParams.set('options', `${url.searchParams.get('options')} -c jit=on`);
  const asked = await openDialect({ ...server.config, databaseUrl: url.toString() });
  try {
    expect((await sql<{ jit: string }>`SELECT current_setting('jit') AS jit`.execute(asked.db)).rows[0]!.jit).toBe('on');
  } finally {
    await asked.close();
  }
});
