/**
 * A few worker threads, each reading the SQLite file through a read-only connection of its own
 * (sqlite-read-worker.ts), so reads run beside the event loop and on every core. better-sqlite3 blocks its
 * thread while a statement runs: on the main thread, one slow read would stall every request.
 *
 * A read gets a time budget: past it, it is answered with ReadRefused (a 503) and its reader is terminated and
 * replaced at once (SQLite cannot be interrupted from outside; the thread stops when the statement next hands
 * a row back). Reads wait in a bounded line for a free reader; a full line refuses at once.
 */
import { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { ReadAnswer, ReaderReady, ReaderSetup, ReadRequest } from './sqlite-read-worker.ts';

export interface ReadPoolOptions extends ReaderSetup {
  /** Readers at most (worker threads, each with its connection). */
  size: number;
  /** The longest a read may run, in milliseconds. */
  budgetMs: number;
  /** Reads that may wait for a free reader; one more is refused. */
  maxWaiting: number;
}

/** A read the pool would not finish: too slow, or too many waiting. Its message is for the client. */
export class ReadRefused extends Error {
  constructor(
    readonly code: 'SQLITE_READ_TOO_SLOW' | 'SQLITE_READERS_BUSY',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

const closed = () => new Error('The database is closed.');

// From source (tsx, vitest) the worker is the TypeScript file beside this one, loaded through tsx's API (Node 20
// does not give a worker the loader of an --import). In the bundle every chunk lies in dist/server, and
// scripts/server-bundle.mjs emits the worker as dist/server/db/sqlite-read-worker.js.
const fromSource = (tsx: string, worker: string) => `import(${tsx}).then((tsx) => tsx.tsImport(${worker}, ${worker}))`;
const workerEntry = import.meta.url.endsWith('.ts')
  ? {
      script: fromSource(JSON.stringify(import.meta.resolve('tsx/esm/api')), JSON.stringify(new URL('./sqlite-read-worker.ts', import.meta.url).href)),
      eval: true,
    }
  : { script: new URL('./db/sqlite-read-worker.js', import.meta.url), eval: false };

/**
 * A function making a row object from its values, one per list of columns: an object literal with every key gives
 * V8 an object of one fixed shape at once (much faster than adding 60 keys one by one, and as fast to
 * serialise later). The names come from SQLite's columns of the statement, never from a request, and are quoted.
 */
const makers = new LRUCache<string, (values: unknown[]) => Record<string, unknown>>({ max: 500 });
const rowMaker = (columns: string[]) => {
  const key = columns.join('\n');
  let make = makers.get(key);
  if (!make) {
    // A literal's "__proto__" key would set the prototype rather than a column.
    make = columns.includes('__proto__')
      ? (values) => Object.fromEntries(columns.map((name, i) => [name, values[i]]))
      : (new Function('values', `return {${columns.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ')}};`) as (
          values: unknown[],
        ) => Record<string, unknown>);
    makers.set(key, make);
  }
  return make;
};

interface Read {
  request: ReadRequest;
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  /** The read it runs, if any, and that read's budget. */
  read?: Read;
  timer?: NodeJS.Timeout;
  /**
   * Whether it has loaded: a new reader's first read waits for that (from source, on a busy machine, loading took
   * the whole budget), and its budget starts then.
   */
  ready?: boolean;
}

export class SqliteReadPool {
  readonly #options: ReadPoolOptions;
  readonly #readers = new Set<Reader>();
  #idle: Reader[] = [];
  readonly #waiting: Read[] = [];
  #closed = false;

  constructor(options: ReadPoolOptions) {
    this.#options = { ...options, size: Math.max(1, options.size) };
  }

  /** The rows of one read-only statement, run on a reader. */
  read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      if (this.#closed) return reject(closed());
      const read = { request: { sql, parameters }, resolve, reject };
      // Readers start on first need: a server that reads little (or a test) does not pay for idle threads.
      const reader = this.#idle.pop() ?? (this.#readers.size < this.#options.size ? this.#spawn() : undefined);
      if (reader) return this.#start(reader, read);
      if (this.#waiting.length >= this.#options.maxWaiting)
        return reject(new ReadRefused('SQLITE_READERS_BUSY', 'ElimuHub is answering too many requests just now. Please try again in a few seconds.', 2));
      this.#waiting.push(read);
    });
  }

  /** Stops every reader; reads waiting or under way fail. A reader stuck in a statement is not waited for. */
  async close() {
    this.#closed = true;
    for (const read of this.#waiting.splice(0)) read.reject(closed());
    const readers = [...this.#readers];
    const idle = readers.filter((reader) => !reader.read);
    for (const reader of readers) {
      this.#retire(reader);
      reader.read?.reject(closed());
    }
    await Promise.all(idle.map((reader) => reader.worker.terminate()));
  }

  #spawn(): Reader {
    const { file, busyTimeoutMs } = this.#options;
    const workerData: ReaderSetup = { file, busyTimeoutMs };
    const reader: Reader = { worker: new Worker(workerEntry.script, { workerData, eval: workerEntry.eval }) };
    this.#readers.add(reader);
    reader.worker.on('message', (answer: ReadAnswer | ReaderReady) => (answer === 'ready' ? this.#ready(reader) : this.#answered(reader, answer)));
    reader.worker.on('error', (error) => this.#lost(reader, error));
    reader.worker.on('exit', (code) => this.#lost(reader, new Error(`A database reader stopped (exit code ${code}).`)));
    return reader;
  }

  #start(reader: Reader, read: Read) {
    reader.read = read;
    // Referenced while it works, so a script awaiting a read (the seed command) does not exit under it.
    reader.worker.ref();
    if (reader.ready) this.#timeBudget(reader);
    reader.worker.postMessage(read.request);
  }

  #ready(reader: Reader) {
    reader.ready = true;
    if (reader.read) this.#timeBudget(reader);
  }

  #timeBudget(reader: Reader) {
    reader.timer = setTimeout(() => this.#tooSlow(reader), this.#options.budgetMs);
  }

  #answered(reader: Reader, answer: ReadAnswer) {
    const read = reader.read;
    if (!read || !this.#readers.has(reader)) return;
    clearTimeout(reader.timer);
    reader.read = undefined;
    if ('rows' in answer) read.resolve(answer.rows.map(rowMaker(answer.columns)));
    // Rebuilt with SQLite's code, which the dialect reads (a busy database is a 503, for one).
    else read.reject(Object.assign(new Error(answer.error.message), { name: 'SqliteError', code: answer.error.code }));
    this.#next(reader);
  }

  #next(reader: Reader) {
    const read = this.#waiting.shift();
    if (read) return this.#start(reader, read);
    reader.worker.unref();
    this.#idle.push(reader);
  }

  /** Takes a reader out of the pool and stops it; false if it was out already. */
  #retire(reader: Reader) {
    if (!this.#readers.delete(reader)) return false;
    clearTimeout(reader.timer);
    this.#idle = this.#idle.filter((other) => other !== reader);
    reader.worker.unref();
    void reader.worker.terminate();
    return true;
  }

  #tooSlow(reader: Reader) {
    const read = reader.read!;
    this.#retire(reader);
    const seconds = Math.ceil(this.#options.budgetMs / 1000);
    read.reject(
      new ReadRefused(
        'SQLITE_READ_TOO_SLOW',
        `This request needed more than ${seconds} s of database time and was stopped. Narrow it (fewer or more precise filters, a search term, a smaller page) or try again later.`,
        30,
      ),
    );
    // The stopped thread may keep its core until its statement returns; the others read on meanwhile.
    if (!this.#closed) this.#next(this.#spawn());
  }

  /** A reader that failed (it could not start, or crashed): its read fails; one waiting read gets a new reader. */
  #lost(reader: Reader, error: Error) {
    if (!this.#retire(reader)) return;
    reader.read?.reject(error);
    // Replaced only for a read that waits, so a reader that cannot start is not respawned in a loop.
    const read = this.#closed ? undefined : this.#waiting.shift();
    if (read) this.#start(this.#spawn(), read);
  }
}
