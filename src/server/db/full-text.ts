/**
 * Full-text search (`q`) for both databases: SQLite FTS5 and PostgreSQL tsvector. A search costs the same for a
 * common word ("school" matches most of a directory) as for a rare one: each tier below takes at most
 * `maxSearchMatches` rows straight from the index, so no search ranks, joins or counts every match.
 *
 * Ranking is by two tiers, which both databases read from the index alone: rows with every term in the title (the
 * first search field) come first, then the other matches; within a tier the list's own order applies. (A score over
 * all matches, such as bm25 or ts_rank, must read every match first, which is what made common words slow.)
 */
import { sql, type RawBuilder } from 'kysely';
import type { Select } from './dialect.ts';

/** A search yields at most this many rows, best tier first; a total equal to it means "this many or more". */
export const maxSearchMatches = 1000;

export interface SearchMatch {
  /** Narrows a query on the table to the best `cap` matches at most. */
  narrow: (query: Select) => Select;
  /** Orders the matches best first (ascending). */
  rank: RawBuilder<number>;
  /** The most rows `narrow` lets through: a count that reaches it means the search was cut there. */
  cap: number;
}

export interface FullText {
  /** SQL run (in order) to make `table` searchable over `fields`, replacing any earlier setup. */
  setup(table: string, fields: readonly string[]): string[];
  /** The rows of `table` matching all `terms` (each letters and digits only), as a bounded, ranked set. */
  match(table: string, fields: readonly string[], terms: string[]): SearchMatch;
}

/** The best `cap` of the candidates, each row once at its best tier. */
const bestOf = (candidates: RawBuilder<unknown>[]) =>
  sql`(SELECT id, MIN(tier) AS score FROM (${sql.join(candidates, sql` UNION ALL `)}) AS candidates GROUP BY id ORDER BY score, id LIMIT ${maxSearchMatches})`;

const ftsTable = (table: string) => `${table}_fts`;

export const sqliteFullText: FullText = {
  setup(table, fields) {
    const fts = ftsTable(table);
    const cols = fields.join(', ');
    const values = (prefix: string) => fields.map((f) => `${prefix}.${f}`).join(', ');
    return [
      `DROP TRIGGER IF EXISTS ${fts}_ai`,
      `DROP TRIGGER IF EXISTS ${fts}_ad`,
      `DROP TRIGGER IF EXISTS ${fts}_au`,
      `DROP TABLE IF EXISTS ${fts}`,
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
      `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${values('new')}); END`,
      `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.id, ${values('old')}); END`,
      `CREATE TRIGGER ${fts}_au AFTER UPDATE ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.id, ${values('old')}); INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${values('new')}); END`,
      `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
    ];
  },
  match(table, fields, terms) {
    const fts = sql.table(ftsTable(table));
    // Each term is quoted and prefix-matched: "nair"* "acad"*; a column filter {name} : (…) keeps them to the title.
    const query = terms.map((t) => `"${t}"*`).join(' ');
    const tier = (match: string, rank: number) =>
      sql`SELECT * FROM (SELECT rowid AS id, ${rank} AS tier FROM ${fts} WHERE ${fts} MATCH ${match} LIMIT ${maxSearchMatches})`;
    const candidates = [tier(`{${fields[0]}} : (${query})`, 0), tier(query, 1)];
    return {
      narrow: (select) => select.innerJoin(bestOf(candidates).as('search_match'), 'search_match.id', `${table}.id`),
      rank: sql<number>`search_match.score`,
      cap: maxSearchMatches,
    };
  },
};

export const postgresFullText: FullText = {
  setup(table, fields) {
    const weights = ['A', 'B', 'C', 'D'];
    const vector = fields
      .map((f, i) => `setweight(to_tsvector('simple', coalesce(${f}, '')), '${weights[Math.min(i, 3)]}')`)
      .join(' || ');
    return [
      `ALTER TABLE ${table} DROP COLUMN IF EXISTS search_vector`,
      `ALTER TABLE ${table} ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${vector}) STORED`,
      `CREATE INDEX IF NOT EXISTS ${table}_search_idx ON ${table} USING gin (search_vector)`,
    ];
  },
  match(table, _fields, terms) {
    // A weight label after the prefix mark keeps a term to the fields of that label: acad:*A matches the title only.
    const query = (label: string) => terms.map((t) => `${t}:*${label}`).join(' & ');
    const tier = (match: string, rank: number) =>
      sql`(SELECT id, ${sql.lit(rank)} AS tier FROM ${sql.table(table)} WHERE search_vector @@ to_tsquery('simple', ${match}) LIMIT ${maxSearchMatches})`;
    const candidates = [tier(query('A'), 0), tier(query(''), 1)];
    return {
      narrow: (select) => select.innerJoin(bestOf(candidates).as('search_match'), 'search_match.id', `${table}.id`),
      rank: sql<number>`search_match.score`,
      cap: maxSearchMatches,
    };
  },
};
