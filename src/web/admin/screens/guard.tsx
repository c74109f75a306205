/** Routes the user may not use show why instead of failing request by request. */
import { ErrorComponent } from '@refinedev/antd';
import { CanAccess, type BaseKey } from '@refinedev/core';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import type { Resource } from '../../../registry/resource.ts';
import { useRegistryResource } from '../resources/use-registry-resource.ts';

interface Props {
  action: 'list' | 'show' | 'create' | 'edit';
  children: (resource: Resource, id?: BaseKey) => ReactNode;
}

export const ResourceGuard = ({ action, children }: Props) => {
  const { resource, id } = useRegistryResource();
  if (!resource) return <ErrorComponent />;
  return (
    <CanAccess
      key={`${resource.name} ${id ?? ''}`}
      resource={resource.name}
      action={action}
      params={{ id }}
      fallback={<Result status="403" title="Not allowed" subTitle={`Your account cannot ${action} ${resource.label.toLowerCase()} here.`} />}
    >
      {children(resource, id)}
    </CanAccess>
  );
};
