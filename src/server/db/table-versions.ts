/**
 * Counts the writes to each table, seen in the queries themselves (a Kysely plugin), so a cached answer can
 * tell whether the data it came from may have changed. Every write path goes through Kysely, so none is
 * missed; a raw statement or a schema change could touch anything, so it counts as a write to every table.
 */
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

export class TableVersions implements KyselyPlugin {
  #tables = new Map<string, number>();
  #everything = 0;

  /** A token that changes whenever any of `tables` may have changed. */
  token(tables: readonly string[]) {
    return [this.#everything, ...tables.map((t) => this.#tables.get(t) ?? 0)].join('.');
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const written = writtenTables(node);
    if (written === null) this.#everything++;
    else for (const table of written) this.#tables.set(table, (this.#tables.get(table) ?? 0) + 1);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
