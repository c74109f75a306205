import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { localeBase, localeOfPath } from '../../registry/locales.ts';
import { PageDataContext, pageDataStore, readPageData, type PageDataStore } from '../common/page-data.ts';
import { loadSay, SayProvider, type Say } from '../common/say.ts';
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
// A form of the server's page sent before it is adopted is held by the page's own first script and sent once the
// page is adopted (src/server/render/scripts-after-paint.ts, routes.tsx). Without scripts at all, forms holding a
// password say method="post", so nothing typed goes into an address.
const served = readPageData();
const here = `${location.pathname}${location.search}`;
// The server's markup is adopted only where it was rendered for this very address; the shell kept for offline
// reading (another page's markup, or none) is drawn afresh.
const hydrating = served !== null && served.path === here && offlineCopy !== '';
// The page's language is its address's (/sw/… is Kiswahili); the router works within it.
const { locale, path: within } = localeOfPath(location.pathname);
const words = loadSay(locale);

const app = (say: Say, store: PageDataStore | null) => {
  const router = createBrowserRouter(routes, { basename: localeBase[locale] || undefined });
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
      <SayProvider say={say}>
        <RouterProvider router={router} />
      </SayProvider>
    </StrictMode>
  );
  return store ? <PageDataContext.Provider value={store}>{tree}</PageDataContext.Provider> : tree;
};

// A transition lets React render or adopt the first page in small slices, so a cheap phone stays responsive (and
// the page it already shows answers a tap, which React replays once it has adopted that part).
if (hydrating)
  // The page's chunk and words are loaded before hydrating, so React adopts the whole server page in one pass.
  void Promise.all([words, preloadPages(within).catch(() => undefined)]).then(([say]) =>
    startTransition(() => void hydrateRoot(root, app(say, pageDataStore(served, true, sessionStore.token() !== null)))),
  );
else
  void words.then((say) => {
    root.replaceChildren();
    startTransition(() => createRoot(root).render(app(say, served && pageDataStore({ ...served, answers: {} }, false))));
  });
