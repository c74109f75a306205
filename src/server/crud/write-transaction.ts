/**
 * The transaction every write through the resource API runs in: the resource's hooks, the change itself and its
 * audit row commit together or not at all, and work left for after the commit (an email) runs only once it has.
 */
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import type { Dialect } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { auditChange } from './audit.ts';
import type { Row } from './codec.ts';
import { hooksOf, type HookMap, type WriteContext } from './hooks.ts';

export type WriteTransaction = ReturnType<typeof createWriteTransaction>;

export const createWriteTransaction = (dialect: Pick<Dialect, 'db' | 'isUniqueViolation'>, hooks: HookMap) => {
  /** Runs `work` in a transaction; a unique index the write would break is a 409. */
  const write = async <T>(resource: Resource, user: Principal, work: (context: WriteContext) => Promise<T>) => {
    try {
      const committed: (() => void)[] = [];
      const result = await dialect.db.transaction().execute((trx) => work({ db: trx, user, resource, afterCommit: (then) => committed.push(then) }));
      for (const then of committed) then();
      return result;
    } catch (error) {
      if (dialect.isUniqueViolation(error)) throw new HttpError(409, `This ${resource.singular.toLowerCase()} already exists.`);
      throw error;
    }
  };

  /** The resource's `afterChange` hooks, in order, then the audit row: `before` is null for a create, `after` for a delete. */
  const afterChange = async (context: WriteContext, before: Row | null, after: Row | null) => {
    for (const hook of hooksOf(hooks, context.resource)) await hook.afterChange?.({ before, after }, context);
    await auditChange(context.db, context.user?.id ?? null, context.resource, before, after);
  };

  return { write, afterChange };
};
