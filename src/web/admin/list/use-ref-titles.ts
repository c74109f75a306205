/**
 * Titles of the rows a page of records points at (employer of a job, plan of a subscription): one request per
 * relation for the whole page instead of one per cell, so a list shows names instead of bare ids.
 */
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { getResource } from '../../../registry/index.ts';
import type { Resource } from '../../../registry/resource.ts';

export type RefTitles = Record<string, Map<number, string>>;

export const useRefTitles = (resource: Resource, fields: readonly string[], rows: readonly BaseRecord[]): RefTitles => {
  const dataProvider = useDataProvider();
  const wanted = fields
    .map((name) => ({ name, target: getResource(resource.fields[name]!.ref!) }))
    .filter(({ target }) => target.title !== 'id')
    .map(({ name, target }) => ({ name, target, ids: [...new Set(rows.map((row) => row[name]).filter((id): id is number => typeof id === 'number'))] }))
    .filter(({ ids }) => ids.length > 0);
  const { data } = useQuery({
    queryKey: ['ref-titles', resource.name, wanted.map(({ name, ids }) => [name, ids])],
    enabled: wanted.length > 0,
    staleTime: 60_000,
    queryFn: async () =>
      Object.fromEntries(
        await Promise.all(
          wanted.map(async ({ name, target, ids }) => {
            try {
              const { data: related } = await dataProvider().getMany!({ resource: target.name, ids });
              return [name, new Map(related.map((row) => [Number(row.id), String(row[target.title] ?? `#${row.id}`)]))] as const;
            } catch {
              // Rows the user may not read (another member's account) keep their id.
              return [name, new Map<number, string>()] as const;
            }
          }),
        ),
      ),
  });
  return data ?? {};
};
