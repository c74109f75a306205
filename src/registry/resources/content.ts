import { f } from '../fields.ts';
import { grants, memberRoles, ownScope, type Grants } from '../access.ts';
import { defineResource } from '../resource.ts';
import { categoryStarFields, reviewCategoryNames, reviewerTypes } from '../review-categories.ts';
import { reportFlags, reportOutcomes, reportReasons, reportStates } from '../review-reports.ts';

/** What can be rated: the rating's target_type names the resource. */
export const ratingTargets = {
  school: 'institutions/schools',
  college: 'institutions/colleges',
  university: 'institutions/universities',
  shop: 'shop/shops',
} as const;
/** What can be commented on: the comment's target_type names the resource. */
export const commentTargetResources = { news: 'content/news', post: 'content/posts', archive: 'content/archives', event: 'events/main' } as const;
export const commentTargets = Object.keys(commentTargetResources) as (keyof typeof commentTargetResources)[];

const article = {
  family: 'Content',
  visibility: 'public',
  grants: grants.editorial(),
  search: ['title', 'content', 'author'],
  title: 'title',
} as const;

export const news = defineResource({
  ...article,
  name: 'content/news',
  page: '/news/:id',
  label: 'News',
  singular: 'News story',
  fields: {
    title: f.text({ label: 'Title', required: true, max: 200 }),
    content: f.longText({ label: 'Summary', required: true, max: 2000 }),
    story: f.longText({ label: 'Story' }),
    author: f.text({ label: 'Author', max: 120 }),
    image: f.image({ label: 'Image' }),
    published_at: f.datetime({ label: 'Published', default: 'now' }),
  },
  index: ['published_at'],
  columns: ['title', 'author', 'published_at'],
  defaultSort: ['published_at', 'desc'],
});

export const posts = defineResource({
  ...article,
  name: 'content/posts',
  page: '/post/:id',
  label: 'Posts',
  singular: 'Post',
  fields: {
    title: f.text({ label: 'Title', required: true, max: 200 }),
    content: f.longText({ label: 'Summary', required: true, max: 2000 }),
    story: f.longText({ label: 'Story' }),
    author: f.text({ label: 'Author', max: 120 }),
  },
  index: ['created_at'],
  columns: ['title', 'author', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const archives = defineResource({
  ...article,
  name: 'content/archives',
  page: '/archive/:id',
  label: 'Archive',
  singular: 'Archive entry',
  fields: {
    title: f.text({ label: 'Title', required: true, max: 200 }),
    date: f.date({ label: 'Date', required: true }),
    content: f.longText({ label: 'Content' }),
    author: f.text({ label: 'Author', max: 120 }),
  },
  index: ['date'],
  columns: ['title', 'date'],
  defaultSort: ['date', 'desc'],
});

export const ratings = defineResource({
  name: 'content/ratings',
  label: 'Ratings and reviews',
  singular: 'Review',
  family: 'Content',
  visibility: 'moderated',
  owned: true,
  grants: grants.contribution(),
  byline: true,
  // Public only while the place it is about is: a school taken down takes its reviews (and their responses) with it.
  publicWith: 'target_id',
  // A review stays on the place it was written about: moving it would let an owner review their own listing.
  parties: { own: { path: ['owner_id'], label: 'author', writes: ['stars', 'review', 'reviewer_type', ...reviewCategoryNames] } },
  behaviour: ['keeps-place-rating'],
  fields: {
    target_type: f.enum(Object.keys(ratingTargets) as (keyof typeof ratingTargets)[], { label: 'Kind', required: true }),
    target_id: f.integer({ label: 'Rated', required: true, min: 1, about: { by: 'target_type', resources: ratingTargets } }),
    stars: f.integer({ label: 'Stars', required: true, min: 1, max: 5 }),
    review: f.longText({ label: 'Review', max: 5000 }),
    reviewer_type: f.enum(reviewerTypes, { label: 'Reviewer' }),
    // Schools, colleges and universities only (rating-hooks.ts refuses them for a shop).
    ...categoryStarFields(),
    helpful_count: f.integer({ label: 'Found helpful', system: true, default: 0 }),
    // Open reports; only moderators see how many (a count on the page would invite piling on).
    report_count: f.integer({ label: 'Open reports', system: true, default: 0, readers: [] }),
    // What the open reports of independent members weigh together, and how many were left out (a flood).
    report_weight: f.integer({ label: 'Report weight', system: true, default: 0, readers: [] }),
    ignored_reports: f.integer({ label: 'Reports ignored', system: true, default: 0, readers: [] }),
  },
  index: ['created_at'],
  indexes: [['target_type', 'target_id', 'moderation']],
  sortable: ['created_at', 'helpful_count'],
  unique: [['owner_id', 'target_type', 'target_id']],
  title: 'review',
  columns: [
    'target_type',
    'target_id',
    'stars',
    'reviewer_type',
    'review',
    'helpful_count',
    'report_count',
    'report_weight',
    'ignored_reports',
    'moderation',
    'created_at',
  ],
  defaultSort: ['created_at', 'desc'],
});

const members = (list: Grants[keyof Grants]): Grants => Object.fromEntries(memberRoles.map((role) => [role, list]));

/** A member found a review helpful: once per member and review (a second mark is taking it back: a delete). */
export const helpfulVotes = defineResource({
  name: 'content/helpful-votes',
  label: 'Helpful marks',
  singular: 'Helpful mark',
  family: 'Content',
  visibility: 'private',
  owned: true,
  // A mark is made or taken back, never moved to another review.
  offers: ['list', 'read', 'create', 'delete'],
  grants: grants.everyone(['create', `list:${ownScope}`, `read:${ownScope}`, `delete:${ownScope}`]),
  behaviour: ['counts-helpful-marks'],
  fields: {
    rating_id: f.ref('content/ratings', { label: 'Review', required: true, refRule: 'approved' }),
  },
  unique: [['owner_id', 'rating_id']],
  index: ['rating_id'],
  title: 'rating_id',
  columns: ['rating_id', 'owner_id', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

/** A member's report of a review to the moderators, with a reason; enough open ones hide the review (review-reports.ts). */
export const reviewReports = defineResource({
  name: 'content/review-reports',
  label: 'Review reports',
  singular: 'Review report',
  family: 'Content',
  visibility: 'private',
  owned: true,
  grants: { ...members(['create', `list:${ownScope}`, `read:${ownScope}`]), editor: ['list', 'read', 'create', 'update', 'delete'] },
  behaviour: ['hides-much-reported-review'],
  fields: {
    rating_id: f.ref('content/ratings', { label: 'Review', required: true, refRule: 'approved' }),
    reason: f.enum(reportReasons, { label: 'Reason', required: true }),
    details: f.longText({ label: 'Details', max: 1000 }),
    // Closed by a moderator's decision on the review, so later reports count afresh.
    status: f.enum(reportStates, { label: 'Status', default: 'open', staff: true }),
    // Set by the server (src/server/ratings/report-weight.ts); the reporter does not see how they were weighed.
    weight: f.integer({ label: 'Weight', system: true, default: 0, readers: [] }),
    flag: f.enum(reportFlags, { label: 'Left out because', system: true, readers: [] }),
    // A digest of the address it came from: compared with the review's other reports, never shown as an address.
    address_key: f.text({ label: 'Address key', system: true, max: 64, readers: [] }),
    outcome: f.enum(reportOutcomes, { label: 'Outcome', system: true, readers: [] }),
  },
  unique: [['owner_id', 'rating_id']],
  indexes: [
    ['rating_id', 'status'],
    ['owner_id', 'outcome'],
  ],
  title: 'reason',
  columns: ['rating_id', 'reason', 'details', 'status', 'weight', 'flag', 'outcome', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

/** The listing owner's public answer to a review of their place: one per review, moderated like the review. */
export const reviewReplies = defineResource({
  name: 'content/review-replies',
  label: 'Review responses',
  singular: 'Review response',
  family: 'Content',
  visibility: 'moderated',
  // Public only while its review is: a review hidden by reports or withdrawn takes its response with it.
  publicWith: 'rating_id',
  owned: true,
  grants: grants.contribution(),
  parties: { own: { path: ['owner_id'], label: 'author', writes: ['body'] } },
  behaviour: ['answered-by-place-owner'],
  fields: {
    rating_id: f.ref('content/ratings', { label: 'Review', required: true, refRule: 'approved' }),
    body: f.longText({ label: 'Response', required: true, max: 2000 }),
  },
  unique: [['rating_id']],
  indexes: [['rating_id', 'moderation']],
  title: 'body',
  columns: ['rating_id', 'body', 'moderation', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const comments = defineResource({
  name: 'content/comments',
  label: 'Comments',
  singular: 'Comment',
  family: 'Content',
  visibility: 'moderated',
  owned: true,
  grants: grants.contribution(),
  byline: true,
  parties: { own: { path: ['owner_id'], label: 'author', writes: ['body'] } },
  behaviour: ['comments-on-something'],
  fields: {
    target_type: f.enum(commentTargets, { label: 'Kind', required: true }),
    target_id: f.integer({ label: 'On', required: true, min: 1, about: { by: 'target_type', resources: commentTargetResources } }),
    body: f.longText({ label: 'Comment', required: true, max: 3000 }),
  },
  indexes: [['target_type', 'target_id', 'moderation']],
  title: 'body',
  columns: ['target_type', 'target_id', 'body', 'moderation', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});
