/**
 * One role's permission rows and the three changes the matrix makes: grant (create), widen or narrow (scope),
 * revoke (delete). The server reloads its permission cache on each write, so a change holds from the next request.
 */
import { useDataProvider } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Action, Scope } from '../../../registry/access.ts';
import { fetchAll, resetGrants } from '../providers/grants.ts';
import { grantsQueryKey } from '../providers/use-grants.ts';

export interface PermissionRow {
  id: number;
  role_id: number;
  resource: string;
  action: Action;
  scope: Scope | null;
}

export type Choice = Scope | 'none';

export const useRoleGrants = (roleId: number | undefined) => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['role-permissions', roleId];
  const query = useQuery({
    queryKey,
    enabled: roleId !== undefined,
    queryFn: () => fetchAll<PermissionRow>('auth/permissions', `role_id=${roleId}&_sort=id&_order=asc`),
  });
  const rows = new Map((query.data ?? []).map((row) => [`${row.resource} ${row.action}`, row]));

  const change = async (resource: string, action: Action, choice: Choice) => {
    const provider = dataProvider();
    const existing = rows.get(`${resource} ${action}`);
    if (choice === 'none') {
      if (existing) await provider.deleteOne({ resource: 'auth/permissions', id: existing.id });
    } else if (existing) {
      await provider.update({ resource: 'auth/permissions', id: existing.id, variables: { scope: choice } });
    } else {
      await provider.create({ resource: 'auth/permissions', variables: { role_id: roleId, resource, action, scope: choice } });
    }
    resetGrants();
    await Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: grantsQueryKey })]);
  };

  return { rows, loading: query.isLoading, change };
};
