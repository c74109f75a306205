/**
 * How much one report of a review weighs, and whether it counts at all (docs/moderation.md, "Reports that weigh").
 * The weight comes from who files it: how long the account has been here, whether its email was confirmed by a
 * link, whether it has dealt with the place (an enquiry to a school, an order from a shop), and how moderators
 * decided the reports it filed before. A report is left out of the weight that hides a review (and flagged for the
 * moderators) when its account is new, or when it comes from the address of another report of the same review, or
 * from an account made within an hour of another reporter's: those are the shapes of one person with many
 * accounts. Read with the review's row locked (report-hooks.ts), so reports arriving together are weighed in turn.
 */
import { createHash } from 'node:crypto';
import { now } from '../../registry/clock.ts';
import type { ReportFlag } from '../../registry/review-reports.ts';
import { ratingTargets } from '../../registry/resources/content.ts';
import type { Db } from '../db/dialect.ts';
import type { ReviewFacts } from './review-of.ts';
import { targetTable } from './rating-aggregate.ts';

const day = 24 * 60 * 60_000;
/** Younger than this, an account's reports are left out: signing up costs nothing. */
export const newAccountDays = 7;
/** From this age on, an account's report weighs one more. */
const establishedDays = 30;
/** Accounts made this close together, reporting one review, are taken for one person's. */
const burstMs = 60 * 60_000;

/** A digest of the address, to compare reports by without keeping the address itself on them. */
export const addressKey = (address: string | undefined) =>
  address ? createHash('sha256').update(`review-report ${address}`).digest('hex').slice(0, 32) : null;

/**
 * Whether the reporter dealt with the place: asked it a question (institutions), ordered from it (shops), or applied
 * to a job its owner advertised.
 */
const dealtWith = async (db: Db, review: ReviewFacts, reporter: number) => {
  const asked =
    review.target_type === 'shop'
      ? await db.selectFrom('shop_orders').select('id').where('shop_id', '=', review.target_id).where('owner_id', '=', reporter).executeTakeFirst()
      : await db
          .selectFrom('institutions_enquiries')
          .select('id')
          .where('listing_type', '=', ratingTargets[review.target_type as keyof typeof ratingTargets])
          .where('listing_id', '=', review.target_id)
          .where('owner_id', '=', reporter)
          .executeTakeFirst();
  if (asked) return true;
  const applied = await db
    .selectFrom('jobs_applications')
    .innerJoin('jobs_main', 'jobs_main.id', 'jobs_applications.job_id')
    .innerJoin(targetTable(review.target_type), `${targetTable(review.target_type)}.owner_id`, 'jobs_main.owner_id')
    .select('jobs_applications.id')
    .where(`${targetTable(review.target_type)}.id`, '=', review.target_id)
    .where('jobs_applications.owner_id', '=', reporter)
    .executeTakeFirst();
  return Boolean(applied);
};

export interface Weighed {
  weight: number;
  flag: ReportFlag | null;
  address_key: string | null;
}

export const weighReport = async (db: Db, review: ReviewFacts, reporter: number, address: string | undefined): Promise<Weighed> => {
  const account = await db.selectFrom('auth_users').select(['created_at', 'email_verified']).where('id', '=', reporter).executeTakeFirstOrThrow();
  const created = Date.parse(String(account.created_at));
  const age = (now() - created) / day;
  const record = await db
    .selectFrom('content_review_reports')
    .select(['outcome', (eb) => eb.fn.countAll().as('count')])
    .where('owner_id', '=', reporter)
    .where('outcome', 'is not', null)
    .groupBy('outcome')
    .execute();
  const outcome = (name: string) => Number(record.find((row) => row.outcome === name)?.count ?? 0);
  const weight = Math.max(
    0,
    (age >= establishedDays ? 2 : age >= newAccountDays ? 1 : 0) +
      (Number(account.email_verified) ? 1 : 0) +
      ((await dealtWith(db, review, reporter)) ? 2 : 0) +
      Math.min(outcome('upheld'), 2) -
      2 * outcome('dismissed'),
  );
  const key = addressKey(address);
  if (age < newAccountDays) return { weight, flag: 'new-account', address_key: key };
  const others = await db
    .selectFrom('content_review_reports')
    .innerJoin('auth_users', 'auth_users.id', 'content_review_reports.owner_id')
    .select(['content_review_reports.address_key', 'auth_users.created_at'])
    .where('content_review_reports.rating_id', '=', review.id)
    .where('content_review_reports.status', '=', 'open')
    .execute();
  if (key && others.some((other) => other.address_key === key)) return { weight, flag: 'same-address', address_key: key };
  if (others.some((other) => Math.abs(Date.parse(String(other.created_at)) - created) < burstMs)) return { weight, flag: 'account-burst', address_key: key };
  return { weight, flag: null, address_key: key };
};
