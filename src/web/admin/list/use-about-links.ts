/**
 * Rows whose resource another field names (a review's target, by its target_type): one request per target
 * resource for a page of rows, so reviews and comments show "Moi Girls School" linked to it, not "university / 15".
 */
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { findResource, getResource } from '../../../registry/index.ts';
import type { Resource } from '../../../registry/resource.ts';
import { rowTitle } from './use-ref-titles.ts';

export interface AboutLink {
  to: string;
  title?: string;
}

/** Where the named row of a field is shown: its record page, and its name once fetched. */
export type AboutLinks = (name: string, row: BaseRecord) => AboutLink | undefined;

export const useAboutLinks = (resource: Resource, rows: readonly BaseRecord[]): AboutLinks => {
  const dataProvider = useDataProvider();
  const abouts = Object.entries(resource.fields).flatMap(([name, field]) => (field.about ? [{ name, about: field.about }] : []));
  const targetOf = (name: string, row: BaseRecord) => {
    const about = resource.fields[name]?.about;
    if (!about) return undefined;
    const value = String(row[about.by]);
    const target = about.resources ? about.resources[value] : findResource(value)?.name;
    return target && typeof row[name] === 'number' ? { target, id: row[name] as number } : undefined;
  };
  const idsByTarget = new Map<string, Set<number>>();
  for (const row of rows)
    for (const { name } of abouts) {
      const found = targetOf(name, row);
      if (found) idsByTarget.set(found.target, (idsByTarget.get(found.target) ?? new Set()).add(found.id));
    }
  const wanted = [...idsByTarget].map(([target, ids]) => ({ target, ids: [...ids].sort((a, b) => a - b) }));
  const { data } = useQuery({
    queryKey: ['about-rows', resource.name, wanted],
    enabled: wanted.length > 0,
    staleTime: 60_000,
    queryFn: async () =>
      Object.fromEntries(
        await Promise.all(
          wanted.map(async ({ target, ids }) => {
            try {
              const { data: found } = await dataProvider().getMany!({ resource: target, ids });
              return [target, new Map(found.map((row) => [Number(row.id), rowTitle(getResource(target), row)]))] as const;
            } catch {
              // A target the user may not read keeps its id.
              return [target, new Map<number, string>()] as const;
            }
          }),
        ),
      ) as Record<string, Map<number, string>>,
  });
  return (name, row) => {
    const found = targetOf(name, row);
    return found && { to: `/${found.target}/show/${found.id}`, title: data?.[found.target]?.get(found.id) };
  };
};
