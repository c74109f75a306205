/**
 * Refine's resource list, derived from the registry: one menu group per family, one item per resource with
 * its human label and the generic routes, plus the dashboard, moderation queue, permission matrix, and the screens
 * of a party: an employer's applicants and a vendor's orders.
 */
import { DashboardOutlined, MergeCellsOutlined, TableOutlined, TeamOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { resources } from '../../../registry/index.ts';
import { families } from '../../../registry/resource.ts';
import { QueueMenuIcon } from '../moderation/queue-menu-icon.tsx';
import { extraScreens } from './extra-screens.ts';
import { ownerScreens } from './owner-screens.tsx';

export const resourcePaths = (name: string) => ({
  list: `/${name}`,
  create: `/${name}/create`,
  edit: `/${name}/edit/:id`,
  show: `/${name}/show/:id`,
});

export const refineResources: ResourceProps[] = [
  { name: extraScreens.dashboard, list: '/', meta: { label: 'Dashboard', icon: <DashboardOutlined /> } },
  { name: extraScreens.moderation, list: '/moderation', meta: { label: 'Moderation queue', icon: <QueueMenuIcon /> } },
  ...ownerScreens,
  ...families.flatMap((family): ResourceProps[] => [
    { name: family, meta: { label: family } },
    ...(family === 'Jobs'
      ? [{ name: extraScreens.applicants, list: '/applicants', meta: { label: 'Applicants', parent: family, icon: <TeamOutlined /> } }]
      : []),
    ...(family === 'Institutions'
      ? [
          {
            name: extraScreens.duplicates,
            list: `/${extraScreens.duplicates}`,
            meta: { label: 'Likely duplicates', parent: family, icon: <MergeCellsOutlined /> },
          },
        ]
      : []),
    // No icon: the menu is 200 px wide and the label needs the room.
    ...(family === 'Shop' ? [{ name: extraScreens.shopOrders, list: '/shop-orders', meta: { label: 'Orders for my shop', parent: family } }] : []),
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
