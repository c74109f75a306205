/**
 * The owners' back office in the menu: one screen per desk of the registry (My listings, My jobs, My shop) and
 * the numbers of the owner's listings. Named like resources so access control and the menu treat them alike.
 */
import { AppstoreOutlined, LineChartOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { ownerDesks, type OwnerDesk } from '../../../registry/owner-desks.ts';

export const deskScreen = (desk: OwnerDesk) => `my-${desk.key}`;
export const ownerAnalyticsScreen = 'my-analytics';

export const ownerScreens: ResourceProps[] = [
  ...ownerDesks.map((desk) => ({ name: deskScreen(desk), list: `/${deskScreen(desk)}`, meta: { label: desk.label, icon: <AppstoreOutlined /> } })),
  { name: ownerAnalyticsScreen, list: `/${ownerAnalyticsScreen}`, meta: { label: 'My numbers', icon: <LineChartOutlined /> } },
];
