/**
 * Which rows of a list answer count as appearances: approved listings, shown to a visitor or a member who is not
 * staff and does not own the row (moderators at work and owners checking their own list are no audience), once per
 * listing and visitor in half an hour (a visitor is their account when signed in, else their address), and for a
 * bounded number of pages per visitor (kept per instance, in memory).
 */
import { LRUCache } from 'lru-cache';
import { deskListings } from '../../registry/owner-desks.ts';
import type { Resource } from '../../registry/resource.ts';
import { isStaff, type Principal } from '../access/principal.ts';
import { createRecentNumbers, digest48 } from './recent-numbers.ts';
import type { SearchAppearances } from './search-appearances.ts';

const counted = new Set(deskListings.map(({ resource }) => resource));

interface Row {
  id?: unknown;
  owner_id?: unknown;
  moderation?: unknown;
}

/** The approved rows of an answer: [id, owner] pairs. */
type Shown = readonly (readonly [number, unknown])[];

const shownAmong = (rows: readonly Row[]): Shown => rows.filter((row) => row.moderation === 'approved').map((row) => [Number(row.id), row.owner_id] as const);

/**
 * One visitor's sight of one listing counts once in this long: a reload, another page or another filter showing it
 * again, or a script asking again, is no new audience.
 */
const repeatMs = 30 * 60_000;
/** Pages one visitor may add appearances for in `addressWindowMs`, so no one can inflate a listing's numbers. */
const pagesPerAddress = 120;
const addressWindowMs = 10 * 60_000;

/**
 * The key of one visitor's sight of one row: the digest of the visitor and resource plus the row's id, modulo 2^48.
 * One digest an answer instead of one a row (twenty hashes were a twentieth of a list's main-thread time). A
 * visitor's rows never share a key; two visitors' sights share one as rarely as two digests do (one in 10^14), and
 * then count once.
 */
const sightKey = (visitorDigest: number, id: number) => (visitorDigest + id) % 2 ** 48;

export const countAppearances = (appearances: SearchAppearances) => {
  // Sight keys.
  const recent = createRecentNumbers({ forMs: repeatMs, max: 180_000 });
  const pagesBy = new LRUCache<string, number>({ max: 100_000, ttl: addressWindowMs });
  // The busiest lists are answered from the response cache with the same body each time: reading it once per body
  // keeps the list path at a map lookup instead of parsing up to 100 rows per request. The bodies are the keys,
  // so the memory they hold is what is bounded.
  const read = new LRUCache<string, Shown>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (_shown, body) => body.length });
  // An answer read just now comes with its rows: most such answers are never asked again (a signed-in reader's, a
  // page deep in a list), so they are neither parsed nor kept.
  return (user: Principal, resource: Resource, body: string, address: string, rows?: readonly unknown[]) => {
    if (!counted.has(resource.name) || isStaff(user)) return;
    let shown = rows ? shownAmong(rows as Row[]) : read.get(body);
    if (!shown) read.set(body, (shown = shownAmong(JSON.parse(body) as Row[])));
    const visitor = user ? `member ${user.id}` : address;
    const visitorDigest = digest48(`${visitor} ${resource.name}`);
    const keys = shown
      .filter(([, owner]) => user === null || owner !== user.id)
      .map(([id]) => [id, sightKey(visitorDigest, id)] as const)
      .filter(([, key]) => !recent.has(key));
    const pages = pagesBy.get(visitor) ?? 0;
    if (!keys.length || pages >= pagesPerAddress) return;
    for (const [, key] of keys) recent.add(key);
    pagesBy.set(visitor, pages + 1, { noUpdateTTL: true });
    appearances.add(
      resource.name,
      keys.map(([id]) => id),
    );
  };
};
