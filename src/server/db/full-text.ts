/**
 * Full-text search (`q`) for both databases: SQLite FTS5 and PostgreSQL tsvector. A search costs the same for a
 * common word ("school" matches most of a directory) as for a rare one: each tier below takes at most
 * `maxSearchMatches` rows straight from the index, so no search ranks, joins or counts every match.
 *
 * Ranking is by five tiers, which both databases read from the index alone: the terms as a phrase in the title (the
 * first search field; "city primary" puts "City Pri. Sch." before "City Day Academy Pri"), then every term as a
 * whole word in the title, then as whole words anywhere, then as the start of words in the title, then anywhere;
 * within a tier the list's own order applies. (A score over all matches, such as bm25 or ts_rank, must read every
 * match first, which is what made common words slow.) The tiers are read in that order and reading stops once
 * enough rows are in hand: a whole word streams from its index, whereas a prefix gathers every word it starts
 * before the first row, so a common word such as "school" is answered by its whole-word tiers alone.
 *
 * Both indexes hold the text as people type it into a search box: apostrophes dropped ("Mang'u" is indexed as
 * "mangu"), accents off ("École" as "ecole"), abbreviations spelt out ("Pri. Sch." as "primary", "St" as "saint":
 * registry/search-equivalents.ts) and a hyphenated word both split and joined ("mang u mangu");
 * `searchTermsOf` (registry/search-text.ts) reads a query the same way.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Select } from './dialect.ts';
import { apostrophes } from '../../registry/search-text.ts';
import { searchRewrites } from '../../registry/search-equivalents.ts';

/** A search yields at most this many rows, best tier first; a total equal to it means "this many or more". */
export const maxSearchMatches = 1000;

/**
 * A search's best matches, best first: each row's id and its tier (`score`, 0 best). They depend on the words alone,
 * never on the filters, the sort or the page, so they are read once and kept until the table changes
 * (search-candidates.ts); at a million schools a common word's took as long as the rest of its page.
 */
export interface Candidates {
  ids: number[];
  scores: number[];
}

export interface SearchMatch {
  /** Narrows a query on the table to the candidates. */
  narrow: (query: Select) => Select;
  /** Orders the matches best first (ascending). */
  rank: RawBuilder<number>;
}

export interface FullText {
  /**
   * Bumped when `setup` makes a different layout, so installations set their search up again; `wordsVersion`, which
   * changes with the rules that read text into words, does the same for those.
   */
  revision: number;
  /** SQL run (in order) to make `table` searchable over `fields`, replacing any earlier setup. */
  setup(table: string, fields: readonly string[]): string[];
  /** The best `maxSearchMatches` rows of `table` matching all `terms` (each letters and digits only): id, score. */
  best(table: string, fields: readonly string[], terms: string[]): RawBuilder<{ id: number; score: number }>;
  /** A query on `table` narrowed to `candidates`, as `search_match` (id, score). */
  among(table: string, candidates: Candidates): SearchMatch;
  /**
   * SQL that stops the search index following each row written (for a bulk load), and SQL that makes it follow
   * again and catch up with every row, at once.
   */
  pause(table: string): string[];
  resume(table: string, fields: readonly string[]): string[];
}

/** The title's phrase, then whole words before the starts of words, the title before the rest: tiers 0 to 4. */
const tiers = {
  phrase: { title: true, prefix: false, phrase: true, rank: 0 },
  title: { title: true, prefix: false, phrase: false, rank: 1 },
  anywhere: { title: false, prefix: false, phrase: false, rank: 2 },
  titleStart: { title: true, prefix: true, phrase: false, rank: 3 },
  anywhereStart: { title: false, prefix: true, phrase: false, rank: 4 },
} as const;

/** One tier's matches (`id`, `tier`): at most `limit`, by default the cap. */
type Tier = (kind: { title: boolean; prefix: boolean; phrase: boolean; rank: number }, limit?: RawBuilder<number>) => RawBuilder<unknown>;

/**
 * The best `cap` of the tiers, each row once at its best tier. Every whole-word match in the title is one anywhere
 * too, so once the whole-words-anywhere tier is full no row of the prefix tiers can rank among the best, and they are
 * not read. A common word that is in few titles ("nairobi", in many rows' words but no title) otherwise gathered every
 * word that starts "nairobi" before the cap could stop it, on both databases (docs/benchmarks.md). Short of that,
 * every tier is read to its own cap: a row is in several tiers, so a cut on their union could drop a tier's new rows
 * behind repeats of earlier ones.
 */
const bestOf = (tier: Tier, terms: readonly string[]) => {
  // As a limit of 0, which both databases check before they open the index (a condition on no row in the WHERE is
  // checked by SQLite only as each match arrives, after FTS5 has gathered them all).
  const unlessFull = sql<number>`(CASE WHEN (SELECT COUNT(*) FROM whole_words) < ${maxSearchMatches} THEN ${maxSearchMatches} ELSE 0 END)`;
  // One word is its own phrase: the title tier has every row the phrase tier would.
  const phrase = terms.length > 1 ? [tier(tiers.phrase)] : [];
  const read = [...phrase, tier(tiers.title), sql`SELECT * FROM whole_words`, tier(tiers.titleStart, unlessFull), tier(tiers.anywhereStart, unlessFull)];
  return sql<{
    id: number;
    score: number;
  }>`WITH whole_words AS MATERIALIZED (${tier(tiers.anywhere)}) SELECT id, MIN(tier) AS score FROM (${sql.join(read, sql` UNION ALL `)}) AS candidates GROUP BY id ORDER BY score, id LIMIT ${maxSearchMatches}`;
};

/** The candidates as one value for a statement: a JSON text of [id, score] pairs, which both databases read as rows. */
const pairs = ({ ids, scores }: Candidates) => JSON.stringify(ids.map((id, i) => [id, scores[i]]));

const narrowTo = (table: string, matches: RawBuilder<unknown>): SearchMatch => ({
  narrow: (select) => select.innerJoin(matches.as('search_match'), 'search_match.id', `${table}.id`),
  rank: sql<number>`search_match.score`,
});

const ftsTable = (table: string) => `${table}_fts`;

const quoted = (chars: string) => `'${chars.replaceAll("'", "''")}'`;

/** Changes whenever the rewrites do, so an index built by earlier rules is built again (migrate.ts). */
export const wordsVersion = createHash('sha256').update(JSON.stringify(searchRewrites)).digest('hex').slice(0, 8);

/**
 * ASCII punctuation but the apostrophes, and the white space that is not a space: PostgreSQL's parser keeps words
 * joined by punctuation as one (an email, a web address, "St.Mary's", "3.5"), where SQLite's tokenizer splits them;
 * the rewrites need words between spaces on both.
 */
const punctuation = '!"#$%&()*+,-./:;<=>?@[\\]^_{|}~\t\n\r';

/**
 * SQL reading `text` (apostrophes and accents already off) as `spellOut` reads words: lower case, punctuation as
 * spaces, one space between words, then doubled, then each rewrite of search-equivalents.ts in its order. `lower`
 * is ASCII-only in SQLite, which is all the rewrites need. `squeeze` makes runs of spaces one.
 */
const spelledOut = (text: string, blank: (text: string) => string, squeeze: (text: string) => string) => {
  const spaced = `(' ' || replace(${squeeze(blank(`lower(${text})`))}, ' ', '  ') || ' ')`;
  return searchRewrites.reduce((out, [form, word]) => `replace(${out}, ${quoted(form)}, ${quoted(word)})`, spaced);
};

/** SQLite: the column's text with its apostrophes dropped (FTS5's tokenizer takes the accents off). */
const sqliteUnmarked = (column: string) => [...apostrophes].reduce((text, mark) => `replace(${text}, ${quoted(mark)}, '')`, column);

const sqliteBlank = (text: string) => [...punctuation].reduce((out, mark) => `replace(${out}, ${quoted(mark)}, ' ')`, text);

// Six halvings make a run of up to 64 spaces one.
const sqliteSqueeze = (text: string) => Array.from({ length: 6 }).reduce<string>((out) => `replace(${out}, '  ', ' ')`, text);

/** SQLite: the column's text as the index holds it, a hyphenated word's joined form after the rest. */
const sqliteSearchable = (column: string) =>
  `(${spelledOut(sqliteUnmarked(column), sqliteBlank, sqliteSqueeze)} || CASE WHEN instr(${column}, '-') > 0 THEN ' ' || ${sqliteUnmarked(`replace(${column}, '-', '')`)} ELSE '' END)`;

export const sqliteFullText: FullText = {
  revision: 3,
  setup(table, fields) {
    const fts = ftsTable(table);
    const cols = fields.join(', ');
    // The index holds the searchable text, not the row's own: an insert and its delete must give the same values.
    const values = (prefix: string) => fields.map((f) => sqliteSearchable(`${prefix}.${f}`)).join(', ');
    return [
      `DROP TRIGGER IF EXISTS ${fts}_ai`,
      `DROP TRIGGER IF EXISTS ${fts}_ad`,
      `DROP TRIGGER IF EXISTS ${fts}_au`,
      `DROP TABLE IF EXISTS ${fts}`,
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
      `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${values('new')}); END`,
      `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.id, ${values('old')}); END`,
      `CREATE TRIGGER ${fts}_au AFTER UPDATE ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.id, ${values('old')}); INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${values('new')}); END`,
      `INSERT INTO ${fts}(rowid, ${cols}) SELECT id, ${values(table)} FROM ${table}`,
    ];
  },
  // Triggers add each row to the index; one rebuild from the table is much faster than a million of them.
  pause: (table) => ['ai', 'ad', 'au'].map((kind) => `DROP TRIGGER IF EXISTS ${ftsTable(table)}_${kind}`),
  resume(table, fields) {
    return this.setup(table, fields);
  },
  best(table, fields, terms) {
    const fts = sql.table(ftsTable(table));
    // Each term is quoted, "nairobi" "academy", or prefix-matched, "nair"* "acad"*; a column filter {name} : (…)
    // keeps them to the title.
    const tier: Tier = ({ title, prefix, phrase, rank }, limit = sql.lit(maxSearchMatches)) => {
      const query = phrase ? `"${terms.join(' ')}"` : terms.map((t) => `"${t}"${prefix ? '*' : ''}`).join(' ');
      const match = title ? `{${fields[0]}} : (${query})` : query;
      return sql`SELECT * FROM (SELECT rowid AS id, ${rank} AS tier FROM ${fts} WHERE ${fts} MATCH ${match} LIMIT ${limit})`;
    };
    return bestOf(tier, terms);
  },
  among: (table, candidates) => narrowTo(table, sql`(SELECT value ->> 0 AS id, value ->> 1 AS score FROM json_each(${pairs(candidates)}))`),
};

/** Combining marks (the accents text written as "e" and "´" carries, and every accent once decomposed). */
const combiningMarks = String.raw`[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]`;

/** PostgreSQL: the text decomposed, its accents dropped ("Škola" as "Skola") and its apostrophes dropped. */
const postgresUnmarked = (text: string) => `translate(regexp_replace(normalize(${text}, NFD), '${combiningMarks}', '', 'g'), ${quoted(apostrophes)}, '')`;

/** PostgreSQL: the text as `searchTermsOf` reads a query, a hyphenated word's joined form after the rest. */
const postgresSearchable = (text: string) => {
  const blank = (out: string) => `translate(${out}, ${quoted(punctuation)}, ${quoted(' '.repeat(punctuation.length))})`;
  const squeeze = (out: string) => `regexp_replace(${out}, ' {2,}', ' ', 'g')`;
  const joined = `CASE WHEN strpos(${text}, '-') > 0 THEN ${postgresUnmarked(`replace(${text}, '-', '')`)} END`;
  return `concat_ws(' ', ${spelledOut(postgresUnmarked(text), blank, squeeze)}, ${blank(joined)})`;
};

/**
 * PostgreSQL keeps each searchable table's words in a narrow side table (`<table>_search`: the id, the title's words,
 * every field's words), as SQLite's FTS5 table does, kept by statement triggers. A common word is then found by
 * reading a few pages of small rows until the tier's cap, and a rare one through the GIN indexes; in the wide table
 * itself, 1000 matches of a common word meant reading some 1000 pages.
 */
export const postgresFullText: FullText = {
  revision: 5,
  setup(table, fields) {
    const side = `${table}_search`;
    const title = (row: string) => `to_tsvector('simple', ${postgresSearchable(`coalesce(${row}.${fields[0]}, '')`)})`;
    const words = (row: string) => `to_tsvector('simple', ${postgresSearchable(`concat_ws(' ', ${fields.map((f) => `${row}.${f}`).join(', ')})`)})`;
    const fill = (rows: string) => `INSERT INTO ${side} (id, title, words) SELECT r.id, ${title('r')}, ${words('r')} FROM ${rows} AS r`;
    // Transition tables let one statement keep the words of every row it wrote (a bulk load is one statement a batch).
    const trigger = (name: string, event: string, transition: string, body: string) => [
      `CREATE FUNCTION ${side}_${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN NULL; END $$`,
      `CREATE TRIGGER ${side}_${name} AFTER ${event} ON ${table} REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${side}_${name}()`,
    ];
    return [
      `ALTER TABLE ${table} DROP COLUMN IF EXISTS search_vector`,
      ...['added', 'changed', 'removed'].flatMap((name) => [`DROP TRIGGER IF EXISTS ${side}_${name} ON ${table}`, `DROP FUNCTION IF EXISTS ${side}_${name}()`]),
      `DROP TABLE IF EXISTS ${side}`,
      `CREATE TABLE ${side} (id integer PRIMARY KEY, title tsvector NOT NULL, words tsvector NOT NULL)`,
      ...trigger('added', 'INSERT', 'NEW TABLE AS added', fill('added')),
      ...trigger(
        'changed',
        'UPDATE',
        'NEW TABLE AS changed',
        `${fill('changed')} ON CONFLICT (id) DO UPDATE SET title = excluded.title, words = excluded.words`,
      ),
      ...trigger('removed', 'DELETE', 'OLD TABLE AS removed', `DELETE FROM ${side} WHERE id IN (SELECT id FROM removed)`),
      fill(table),
      `CREATE INDEX ${side}_title_idx ON ${side} USING gin (title)`,
      `CREATE INDEX ${side}_words_idx ON ${side} USING gin (words)`,
    ];
  },
  // The triggers copy each statement's rows; one fill from the whole table after a bulk load is faster.
  pause: (table) => ['added', 'changed', 'removed'].map((name) => `DROP TRIGGER IF EXISTS ${table}_search_${name} ON ${table}`),
  resume(table, fields) {
    return this.setup(table, fields);
  },
  best(table, _fields, terms) {
    const tier: Tier = ({ title, prefix, phrase, rank }, limit = sql.lit(maxSearchMatches)) => {
      const query = terms.map((t) => `${t}${prefix ? ':*' : ''}`).join(phrase ? ' <-> ' : ' & ');
      // A whole word's first matches in id order, as SQLite's index yields them: the first found would follow where
      // each row lies in the table, and an edit moves a row to its end, so a school edited or reviewed dropped out of
      // a common word's 1000. Not a word start's: the planner, which cannot tell how many words a prefix starts,
      // would walk the whole table in id order for a rare one, far slower at a million schools (docs/benchmarks.md).
      const inIdOrder = prefix ? sql`` : sql`ORDER BY id`;
      return sql`(SELECT id, ${sql.lit(rank)} AS tier FROM ${sql.table(`${table}_search`)} WHERE ${sql.ref(title ? 'title' : 'words')} @@ to_tsquery('simple', ${query}) ${inIdOrder} LIMIT ${limit})`;
    };
    return bestOf(tier, terms);
  },
  // One JSON text of [id, score] pairs too: PostgreSQL estimates a JSON array at 100 elements whatever their number,
  // and so probes the id index once per candidate rather than hash the whole of a county's schools to join them, as
  // it did for an array of the candidates' 1 000 ids (for a large county the hash cost several times the probes;
  // docs/benchmarks.md).
  among: (table, candidates) =>
    narrowTo(table, sql`(SELECT (value ->> 0)::integer AS id, (value ->> 1)::integer AS score FROM json_array_elements(${pairs(candidates)}::json))`),
};
