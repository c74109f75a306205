/**
 * One moderation queue across every moderated resource a user decides on: new rows (pending, by when they were
 * created) and live rows with changes waiting (by when they were last changed), oldest first. Each resource gives
 * at most the rows the asked page could need, read through the (moderation, created_at) and (revised, updated_at)
 * indexes, and the pages are merged here, so no request reads a whole table however long the queue grows.
 */
import { findResource, resources } from '../../registry/index.ts';
import type { QueueItem } from '../../registry/moderation-queue.ts';
import type { Resource, Revision } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import { toColumns, type Row } from '../crud/codec.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';

export const moderatedResources = resources.filter((resource) => resource.visibility === 'moderated');

/** The moderated resources the user may decide on, as the grants say. */
export const decidedBy = (crud: Crud, user: Principal) => moderatedResources.filter((resource) => crud.moderates(user, resource));

const users = findResource('auth/users')!;
const titleLength = 120;

/** A name to list the row by: a review's text is cut, with an ellipsis so it reads as cut. */
const shortened = (text: string) => (text.length > titleLength ? `${text.slice(0, titleLength - 1).trimEnd()}…` : text);

/** The two waiting parts of a resource: what selects them and the time they are ordered by. */
const parts = (resource: Resource) =>
  [
    { kind: 'new', at: 'created_at', column: 'moderation', value: 'pending' },
    // Stored as the codec stores a boolean (1), so the index on it serves the query on both databases.
    { kind: 'changes', at: 'updated_at', column: 'revised', value: toColumns(resource, { revised: true }).revised },
  ] as const;

const waiting = async (db: Db, resource: Resource, take: number) => {
  const columns = ['id', resource.title, resource.ownerField, 'revision', 'moderation_reason', 'created_at', 'updated_at'].filter(Boolean) as string[];
  const found = await Promise.all(
    parts(resource).map(async (part) => {
      const rows = (await db
        .selectFrom(resource.table)
        .select([...new Set(columns)])
        .where(part.column, '=', part.value)
        .orderBy(part.at)
        .orderBy('id')
        .limit(take)
        .execute()) as Row[];
      return rows.map((row) => ({ resource, row, kind: part.kind, at: String(row[part.at]) }));
    }),
  );
  return found.flat();
};

const submitterOf = (resource: Resource, row: Row) => {
  const revision = row.revision ? (JSON.parse(String(row.revision)) as Revision) : null;
  return { revision, by: revision?.by ?? (resource.ownerField ? (row[resource.ownerField] as number | null) : null) };
};

/** A page of the queue of `types`, oldest first, and how many wait in all. */
export const queuePage = async (db: Db, types: readonly Resource[], { offset, limit }: { offset: number; limit: number }) => {
  const candidates = (await Promise.all(types.map((resource) => waiting(db, resource, offset + limit)))).flat();
  candidates.sort((a, b) => a.at.localeCompare(b.at) || a.resource.name.localeCompare(b.resource.name) || Number(a.row.id) - Number(b.row.id));
  const page = candidates.slice(offset, offset + limit).map((item) => ({ ...item, ...submitterOf(item.resource, item.row) }));
  const ids = [...new Set(page.map((item) => item.by).filter((id): id is number => typeof id === 'number'))];
  const names = new Map(
    ids.length
      ? ((await db.selectFrom(users.table).select(['id', users.title]).where('id', 'in', ids).execute()) as Row[]).map((u) => [
          Number(u.id),
          String(u[users.title]),
        ])
      : [],
  );
  return page.map(({ resource, row, kind, at, revision, by }): QueueItem => ({
    type: resource.name,
    id: Number(row.id),
    title: resource.title === 'id' ? `${resource.singular} #${row.id}` : shortened(String(row[resource.title] ?? `#${row.id}`)),
    kind,
    submitted_at: at,
    submitter: typeof by === 'number' ? { id: by, name: names.get(by) ?? `Member #${by}` } : null,
    reason: (row.moderation_reason as string | null) ?? null,
    seen: revision?.at ?? String(row.updated_at),
  }));
};

/** How many rows of each resource wait: new ones and live ones with changes. */
export const queueCounts = (db: Db, types: readonly Resource[]) =>
  Promise.all(
    types.map(async (resource) => {
      const [fresh, changes] = await Promise.all(
        parts(resource).map(async (part) => {
          const { count } = (await db
            .selectFrom(resource.table)
            .select((eb) => eb.fn.countAll().as('count'))
            .where(part.column, '=', part.value)
            .executeTakeFirstOrThrow()) as Row;
          return Number(count);
        }),
      );
      return { type: resource.name, new: fresh!, changes: changes! };
    }),
  );
