/** The registry definition behind the current route's Refine resource. */
import { useResourceParams } from '@refinedev/core';
import { findResource } from '../../../registry/index.ts';

export const useRegistryResource = () => {
  const { resource, id } = useResourceParams();
  return { resource: resource ? findResource(resource.name) : undefined, id };
};
