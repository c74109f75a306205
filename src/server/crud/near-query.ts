/**
 * The part of a list query that asks for rows near a point: `near=<lat>,<lng>`, `radius_km` and `_sort=distance`
 * (docs/near-me.md). Read apart from the filters because it names no field: the resource's located point
 * (registry `located`) is what it measures from.
 */
import { defaultRadiusKm, maxRadiusKm } from '../../registry/query-bounds.ts';
import type { Resource } from '../../registry/resource.ts';
import { resources } from '../../registry/index.ts';
import { badRequest } from '../http-error.ts';

export interface Near {
  lat: number;
  lng: number;
  radiusKm: number;
  /** Nearest first (`_sort=distance`). */
  byDistance: boolean;
}

export const distanceSort = 'distance';

/** A parameter's one value: given twice, which one was meant cannot be told. */
const one = (value: unknown, name: string) => {
  if (Array.isArray(value)) throw badRequest(`${name} was given ${value.length} times; give it once.`);
  return String(value);
};

const number = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

export const locatedBases = () =>
  resources
    .filter((resource) => resource.located)
    .map((resource) => resource.name)
    .join(', ');

/** The point of `near`, checked: a person's mistake is told with an example of the right form. */
export const readNearPoint = (raw: unknown, name = 'near') => {
  const example = `e.g. ${name}=-1.2921,36.8219`;
  const parts = one(raw, name).split(',');
  if (parts.length !== 2 || !parts.every((part) => number.test(part))) throw badRequest(`${name} must be a latitude and a longitude, ${example}.`);
  const [lat, lng] = parts.map(Number) as [number, number];
  if (Math.abs(lat) > 90) throw badRequest(`${name}: the latitude must be from -90 to 90, got ${lat}; ${example}.`);
  if (Math.abs(lng) > 180) throw badRequest(`${name}: the longitude must be from -180 to 180, got ${lng}; ${example}.`);
  return { lat, lng };
};

/** `near`, `radius_km` and whether the sort asks for distance; undefined when the query asks for no point. */
export const parseNear = (resource: Resource, query: Record<string, unknown>, sortFields: string[], orders: string[]): Near | undefined => {
  const byDistance = sortFields.includes(distanceSort);
  if (!resource.located && (byDistance || query.near !== undefined || query.radius_km !== undefined))
    throw badRequest(`${resource.label} have no location to be near or sorted by distance; near works on ${locatedBases()}.`);
  if (query.near === undefined) {
    if (byDistance) throw badRequest('_sort=distance needs a point to measure from: add near=<latitude>,<longitude>, e.g. near=-1.2921,36.8219.');
    if (query.radius_km !== undefined) throw badRequest('radius_km needs a point: add near=<latitude>,<longitude>, e.g. near=-1.2921,36.8219&radius_km=10.');
    return undefined;
  }
  const { lat, lng } = readNearPoint(query.near);
  let radiusKm = defaultRadiusKm;
  if (query.radius_km !== undefined) {
    const raw = one(query.radius_km, 'radius_km');
    if (!number.test(raw) || Number(raw) <= 0)
      throw badRequest(`radius_km must be a number of kilometres above 0, up to ${maxRadiusKm}, e.g. radius_km=10; got "${raw}".`);
    radiusKm = Number(raw);
    if (radiusKm > maxRadiusKm) throw badRequest(`radius_km may be at most ${maxRadiusKm} kilometres, got ${raw}; to see a wider area, use the map.`);
  }
  if (byDistance) {
    if (sortFields[0] !== distanceSort) throw badRequest('Sort by distance first: _sort=distance, then any other fields.');
    if ((orders[0] ?? 'asc').toLowerCase() !== 'asc') throw badRequest('Distance sorts nearest first: give _order=asc for it, or leave _order out.');
  }
  return { lat, lng, radiusKm, byDistance };
};
