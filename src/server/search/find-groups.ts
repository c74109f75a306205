/**
 * One search over every group of the site-wide search, each through the registry's own list search, as a
 * visitor who is not signed in: only the rows the public lists show, ranked and capped as they rank and cap them.
 */
import { getResource } from '../../registry/index.ts';
import { searchGroupSize, searchKinds, type SearchGroup, type SearchHit } from '../../registry/search-kinds.ts';
import { parseListQuery } from '../crud/query.ts';
import type { Crud } from '../crud/service.ts';

type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
/** A town named like its county (Kisumu, Kisumu) is said once. */
const joined = (...parts: unknown[]) => [...new Set(parts.map(text).filter(Boolean))].join(', ') || null;

/** Employers' names by id, of the approved employers among them. */
const employerNames = async (crud: Crud, rows: Row[]) => {
  const ids = [...new Set(rows.map((row) => row.employer_id).filter((id): id is number => typeof id === 'number'))];
  if (!ids.length) return new Map<number, string>();
  const employers = getResource('jobs/employers');
  const { rows: found } = await crud.find(null, employers, parseListQuery(employers, { id: ids.map(String), _end: String(ids.length) }));
  return new Map((found as Row[]).map((row) => [row.id as number, String(row.name)]));
};

const hitsOf = async (crud: Crud, kind: string, rows: Row[], page: string): Promise<SearchHit[]> => {
  const employers = kind === 'jobs' ? await employerNames(crud, rows) : null;
  return rows.map((row) => {
    const id = row.id as number;
    const detail =
      kind === 'jobs' ? joined(employers!.get(row.employer_id as number), row.location) : kind === 'news' ? text(row.author) : joined(row.city, row.county);
    return { id, title: String(row.title ?? row.name), detail, url: page.replace(':id', String(id)) };
  });
};

export const findGroups = (crud: Crud, q: string): Promise<SearchGroup[]> =>
  Promise.all(
    searchKinds.map(async ({ kind, resource: name, label }) => {
      const resource = getResource(name);
      const { rows, total, capped } = await crud.find(null, resource, parseListQuery(resource, { q, _start: '0', _end: String(searchGroupSize) }));
      return { kind, label, total, capped, hits: await hitsOf(crud, kind, rows as Row[], resource.page!) };
    }),
  );
