/**
 * Saved-search alerts: at most one digest a day per member, holding every listing or job approved since their
 * last look that matches one of their searches with alerts on. Matching runs each search's own filters through
 * the list's parser and the public list query, narrowed to the new rows by id, so an alert matches exactly what
 * the list would show a visitor.
 *
 * Every instance runs this on a timer. A member's digest is claimed with a conditional UPDATE of their
 * `_alert_digests` row (its `since` must still be what this instance read, and the last digest over a day old),
 * so with several instances on one database only one sends it.
 */
import { getResource } from '../../registry/index.ts';
import { savedSearches } from '../../registry/resources/accounts.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { digestLines, digestMessage, digestTitle, type DigestSection } from '../mail/alert-messages.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { notify } from '../notifications/notify.ts';
import { matchQuery } from './search-query.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { nowDate } from '../../registry/clock.ts';
import { repeatEvery } from '../repeat-every.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** Ids per list query: well within the list's bound on filter values, beside the search's own filters. */
const idsPerQuery = 50;
/** New rows looked at per search and run; more waits for the next run. */
const newPerSearch = 500;
/** Members looked at per run. */
const membersPerRun = 500;
/** Approvals are kept this long: longer than any member waits between two looks. */
const keepApprovalsMs = 7 * dayMs;

export interface DigestDeps {
  db: Db;
  crud: Crud;
  mailQueue: Pick<MailQueue, 'enqueue' | 'flush'>;
  publicUrl: string;
  /** An approval younger than this is left for the next run: its transaction may not be visible yet. */
  settleMs: number;
  warn: (error: unknown, message: string) => void;
}

const later = (a: string, b: string) => (a > b ? a : b);

/** Matches already found in this run: members who saved the same filters, looked at since the same moment, share them. */
type Found = Map<string, Promise<number[]>>;

/** The new rows of one search: approved after `since` (and after the search was saved) and matching its filters. */
const matchesOf = (deps: DigestDeps, found: Found, search: Record<string, unknown>, since: string, cutoff: string) => {
  const from = later(since, search.created_at as string);
  const key = JSON.stringify([search.resource, search.query, from, cutoff]);
  if (!found.has(key)) found.set(key, findMatches(deps, search.resource as string, (search.query as string | null) ?? '', from, cutoff));
  return found.get(key)!;
};

const findMatches = async ({ db, crud }: DigestDeps, name: string, query: string, from: string, cutoff: string) => {
  const resource = getResource(name);
  const approved = await db
    .selectFrom('_listing_approvals')
    .select('record_id')
    .distinct()
    .where('resource', '=', resource.name)
    .where('approved_at', '>', from)
    .where('approved_at', '<=', cutoff)
    .orderBy('record_id')
    .limit(newPerSearch)
    .execute();
  const ids = approved.map((row) => row.record_id as number);
  const found: number[] = [];
  for (let i = 0; i < ids.length; i += idsPerQuery) {
    const chunk = ids.slice(i, i + idsPerQuery);
    // As a visitor sees the list: a row approved and then withdrawn before the digest is not announced.
    const { rows } = await crud.find(null, resource, matchQuery(resource.name, query, chunk));
    found.push(...rows.map((row) => (row as { id: number }).id));
  }
  return found;
};

/** Looks at one member: sends their digest if one is due and anything matches. Returns whether one was sent. */
const digestFor = async (deps: DigestDeps, found: Found, userId: number, now: Date) => {
  const { db, mailQueue, publicUrl } = deps;
  const cutoff = new Date(now.getTime() - deps.settleMs).toISOString();
  const dayAgo = new Date(now.getTime() - dayMs).toISOString();
  await db
    .insertInto('_alert_digests')
    .values({ user_id: userId, since: new Date(0).toISOString(), last_digest_at: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const state = await db.selectFrom('_alert_digests').select(['since', 'last_digest_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const since = state.since as string;
  if ((state.last_digest_at && (state.last_digest_at as string) > dayAgo) || since >= cutoff) return false;
  const searches = await db.selectFrom(savedSearches.table).selectAll().where('owner_id', '=', userId).where('alerts', '=', 1).orderBy('id').execute();
  const sections: DigestSection[] = [];
  for (const search of searches) {
    try {
      const ids = await matchesOf(deps, found, search, since, cutoff);
      const resource = getResource(search.resource as string);
      if (ids.length)
        sections.push({
          name: search.name as string,
          listLink: `${publicUrl}${search.page as string}`,
          links: ids.map((id) => `${publicUrl}${resource.page!.replace(':id', String(id))}`),
        });
    } catch (error) {
      // Filters saved before a list changed may no longer parse: that search is skipped, the others still alert.
      deps.warn(error, `saved search ${search.id as number} could not be matched`);
    }
  }
  const sent = sections.length > 0;
  const claimed = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('_alert_digests')
      .set({ since: cutoff, ...(sent ? { last_digest_at: now.toISOString() } : {}) })
      .where('user_id', '=', userId)
      .where('since', '=', since)
      .where((eb) => eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<=', dayAgo)]))
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows) || !sent) return false;
    await notify(trx, {
      to: userId,
      from: null,
      title: (locale) => digestTitle(locale, sections),
      body: (locale) => digestLines(locale, sections),
      link: '/saved',
    });
    // Written with the claim, so a digest claimed is a digest mailed, even if this process stops now.
    const member = await trx.selectFrom('auth_users').select(['email', 'active', 'locale']).where('id', '=', userId).executeTakeFirst();
    if (member?.active) await mailQueue.enqueue(trx, { to: member.email as string, ...digestMessage(localeOf(member), sections, `${publicUrl}/saved`) });
    return true;
  });
  if (!claimed) return false;
  void mailQueue.flush();
  return true;
};

/** One run over the members with alerts on whose last digest is over a day old. Returns how many digests were sent. */
export const runAlertDigests = async (deps: DigestDeps, now = nowDate()) => {
  const { db } = deps;
  const dayAgo = new Date(now.getTime() - dayMs).toISOString();
  await db
    .deleteFrom('_listing_approvals')
    .where('approved_at', '<', new Date(now.getTime() - keepApprovalsMs).toISOString())
    .execute();
  const due = await db
    .selectFrom(`${savedSearches.table} as search`)
    .leftJoin('_alert_digests as digest', 'digest.user_id', 'search.owner_id')
    .select((eb) => ['search.owner_id', eb.fn.coalesce('digest.since', eb.val('')).as('since')])
    .distinct()
    .where('search.alerts', '=', 1)
    .where((eb) => eb.or([eb('digest.last_digest_at', 'is', null), eb('digest.last_digest_at', '<=', dayAgo)]))
    // Least recently looked at first, so past the run's bound nobody waits for ever.
    .orderBy('since')
    .orderBy('search.owner_id')
    .limit(membersPerRun)
    .execute();
  let sent = 0;
  const found: Found = new Map();
  for (const { owner_id } of due) if (await digestFor(deps, found, owner_id as number, now)) sent += 1;
  return sent;
};

/** Runs the digests every `everyMs` on this instance, one run at a time; returns the stop function. */
export const startAlertDigests = (deps: DigestDeps, everyMs: number) =>
  repeatEvery(
    everyMs,
    () => runAlertDigests(deps),
    (error) => deps.warn(error, 'the saved-search alert run failed; it runs again later'),
  );
