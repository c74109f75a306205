/**
 * A search's candidates (its best matches, full-text.ts), read once per table and words and kept until a write to
 * the table. They depend on the words alone, so every county, sort and page of a search shares them: a common
 * word's candidates cost about as much as the rest of its page at a million schools (docs/benchmarks.md), and
 * popular words are asked again and again.
 */
import { sql } from 'kysely';
import type { Resource } from '../../registry/resource.ts';
import type { Dialect } from '../db/dialect.ts';
import type { Candidates } from '../db/full-text.ts';
import { VersionedCache } from '../db/versioned-cache.ts';

export const createSearchCandidates = ({ db, fullText, versions }: Dialect) => {
  // A word's thousand candidates are some 16 kB: a few hundred words' at most.
  const kept = new VersionedCache<Candidates>(versions, { max: 4 * 1024 * 1024, sizeOf: (found) => found.ids.length * 16 + 100 });
  return async (resource: Resource, terms: string[]): Promise<Candidates> => {
    const { value } = await kept.read(`${resource.table} ${terms.join(' ')}`, [resource.table], async () => {
      const best = fullText.best(resource.table, resource.search, terms);
      // Asked as a select, which the table versions know only reads: a raw statement counts as a write to every table.
      const rows = await db
        .selectFrom(sql`(${best})`.as('best'))
        .select(['best.id', 'best.score'])
        .execute();
      return { ids: rows.map((row) => Number(row.id)), scores: rows.map((row) => Number(row.score)) };
    });
    return value;
  };
};
