/**
 * GET /api/analytics/mine: the numbers of the signed-in owner's own listings over a period of Nairobi days
 * (default the last 30, as the staff dashboard's period): views of each listing's public page, appearances in public lists and searches,
 * enquiries (call, email and directions clicks, and questions sent from the page), each day's views and
 * appearances, and applications to a job or orders from a shop. Only rows the
 * user owns are ever read, and the query names nothing else, so no parameter reaches another owner's numbers.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { timeZone } from '../../registry/clock.ts';
import { parsePeriod } from '../../registry/dashboard-period.ts';
import { getResource } from '../../registry/index.ts';
import { deskListings, enquiryActions, ownerDesks } from '../../registry/owner-desks.ts';
import { enquiries, enquiryTargets } from '../../registry/resources/institutions.ts';
import type { Db, Select } from '../db/dialect.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { dayOfHour, hour } from './dashboard-queries.ts';
import type { SearchAppearances } from './search-appearances.ts';
import type { ListingNumbers, OwnerNumbers } from '../../registry/owner-numbers.ts';

/** Paths asked about in one statement, well under either database's limit on values. */
const pathsPerStatement = 500;

const pageViews = getResource('analytics/page-views').table;
const engagement = getResource('analytics/engagement').table;
const appearancesTable = getResource('analytics/search-appearances').table;

/** The outcome counted for a listing resource: the one whose reference points at it (orders → shops). */
const outcomeOf = (resource: string) =>
  ownerDesks.map((desk) => desk.outcome).find((outcome) => outcome && getResource(outcome.resource).fields[outcome.via]?.ref === resource);

const outcomeKey = (label: string) => label.toLowerCase();

/** The period asked for, by the staff dashboard's rules (days, or from and to, and nothing else). */
const period = (query: Record<string, unknown>) => {
  const parsed = parsePeriod(query);
  if ('error' in parsed) throw badRequest(parsed.error);
  return parsed;
};

const tally = (rows: { key: unknown; n: unknown }[]) => new Map(rows.map((row) => [Number(row.key), Number(row.n)]));

export const ownerAnalyticsRoutes = async (app: FastifyInstance, { db, appearances }: { db: Db; appearances: SearchAppearances }) => {
  app.get('/api/analytics/mine', async (request): Promise<OwnerNumbers> => {
    if (!request.user) throw new HttpError(401, 'Please sign in to see the numbers of your listings.');
    const { from, to, start: since, end: until } = period((request.query ?? {}) as Record<string, unknown>);
    const userId = request.user.id;
    const inPeriod = <Q extends Select>(query: Q) => query.where('created_at', '>=', since).where('created_at', '<', until) as Q;
    // The last seconds' appearances are still in memory: write them, so the owner sees every one.
    await appearances.flush();

    const perResource = await Promise.all(
      deskListings.map(async ({ desk, resource: name, page }) => {
        const resource = getResource(name);
        const owned = () => db.selectFrom(resource.table).select('id').where('owner_id', '=', userId);
        const rows = await db
          .selectFrom(resource.table)
          .select(['id', sql.ref<string>(resource.title).as('title'), 'moderation'])
          .where('owner_id', '=', userId)
          .orderBy(resource.title)
          .execute();
        if (!rows.length) return [];
        const pathOf = (id: unknown) => `${page}${String(id)}`;
        const paths = rows.map((row) => pathOf(row.id));
        const daily = new Map<number, Map<string, { views: number; appearances: number }>>();
        const onDay = (id: number, day: string) => {
          const days = daily.get(id) ?? daily.set(id, new Map()).get(id)!;
          return days.get(day) ?? days.set(day, { views: 0, appearances: 0 }).get(day)!;
        };
        const views = new Map<number, number>();
        for (let start = 0; start < paths.length; start += pathsPerStatement) {
          const counted = await db
            .selectFrom(pageViews)
            .select(['path', hour.as('hour'), (eb) => eb.fn.countAll().as('n')])
            .where('path', 'in', paths.slice(start, start + pathsPerStatement))
            .$call(inPeriod)
            .groupBy(['path', hour])
            .execute();
          for (const row of counted) {
            const id = Number(String(row.path).slice(page.length));
            views.set(id, (views.get(id) ?? 0) + Number(row.n));
            onDay(id, dayOfHour(String(row.hour))).views += Number(row.n);
          }
        }
        const seen = new Map<number, number>();
        const appeared = await db
          .selectFrom(appearancesTable)
          .select(['listing_id', 'day', 'count'])
          .where('resource', '=', name)
          .where('listing_id', 'in', owned())
          .where('day', '>=', from)
          .where('day', '<=', to)
          .execute();
        for (const row of appeared) {
          const id = Number(row.listing_id);
          seen.set(id, (seen.get(id) ?? 0) + Number(row.count));
          onDay(id, String(row.day)).appearances += Number(row.count);
        }
        const clicks = tally(
          await db
            .selectFrom(engagement)
            .select(['target_id as key', (eb) => eb.fn.countAll().as('n')])
            .where('target_type', '=', name)
            .where('action', 'in', enquiryActions)
            .where('target_id', 'in', owned())
            .$call(inPeriod)
            .groupBy('target_id')
            .execute(),
        );
        // Questions sent with "Ask the school" are enquiries too, beside the call, email and directions clicks.
        const asked = (enquiryTargets as readonly string[]).includes(name)
          ? tally(
              await db
                .selectFrom(enquiries.table)
                .select(['listing_id as key', (eb) => eb.fn.countAll().as('n')])
                .where('listing_type', '=', name)
                .where('recipient_id', '=', userId)
                .where('listing_id', 'in', owned())
                .$call(inPeriod)
                .groupBy('listing_id')
                .execute(),
            )
          : new Map<number, number>();
        const outcome = outcomeOf(name);
        const outcomes = outcome
          ? tally(
              await db
                .selectFrom(getResource(outcome.resource).table)
                .select([`${outcome.via} as key`, (eb) => eb.fn.countAll().as('n')])
                .where(outcome.via, 'in', owned())
                .$call(inPeriod)
                .groupBy(outcome.via)
                .execute(),
            )
          : null;
        return rows.map((row): ListingNumbers => {
          const id = Number(row.id);
          return {
            desk: desk.key,
            resource: name,
            id,
            title: String(row.title),
            moderation: String(row.moderation),
            page: pathOf(id),
            views: views.get(id) ?? 0,
            appearances: seen.get(id) ?? 0,
            enquiries: (clicks.get(id) ?? 0) + (asked.get(id) ?? 0),
            ...(outcome && outcomes ? { [outcomeKey(outcome.label)]: outcomes.get(id) ?? 0 } : {}),
            // Nairobi days with a view or an appearance, oldest first; days without either are left out.
            daily: [...(daily.get(id) ?? new Map<string, { views: number; appearances: number }>())]
              .map(([day, counts]) => ({ day, ...counts }))
              .sort((a, b) => a.day.localeCompare(b.day)),
          };
        });
      }),
    );
    const listings = perResource.flat();
    const sum = (key: string) => listings.reduce((total, row) => total + Number((row as Record<string, unknown>)[key] ?? 0), 0);
    const outcomeKeys = ownerDesks.flatMap((desk) => (desk.outcome ? [outcomeKey(desk.outcome.label)] : []));
    return {
      from,
      to,
      timezone: timeZone,
      totals: Object.fromEntries(['views', 'appearances', 'enquiries', ...outcomeKeys].map((key) => [key, sum(key)])),
      listings,
    };
  });
};
