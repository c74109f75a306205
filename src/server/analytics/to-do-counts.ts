/**
 * What staff have waiting now, whatever the period: submissions and changes to moderate, open support tickets,
 * unanswered contact messages and unpaid orders. Each count reads one indexed column.
 */
import { resources } from '../../registry/index.ts';
import type { Db } from '../db/dialect.ts';

const moderatedTables = resources.filter((r) => r.visibility === 'moderated').map((r) => r.table);

const count = async (db: Db, table: string, column: string, value: string | number) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow()
    ).n,
  );

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export const toDoCounts = async (db: Db) => {
  const [submissions, changes, openTickets, unansweredMessages, unpaidOrders] = await Promise.all([
    Promise.all(moderatedTables.map((table) => count(db, table, 'moderation', 'pending'))).then(sum),
    // Booleans are stored as 0 and 1 in every dialect.
    Promise.all(moderatedTables.map((table) => count(db, table, 'revised', 1))).then(sum),
    count(db, 'support_tickets', 'status', 'open'),
    count(db, 'support_feedback', 'handled', 0),
    count(db, 'shop_orders', 'status', 'pending'),
  ]);
  return { submissions, changes, openTickets, unansweredMessages, unpaidOrders };
};
