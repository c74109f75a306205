/**
 * The one place that knows SQLite from PostgreSQL. Everything else asks this strategy for the few things
 * that differ: the Kysely dialect, column types and keys, case-insensitive matching, full-text search, the
 * planner's hints and statistics, statement timeouts and the counters shared by several instances.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  sql,
  type ColumnDefinitionBuilder,
  type Expression,
  type LogEvent,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { ColumnType } from '../../registry/fields.ts';
import type { Counters } from '../abuse/counters.ts';
import { postgresCounters } from '../abuse/postgres-counters.ts';
import { startChangeFeed } from './change-feed.ts';
import { postgresFullText, sqliteFullText, type FullText } from './full-text.ts';
import { postgresSpatial, sqliteSpatial, type Spatial } from './spatial.ts';
import { keepItemStatistics } from './item-statistics.ts';
import { SqliteReadingDialect } from './sqlite-driver.ts';
import { ReadRefused, SqliteReadPool } from './sqlite-read-pool.ts';
import { TableVersions } from './table-versions.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are derived from the registry at run time
export type Db = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export type Select = SelectQueryBuilder<any, any, any>;

export interface Dialect {
  name: 'sqlite' | 'postgres';
  db: Db;
  /** PostgreSQL's connections: open, idle and requests waiting for one (none for SQLite's single file). */
  poolUsage?: () => { total: number; idle: number; waiting: number };
  columnType(type: ColumnType): 'text' | 'integer' | 'real' | 'double precision';
  /** The type of the auto-incrementing id column. */
  idType: 'integer' | 'serial';
  /** The id column as its primary key (SQLite: AUTOINCREMENT, so ids of deleted rows are not given out again). */
  autoIncrementPrimaryKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /**
   * Creates an index that also holds `include`'s columns (PostgreSQL's INCLUDE). SQLite has no such index and
   * makes none.
   */
  createCoveringIndex(table: string, index: { name: string; columns: readonly string[]; include: readonly string[] }): Promise<void>;
  /** Keeps the planner's statistics on the items of a table's csv columns (list-items.ts); SQLite keeps none. */
  keepItemStatistics(table: string, itemLists: readonly string[], hadTable: boolean): Promise<void>;
  /**
   * The column written so the planner does not read it from an index: `+column` on SQLite (see facet-counts.ts);
   * PostgreSQL's planner needs no such hint, and gets the column as it is.
   */
  unindexedRef<T>(column: Expression<T>): Expression<T>;
  /** The table's secondary indexes (not those of a key or constraint), each with the statement that makes it. */
  secondaryIndexes(table: string): Promise<{ name: string; definition: string }[]>;
  /** Gathers the planner's statistics on every table, after a bulk load (PostgreSQL also sets the visibility map). */
  gatherStatistics(): Promise<void>;
  /** Whether statements are cut off after the configured timeout (PostgreSQL's statement_timeout; SQLite has none). */
  boundsStatements: boolean;
  /** Counters of the abuse limits shared by every instance on this database; null when one process serves it (SQLite). */
  sharedCounters(): Counters | null;
  /** `pattern`: a string, or a stand-in bound to one per request (crud/list-shapes.ts). */
  ilike(column: Expression<unknown>, pattern: unknown): RawBuilder<SqlBool>;
  fullText: FullText;
  /** The spatial index of located resources (spatial.ts). */
  spatial: Spatial;
  /**
   * Whether a list page reads its sort keys first, from the index alone, and then its rows by id (crud/list-query.ts).
   * PostgreSQL's index scan visits the table for every row it skips on the way to a deep page; SQLite's waits until
   * a row is kept, so it gains nothing there.
   */
  pageKeysFirst: boolean;
  isUniqueViolation(error: unknown): boolean;
  /** Write counts per table, for caches of what was read from them. */
  versions: TableVersions;
  /** The tables of this database (in PostgreSQL, of the current schema only) with their column names. */
  tables(): Promise<Map<string, Set<string>>>;
  /**
   * Runs `work` while no other instance on this database runs its own (PostgreSQL: an advisory lock), so
   * instances starting together migrate and seed one after the other. SQLite has one writer process anyway; there
   * `work` reads on the main connection, beyond the readers' time budget, so a slow machine cannot cut a first start.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Tells the other instances on this database that these tables changed (nothing to tell with SQLite). */
  publishChanges(tables: readonly string[]): Promise<void>;
  /** True when an error means the database cannot be reached or is overloaded for now (answered 503, retried later). */
  isUnavailable(error: unknown): boolean;
  close(): Promise<void>;
}

const sqliteTables = async (db: Db) => new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));

/**
 * The current schema's tables and columns, read from its own catalogue rows only. Kysely's introspection reads
 * every schema of the database, which is slow when it holds many, and fails a start outright when any other
 * schema is dropped while it reads ("schema … does not exist").
 */
const postgresTables = async (db: Db) => {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_catalog.pg_class c
    JOIN pg_catalog.pg_namespace ns ON ns.oid = c.relnamespace
    JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid
    WHERE ns.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p') AND a.attnum > 0 AND NOT a.attisdropped`.execute(db);
  const tables = new Map<string, Set<string>>();
  for (const { table, column } of rows) tables.set(table, (tables.get(table) ?? new Set()).add(column));
  return tables;
};

/** Kysely's log hook, reporting every statement's duration (failed ones too). */
const timing = (onQuery: DialectOptions['onQuery']) =>
  onQuery ? (event: LogEvent) => onQuery(event.query.query.kind.replace(/QueryNode$/, '').toLowerCase(), event.queryDurationMillis / 1000) : undefined;

const sqlite = ({ dataDir, sqliteReaders = 1, sqliteReadBudgetMs = 5000, sqliteReadQueue = 200, onQuery }: DialectOptions): Dialect => {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'elimuhub.db');
  const busyTimeoutMs = 5000;
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = OFF');
  database.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // SQLite's own 2 MB page cache, as each reader's (sqlite-read-worker.ts): this connection only writes and reads
  // inside transactions, and with better-sqlite3's 16 MB the server's peak memory under a 100-connection load was
  // past its memory budget (docs/benchmarks.md).
  database.pragma('cache_size = -2000');
  // Reads outside transactions run on worker threads, each with a read-only connection (sqlite-driver.ts).
  const readers = new SqliteReadPool({ file, busyTimeoutMs, size: sqliteReaders, budgetMs: sqliteReadBudgetMs, maxWaiting: sqliteReadQueue });
  const reading = new SqliteReadingDialect(database, readers);
  // SQLite counts the commits of other connections to the file, never this connection's own (the readers only read).
  const dataVersion = database.prepare('PRAGMA data_version').pluck();
  const versions = new TableVersions(() => dataVersion.get() as number);
  const db: Db = new Kysely({ dialect: reading, plugins: [versions], log: timing(onQuery) });
  return {
    name: 'sqlite',
    db,
    versions,
    columnType: (type) => type,
    idType: 'integer',
    autoIncrementPrimaryKey: (column) => column.primaryKey().autoIncrement(),
    createCoveringIndex: async () => undefined,
    keepItemStatistics: async () => undefined,
    unindexedRef: <T>(column: Expression<T>) => sql<T>`+${column}`,
    secondaryIndexes: async (table) =>
      (
        await sql<{
          name: string;
          definition: string;
        }>`SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(db)
      ).rows,
    gatherStatistics: async () => {
      await sql`PRAGMA analysis_limit = 1000`.execute(db);
      await sql`ANALYZE`.execute(db);
    },
    boundsStatements: false,
    sharedCounters: () => null,
    // LIKE is case-insensitive for ASCII in SQLite.
    ilike: (column, pattern) => sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`,
    fullText: sqliteFullText,
    spatial: sqliteSpatial,
    pageKeysFirst: false,
    close: reading.close,
    isUniqueViolation: (error) => (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE',
    tables: () => sqliteTables(db),
    exclusive: (_name, work) => reading.onMainConnection(work),
    publishChanges: async () => undefined,
    isUnavailable: (error) =>
      error instanceof ReadRefused || ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL'].includes(String((error as { code?: string }).code)),
  };
};

/** Connection failures, a server shutting down or refusing connections, and statements cut off by the timeout. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const unavailableMessage =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|connection timeout|Query read timeout/i;

export interface DialectOptions {
  dataDir: string;
  databaseUrl: string | null;
  dbConnectTimeoutMs?: number;
  dbStatementTimeoutMs?: number;
  /** Where a dropped idle connection is reported; without a listener the process would crash. */
  onPoolError?: (error: Error) => void;
  /** Told how long each statement took, by kind (select, insert…), for the metrics. */
  onQuery?: (kind: string, seconds: number) => void;
  /** SQLite: reader threads, the longest a read may run (ms) and the reads that may wait (see sqlite-read-pool.ts). */
  sqliteReaders?: number;
  sqliteReadBudgetMs?: number;
  sqliteReadQueue?: number;
}

/**
 * The connection string with `-c jit=off` before the server options it may give (a search_path, say; the first
 * `options` if it names several, for every connection alike). JIT compiling pays off for long reports, not for a
 * request's statements: at a million schools compiling cost more than it saved on each statement costly enough to
 * start it (docs/benchmarks.md). The
 * string's own `-c jit=on` comes later, so it still wins. A string that is no URL (a socket path) is left as it is.
 */
const withoutJit = (url: string) => {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  parsed.searchParams.set('options', ['-c jit=off', parsed.searchParams.get('options')].filter(Boolean).join(' '));
  return parsed.toString();
};

const postgres = async ({ databaseUrl, dbConnectTimeoutMs = 5000, dbStatementTimeoutMs = 15000, onPoolError, onQuery }: DialectOptions): Promise<Dialect> => {
  // Loaded only for PostgreSQL installations, so a SQLite start does not pay for it.
  const { default: pg } = await import('pg');
  const url = withoutJit(databaseUrl!);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: dbConnectTimeoutMs,
    // The server stops a statement that runs too long; the client gives up a little later if the server is gone.
    // 0 sets no limit (a bulk load).
    statement_timeout: dbStatementTimeoutMs,
    query_timeout: dbStatementTimeoutMs ? dbStatementTimeoutMs + 2000 : undefined,
    idle_in_transaction_session_timeout: dbStatementTimeoutMs * 2,
    keepAlive: true,
  });
  // A connection dropped while idle (a restart, a network cut) is reported here; the pool replaces it. One
  // dropped while a request holds it fails that query (a 503) and must not also crash the process.
  pool.on('error', (error) => onPoolError?.(error));
  pool.on('connect', (connection) => connection.on('error', (error) => onPoolError?.(error)));
  const report = (error: Error) => onPoolError?.(error);
  const versions = new TableVersions();
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), plugins: [versions], log: timing(onQuery) });
  const feed = await startChangeFeed(
    pool,
    () => new pg.Client({ connectionString: url, connectionTimeoutMillis: dbConnectTimeoutMs, keepAlive: true }),
    versions,
    report,
  );
  return {
    name: 'postgres',
    db,
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    versions,
    columnType: (type) => (type === 'real' ? 'double precision' : type),
    idType: 'serial',
    autoIncrementPrimaryKey: (column) => column.primaryKey(),
    createCoveringIndex: async (table, index) => {
      await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(index.name)} ON ${sql.table(table)} (${sql.join(index.columns.map((c) => sql.ref(c)))}) INCLUDE (${sql.join(index.include.map((c) => sql.ref(c)))})`.execute(
        db,
      );
    },
    keepItemStatistics: (table, itemLists, hadTable) => keepItemStatistics(db, table, itemLists, hadTable),
    unindexedRef: (column) => column,
    secondaryIndexes: async (table) =>
      (
        await sql<{ name: string; definition: string }>`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = ${table} AND indexname NOT IN (SELECT conname FROM pg_constraint)`.execute(db)
      ).rows,
    // Until autovacuum next passes, PostgreSQL would plan on a bulk-loaded table without statistics (and read
    // every row of an index-only scan from the heap): gather them, and set the visibility map, now. For this
    // schema's tables only.
    gatherStatistics: async () => {
      const tables = [...(await postgresTables(db)).keys()].map((name) => sql.id(name));
      await sql`VACUUM (ANALYZE) ${sql.join(tables)}`.execute(db);
    },
    boundsStatements: true,
    sharedCounters: () => postgresCounters(db),
    ilike: (column, pattern) => sql<SqlBool>`${column}::text ILIKE ${pattern} ESCAPE '\\'`,
    fullText: postgresFullText,
    spatial: postgresSpatial,
    pageKeysFirst: true,
    close: async () => {
      await feed.close();
      await db.destroy();
    },
    publishChanges: (tables) => feed.publish(tables),
    isUniqueViolation: (error) => (error as { code?: string }).code === '23505',
    tables: () => postgresTables(db),
    isUnavailable: (error) => {
      const { code, message } = error as { code?: string; message?: string };
      return unavailableCodes.has(String(code)) || unavailableMessage.test(String(message));
    },
    async exclusive(name, work) {
      // The lock belongs to one session: a connection of its own holds it while `work` uses the pool.
      const holder = await pool.connect();
      const key = `elimuhub ${name}`;
      try {
        // A search_path naming no schema that exists leaves none current, and the lock below would never be taken.
        const { rows } = await holder.query<{ schema: string | null }>('SELECT current_schema() AS schema');
        if (!rows[0]!.schema)
          throw new Error('the schema named by search_path in DATABASE_URL does not exist; create it first (CREATE SCHEMA …) or name another.');
        // Asked for again and again rather than waited for in one statement: another instance's first start
        // (migrating, seeding the demo) can take longer than the statement timeout, which would cut a long wait
        // short and fail this start.
        const take = async () =>
          (await holder.query<{ taken: boolean }>('SELECT pg_try_advisory_lock(hashtext(current_schema() || $1)) AS taken', [key])).rows[0]!.taken;
        while (!(await take())) await new Promise((resolve) => setTimeout(resolve, 100));
        return await work();
      } finally {
        await holder.query('SELECT pg_advisory_unlock(hashtext(current_schema() || $1))', [key]).catch(() => undefined);
        holder.release();
      }
    },
  };
};

export const openDialect = async (options: DialectOptions): Promise<Dialect> => (options.databaseUrl ? postgres(options) : sqlite(options));
