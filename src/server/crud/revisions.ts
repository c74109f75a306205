/**
 * Moderation that an owner cannot get around: a change to the public content of an approved row waits as a
 * revision while the public keeps the approved version; staff approve it (the changes go live) or reject it
 * with a reason. Fields marked `live` (stock, a job's status) are operational and change at once.
 */
import type { Resource, Revision } from '../../registry/resource.ts';
import { HttpError } from '../http-error.ts';
import { toColumns, type Row } from './codec.ts';
import type { Db } from '../db/dialect.ts';
import type { Locale } from '../../registry/locales.ts';
import { nowIso } from '../../registry/clock.ts';

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a) === String(b);

/** The fields of `data` whose stored value would differ from `before`. */
const changed = (resource: Resource, before: Row, data: Row) => {
  const columns = toColumns(resource, data);
  return Object.keys(data).filter((name) => !same(columns[name], before[name]));
};

/** The changes waiting on a row, in the form they were written (empty when none wait). */
export const waitingChanges = (row: Row): Row => (row.revision ? (JSON.parse(String(row.revision)) as Revision).changes : {});

/**
 * An owner's update of an approved row: what is written now (live fields, and the revision with the rest) and
 * whether anything waits for review. The latest edit of a field wins: one set back to its live value leaves the
 * waiting changes, and when none is left nothing waits any more.
 */
export const holdForReview = (resource: Resource, before: Row, data: Row, userId: number) => {
  const now: Row = {};
  const differs = new Set(changed(resource, before, data));
  const changes: Row = { ...waitingChanges(before) };
  let edited = false;
  for (const name of Object.keys(data)) {
    if (resource.fields[name]!.live) {
      if (differs.has(name)) now[name] = data[name];
      continue;
    }
    if (differs.has(name)) changes[name] = data[name];
    else if (name in changes) delete changes[name];
    else continue;
    edited = true;
  }
  if (!edited) return { data: now, waiting: Boolean(before.revision) };
  if (!Object.keys(changes).length) return { data: { ...now, revision: null, revised: false }, waiting: false };
  const revision: Revision = { changes, by: userId, at: nowIso() };
  return { data: { ...now, revision, revised: true }, waiting: true };
};

export type Decision = 'approve' | 'reject';

/** A decision as asked for: a rejection carries its reason; `seen` names the version looked at (changes' time, or a new row's last edit). */
export interface DecisionInput {
  decision: Decision;
  reason: string | null;
  /** Where the submitter finds the row. */
  link: string;
  seen: string;
}

/** Sends the submitter the decision by email, once it is committed. */
export interface Decided {
  resource: Resource;
  decision: Decision;
  reason: string | null;
  link: string;
  revised: boolean;
}

/** The submitter's email of a decision: written in the decision's transaction, sent once it is committed. */
export interface DecisionMail {
  enqueue(db: Db, to: string, locale: Locale, decided: Decided): Promise<void>;
  flush(): void;
}

/**
 * `seen` against the version the queue lists now (`version`). The same instant passes however it is written
 * (Z or an offset, with or without the milliseconds); an earlier one means the row was edited since it was looked
 * at (`edited`, a 409). A later one is no version the queue ever listed, since nothing is edited after its own
 * future: the request's fault, a 400, not a reason to reload. Both times are read to the millisecond, the
 * precision the server writes them in, on SQLite and PostgreSQL alike (both keep them as text).
 */
const checkSeen = (seen: string, version: string, edited: HttpError) => {
  if (seen === version) return;
  const [looked, current] = [Date.parse(seen), Date.parse(version)];
  if (looked === current) return;
  if (looked > current)
    throw new HttpError(
      400,
      "Seen is later than this row's latest version, so it is not a version the moderation queue listed. Send the row's seen from the queue.",
      {
        seen: "This time is not a version the moderation queue listed. Send the row's seen from the queue (GET /api/moderation/queue).",
      },
    );
  throw edited;
};

/**
 * A decision must be about what the moderator saw: changes waiting are approved or rejected only as of the
 * time they were submitted (`seen`), and a row already decided is not decided (and its owner told) again.
 */
export const checkDecision = (row: Row, seen: string) => {
  const revision = row.revision ? (JSON.parse(String(row.revision)) as Revision) : null;
  if (revision)
    return checkSeen(
      seen,
      revision.at,
      new HttpError(409, 'The changes were edited again since you opened them. Look at them again before deciding.', {
        seen: 'Send the time of the changes you looked at (revision.at).',
      }),
    );
  // Only what waits is decided: a row someone decided a moment ago is not decided again (nor its owner told twice).
  if (row.moderation !== 'pending') throw new HttpError(409, `This was already ${String(row.moderation)}; there is nothing waiting to decide.`);
  // A new row its owner edited after the moderator opened it is looked at again: approving would publish unseen text.
  checkSeen(
    seen,
    String(row.updated_at),
    new HttpError(409, 'This was edited since you opened it. Look at it again before deciding.', {
      seen: 'Send the time of the version you looked at (updated_at).',
    }),
  );
};

/** The values a staff decision writes: approving applies a waiting revision; rejecting one keeps the row live. */
export const decisionValues = (row: Row, decision: Decision, reason: string | null): Row => {
  const revision = row.revision ? (JSON.parse(String(row.revision)) as Revision) : null;
  const cleared = { revision: null, revised: false, moderation_note: reason };
  if (decision === 'approve') return { ...(revision?.changes ?? {}), ...cleared, moderation: 'approved' };
  if (revision && row.moderation === 'approved') return cleared;
  return { ...cleared, moderation: 'rejected' };
};

/** Who asked for what is being decided: the author of a waiting revision, or the row's owner. */
export const submitterOf = (resource: Resource, row: Row): number | null => {
  if (row.revision) return (JSON.parse(String(row.revision)) as Revision).by;
  return resource.ownerField ? ((row[resource.ownerField] as number | null) ?? null) : null;
};
