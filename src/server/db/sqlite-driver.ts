/**
 * Kysely over better-sqlite3 with reads beside the event loop: a statement that only reads, run outside a
 * transaction, goes to the read pool (sqlite-read-pool.ts); writes and everything inside a transaction run on
 * the one main connection, one connection holder at a time, as Kysely's own SqliteDriver does.
 *
 * Each read on a reader is its own read transaction, begun when it starts: with WAL it sees every write
 * committed before it, so a read issued after a write has returned always sees that write.
 */
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import type { SqliteReadPool } from './sqlite-read-pool.ts';

/** Raw SQL that may only read; whether it does, SQLite tells once it is prepared. */
const mayRead = /^\s*(select|with|explain)\b/i;

/** The main connection: it writes, and reads inside transactions. */
class MainConnection {
  // Kysely prepares every statement anew; the same few hundred statements recur, so keep them prepared.
  readonly #statements = new LRUCache<string, SQLite.Statement>({ max: 500 });

  constructor(readonly database: SQLite.Database) {}

  #prepare(text: string) {
    let statement = this.#statements.get(text);
    if (!statement) this.#statements.set(text, (statement = this.database.prepare(text)));
    return statement;
  }

  /** True when a statement returns rows and writes nothing (a raw one is prepared here to find out). */
  reads({ query, sql }: CompiledQuery) {
    if (SelectQueryNode.is(query)) return true;
    if (!mayRead.test(sql)) return false;
    const statement = this.#prepare(sql);
    return statement.reader && statement.readonly;
  }

  run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.#prepare(sql);
    const values = parameters as unknown[];
    if (statement.reader) return { rows: statement.all(values) as R[] };
    const { changes, lastInsertRowid } = statement.run(values);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

/** Lets one connection holder at a time use the main connection (a transaction spans several awaits). */
class Mutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async lock() {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  unlock() {
    const release = this.#release;
    this.#held = this.#release = undefined;
    release?.();
  }
}

/**
 * What Kysely holds between acquiring and releasing a connection. It takes the main connection's lock only at
 * its first statement that needs it, so a read never waits for a transaction of another request.
 */
/** Whether reads go to the readers: not during a first start (see SqliteReadingDialect.onMainConnection). */
interface Routing {
  readersInUse: boolean;
}

class RoutedConnection implements DatabaseConnection {
  inTransaction = false;
  #holdsMain = false;

  constructor(
    readonly main: MainConnection,
    readonly mutex: Mutex,
    readonly readers: SqliteReadPool,
    readonly routing: Routing,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction && this.routing.readersInUse && this.main.reads(compiled))
      return { rows: (await this.readers.read(compiled.sql, compiled.parameters)) as R[] };
    if (!this.#holdsMain) {
      await this.mutex.lock();
      this.#holdsMain = true;
    }
    return this.main.run(compiled);
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error('SQLite streams select queries only.');
    const { rows } = await this.executeQuery<R>(compiled);
    for (const row of rows) yield { rows: [row] };
  }

  release() {
    if (!this.#holdsMain) return;
    this.#holdsMain = false;
    this.mutex.unlock();
  }
}

class SqliteReadingDriver implements Driver {
  readonly #main: MainConnection;
  readonly #mutex = new Mutex();

  constructor(
    database: SQLite.Database,
    readonly readers: SqliteReadPool,
    readonly routing: Routing,
    readonly destroy: () => Promise<void>,
  ) {
    this.#main = new MainConnection(database);
  }

  async init() {}

  async acquireConnection() {
    return new RoutedConnection(this.#main, this.#mutex, this.readers, this.routing);
  }

  async beginTransaction(connection: RoutedConnection) {
    connection.inTransaction = true;
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: RoutedConnection) {
    await this.#end(connection, 'commit');
  }

  async rollbackTransaction(connection: RoutedConnection) {
    await this.#end(connection, 'rollback');
  }

  async #end(connection: RoutedConnection, how: 'commit' | 'rollback') {
    try {
      await connection.executeQuery(CompiledQuery.raw(how));
    } finally {
      connection.inTransaction = false;
    }
  }

  async releaseConnection(connection: RoutedConnection) {
    connection.release();
  }
}

/** Kysely's SQLite dialect with reads on `readers`; `close()` stops the readers and closes `database`. */
export class SqliteReadingDialect implements Dialect {
  readonly #routing: Routing = { readersInUse: true };

  constructor(
    readonly database: SQLite.Database,
    readonly readers: SqliteReadPool,
  ) {}

  /**
   * Runs a first start (migrations, the demo seed) with every read on the main connection: a reader's time budget
   * is there to keep one slow request from stalling the others, and a seed on a busy machine cut by it left an
   * installation that would not start. Nothing else is answered before the server listens.
   */
  readonly onMainConnection = async <T>(work: () => Promise<T>) => {
    this.#routing.readersInUse = false;
    try {
      return await work();
    } finally {
      this.#routing.readersInUse = true;
    }
  };

  readonly close = async () => {
    await this.readers.close();
    this.database.close();
  };

  createDriver() {
    return new SqliteReadingDriver(this.database, this.readers, this.#routing, this.close);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
