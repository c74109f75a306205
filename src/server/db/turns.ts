/**
 * Work that must not run twice at once for the same thing (one member's plan purchase, one unknown M-Pesa
 * request), on any instance: inside a transaction, `takeTurn` upserts the thing's row of `_turns` first.
 * PostgreSQL holds that row until the transaction ends, so a second transaction for the same key waits there and
 * then reads what the first committed; SQLite runs one write transaction at a time anyway. Checks that read and
 * then write are sound after it.
 */
import type { Db } from './dialect.ts';
import { nowIso } from '../../registry/clock.ts';

export const takeTurn = async (trx: Db, key: string) => {
  const at = nowIso();
  await trx
    .insertInto('_turns')
    .values({ key, at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ at }))
    .execute();
};
