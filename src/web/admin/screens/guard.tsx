/** Routes the user may not use show why instead of failing request by request. */
import { ErrorComponent } from '@refinedev/antd';
import { CanAccess, type BaseKey } from '@refinedev/core';
import { Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { Resource } from '../../../registry/resource.ts';
import { useFirstListArrival } from '../providers/first-list.ts';
import { listAccess } from '../providers/list-access.ts';
import { useGrants } from '../providers/use-grants.ts';
import { useRegistryResource } from '../resources/use-registry-resource.ts';

interface Props {
  action: 'list' | 'show' | 'create' | 'edit';
  children: (resource: Resource, id?: BaseKey) => ReactNode;
}

export const ResourceGuard = ({ action, children }: Props) => {
  const { resource, id } = useRegistryResource();
  const grants = useGrants();
  // A list whose first rows are on their way opens with them, one render rather than an empty table and another.
  const rowsComing = useFirstListArrival(action === 'list' ? resource?.name : undefined);
  if (!resource) return <ErrorComponent />;
  const refused = <Result status="403" title="Not allowed" subTitle={`Your account cannot ${action} ${resource.label.toLowerCase()} here.`} />;
  // A list is decided by the grants alone (list-access.ts): in the same render as the page, where a CanAccess
  // would draw it a query's turn later. A record's screen may depend on the record, which can() fetches.
  if (action === 'list') {
    if (!grants || rowsComing) return <Spin style={{ display: 'block', margin: 48 }} />;
    return listAccess(grants, resource.name).can ? children(resource) : refused;
  }
  return (
    <CanAccess key={`${resource.name} ${id ?? ''}`} resource={resource.name} action={action} params={{ id }} fallback={refused}>
      {children(resource, id)}
    </CanAccess>
  );
};
