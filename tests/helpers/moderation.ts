/**
 * Decisions as the moderation desk makes them: naming the version of the row the queue lists (its `seen`), read
 * from GET /api/moderation/queue just before deciding.
 */
import { now } from '../../src/registry/clock.ts';
import type { Client } from './client.ts';

const pageSize = 50;

/** The `seen` the queue lists for a row; an error when the moderator's queue does not list it. */
export const seenOf = async (moderator: Client, resource: string, id: number): Promise<string> => {
  for (let page = 1; ; page += 1) {
    const answer = await moderator.get(`/api/moderation/queue?type=${encodeURIComponent(resource)}&_page=${page}&_limit=${pageSize}`);
    if (answer.status !== 200) throw new Error(`reading the queue of ${resource} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    const rows = answer.body as { id: number; seen: string }[];
    const listed = rows.find((row) => row.id === id);
    if (listed) return listed.seen;
    if (rows.length < pageSize) throw new Error(`${resource} ${id} is not in the moderation queue`);
  }
};

/** POST /api/moderation/decisions on a row as the queue lists it; `body` adds a reason, or a `seen` of its own. */
export const decide = async (
  moderator: Client,
  resource: string,
  id: number,
  decision: 'approve' | 'reject' = 'approve',
  body: { reason?: string; seen?: string; [key: string]: unknown } = {},
) => moderator.post('/api/moderation/decisions', { resource, id, decision, seen: body.seen ?? (await seenOf(moderator, resource, id)), ...body });

/** Bulk decision items for rows as the queue lists them. */
export const listed = (moderator: Client, resource: string, ids: readonly number[]) =>
  Promise.all(ids.map(async (id) => ({ resource, id, seen: await seenOf(moderator, resource, id) })));

/**
 * Waits until the product's clock reads later than every `seen` given (they are times to the millisecond), so a
 * change made next carries a later time than the version the moderator looked at.
 */
export const clockPast = async (...seen: string[]) => {
  const last = Math.max(...seen.map((at) => Date.parse(at)));
  while (now() <= last) await new Promise((resolve) => setImmediate(resolve));
};
