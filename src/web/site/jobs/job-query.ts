/**
 * The jobs list's filters as they stand in the address (?type=Contract&salary_min=40000&posted=7d) and as the
 * server's list query takes them (employment_type, salary_gte, posted_at_gte, ...), so a filtered list can be
 * shared and every filter runs on the server.
 */
import { likeText } from '../../../registry/query-bounds.ts';
import type { Query } from '../../common/api.ts';
import { employmentTypes } from '../../../registry/resources/jobs.ts';
import { counties } from '../../../registry/choices.ts';
import { listedChoice } from '../../common/listed-choice.ts';
import { now } from '../../../registry/clock.ts';

export { employmentTypes };

/** How far back the "Posted" filter looks; each key's words are `jobs.filters.<key>` in the site catalogue. */
export const postedWithin: Record<string, { hours: number }> = {
  '24h': { hours: 24 },
  '7d': { hours: 24 * 7 },
  '30d': { hours: 24 * 30 },
};

export const jobFilterKeys = ['q', 'location', 'category', 'type', 'county', 'salary_min', 'salary_max', 'posted'] as const;
export type JobFilterValues = Record<(typeof jobFilterKeys)[number], string>;

/** Filters picked from a list: a value in the address that names none is left out, and named by `unknownFilters`. */
const listed: Partial<Record<keyof JobFilterValues, readonly string[]>> = { county: counties, type: employmentTypes, posted: Object.keys(postedWithin) };

export const filtersFrom = (params: URLSearchParams): JobFilterValues =>
  Object.fromEntries(
    jobFilterKeys.map((key) => [key, listed[key] ? listedChoice(params.get(key), listed[key]).value : (params.get(key) ?? '')]),
  ) as JobFilterValues;

/** The address's values that name no choice of their filter, for the page to say it shows the list without them. */
export const unknownFilters = (params: URLSearchParams) =>
  jobFilterKeys.flatMap((key) => {
    const unknown = listed[key] && listedChoice(params.get(key), listed[key]).unknown;
    return unknown ? [{ key, value: unknown }] : [];
  });

export const paramsFrom = (values: JobFilterValues) => {
  const params = new URLSearchParams();
  for (const key of jobFilterKeys) if (values[key]) params.set(key, values[key]);
  return params;
};

const amount = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : undefined);

/**
 * The server's query. "Posted within" starts at the hour, so a list asked for twice in the same hour is the same
 * request (and the server's cache can answer it).
 */
export const listQueryOf = (values: JobFilterValues, at = now()): Query => {
  const within = postedWithin[values.posted];
  const since = within ? new Date(Math.floor((at - within.hours * 3600_000) / 3600_000) * 3600_000).toISOString() : undefined;
  return {
    q: values.q,
    location_like: likeText(values.location),
    categories: values.category,
    employment_type: employmentTypes.includes(values.type as (typeof employmentTypes)[number]) ? values.type : undefined,
    county: values.county,
    salary_gte: amount(values.salary_min),
    salary_lte: amount(values.salary_max),
    posted_at_gte: since,
    // A search is ranked by relevance; otherwise the newest first.
    ...(values.q ? {} : { _sort: 'posted_at', _order: 'desc' }),
  };
};
