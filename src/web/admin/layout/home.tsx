/**
 * /admin's first page: the analytics for staff; for a school, employer or vendor, the first list they keep.
 */
import { useCan } from '@refinedev/core';
import { Result, Spin } from 'antd';
import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { resources } from '../../../registry/index.ts';
import { families } from '../../../registry/resource.ts';
import { scopeOf } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';

const DashboardScreen = lazy(() => import('../screens/dashboard-screen.tsx'));

/** Listings the user created come first: that is what a school or vendor signs in to keep current. */
const byFamily = [...resources].sort((a, b) => families.indexOf(a.family) - families.indexOf(b.family) || Number(b.owned) - Number(a.owned));

export const Home = () => {
  const { data, isLoading } = useCan({ resource: extraScreens.dashboard, action: 'list' });
  const grants = useGrants();
  if (isLoading || !grants) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (data?.can) return <DashboardScreen />;
  const first = byFamily.find((resource) => resource.visibility !== 'public' && scopeOf(grants, resource, 'update') !== null && scopeOf(grants, resource, 'list') !== null);
  return first ? <Navigate to={`/${first.name}`} replace /> : <Result status="info" title="Nothing to manage yet" subTitle="Your account has no listings to keep here." />;
};
