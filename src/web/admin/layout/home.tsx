/**
 * /admin's first page: the analytics for staff; for a school, employer or vendor, the desk of the listings they
 * keep (My listings, My jobs, My shop), the one their role is at home at first.
 */
import { useCan } from '@refinedev/core';
import { Result, Spin } from 'antd';
import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { desksOf } from '../providers/owner-desks.ts';
import { useGrants } from '../providers/use-grants.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import { deskScreen } from '../resources/owner-screens.tsx';

const DashboardScreen = lazy(() => import('../screens/dashboard-screen.tsx'));

export const Home = () => {
  const { data, isLoading } = useCan({ resource: extraScreens.dashboard, action: 'list' });
  const grants = useGrants();
  if (isLoading || !grants) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (data?.can) return <DashboardScreen />;
  const [desk] = desksOf(grants);
  return desk ? (
    <Navigate to={`/${deskScreen(desk)}`} replace />
  ) : (
    <Result status="info" title="Nothing to manage yet" subTitle="Your account has no listings to keep here." />
  );
};
