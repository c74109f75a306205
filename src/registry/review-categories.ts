/**
 * What a review of a school, college or university says beyond its stars: who wrote it, and how it rates each
 * part of the place. Plain data, read by the registry, the server's aggregates and the site.
 */
import { f, type Field } from './fields.ts';

/** Who the reviewer is to the place; a reader weighs a parent's word differently from a former student's. */
export const reviewerTypes = ['parent', 'student', 'alumnus', 'staff'] as const;
export const reviewerTypeLabels: Record<(typeof reviewerTypes)[number], string> = {
  parent: 'Parent',
  student: 'Student',
  alumnus: 'Former student',
  staff: 'Staff member',
};

/** The parts of a place a review may rate from 1 to 5, each on its own. */
export const reviewCategories = {
  academics: 'Academics',
  teachers: 'Teachers',
  facilities: 'Facilities',
  safety: 'Safety',
  value: 'Value for money',
} as const;
export type ReviewCategory = keyof typeof reviewCategories;
export const reviewCategoryNames = Object.keys(reviewCategories) as ReviewCategory[];

/** The column of a listing holding a category's average, and the one holding how many reviews rated it. */
export const categoryAverageField = (category: ReviewCategory) => `${category}_rating`;
export const categoryCountField = (category: ReviewCategory) => `${category}_reviews`;

/** A review's own 1–5 for each category, all optional: a reviewer rates only what they know. */
export const categoryStarFields = (): Record<string, Field> =>
  Object.fromEntries(reviewCategoryNames.map((name) => [name, f.integer({ label: reviewCategories[name], min: 1, max: 5 })]));

/** The per-category average and count a school, college or university carries, kept by the server from its approved reviews. */
export const categoryRatingFields = (): Record<string, Field> =>
  Object.fromEntries(
    reviewCategoryNames.flatMap((name) => [
      [categoryAverageField(name), f.number({ label: `${reviewCategories[name]} rating`, system: true })],
      [categoryCountField(name), f.integer({ label: `${reviewCategories[name]} reviews`, system: true, default: 0 })],
    ]),
  );
