import { f } from '../fields.ts';
import { grants } from '../access.ts';
import { defineResource } from '../resource.ts';

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
  // A review stays on the place it was written about: moving it would let an owner review their own listing.
  parties: { own: { path: ['owner_id'], label: 'author', writes: ['stars', 'review'] } },
  fields: {
    target_type: f.enum(Object.keys(ratingTargets), { label: 'Kind', required: true }),
    target_id: f.integer({ label: 'Rated', required: true, min: 1, about: { by: 'target_type', resources: ratingTargets } }),
    stars: f.integer({ label: 'Stars', required: true, min: 1, max: 5 }),
    review: f.longText({ label: 'Review', max: 5000 }),
  },
  index: ['created_at'],
  indexes: [['target_type', 'target_id', 'moderation']],
  unique: [['owner_id', 'target_type', 'target_id']],
  title: 'review',
  columns: ['target_type', 'target_id', 'stars', 'review', 'moderation', 'created_at'],
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
