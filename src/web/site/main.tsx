import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PageDataContext, pageDataStore, readPageData, type PageDataStore } from '../common/page-data.ts';
import { session } from '../common/session.ts';
import { sessionStore } from '../common/session-store.ts';
import { offlineCopy } from './offline/offline-copy.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';
import { preloadPages, routes } from './routes.tsx';
import './styles.css';

// The stored user shows at once; the server confirms (or clears) it in the background.
void session.refresh();
registerServiceWorker();

const root = document.getElementById('root')!;
const served = readPageData();
const here = `${location.pathname}${location.search}`;
// The server's markup is adopted only where it was rendered for this very address; the shell kept for offline
// reading (another page's markup, or none) is drawn afresh.
const hydrating = served !== null && served.path === here && offlineCopy !== '';

const app = (store: PageDataStore | null) => {
  const router = createBrowserRouter(routes);
  if (store) {
    // The page's answers hold until the visitor moves on: React adopts the parts of a page one after another, and
    // each must find them. Any later page, or this one again, loads from the network.
    const landed = router.state.location.key;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.key === landed) return;
      store.first = false;
      store.answers.clear();
      unsubscribe();
    });
  }
  const tree = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  return store ? <PageDataContext.Provider value={store}>{tree}</PageDataContext.Provider> : tree;
};

// A transition lets React render or adopt the first page in small slices, so a cheap phone stays responsive (and
// the page it already shows answers a tap, which React replays once it has adopted that part).
if (hydrating)
  // The page's chunk is loaded before hydrating, so React adopts the whole server page in one pass.
  void preloadPages(location.pathname).finally(() =>
    startTransition(() => void hydrateRoot(root, app(pageDataStore(served, true, sessionStore.token() !== null)))),
  );
else {
  root.replaceChildren();
  startTransition(() => createRoot(root).render(app(served && pageDataStore({ ...served, answers: {} }, false))));
}
