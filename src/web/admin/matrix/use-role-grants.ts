/**
 * One role's permission rows and how the matrix changes them. A cell holds no row (not allowed), one row with
 * scope `any`, or one row per party (`own` and `employer`: rows where the member is either). A change keeps the
 * rows that stay, moves a surplus row to a new scope before adding any, and deletes what is left over. The server
 * reloads its permission cache on each write, so a change holds from the next request.
 */
import { useDataProvider } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { anyScope, type Action, type Scope } from '../../../registry/access.ts';
import { fetchAll, resetGrants } from '../providers/grants.ts';
import { grantsQueryKey } from '../providers/use-grants.ts';

export interface PermissionRow {
  id: number;
  role_id: number;
  resource: string;
  action: Action;
  scope: Scope | null;
}

/** A cell's value: 'none', 'any', or the parties joined by commas in the resource's order ('own,employer'). */
export type Choice = string;
export const noChoice = 'none';

export const choiceOf = (scopes: readonly Scope[]): Choice => (!scopes.length ? noChoice : scopes.includes(anyScope) ? anyScope : scopes.join(','));
export const scopesOf = (choice: Choice): Scope[] => (choice === noChoice ? [] : choice.split(','));

/** The writes that turn `existing` rows into exactly one row per `wanted` scope. */
export const plan = (existing: readonly PermissionRow[], wanted: readonly Scope[]) => {
  const keep = new Map<Scope, PermissionRow>();
  const spare: PermissionRow[] = [];
  for (const row of existing) {
    const scope = row.scope;
    // A scope held twice (an old duplicate) keeps one row; a row without a scope grants nothing and is reused.
    if (scope && wanted.includes(scope) && !keep.has(scope)) keep.set(scope, row);
    else spare.push(row);
  }
  const missing = wanted.filter((scope) => !keep.has(scope));
  return {
    updates: missing.slice(0, spare.length).map((scope, i) => ({ id: spare[i]!.id, scope })),
    creates: missing.slice(spare.length),
    deletes: spare.slice(missing.length).map((row) => row.id),
  };
};

export const useRoleGrants = (roleId: number | undefined) => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['role-permissions', roleId];
  const query = useQuery({
    queryKey,
    enabled: roleId !== undefined,
    queryFn: () => fetchAll<PermissionRow>('auth/permissions', `role_id=${roleId}&_sort=id&_order=asc`),
  });
  const rows = new Map<string, PermissionRow[]>();
  for (const row of query.data ?? []) {
    const key = `${row.resource} ${row.action}`;
    rows.set(key, [...(rows.get(key) ?? []), row]);
  }

  /** The cell's current choice. */
  const choiceAt = (resource: string, action: Action): Choice =>
    choiceOf((rows.get(`${resource} ${action}`) ?? []).flatMap((row) => (row.scope ? [row.scope] : [])));

  const change = async (resource: string, action: Action, choice: Choice) => {
    const provider = dataProvider();
    const { updates, creates, deletes } = plan(rows.get(`${resource} ${action}`) ?? [], scopesOf(choice));
    try {
      // Grant before taking away, so a member never loses access between two writes of one change.
      for (const { id, scope } of updates) await provider.update({ resource: 'auth/permissions', id, variables: { scope } });
      for (const scope of creates) await provider.create({ resource: 'auth/permissions', variables: { role_id: roleId, resource, action, scope } });
      for (const id of deletes) await provider.deleteOne({ resource: 'auth/permissions', id });
    } finally {
      resetGrants();
      await Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: grantsQueryKey })]);
    }
  };

  return { rows, choiceAt, loading: query.isLoading, change };
};
