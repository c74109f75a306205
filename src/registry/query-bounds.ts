/**
 * How much one list request may ask for, so that every request has a bounded cost at a million rows. The server
 * refuses more with a 400 that says what to do instead; the web site and admin stay within them; the OpenAPI
 * document and docs/query-limits.md state them. Search (`q`) has its own cap, maxSearchMatches in full-text.ts.
 */
import type { Field } from './fields.ts';

/** Rows in one page; a larger `_end` is cut to it. */
export const maxPageSize = 100;
export const defaultPageSize = 20;
/** A list is sorted by at most this many fields. */
export const maxSortFields = 3;

/**
 * Values one filter key may have (duplicates count once). `id` may name a whole page of rows (what a client's
 * "get many" sends); a list-contains filter (csv, tags) costs a text match per value and row, so it has fewer;
 * a field with a list of choices has at most as many as there are choices.
 */
export const maxValuesPerKey = 20;
export const maxIdValues = maxPageSize;
export const maxContainsValues = 10;
/** Filter values in one request, over all keys. */
export const maxFilterValues = 120;

/** A `_like` filter is a substring scan of every row: a few short texts at most, on one-line text fields only. */
export const maxLikeValues = 5;
export const minLikeLength = 2;
export const maxLikeLength = 100;
export const likeKinds: ReadonlySet<Field['kind']> = new Set(['text', 'email', 'phone', 'url']);

/** Skipping rows costs as much as reading them: `_start` beyond this is refused. */
export const maxStart = 10000;

/**
 * A list's total is counted up to this many rows (no page beyond can be asked for anyway); a larger list answers
 * `X-Total-Count: 10000` with `X-Total-Count-Capped: true`, which the site shows as "10 000+".
 */
export const maxCount = maxStart;

/** A `_like` text as a client should send it: trimmed, cut to the longest allowed, or nothing when too short to ask. */
export const likeText = (text: string) => {
  const characters = [...text.trim()].slice(0, maxLikeLength);
  return characters.length >= minLikeLength ? characters.join('') : undefined;
};

/** A list near a point (`near=<lat>,<lng>`) reaches this far unless `radius_km` says otherwise, and never further than the most. */
export const defaultRadiusKm = 25;
export const maxRadiusKm = 500;
/**
 * A list near a point counts its rows up to this many (`X-Total-Count: 1000` with `X-Total-Count-Capped: true`, shown
 * as "1 000+"): in a town the radius holds tens of thousands, and counting each cost more than the page itself.
 */
export const maxNearCount = 1000;
