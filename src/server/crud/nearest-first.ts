/**
 * A list near a point, nearest first, for a reader who sees every row or the public ones, with no other filter,
 * search or sort (the site's "near me"): its page and its count read from the spatial index, never the wide table,
 * which is read only for the page's rows (docs/near-me.md). Any other list near a point takes the general path
 * (list-statements.ts, list-reads.ts), which reads each candidate from the table.
 *
 * How the index is read is each database's own (nearest-sqlite.ts, nearest-postgres.ts); the statements are compiled
 * once per shape (resource, reader's reach, number of rows) and bound per request.
 */
import { sql, type CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import { publicFlag } from '../access/public-rows.ts';
import type { Dialect } from '../db/dialect.ts';
import type { Row } from './codec.ts';
import { bind } from './list-shapes.ts';
import { haversineFrom } from './near-rows.ts';
import { nearPoint, slot, valuesNear, type NearValues } from './near-values.ts';
import { nearestPostgres } from './nearest-postgres.ts';
import { nearestSqlite } from './nearest-sqlite.ts';
import type { ListQuery } from './query.ts';
import type { RowAccess } from './row-access.ts';

interface Shape {
  /** The way's statements for the page's ids and the count. */
  statements: Record<string, CompiledQuery>;
  /** The rows' ids, read whole by id with their exact distance, for each number of ids. */
  rows: Map<number, CompiledQuery>;
}

export const createNearestFirst = (dialect: Dialect, access: RowAccess) => {
  const { db } = dialect;
  const way = dialect.name === 'sqlite' ? nearestSqlite(dialect) : nearestPostgres(dialect);
  const shapes = new LRUCache<string, Shape>({ max: 64 });

  /** Whether the list is one this path serves, and whom the reader sees: every row (null) or the public ones. */
  const audienceOf = (user: Principal, resource: Resource, query: ListQuery) => {
    if (!query.near?.byDistance || query.sort.length || query.filters.length || query.terms.length) return undefined;
    const audience = access.audience(user, resource, 'list');
    if (audience === null) return { everyRow: true };
    return audience.open && !audience.parties.length && publicFlag(resource) ? { everyRow: false } : undefined;
  };

  const shapeOf = (user: Principal, resource: Resource, everyRow: boolean) => {
    const key = `${resource.name}|${everyRow}|${access.viewerOf(user, resource).any}`;
    let shape = shapes.get(key);
    if (!shape) shapes.set(key, (shape = { statements: way.compile(resource.table, everyRow), rows: new Map() }));
    return shape;
  };

  /** The rows of `ids`, read whole with their exact distance, nearest first, within the radius. */
  const rowsOf = async (user: Principal, resource: Resource, shape: Shape, values: NearValues) => {
    const n = values.ids.length;
    if (!n) return [];
    let statement = shape.rows.get(n);
    if (!statement) {
      const { table } = resource;
      const ids = Array.from({ length: n }, (_, i) => slot((v) => v.ids[i]!));
      const query = access
        .selectRows(db.selectFrom(table), user, resource, access.viewerOf(user, resource))
        .select(haversineFrom({ latitude: sql.ref(`${table}.latitude`), longitude: sql.ref(`${table}.longitude`) }, nearPoint).as('distance_km'))
        .where(`${table}.id`, 'in', ids);
      shape.rows.set(n, (statement = query.compile()));
    }
    const { rows } = await db.executeQuery<Row>(bind(statement, values));
    return rows
      .map((row) => ({ row, id: Number(row.id), km: Number(row.distance_km) }))
      .filter(({ km }) => km <= values.radiusKm)
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .map(({ row }) => row);
  };

  return {
    /** The page and the capped total of a list this path serves; undefined for any other list. */
    async find(user: Principal, resource: Resource, query: ListQuery): Promise<{ rows: Row[]; total: number } | undefined> {
      const audience = audienceOf(user, resource, query);
      if (!audience) return undefined;
      const shape = shapeOf(user, resource, audience.everyRow);
      const values = valuesNear(query.near!, query.near!.radiusKm);
      const [ids, total] = await way.read(shape.statements, values, query.start, query.end);
      const rows = await rowsOf(user, resource, shape, { ...values, ids });
      return { rows: rows.slice(0, query.end - query.start), total };
    },
    /** The statements of a shape, bound, for reading their plans. */
    statements(user: Principal, resource: Resource, query: ListQuery) {
      const audience = audienceOf(user, resource, query);
      if (!audience) return undefined;
      const values = { ...way.planValues(valuesNear(query.near!, query.near!.radiusKm)), limit: query.end };
      const { statements } = shapeOf(user, resource, audience.everyRow);
      return Object.fromEntries(Object.entries(statements).map(([name, statement]) => [name, bind(statement, values)]));
    },
  };
};
