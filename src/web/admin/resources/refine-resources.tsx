/**
 * Refine's resource list, derived from the registry: one menu group per family, one item per resource with
 * its human label and the generic routes, plus the dashboard, moderation queue and permission matrix.
 */
import { DashboardOutlined, SafetyOutlined, TableOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { resources } from '../../../registry/index.ts';
import { families } from '../../../registry/resource.ts';
import { extraScreens } from './extra-screens.ts';

export const resourcePaths = (name: string) => ({
  list: `/${name}`,
  create: `/${name}/create`,
  edit: `/${name}/edit/:id`,
  show: `/${name}/show/:id`,
});

export const refineResources: ResourceProps[] = [
  { name: extraScreens.dashboard, list: '/', meta: { label: 'Dashboard', icon: <DashboardOutlined /> } },
  { name: extraScreens.moderation, list: '/moderation', meta: { label: 'Moderation queue', icon: <SafetyOutlined /> } },
  ...families.flatMap((family): ResourceProps[] => [
    { name: family, meta: { label: family } },
    ...resources
      .filter((resource) => resource.family === family)
      .map((resource) => ({
        name: resource.name,
        ...resourcePaths(resource.name),
        meta: { label: resource.label, parent: family, canDelete: true },
      })),
    ...(family === 'Access'
      ? [{ name: extraScreens.matrix, list: '/access-matrix', meta: { label: 'Permission matrix', parent: family, icon: <TableOutlined /> } }]
      : []),
  ]),
];
