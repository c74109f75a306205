/**
 * Every route of docs/product.md#pages-and-addresses. Only the shell is in the first chunk; each page is a lazy
 * chunk, so `/` loads the home page and nothing else.
 */
import { lazy, useEffect, type ReactNode } from 'react';
import { matchRoutes, useParams, type RouteObject } from 'react-router-dom';
import { Layout } from './shell/layout.tsx';
import { RouteError } from './shell/route-error.tsx';
import { keepEarlyTyping } from './render/early-typing.ts';
import { isRowNumber } from '../../registry/row-number.ts';
import { directoryPaths, institutionKinds, pagePaths, type PagePath } from './site-paths.ts';

/**
 * Marks #root `data-ready` once a page has been drawn or adopted and runs: a server-rendered page shows before its
 * script does, and until then its buttons do nothing and a form sent is held, to be sent now. Tests wait for it
 * before they click.
 */
let adopting = false;
const markReady = () => {
  const root = document.getElementById('root') as (HTMLElement & { heldSubmit?: HTMLFormElement }) | null;
  if (!root || adopting || root.hasAttribute('data-ready')) return;
  adopting = true;
  void keepEarlyTyping(root).then(() => {
    root.setAttribute('data-ready', '');
    // A form the reader sent before the page was adopted, held by the page's first script (scripts-after-paint.ts):
    // sent once React has rendered the typing just handed to it; sent sooner, it would send the fields as the server
    // drew them.
    const held = root.heldSubmit;
    delete root.heldSubmit;
    if (held?.isConnected) held.requestSubmit();
  });
};

/**
 * What a route keeps for server rendering: loads its page's chunk ahead of the render (preloadPages), and names the
 * page's module (relative to this folder, as imported) so the server can ask the browser for that chunk and its
 * styles in the page's head, instead of the browser finding them only once the entry script has run.
 */
interface PageHandle {
  preload: () => Promise<unknown>;
  module: string;
}

/**
 * A page loaded on demand. React.lazy (not the router's `lazy`) lets the shell paint at once while the page's
 * chunk is still on its way, instead of a blank screen until it arrives. Once its chunk is loaded the page renders
 * at once, without suspending: the server and the hydrating browser load it first (preloadPages), so both render
 * the page itself, never the loading fallback.
 */
type PageRoute = Pick<RouteObject, 'element' | 'handle'>;

const page = <M,>(source: string, load: () => Promise<M>, render: (module: M) => ReactNode): PageRoute => {
  let loaded: M | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const Lazy = lazy(async () => {
    const module = await preload();
    return { default: () => render(module) };
  });
  const Page = () => {
    useEffect(markReady, []);
    // A row's number is written one way (isRowNumber): "1?x" (from /jobs/1%3Fx) would reach the API as a query, and
    // "01" would show the row under the 404 the server answers such an address with (seo/page-status.ts).
    const { id } = useParams();
    if (id !== undefined && !isRowNumber(id) && source !== notFoundModule) return notFound.element;
    return loaded === undefined ? <Lazy /> : render(loaded);
  };
  return { element: <Page />, handle: { preload, module: source } satisfies PageHandle };
};

const notFoundModule = './static/not-found-page.tsx';
const notFound = page(
  notFoundModule,
  () => import('./static/not-found-page.tsx'),
  (m) => <m.NotFoundPage />,
);

const directory = ['./institutions/directory-page.tsx', () => import('./institutions/directory-page.tsx')] as const;
const detail = ['./institutions/detail-page.tsx', () => import('./institutions/detail-page.tsx')] as const;
const listingForm = ['./listings/register-listing-page.tsx', () => import('./listings/register-listing-page.tsx')] as const;
const events = ['./events/event-pages.tsx', () => import('./events/event-pages.tsx')] as const;
const news = ['./content/news-pages.tsx', () => import('./content/news-pages.tsx')] as const;
const posts = ['./content/post-pages.tsx', () => import('./content/post-pages.tsx')] as const;
const archive = ['./content/archive-pages.tsx', () => import('./content/archive-pages.tsx')] as const;
const notifications = ['./notifications/notification-pages.tsx', () => import('./notifications/notification-pages.tsx')] as const;

/** The page at each address of site-paths.ts (which the server reads too): one for each, none without one. */
const pages = {
  search: page(
    './search/search-page.tsx',
    () => import('./search/search-page.tsx'),
    (m) => <m.SearchPage />,
  ),
  about: page(
    './static/about-page.tsx',
    () => import('./static/about-page.tsx'),
    (m) => <m.AboutPage />,
  ),
  contact: page(
    './static/contact-page.tsx',
    () => import('./static/contact-page.tsx'),
    (m) => <m.ContactPage />,
  ),
  support: page(
    './static/support-page.tsx',
    () => import('./static/support-page.tsx'),
    (m) => <m.SupportPage />,
  ),
  terms: page(
    './static/terms-page.tsx',
    () => import('./static/terms-page.tsx'),
    (m) => <m.TermsPage />,
  ),
  login: page(
    './account/login-page.tsx',
    () => import('./account/login-page.tsx'),
    (m) => <m.LoginPage />,
  ),
  register: page(
    './account/register-page.tsx',
    () => import('./account/register-page.tsx'),
    (m) => <m.RegisterPage />,
  ),
  'forgot-password': page(
    './account/forgot-password-page.tsx',
    () => import('./account/forgot-password-page.tsx'),
    (m) => <m.ForgotPasswordPage />,
  ),
  'reset-password': page(
    './account/reset-password-page.tsx',
    () => import('./account/reset-password-page.tsx'),
    (m) => <m.ResetPasswordPage />,
  ),
  'verify-email': page(
    './account/verify-email-page.tsx',
    () => import('./account/verify-email-page.tsx'),
    (m) => <m.VerifyEmailPage />,
  ),
  'email-change': page(
    './account/email-change-page.tsx',
    () => import('./account/email-change-page.tsx'),
    (m) => <m.EmailChangePage />,
  ),
  profile: page(
    './account/profile-page.tsx',
    () => import('./account/profile-page.tsx'),
    (m) => <m.ProfilePage />,
  ),
  dashboard: page(
    './account/dashboard-page.tsx',
    () => import('./account/dashboard-page.tsx'),
    (m) => <m.DashboardPage />,
  ),
  saved: page(
    './saved/saved-page.tsx',
    () => import('./saved/saved-page.tsx'),
    (m) => <m.SavedPage />,
  ),
  settings: page(
    './account/settings-page.tsx',
    () => import('./account/settings-page.tsx'),
    (m) => <m.SettingsPage />,
  ),
  institutions: page(
    './institutions/institutions-page.tsx',
    () => import('./institutions/institutions-page.tsx'),
    (m) => <m.InstitutionsPage />,
  ),
  news: page(...news, (m) => <m.NewsListPage />),
  'news/:id': page(...news, (m) => <m.NewsDetailPage />),
  post: page(...posts, (m) => <m.PostListPage />),
  'post/:id': page(...posts, (m) => <m.PostDetailPage />),
  archive: page(...archive, (m) => <m.ArchiveListPage />),
  'archive/:id': page(...archive, (m) => <m.ArchiveDetailPage />),
  events: page(...events, (m) => <m.EventListPage kind="events" />),
  'events/:id': page(...events, (m) => <m.EventDetailPage kind="events" />),
  'admission-events': page(...events, (m) => <m.EventListPage kind="admissions" />),
  'admission-events/:id': page(...events, (m) => <m.EventDetailPage kind="admissions" />),
  webinars: page(...events, (m) => <m.EventListPage kind="webinars" />),
  'webinars/:id': page(...events, (m) => <m.EventDetailPage kind="webinars" />),
  resources: page(
    './content/resources-page.tsx',
    () => import('./content/resources-page.tsx'),
    (m) => <m.ResourcesPage />,
  ),
  notifications: page(...notifications, (m) => <m.NotificationListPage />),
  'notifications/:id': page(...notifications, (m) => <m.NotificationDetailPage />),
  messages: page(
    './messages/messages-page.tsx',
    () => import('./messages/messages-page.tsx'),
    (m) => <m.MessagesPage />,
  ),
  jobs: page(
    './jobs/jobs-page.tsx',
    () => import('./jobs/jobs-page.tsx'),
    (m) => <m.JobsPage />,
  ),
  'jobs/resume': page(
    './jobs/resume-page.tsx',
    () => import('./jobs/resume-page.tsx'),
    (m) => <m.ResumePage />,
  ),
  'jobs/applications': page(
    './jobs/my-applications-page.tsx',
    () => import('./jobs/my-applications-page.tsx'),
    (m) => <m.MyApplicationsPage />,
  ),
  'jobs/:id': page(
    './jobs/job-detail-page.tsx',
    () => import('./jobs/job-detail-page.tsx'),
    (m) => <m.JobDetailPage />,
  ),
  'register-job': page(...listingForm, (m) => <m.RegisterListingPage kind="job" />),
  'my-listings': page(
    './listings/my-listings-page.tsx',
    () => import('./listings/my-listings-page.tsx'),
    (m) => <m.MyListingsPage />,
  ),
  'my-listings/:kind/:id': page(
    './listings/edit-listing-page.tsx',
    () => import('./listings/edit-listing-page.tsx'),
    (m) => <m.EditListingPage />,
  ),
  'claim/:kind/:id': page(
    './claims/claim-page.tsx',
    () => import('./claims/claim-page.tsx'),
    (m) => <m.ClaimPage />,
  ),
  claims: page(
    './claims/my-claims-page.tsx',
    () => import('./claims/my-claims-page.tsx'),
    (m) => <m.MyClaimsPage />,
  ),
  'claims/verify': page(
    './claims/verify-claim-page.tsx',
    () => import('./claims/verify-claim-page.tsx'),
    (m) => <m.VerifyClaimPage />,
  ),
  shops: page(
    './shop/shops-page.tsx',
    () => import('./shop/shops-page.tsx'),
    (m) => <m.ShopsPage />,
  ),
  'shops/:id': page(
    './shop/shop-detail-page.tsx',
    () => import('./shop/shop-detail-page.tsx'),
    (m) => <m.ShopDetailPage />,
  ),
  'register-shop': page(...listingForm, (m) => <m.RegisterListingPage kind="shop" />),
  'products/:id': page(
    './shop/product-page.tsx',
    () => import('./shop/product-page.tsx'),
    (m) => <m.ProductPage />,
  ),
  cart: page(
    './shop/cart-page.tsx',
    () => import('./shop/cart-page.tsx'),
    (m) => <m.CartPage />,
  ),
  checkout: page(
    './shop/checkout-page.tsx',
    () => import('./shop/checkout-page.tsx'),
    (m) => <m.CheckoutPage />,
  ),
  'checkout-confirmation': page(
    './shop/confirmation-page.tsx',
    () => import('./shop/confirmation-page.tsx'),
    (m) => <m.ConfirmationPage />,
  ),
  orders: page(
    './shop/orders-page.tsx',
    () => import('./shop/orders-page.tsx'),
    (m) => <m.OrdersPage />,
  ),
  'orders/:id': page(
    './shop/order-page.tsx',
    () => import('./shop/order-page.tsx'),
    (m) => <m.OrderPage />,
  ),
  payments: page(
    './shop/payments-page.tsx',
    () => import('./shop/payments-page.tsx'),
    (m) => <m.PaymentsPage />,
  ),
} satisfies Record<PagePath, PageRoute>;

/** Each directory, its category pages (registry/directories.ts), its listings' pages, form and comparison. */
const institutionRoutes: RouteObject[] = institutionKinds.flatMap((kind) => {
  const paths = directoryPaths(kind);
  return [
    { path: paths.list, ...page(...directory, (m) => <m.DirectoryPage kind={kind} />) },
    ...paths.categories.map(({ slug: category, path }) => ({ path, ...page(...directory, (m) => <m.DirectoryPage kind={kind} category={category} />) })),
    { path: paths.detail, ...page(...detail, (m) => <m.InstitutionDetailPage kind={kind} />) },
    { path: paths.register, ...page(...listingForm, (m) => <m.RegisterListingPage kind={kind} />) },
    {
      path: paths.compare,
      ...page(
        './compare/compare-page.tsx',
        () => import('./compare/compare-page.tsx'),
        (m) => <m.ComparePage kind={kind} />,
      ),
    },
  ];
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        ...page(
          './home/home-page.tsx',
          () => import('./home/home-page.tsx'),
          (m) => <m.HomePage />,
        ),
      },
      ...pagePaths.map((path) => ({ path, ...pages[path] })),
      ...institutionRoutes,
      // Any other address: the server answers it with status 404 (seo/site-page.ts reads site-paths.ts).
      { path: '*', ...notFound },
    ],
  },
];

const pageHandles = (path: string) => (matchRoutes(routes, path) ?? []).flatMap(({ route }) => (route.handle ? [route.handle as PageHandle] : []));

/** Loads the chunks of the pages at `path`, so a render of it does not suspend. */
export const preloadPages = (path: string) => Promise.all(pageHandles(path).map((handle) => handle.preload()));

/** The modules of the pages at `path` (within its language), as routes.tsx imports them: './home/home-page.tsx'. */
export const pageModules = (path: string) => pageHandles(path).map((handle) => handle.module);
