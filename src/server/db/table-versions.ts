/**
 * Counts the writes to each table, seen in the queries themselves (a Kysely plugin), so a cached answer can
 * tell whether the data it came from may have changed. Every write path goes through Kysely, so none is
 * missed; a raw statement or a schema change could touch anything, so it counts as a write to every table.
 *
 * A write is counted when its statement runs, but a request's transaction commits later: until that request
 * has ended, a read of its tables may still see the rows from before, so what is read then is not kept
 * (`quiet`). That is tracked per table, so steady writes to one table (page views) do not stop the caching of
 * reads from the others.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AliasNode,
  TableNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const tableOf = (node: OperationNode | undefined): string | null => {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableOf(node.node);
  return null;
};

/** The tables a statement writes, [] for a read, or null when it could write anywhere. */
const writtenTables = (node: RootOperationNode): string[] | null => {
  switch (node.kind) {
    case 'SelectQueryNode':
      return [];
    case 'InsertQueryNode':
      return [tableOf(node.into)].filter((t) => t !== null);
    case 'UpdateQueryNode':
      return [tableOf(node.table)].filter((t) => t !== null);
    case 'DeleteQueryNode':
      return node.from.froms.map(tableOf).filter((t) => t !== null);
    case 'MergeQueryNode':
      return [tableOf(node.into)].filter((t) => t !== null);
    default:
      return null;
  }
};

/** Every table a statement reads or writes, its subqueries included. */
export const tablesIn = (node: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(node)) for (const item of node) tablesIn(item, into);
  else if (node && typeof node === 'object') {
    if (TableNode.is(node as OperationNode)) into.add((node as TableNode).table.identifier.name);
    else for (const value of Object.values(node)) tablesIn(value, into);
  }
  return into;
};

/** Stands for "any table" among the tables a request wrote. */
export const everyTable = '*';

export class TableVersions implements KyselyPlugin {
  /**
   * `outside` (when the database can tell) gives a number that changes whenever another process has written to it
   * (a script, a restore): such a change could touch any table.
   */
  constructor(readonly outside?: () => number) {}

  #outsideSeen: number | undefined;
  /** `outside` as last read, shared by the calls of one turn of the event loop (`outside` runs a statement). */
  #outsideRead: number | undefined;
  #outsideFresh = false;
  readonly #outsideStale = () => {
    this.#outsideFresh = false;
  };
  #tables = new Map<string, number>();
  #everything = 0;
  /** While changes made by other instances cannot be heard, no token matches another: nothing is reused. */
  #deaf = false;
  #blind = 0;
  /** The tables written by the request whose work is running, for telling other instances. */
  #written = new AsyncLocalStorage<Set<string>>();
  /** Tables written by requests still under way (everyTable: a statement that could write anywhere), and how many such requests. */
  #unsettled = new Map<string, number>();

  /**
   * A request has arrived: it must see whatever another process committed before, so `outside` is read again. Within
   * a request, and among requests of one turn, it is read once: the caches ask it several times a request.
   */
  arrived() {
    this.#outsideFresh = false;
  }

  #outsideNow() {
    if (!this.outside) return undefined;
    if (!this.#outsideFresh) {
      this.#outsideRead = this.outside();
      this.#outsideFresh = true;
      setImmediate(this.#outsideStale);
    }
    return this.#outsideRead;
  }

  /** A token that changes whenever any of `tables` may have changed. */
  token(tables: readonly string[]) {
    if (this.#deaf) return `deaf.${++this.#blind}`;
    const outside = this.#outsideNow();
    if (outside !== this.#outsideSeen) {
      this.#outsideSeen = outside;
      this.#everything++;
    }
    return [this.#everything, ...tables.map((t) => this.#tables.get(t) ?? 0)].join('.');
  }

  /** A change made elsewhere (another instance): these tables, or every table when `tables` holds `everyTable`. */
  changed(tables: readonly string[]) {
    if (tables.includes(everyTable)) this.#everything++;
    else for (const table of tables) this.#tables.set(table, (this.#tables.get(table) ?? 0) + 1);
  }

  /** Whether changes made elsewhere can be heard; going deaf or hearing again both count as a change to everything. */
  hearing(yes: boolean) {
    this.#deaf = !yes;
    this.#everything++;
  }

  /** Runs `work` collecting into `written` the tables its statements write; call `settle(written)` once it has ended. */
  collect(written: Set<string>, work: () => void) {
    this.#written.run(written, work);
  }

  /** The request that collected `written` has ended: its transaction committed or rolled back. */
  settle(written: ReadonlySet<string>) {
    for (const table of written) {
      const left = this.#unsettled.get(table)! - 1;
      if (left) this.#unsettled.set(table, left);
      else this.#unsettled.delete(table);
    }
  }

  /** True when no request under way has written any of `tables` (so a read of them now sees only committed rows). */
  quiet(tables: readonly string[]) {
    return !this.#unsettled.size || (!this.#unsettled.has(everyTable) && !tables.some((table) => this.#unsettled.has(table)));
  }

  #wrote(table: string, collecting: Set<string> | undefined) {
    if (!collecting || collecting.has(table)) return;
    collecting.add(table);
    this.#unsettled.set(table, (this.#unsettled.get(table) ?? 0) + 1);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const written = writtenTables(node);
    const collecting = this.#written.getStore();
    if (written === null) {
      this.#everything++;
      this.#wrote(everyTable, collecting);
    } else
      for (const table of written) {
        this.#tables.set(table, (this.#tables.get(table) ?? 0) + 1);
        this.#wrote(table, collecting);
      }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
