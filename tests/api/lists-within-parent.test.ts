/**
 * A row shown within another (`publicWith`: a school's reviews, a shop's products, an employer's jobs) is listed on
 * the parent's page: the public list of one parent's rows, in the default order, is found and ordered by one index,
 * and each parent is checked by its key, never by listing every approved parent (which made a school page's cost
 * grow with the directory). The tables are small here; the plan is what a big database gets.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/registry/index.ts';
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

/** The plan's steps, one a line. */
const plan = async (query: CompiledQuery): Promise<string[]> => {
  if (dialect.name === 'sqlite') {
    const { rows } = await dialect.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row.detail);
  }
  // Sequential scans priced out, so that a missing index shows as a sort (tests/api/query-plans.test.ts).
  return dialect.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row['QUERY PLAN']);
  });
};

/** One parent's rows as the page asks for them: `target_type=school&target_id=7`, `shop_id=7`. */
const parentFilter = (name: string) => {
  const resource = resources.find((one) => one.name === name)!;
  const about = resource.fields[resource.publicWith!]!.about;
  return { resource, query: { ...(about?.by ? { [about.by]: Object.keys(about.resources!)[0]! } : {}), [resource.publicWith!]: '7', _start: '0', _end: '20' } };
};

const within = resources.filter((resource) => resource.publicWith).map((resource) => resource.name);

describe('lists of the rows within a parent', () => {
  it('covers the resources shown within another', () => {
    expect(within).toEqual(expect.arrayContaining(['content/ratings', 'shop/products', 'jobs/main', 'content/review-replies']));
  });

  it.each(within)("%s: one parent's public rows are read from one index, in order, each parent by its key", async (name) => {
    const { resource, query } = parentFilter(name);
    const { publicPage, page, counts } = crud.listQueries(null, resource, parseListQuery(resource, query));
    const steps = await plan((publicPage ?? page).compile());
    const count = await plan(counts[0]!.compile());
    const text = [...steps, ...count].join('\n');
    if (dialect.name === 'sqlite') {
      expect(text).not.toContain('USE TEMP B-TREE FOR ORDER BY');
      // Every approved parent listed for each page: what made a school's reviews slow.
      expect(text).not.toContain('LIST SUBQUERY');
      // The parent (and the author) by their key, nothing else read whole.
      const reads = [...steps, ...count].filter((step) => /^(SCAN|SEARCH) /.test(step));
      for (const read of reads) if (!read.startsWith(`SEARCH ${resource.table} `)) expect(read, read).toMatch(/INTEGER PRIMARY KEY|\bid=\?|^SCAN counted/);
    } else {
      // (Whether PostgreSQL checks the parents by key or hashes them all is its choice by their number: at this size
      // it hashes the few there are. A parent's few unmoderated rows, a product's sizes, it may sort at this size.)
      if (resource.visibility === 'moderated') expect(text).not.toMatch(/\bSort\b/);
    }
  });
});
