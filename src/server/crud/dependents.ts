/**
 * Rows others still depend on are not deleted from under them: a shop with orders still to be finished, a
 * job with applications, a plan with subscribers, a job category jobs are filed under. The delete is a 409
 * saying what depends on the row and what to do instead; nothing is deleted.
 */
import { subscriptionPlans, userSubscriptions } from '../../registry/resources/auth.ts';
import { applications, categories, jobs } from '../../registry/resources/jobs.ts';
import { orders, shops } from '../../registry/resources/shop.ts';
import type { Declaring } from '../../registry/index.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import type { Row } from './codec.ts';
import type { BehaviourHooks, ResourceHooks } from './hooks.ts';

/** Orders a shop still owes something on: awaiting payment, or paid and not yet delivered. */
const unfinishedOrders = ['pending', 'paid', 'processing', 'dispatched'];

const count = (rows: { n: unknown }[]) => Number(rows[0]?.n ?? 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Dependents {
  /** How many rows depend on `row`. */
  count(db: Db, row: Row): Promise<number>;
  /** The refusal, given that count. */
  message(n: number, row: Row): string;
}

/** A rule for each resource that declares `refuses-delete-while-needed`. */
const rules: { [Name in Declaring<'refuses-delete-while-needed'>]: Dependents } = {
  [shops.name]: {
    count: async (db, row) =>
      count(
        await db
          .selectFrom(orders.table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('shop_id', '=', row.id as number)
          .where('status', 'in', unfinishedOrders)
          .execute(),
      ),
    message: (n, row) =>
      `The shop "${String(row.name)}" has ${plural(n, 'order', 'orders')} not yet delivered or paid: finish or cancel ${n === 1 ? 'it' : 'them'} under Orders first, then delete the shop.`,
  },
  [jobs.name]: {
    count: async (db, row) =>
      count(
        await db
          .selectFrom(applications.table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('job_id', '=', row.id as number)
          .execute(),
      ),
    message: (n, row) =>
      `The job "${String(row.title)}" has ${plural(n, 'application', 'applications')}: close the job (status Closed) instead, so the applicants keep their applications.`,
  },
  [subscriptionPlans.name]: {
    count: async (db, row) =>
      count(
        await db
          .selectFrom(userSubscriptions.table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('plan_id', '=', row.id as number)
          .where('status', 'in', ['pending', 'active'])
          .execute(),
      ),
    message: (n, row) =>
      `The plan "${String(row.name)}" has ${plural(n, 'active or pending subscription', 'active or pending subscriptions')}: move the subscribers to another plan, or let their subscriptions end, before deleting it.`,
  },
  [categories.name]: {
    count: async (db, row) => {
      // A job's categories are a JSON list of {name}: narrowed by text, then read exactly.
      const name = String(row.name);
      const rows = await db
        .selectFrom(jobs.table)
        .select('categories')
        .where('categories', 'like', `%${JSON.stringify(name)}%`)
        .execute();
      return rows.filter((job) => (JSON.parse(String(job.categories ?? '[]')) as { name: string }[]).some((tag) => tag.name === name)).length;
    },
    message: (n, row) =>
      `The category "${String(row.name)}" is used by ${plural(n, 'job', 'jobs')}: file ${n === 1 ? 'it' : 'them'} under another category first.`,
  },
};

const refusal = (rule: Dependents): ResourceHooks => ({
  // Runs in the deleting transaction, after the delete: a refusal rolls it back.
  async afterChange({ before, after }, { db }) {
    if (after || !before) return;
    const n = await rule.count(db, before);
    if (n) throw new HttpError(409, rule.message(n, before));
  },
});

export const refusesDeleteWhileNeeded = Object.fromEntries(
  Object.entries(rules).map(([name, rule]) => [name, refusal(rule)]),
) as BehaviourHooks<'refuses-delete-while-needed'>;
