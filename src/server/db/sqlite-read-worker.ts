/**
 * One reader of the SQLite database, in a worker thread: a read-only connection of its own that answers the
 * read statements the pool (sqlite-read-pool.ts) sends it, one at a time, so a slow read blocks this thread
 * and never the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

export interface ReaderSetup {
  file: string;
  busyTimeoutMs: number;
}

/** What the pool sends: one statement and its parameters. */
export interface ReadRequest {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * What the reader answers: the column names and each row's values in their order, or the error SQLite gave (its
 * message and code, e.g. SQLITE_ERROR). Rows travel as arrays: better-sqlite3 builds an object of 60 columns
 * much more slowly than an array of them, and an array is cloned to the main thread without its keys.
 */
export type ReadAnswer = { columns: string[]; rows: unknown[][] } | { error: { message: string; code?: string } };

/** Said once, when the reader has loaded and opened its connection: a read's time budget starts from then. */
export type ReaderReady = 'ready';

const { file, busyTimeoutMs } = workerData as ReaderSetup;
// Read-only: a statement that would write fails here instead of racing the main connection's writes.
const database = new SQLite(file, { readonly: true, fileMustExist: true });
database.pragma(`busy_timeout = ${busyTimeoutMs}`);
// SQLite's own default page cache (2 MB) rather than better-sqlite3's 16 MB: a reader's pages come back from the
// operating system's file cache as fast (a page of random schools out of a million reads in the same time either
// way, docs/benchmarks.md), and each reader's full cache was memory the server's budget could not spare.
database.pragma('cache_size = -2000');
const statements = new LRUCache<string, { statement: SQLite.Statement; columns: string[] }>({ max: 500 });
const prepare = (text: string) => {
  let prepared = statements.get(text);
  if (!prepared) {
    const statement = database.prepare(text).raw(true);
    statements.set(text, (prepared = { statement, columns: statement.columns().map(({ name }) => name) }));
  }
  return prepared;
};

// Parameters arrive structured-cloned: a Buffer comes as a plain Uint8Array, which SQLite would not bind as a blob.
const bindable = (value: unknown) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value);

parentPort!.on('message', ({ sql, parameters }: ReadRequest) => {
  let answer: ReadAnswer;
  try {
    const { statement, columns } = prepare(sql);
    const rows: unknown[][] = [];
    // Row by row rather than .all(): the pool's terminate() of a read over its time budget takes effect between
    // rows. Iterating to the end also ends the statement's read transaction, so the next read sees every write
    // committed meanwhile.
    for (const row of statement.iterate(parameters.map(bindable))) rows.push(row as unknown[]);
    answer = { columns, rows };
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    answer = { error: { message, code } };
  }
  parentPort!.postMessage(answer);
});
parentPort!.postMessage('ready' satisfies ReaderReady);
