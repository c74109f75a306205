/**
 * `GET /api/{base}/map`: a located resource's rows within a box, under the list's own filters, search, point and
 * access (the same conditions as the list, from list-statements.ts `countParts`), as points when few, else as
 * counts per grid cell, counted by the database (GROUP BY), never by loading the rows. The box is read through the
 * spatial index (db/spatial.ts).
 */
import { sql } from 'kysely';
import { clusterCellDegrees, maxMapCellsPerSide, maxMapPoints, maxMapZoom, minMapZoom, type MapAnswer } from '../../registry/map-answer.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import type { Box } from '../db/spatial.ts';
import { badRequest } from '../http-error.ts';
import { parseListQuery } from './query.ts';
import type { Crud } from './service.ts';

const one = (value: unknown) => (Array.isArray(value) ? String(value[0]) : String(value));
const number = /^\s*-?\d+(\.\d+)?\s*$/;

/** `bbox=<west>,<south>,<east>,<north>`, in degrees, checked. */
export const readBox = (raw: unknown): Box => {
  const example = 'e.g. bbox=36.65,-1.45,37.10,-1.15 (west, south, east, north)';
  if (raw === undefined) throw badRequest(`bbox is needed: the map's box as west,south,east,north in degrees, ${example}.`);
  const parts = one(raw).split(',');
  if (parts.length !== 4 || !parts.every((part) => number.test(part))) throw badRequest(`bbox must be four numbers, west,south,east,north, ${example}.`);
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([south, north].some((lat) => Math.abs(lat) > 90)) throw badRequest(`bbox: latitudes (south, north) must be from -90 to 90, ${example}.`);
  if ([west, east].some((lng) => Math.abs(lng) > 180)) throw badRequest(`bbox: longitudes (west, east) must be from -180 to 180, ${example}.`);
  if (south > north) throw badRequest(`bbox: south (${south}) must not be north of north (${north}), ${example}.`);
  if (west > east) throw badRequest(`bbox: west (${west}) must not be east of east (${east}); a box across the 180th meridian is asked as two, ${example}.`);
  return { west, south, east, north };
};

export const readZoom = (raw: unknown) => {
  const text = raw === undefined ? '' : one(raw);
  if (!/^\d{1,2}$/.test(text) || Number(text) > maxMapZoom)
    throw badRequest(`zoom must be a whole number from ${minMapZoom} to ${maxMapZoom} (the map's zoom level), got "${text}".`);
  return Number(text);
};

export type MapPoints = ReturnType<typeof createMapPoints>;

export const createMapPoints = (crud: Crud) => {
  return async (user: Principal, resource: Resource, raw: Record<string, unknown>): Promise<MapAnswer> => {
    const { bbox, zoom: rawZoom, ...rest } = raw;
    const box = readBox(bbox);
    const zoom = readZoom(rawZoom);
    const query = parseListQuery(resource, rest);
    const { from, visible, filters } = await crud.countParts(user, resource, query, undefined, box);
    const { table } = resource;
    let rows = from;
    if (visible) rows = rows.where(visible);
    for (const { condition } of filters) rows = rows.where(condition);
    const latitude = sql.ref(`${table}.latitude`);
    const longitude = sql.ref(`${table}.longitude`);
    const points = (await rows
      .select([
        `${table}.id as id`,
        sql<string>`${sql.ref(`${table}.${resource.title}`)}`.as('name'),
        sql<number>`${latitude}`.as('lat'),
        sql<number>`${longitude}`.as('lng'),
      ])
      .orderBy(`${table}.id`)
      .limit(maxMapPoints + 1)
      .execute()) as { id: number; name: string; lat: number; lng: number }[];
    if (points.length <= maxMapPoints)
      return {
        total: points.length,
        points: points.map(({ id, name, lat, lng }) => ({ id: Number(id), name: String(name ?? ''), lat: Number(lat), lng: Number(lng) })),
        clusters: [],
      };
    const cell = Math.max(clusterCellDegrees(zoom), Math.max(box.east - box.west, box.north - box.south) / maxMapCellsPerSide);
    const cellOf = (column: typeof latitude) => sql`floor(${column} / ${sql`CAST(${cell} AS double precision)`})`;
    const cells = (await rows
      .select([sql<number>`count(*)`.as('count'), sql<number>`avg(${latitude})`.as('lat'), sql<number>`avg(${longitude})`.as('lng')])
      .groupBy([cellOf(latitude), cellOf(longitude)])
      .execute()) as { count: number | string; lat: number | string; lng: number | string }[];
    const clusters = cells.map((c) => ({ lat: Math.round(Number(c.lat) * 1e6) / 1e6, lng: Math.round(Number(c.lng) * 1e6) / 1e6, count: Number(c.count) }));
    return { total: clusters.reduce((sum, c) => sum + c.count, 0), points: [], clusters };
  };
};
