/**
 * The generic operations every resource gets, composed from one file per concern: who sees and changes which rows
 * (row-access.ts), a list's SQL (list-statements.ts), reading (list-reads.ts), writing (row-writes.ts) and
 * moderators' decisions (moderation-decisions.ts). Access is decided here, on the server, for every call.
 */
import type { Permissions } from '../access/permissions.ts';
import type { Dialect } from '../db/dialect.ts';
import type { HookMap } from './hooks.ts';
import { createListReads } from './list-reads.ts';
import { createListStatements } from './list-statements.ts';
import { createModerationDecisions } from './moderation-decisions.ts';
import { createRowAccess } from './row-access.ts';
import { createRowDecoder } from './row-decoder.ts';
import { createRowWrites } from './row-writes.ts';
import { createWriteTransaction } from './write-transaction.ts';

export interface CrudDeps {
  dialect: Dialect;
  permissions: Permissions;
  hooks: HookMap;
  /** Turns a stored private file path into a link the reader may follow for a while. */
  fileLink: (path: string) => string;
}

export type Crud = ReturnType<typeof createCrud>;

export const createCrud = ({ dialect, permissions, hooks, fileLink }: CrudDeps) => {
  const { db } = dialect;
  const access = createRowAccess(db, permissions);
  const lists = createListStatements(dialect, permissions, access);
  const decodeRow = createRowDecoder(fileLink);
  const transaction = createWriteTransaction(dialect, hooks);
  return {
    db,
    decodeRow,
    audience: access.audience,
    visibility: access.visibility,
    checkQueryFields: lists.checkQueryFields,
    countParts: lists.countParts,
    listQueries: lists.builtList,
    compiledList: lists.compiledList,
    searchCandidates: lists.searchCandidates,
    ...createListReads(dialect, access, lists, decodeRow),
    ...createRowWrites({ db, hooks, permissions, access, transaction, decodeRow }),
    ...createModerationDecisions(access, transaction, decodeRow),
  };
};
