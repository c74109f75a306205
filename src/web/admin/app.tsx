/**
 * The admin: Refine on antd at /admin, resources and screens generated from the registry, signed in through
 * /api/auth, access from the user's grants at /api/auth/grants. Every screen is its own lazy chunk.
 */
import { ErrorComponent, ThemedLayout, useNotificationProvider } from '@refinedev/antd';
import { Authenticated, Refine } from '@refinedev/core';
import { CatchAllNavigate, DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { Sider } from './layout/admin-sider.tsx';
import { BrandTitle } from './layout/brand-title.tsx';
import { SignedOut } from './layout/signed-out.tsx';
import { GrantsGate } from './layout/grants-gate.tsx';
import { Home } from './layout/home.tsx';
import { theme } from './layout/theme.ts';
import { sessionStore } from '../common/session-store.ts';
import { accessControlProvider } from './providers/access-control-provider.ts';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider, primeListAt } from './providers/data-provider.ts';
import { preloadGrants } from './providers/grants.ts';
import { routerProvider } from './providers/router-provider.ts';
import { ListScreen, preloadListScreen } from './screens/list-screen-chunk.ts';
import { refineResources } from './resources/refine-resources.tsx';
import { deskScreen, ownerAnalyticsScreen } from './resources/owner-screens.tsx';
import { useGrantsWatch } from './providers/use-grants-watch.ts';
import { ownerDesks } from '../../registry/owner-desks.ts';

const LoginScreen = lazy(() => import('./screens/login-screen.tsx'));
const ShowScreen = lazy(() => import('./screens/show-screen.tsx'));
const CreateScreen = lazy(() => import('./screens/create-screen.tsx'));
const EditScreen = lazy(() => import('./screens/edit-screen.tsx'));
const ModerationScreen = lazy(() => import('./screens/moderation-screen.tsx'));
const ClaimsScreen = lazy(() => import('./screens/claims-screen.tsx'));
const ImportScreen = lazy(() => import('./screens/import-screen.tsx'));
const DuplicatesScreen = lazy(() => import('./screens/duplicates-screen.tsx'));
const MatrixScreen = lazy(() => import('./screens/matrix-screen.tsx'));
const ApplicantsScreen = lazy(() => import('./screens/applicants-screen.tsx'));
const ShopOrdersScreen = lazy(() => import('./screens/shop-orders-screen.tsx'));
const DeskScreen = lazy(() => import('./screens/desk-screen.tsx'));
const OwnerAnalyticsScreen = lazy(() => import('./screens/owner-analytics-screen.tsx'));

// A signed-in visit almost always opens a list: fetch its code, its rows and the user's grants while the session
// is checked.
if (sessionStore.token()) {
  void preloadListScreen();
  preloadGrants();
  primeListAt(window.location);
}

/** Checks the grants while the admin is open, so screens follow an admin's change to them. */
const GrantsWatch = () => {
  useGrantsWatch();
  return null;
};

const loading = <Spin style={{ display: 'block', margin: 48 }} />;
const title = ({ resource, action }: { resource?: { meta?: { label?: string } }; action?: string }) =>
  [resource?.meta?.label, action && action !== 'list' ? action : null, 'ElimuHub Admin'].filter(Boolean).join(' · ');

export const AdminApp = () => (
  <BrowserRouter basename="/admin">
    <ConfigProvider theme={theme}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={useNotificationProvider}
          resources={refineResources}
          options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true, title: { text: 'ElimuHub Admin' } }}
        >
          <Suspense fallback={loading}>
            <Routes>
              <Route
                element={
                  <Authenticated key="admin" fallback={<CatchAllNavigate to="/login" />}>
                    <ThemedLayout Title={BrandTitle} Sider={Sider}>
                      <GrantsWatch />
                      <GrantsGate>
                        <Suspense fallback={loading}>
                          <Outlet />
                        </Suspense>
                      </GrantsGate>
                    </ThemedLayout>
                  </Authenticated>
                }
              >
                <Route index element={<Home />} />
                <Route path="moderation" element={<ModerationScreen />} />
                <Route path="moderation/claims" element={<ClaimsScreen />} />
                <Route path="duplicates" element={<DuplicatesScreen />} />
                <Route path="access-matrix" element={<MatrixScreen />} />
                <Route path="applicants" element={<ApplicantsScreen />} />
                <Route path="shop-orders" element={<ShopOrdersScreen />} />
                {ownerDesks.map((desk) => (
                  <Route key={desk.key} path={deskScreen(desk)} element={<DeskScreen deskKey={desk.key} />} />
                ))}
                <Route path={ownerAnalyticsScreen} element={<OwnerAnalyticsScreen />} />
                <Route path=":family/:base">
                  <Route index element={<ListScreen />} />
                  <Route path="create" element={<CreateScreen />} />
                  <Route path="import" element={<ImportScreen />} />
                  <Route path="edit/:id" element={<EditScreen />} />
                  <Route path="show/:id" element={<ShowScreen />} />
                </Route>
                <Route path="*" element={<ErrorComponent />} />
              </Route>
              <Route element={<SignedOut />}>
                <Route path="login" element={<LoginScreen />} />
              </Route>
            </Routes>
          </Suspense>
          <UnsavedChangesNotifier />
          <DocumentTitleHandler handler={title} />
        </Refine>
      </AntdApp>
    </ConfigProvider>
  </BrowserRouter>
);
