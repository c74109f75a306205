/**
 * Every list the API accepts is served by an index, derived from the registry: for each resource, each field it
 * may be sorted by, each facet filter, and each kind of reader (a visitor, every role, staff), the page's SQL must
 * not read the whole table and then sort it. SQLite's plan says `SCAN <table>` (no index) with `USE TEMP B-TREE
 * FOR ORDER BY`; PostgreSQL's, with sequential scans priced out so that any usable index shows, `Seq Scan on
 * <table>` under a `Sort`, or an `Incremental Sort` over an index that lacks the order's tie-break. The tables are
 * small here; the plan is what a million rows would get.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRoles } from '../../src/registry/access.ts';
import { resources } from '../../src/registry/index.ts';
import type { Resource } from '../../src/registry/resource.ts';
import type { Principal } from '../../src/server/access/principal.ts';
import { parseListQuery } from '../../src/server/crud/query.ts';
import { startCrudBesideServer } from '../helpers/crud-beside-server.ts';

let env: Awaited<ReturnType<typeof startCrudBesideServer>>;
let dialect: typeof env.dialect;
let crud: typeof env.crud;

beforeAll(async () => {
  env = await startCrudBesideServer();
  ({ dialect, crud } = env);
});
afterAll(() => env?.close());

const readers: [string, Principal][] = [
  ['a visitor', null],
  ...seededRoles.map((role): [string, Principal] => [role, { id: 1, name: 'Reader', email: 'reader@example.test', roles: [role] }]),
];

interface Step {
  id: number;
  parent: number;
  detail: string;
}

/** The plan of a query, one line per step (SQLite's with each step's parent, PostgreSQL's indented). */
const plan = async (query: CompiledQuery): Promise<Step[]> => {
  if (dialect.name === 'sqlite') {
    const { rows } = await dialect.db.executeQuery<Step>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    return rows;
  }
  return dialect.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
    return rows.map((row, id) => ({ id, parent: 0, detail: row['QUERY PLAN'] }));
  });
};

/**
 * Rows sorted after reading more than one reader's or one facet's share of the table: a whole scan, an index
 * that does not match the order, or an OR of indexes (the public rows or mine). A sort of the rows found by a
 * party's column (my orders) or a facet (one county, for staff) is bounded by what it found; so is the sort of
 * a merged page. SQLite's steps form a tree: a sort step concerns the table reads beside it.
 */
const sortsTooMuch = (steps: Step[], resource: Resource) => {
  const { table } = resource;
  const bounded = [...Object.values(resource.parties).map((party) => party.path[0]!), ...resource.facets];
  const boundedIndex = (name: string) => bounded.some((column) => new RegExp(`^(ix|uq)_${table}_${column}(_|$)`).test(name));
  if (dialect.name === 'postgres') {
    const text = steps.map((s) => s.detail).join('\n');
    const orBranches = text.includes('BitmapOr') ? [...text.matchAll(/Bitmap Index Scan on (\w+)/g)].map((m) => m[1]!) : [];
    // An incremental sort over an index that gives only part of the order sorts every row tied on that part.
    const partlyOrdered = text.includes('Incremental Sort')
      ? [...text.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+) on (\w+)/g)].filter((m) => m[2] === table).map((m) => m[1]!)
      : [];
    return (
      /\bSort\b/.test(text) &&
      (new RegExp(`Seq Scan on ${table}\\b`).test(text) || [...orBranches, ...partlyOrdered].some((name) => name.includes(table) && !boundedIndex(name)))
    );
  }
  const boundedRead = (detail: string) => {
    const index = /USING (?:COVERING )?INDEX (\w+)/.exec(detail)?.[1];
    return detail.startsWith(`SEARCH ${table} `) && (index ? boundedIndex(index) : detail.includes('INTEGER PRIMARY KEY'));
  };
  const children = (id: number) => steps.filter((step) => step.parent === id);
  // What a sort step sorts: the reads beside it, and those of each branch of an OR of indexes beside it.
  const sorted = (sort: Step) =>
    children(sort.parent).flatMap((step) => (step.detail === 'MULTI-INDEX OR' ? children(step.id).flatMap((branch) => children(branch.id)) : [step]));
  const tableRead = (detail: string) => detail.startsWith(`SCAN ${table}`) || detail.startsWith(`SEARCH ${table} `);
  return steps
    .filter((step) => step.detail === 'USE TEMP B-TREE FOR ORDER BY')
    .some((sort) => sorted(sort).some((step) => tableRead(step.detail) && !boundedRead(step.detail)));
};

/** The list requests to check on a resource: each sort, in both directions, alone and behind each facet. */
const requests = (resource: Resource) =>
  resource.sortable.flatMap((field) =>
    ['asc', 'desc'].flatMap((order) => [
      { _sort: field, _order: order },
      ...resource.facets.map((facet) => ({ _sort: field, _order: order, [facet]: 'Nakuru' })),
    ]),
  );

it('serves every sort and facet of every list by an index, for every reader', async () => {
  const unserved: string[] = [];
  let checked = 0;
  for (const resource of resources)
    for (const [who, user] of readers)
      for (const request of requests(resource)) {
        let built;
        try {
          built = crud.listQueries(user, resource, parseListQuery(resource, request));
        } catch {
          continue; // this reader may not list these rows at all
        }
        // A reader with rows hidden from the public gets the merged page, one without them the public page.
        for (const [which, page] of [
          ['page', built.page],
          ['public page', built.publicPage],
        ] as const) {
          if (!page) continue;
          checked += 1;
          const steps = await plan(page.compile());
          if (sortsTooMuch(steps, resource))
            unserved.push(`${resource.name} ${new URLSearchParams(request)} as ${who} (${which}):\n    ${steps.map((s) => s.detail).join('\n    ')}`);
        }
      }
  expect(checked).toBeGreaterThan(1000);
  expect(unserved).toEqual([]);
});

it("splits a signed-in reader's own rows from the public ones, so each side keeps its index", async () => {
  const schools = resources.find((r) => r.name === 'institutions/schools')!;
  const owner: Principal = { id: 7, name: 'Owner', email: 'owner@example.test', roles: ['school'] };
  const { page } = crud.listQueries(owner, schools, parseListQuery(schools, { _sort: 'rating', _order: 'desc', county: 'Nakuru' }));
  const steps = (await plan(page.compile())).map((s) => s.detail).join('\n');
  expect(steps).toMatch(dialect.name === 'sqlite' ? /ix_institutions_schools_moderation_county_rating/ : /ix_institutions_schools_moderation_county_rating/);
  expect(steps).toMatch(/ix_institutions_schools_owner_id/);
});

it('serves the public jobs list with every filter the site sends through the posted-date index', async () => {
  const jobs = resources.find((r) => r.name === 'jobs/main')!;
  const filtered = {
    _sort: 'posted_at',
    _order: 'desc',
    employment_type: 'Contract',
    county: 'Nakuru',
    salary_gte: '40000',
    salary_lte: '120000',
    posted_at_gte: '2026-11-01T00:00:00.000Z',
    categories: 'Teaching – Junior Secondary',
  };
  for (const [who, user] of readers) {
    const built = crud.listQueries(user, jobs, parseListQuery(jobs, filtered));
    for (const page of [built.page, built.publicPage]) {
      if (!page) continue;
      const steps = await plan(page.compile());
      expect(sortsTooMuch(steps, jobs), `${who}:\n${steps.map((s) => s.detail).join('\n')}`).toBe(false);
    }
  }
});

it("reads a deep page's sort keys from the index alone on PostgreSQL, and the table only for the page's rows", async () => {
  const schools = resources.find((r) => r.name === 'institutions/schools')!;
  const { page } = crud.listQueries(null, schools, parseListQuery(schools, { _sort: 'name', county: 'Nakuru', _start: '980', _end: '1000' }));
  const steps = (await plan(page.compile())).map((s) => s.detail).join('\n');
  if (dialect.name === 'sqlite') expect(steps).toMatch(/SEARCH institutions_schools USING INDEX ix_institutions_schools_moderation_county_name/);
  else {
    expect(steps).toMatch(/Index Only Scan using ix_institutions_schools_moderation_county_name_id on institutions_schools/);
    // The page's rows by id (in a test's small table, through either index on the id).
    expect(steps).toMatch(/Index Scan using (institutions_schools_pkey|ix_institutions_schools_id_with_\w+) on institutions_schools /);
  }
});

it('carries the fields a search filters and sorts by in an index on the id, on PostgreSQL', async () => {
  // At a million schools the planner checks a common word's thousand candidates in this index alone; in a test's
  // small tables it reads them from the table, so the index's definition is what is checked here.
  if (dialect.name === 'sqlite') return;
  const { rows } = await sql<{
    definition: string;
  }>`SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'institutions_schools' AND indexname LIKE 'ix_institutions_schools_id_with_%'`.execute(
    dialect.db,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.definition).toMatch(/\(id\) INCLUDE \(moderation, owner_id, county, .*\brating\b.*\bfees_min\)/);
});

it('knows on PostgreSQL how many rows hold a list item, so a list filtered by one is planned for them', async () => {
  // The planner guessed that 0.5 % of schools offer "Primary" where 40 % do, so at a million schools it read the
  // whole table for a list filtered by it and sorted by reviews, where walking the reviews index finds a page at once.
  if (dialect.name === 'sqlite') return;
  const schools = resources.find((r) => r.name === 'institutions/schools')!;
  const now = new Date().toISOString();
  const rows = Array.from({ length: 4000 }, (_, i) => ({
    name: `Item School ${i}`,
    county: 'Nyeri',
    cbc_levels: i % 4 ? 'Pre-Primary, Primary' : 'Senior School',
    moderation: 'approved',
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await dialect.db
      .insertInto('institutions_schools')
      .values(rows.slice(i, i + 500))
      .execute();
  await sql`ANALYZE institutions_schools`.execute(dialect.db);
  const [count] = crud.listQueries(null, schools, parseListQuery(schools, { cbc_levels: 'Primary' })).counts;
  const compiled = count!.compile();
  const { rows: explained } = await dialect.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
  const scan = explained.map((row) => row['QUERY PLAN']).find((line) => / on institutions_schools\b/.test(line));
  const estimate = Number(/rows=(\d+)/.exec(scan ?? '')?.[1]);
  // 3 000 of them hold it; the guess without statistics was about 20.
  expect(estimate, scan).toBeGreaterThan(1500);
});
