/**
 * The rows a page of records points at (employer of a job, plan of a subscription, job of an application):
 * one request per relation for the whole page instead of one per cell, so a list shows names instead of bare
 * ids, and row buttons can tell who the user is to a row through a relation (the job's owner is its employer).
 */
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { getResource } from '../../../registry/index.ts';
import type { Resource } from '../../../registry/resource.ts';
import type { RelatedLookup } from '../providers/record-access.ts';

export type RefTitles = Record<string, Map<number, string>>;
export type RelatedRows = Record<string, Map<number, BaseRecord>>;

export interface Related {
  rows: RelatedRows;
  titles: RefTitles;
  lookup: RelatedLookup;
  /** True while the related rows are on their way. */
  loading: boolean;
}

/** The name a related row is shown by: its title field, or its id when it has none. */
export const rowTitle = (target: Resource, row: BaseRecord) => (target.title === 'id' ? `#${row.id}` : String(row[target.title] ?? `#${row.id}`));

export const useRelated = (resource: Resource, fields: readonly string[], rows: readonly BaseRecord[]): Related => {
  const dataProvider = useDataProvider();
  const wanted = [...new Set(fields)]
    .map((name) => ({ name, target: getResource(resource.fields[name]!.ref!) }))
    .map(({ name, target }) => ({ name, target, ids: [...new Set(rows.map((row) => row[name]).filter((id): id is number => typeof id === 'number'))] }))
    .filter(({ ids }) => ids.length > 0);
  const { data, isLoading } = useQuery({
    queryKey: ['related-rows', resource.name, wanted.map(({ name, ids }) => [name, ids])],
    enabled: wanted.length > 0,
    staleTime: 60_000,
    queryFn: async (): Promise<RelatedRows> =>
      Object.fromEntries(
        await Promise.all(
          wanted.map(async ({ name, target, ids }) => {
            try {
              const { data: related } = await dataProvider().getMany!({ resource: target.name, ids });
              return [name, new Map(related.map((row) => [Number(row.id), row]))] as const;
            } catch {
              // Rows the user may not read (another member's account) keep their id.
              return [name, new Map<number, BaseRecord>()] as const;
            }
          }),
        ),
      ),
  });
  const related = data ?? {};
  const titles: RefTitles = Object.fromEntries(
    Object.entries(related).map(([name, found]) => {
      const target = getResource(resource.fields[name]!.ref!);
      return [name, new Map([...found].map(([id, row]) => [id, rowTitle(target, row)]))];
    }),
  );
  return { rows: related, titles, lookup: (field, id) => related[field]?.get(id), loading: isLoading };
};

/** Titles only: relations whose rows are named by their id add nothing to a bare id and are not fetched. */
export const useRefTitles = (resource: Resource, fields: readonly string[], rows: readonly BaseRecord[]): RefTitles =>
  useRelated(
    resource,
    fields.filter((name) => getResource(resource.fields[name]!.ref!).title !== 'id'),
    rows,
  ).titles;
