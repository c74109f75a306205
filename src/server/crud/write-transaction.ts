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

/** Thrown inside a dry run's transaction once its work is done, so everything it wrote is rolled back. */
class DryRun {
  constructor(readonly result: unknown) {}
}

export const createWriteTransaction = (dialect: Pick<Dialect, 'db' | 'isUniqueViolation'>, hooks: HookMap) => {
  /**
   * Runs `work` in a transaction; a unique index the write would break is a 409. A `dryRun` does all of it (the
   * hooks, the indexes, the audit row) and rolls it back, answering what it would have written: an import's
   * preview runs exactly the checks its apply runs. Work left for after the commit is then never done.
   */
  const write = async <T>(resource: Resource, user: Principal, work: (context: WriteContext) => Promise<T>, dryRun = false) => {
    try {
      const committed: (() => void)[] = [];
      const result = await dialect.db.transaction().execute(async (trx) => {
        const done = await work({ db: trx, user, resource, afterCommit: (then) => committed.push(then) });
        if (dryRun) throw new DryRun(done);
        return done;
      });
      for (const then of committed) then();
      return result;
    } catch (error) {
      if (error instanceof DryRun) return error.result as T;
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
