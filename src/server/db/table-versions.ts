/**
 * Counts the writes to each table, seen in the queries themselves (a Kysely plugin), so a cached answer can
 * tell whether the data it came from may have changed. Every write path goes through Kysely, so none is
 * missed; a raw statement or a schema change could touch anything, so it counts as a write to every table.
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

/** Stands for "any table" among the tables a request wrote. */
export const everyTable = '*';

export class TableVersions implements KyselyPlugin {
  #tables = new Map<string, number>();
  #everything = 0;
  /** While changes made by other instances cannot be heard, no token matches another: nothing is reused. */
  #deaf = false;
  #blind = 0;
  /** The tables written by the request whose work is running, for telling other instances. */
  #written = new AsyncLocalStorage<Set<string>>();

  /** A token that changes whenever any of `tables` may have changed. */
  token(tables: readonly string[]) {
    if (this.#deaf) return `deaf.${++this.#blind}`;
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

  /** Runs `work` collecting into `written` the tables its statements write. */
  collect(written: Set<string>, work: () => void) {
    this.#written.run(written, work);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const written = writtenTables(node);
    const collecting = this.#written.getStore();
    if (written === null) {
      this.#everything++;
      collecting?.add(everyTable);
    } else
      for (const table of written) {
        this.#tables.set(table, (this.#tables.get(table) ?? 0) + 1);
        collecting?.add(table);
      }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
