/**
 * Reports of reviews: one per member and review, never of one's own. Each is weighed as it is filed
 * (report-weight.ts); the review's `report_count` follows its open reports, `report_weight` what the counted ones
 * weigh together and `ignored_reports` how many were left out. At `reportWeightToHide` an approved review goes back
 * to `pending`, so the public no longer sees it and it waits on the moderation desk with the reasons. A moderator's
 * decision closes its open reports and writes their outcome, which weighs the reporters' later reports.
 */
import { reportReasonLabels, reportWeightToHide } from '../../registry/review-reports.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { refreshRating } from './rating-aggregate.ts';
import { ownsReviewedPlace, reviewOf, reviewsOf } from './review-of.ts';
import { isStaff } from '../access/principal.ts';
import { weighReport } from './report-weight.ts';

const lockReview = (db: Db, id: number) =>
  db
    .updateTable('content_ratings')
    .set((eb) => ({ report_count: eb.ref('report_count') }))
    .where('id', '=', id)
    .execute();

const refreshReports = async (db: Db, id: number) => {
  // Lock the review first: of reports arriving together, each counts after the one before has committed.
  await lockReview(db, id);
  const open = await db
    .selectFrom('content_review_reports')
    .select([
      'reason',
      (eb) => eb.fn.countAll().as('count'),
      (eb) => eb.fn.sum(eb.case().when('flag', 'is', null).then(eb.ref('weight')).else(0).end()).as('weight'),
      (eb) => eb.fn.sum(eb.case().when('flag', 'is', null).then(0).else(1).end()).as('ignored'),
    ])
    .where('rating_id', '=', id)
    .where('status', '=', 'open')
    .groupBy('reason')
    .execute();
  const total = (key: 'count' | 'weight' | 'ignored') => open.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
  const figures = { report_count: total('count'), report_weight: total('weight'), ignored_reports: total('ignored') };
  const review = await reviewOf(db, id);
  if (figures.report_weight < reportWeightToHide || review.moderation !== 'approved') {
    await db.updateTable('content_ratings').set(figures).where('id', '=', id).execute();
    return;
  }
  const reasons = [...open]
    .sort((a, b) => Number(b.count) - Number(a.count))
    .map((row) => `${reportReasonLabels[row.reason as keyof typeof reportReasonLabels] ?? row.reason} (${row.count})`)
    .join(', ');
  const ignored = figures.ignored_reports ? `; ${figures.ignored_reports} more left out as new or related accounts` : '';
  await db
    .updateTable('content_ratings')
    .set({
      ...figures,
      moderation: 'pending',
      moderation_reason:
        `Hidden after ${figures.report_count - figures.ignored_reports} independent reports weighing ${figures.report_weight}: ${reasons}${ignored}`.slice(
          0,
          500,
        ),
    })
    .where('id', '=', id)
    .execute();
  // It left the published reviews, so the place's figures no longer count it.
  await refreshRating(db, review.target_type, review.target_id);
};

/**
 * A moderator decided on the review: its open reports are answered, upheld when the review was taken down and
 * dismissed when it was kept, and later ones count from zero.
 */
export const closeReports = async (db: Db, id: number, kept: boolean) => {
  const closed = await db
    .updateTable('content_review_reports')
    .set({ status: 'closed', outcome: kept ? 'dismissed' : 'upheld' })
    .where('rating_id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows))
    await db
      .updateTable('content_ratings')
      .set({ report_count: 0, report_weight: 0, ignored_reports: 0, moderation_reason: null })
      .where('id', '=', id)
      .execute();
};

export const hidesMuchReportedReview: BehaviourHooks<'hides-much-reported-review'> = {
  'content/review-reports': {
    async beforeCreate(values, { db, user }) {
      const review = await reviewOf(db, values.rating_id as number);
      if (review.owner_id === values.owner_id && !isStaff(user))
        throw new HttpError(403, 'You cannot report your own review; edit or delete it instead.', { rating_id: 'This is your own review.' });
      // Reports hide a review: the place's owner could hide the critical ones of their own page.
      if (!isStaff(user) && (await ownsReviewedPlace(db, review, values.owner_id as number)))
        throw new HttpError(
          403,
          `You cannot report reviews of your own ${review.target_type}. Respond under the review instead, or ask the moderators through the contact page.`,
          {
            rating_id: `A review of your own ${review.target_type}.`,
          },
        );
      const previous = await db
        .selectFrom('content_review_reports')
        .select('id')
        .where('owner_id', '=', values.owner_id as number)
        .where('rating_id', '=', review.id)
        .executeTakeFirst();
      if (previous) throw new HttpError(409, 'You have already reported this review; the moderators have your report.', { rating_id: 'Reported already.' });
      // Weighed with the review locked, so two reports at once from one address or a burst of accounts see each other.
      await lockReview(db, review.id);
      Object.assign(values, await weighReport(db, review, values.owner_id as number, user?.address));
    },
    async afterChange({ before, after }, { db }) {
      for (const id of reviewsOf(before, after)) await refreshReports(db, id);
    },
  },
};
