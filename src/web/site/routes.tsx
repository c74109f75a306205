/**
 * Every route of SPEC.md §2. Only the shell is in the first chunk; each page is a lazy chunk, so `/` loads the
 * home page and nothing else.
 */
import { lazy, useEffect, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './shell/layout.tsx';
import { RouteError } from './shell/route-error.tsx';
import { keepEarlyTyping } from './render/early-typing.ts';
import { directories, type InstitutionKind } from '../../registry/directories.ts';

/**
 * Marks #root `data-ready` once a page has been drawn or adopted and runs: a server-rendered page shows before its
 * script does, and until then its buttons do nothing. Tests wait for it before they click.
 */
const markReady = () => {
  const root = document.getElementById('root');
  if (!root || root.hasAttribute('data-ready')) return;
  keepEarlyTyping(root);
  root.setAttribute('data-ready', '');
};

/** What a route keeps for server rendering: loads its page's chunk ahead of the render (preloadPages). */
interface PageHandle {
  preload: () => Promise<unknown>;
}

/**
 * A page loaded on demand. React.lazy (not the router's `lazy`) lets the shell paint at once while the page's
 * chunk is still on its way, instead of a blank screen until it arrives. Once its chunk is loaded the page renders
 * at once, without suspending: the server and the hydrating browser load it first (preloadPages), so both render
 * the page itself, never the loading fallback.
 */
const page = <M,>(load: () => Promise<M>, render: (module: M) => ReactNode): Pick<RouteObject, 'element' | 'handle'> => {
  let loaded: M | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const Lazy = lazy(async () => {
    const module = await preload();
    return { default: () => render(module) };
  });
  const Page = () => {
    useEffect(markReady, []);
    return loaded === undefined ? <Lazy /> : render(loaded);
  };
  return { element: <Page />, handle: { preload } satisfies PageHandle };
};

const directory = () => import('./institutions/directory-page.tsx');
const detail = () => import('./institutions/detail-page.tsx');
const listingForm = () => import('./listings/register-listing-page.tsx');
const events = () => import('./events/event-pages.tsx');
/** Each directory, its category pages (registry/directories.ts), its listings' pages, form and comparison. */
const institutionRoutes: RouteObject[] = (Object.keys(directories) as InstitutionKind[]).flatMap((kind) => {
  const { path: list, categories } = directories[kind];
  const path = list.replace('/institutions/', '');
  return [
    { path: `institutions/${path}`, ...page(directory, (m) => <m.DirectoryPage kind={kind} />) },
    ...categories.map(({ slug: category }) => ({
      path: `institutions/${path}/${category}`,
      ...page(directory, (m) => <m.DirectoryPage kind={kind} category={category} />),
    })),
    { path: `institutions/${path}/:id`, ...page(detail, (m) => <m.InstitutionDetailPage kind={kind} />) },
    { path: `institutions/register-${kind}`, ...page(listingForm, (m) => <m.RegisterListingPage kind={kind} />) },
    { path: `compare/${path}`, ...page(() => import('./compare/compare-page.tsx'), (m) => <m.ComparePage kind={kind} />) },
  ];
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('./home/home-page.tsx'), (m) => <m.HomePage />) },
      { path: 'search', ...page(() => import('./search/search-page.tsx'), (m) => <m.SearchPage />) },
      { path: 'about', ...page(() => import('./static/about-page.tsx'), (m) => <m.AboutPage />) },
      { path: 'contact', ...page(() => import('./static/contact-page.tsx'), (m) => <m.ContactPage />) },
      { path: 'support', ...page(() => import('./static/support-page.tsx'), (m) => <m.SupportPage />) },
      { path: 'terms', ...page(() => import('./static/terms-page.tsx'), (m) => <m.TermsPage />) },
      { path: 'login', ...page(() => import('./account/login-page.tsx'), (m) => <m.LoginPage />) },
      { path: 'register', ...page(() => import('./account/register-page.tsx'), (m) => <m.RegisterPage />) },
      { path: 'forgot-password', ...page(() => import('./account/forgot-password-page.tsx'), (m) => <m.ForgotPasswordPage />) },
      { path: 'reset-password', ...page(() => import('./account/reset-password-page.tsx'), (m) => <m.ResetPasswordPage />) },
      { path: 'verify-email', ...page(() => import('./account/verify-email-page.tsx'), (m) => <m.VerifyEmailPage />) },
      { path: 'profile', ...page(() => import('./account/profile-page.tsx'), (m) => <m.ProfilePage />) },
      { path: 'dashboard', ...page(() => import('./account/dashboard-page.tsx'), (m) => <m.DashboardPage />) },
      { path: 'saved', ...page(() => import('./saved/saved-page.tsx'), (m) => <m.SavedPage />) },
      { path: 'settings', ...page(() => import('./account/settings-page.tsx'), (m) => <m.SettingsPage />) },
      { path: 'institutions', ...page(() => import('./institutions/institutions-page.tsx'), (m) => <m.InstitutionsPage />) },
      ...institutionRoutes,
      { path: 'news', ...page(() => import('./content/news-pages.tsx'), (m) => <m.NewsListPage />) },
      { path: 'news/:id', ...page(() => import('./content/news-pages.tsx'), (m) => <m.NewsDetailPage />) },
      { path: 'post', ...page(() => import('./content/post-pages.tsx'), (m) => <m.PostListPage />) },
      { path: 'post/:id', ...page(() => import('./content/post-pages.tsx'), (m) => <m.PostDetailPage />) },
      { path: 'archive', ...page(() => import('./content/archive-pages.tsx'), (m) => <m.ArchiveListPage />) },
      { path: 'archive/:id', ...page(() => import('./content/archive-pages.tsx'), (m) => <m.ArchiveDetailPage />) },
      { path: 'events', ...page(events, (m) => <m.EventListPage kind="events" />) },
      { path: 'events/:id', ...page(events, (m) => <m.EventDetailPage kind="events" />) },
      { path: 'admission-events', ...page(events, (m) => <m.EventListPage kind="admissions" />) },
      { path: 'admission-events/:id', ...page(events, (m) => <m.EventDetailPage kind="admissions" />) },
      { path: 'webinars', ...page(events, (m) => <m.EventListPage kind="webinars" />) },
      { path: 'webinars/:id', ...page(events, (m) => <m.EventDetailPage kind="webinars" />) },
      { path: 'resources', ...page(() => import('./content/resources-page.tsx'), (m) => <m.ResourcesPage />) },
      { path: 'notifications', ...page(() => import('./notifications/notification-pages.tsx'), (m) => <m.NotificationListPage />) },
      { path: 'notifications/:id', ...page(() => import('./notifications/notification-pages.tsx'), (m) => <m.NotificationDetailPage />) },
      { path: 'jobs', ...page(() => import('./jobs/jobs-page.tsx'), (m) => <m.JobsPage />) },
      { path: 'jobs/resume', ...page(() => import('./jobs/resume-page.tsx'), (m) => <m.ResumePage />) },
      { path: 'jobs/applications', ...page(() => import('./jobs/my-applications-page.tsx'), (m) => <m.MyApplicationsPage />) },
      { path: 'jobs/:id', ...page(() => import('./jobs/job-detail-page.tsx'), (m) => <m.JobDetailPage />) },
      { path: 'register-job', ...page(listingForm, (m) => <m.RegisterListingPage kind="job" />) },
      { path: 'my-listings', ...page(() => import('./listings/my-listings-page.tsx'), (m) => <m.MyListingsPage />) },
      { path: 'my-listings/:kind/:id', ...page(() => import('./listings/edit-listing-page.tsx'), (m) => <m.EditListingPage />) },
      { path: 'shops', ...page(() => import('./shop/shops-page.tsx'), (m) => <m.ShopsPage />) },
      { path: 'shops/:id', ...page(() => import('./shop/shop-detail-page.tsx'), (m) => <m.ShopDetailPage />) },
      { path: 'register-shop', ...page(listingForm, (m) => <m.RegisterListingPage kind="shop" />) },
      { path: 'products/:id', ...page(() => import('./shop/product-page.tsx'), (m) => <m.ProductPage />) },
      { path: 'cart', ...page(() => import('./shop/cart-page.tsx'), (m) => <m.CartPage />) },
      { path: 'checkout', ...page(() => import('./shop/checkout-page.tsx'), (m) => <m.CheckoutPage />) },
      { path: 'checkout-confirmation', ...page(() => import('./shop/confirmation-page.tsx'), (m) => <m.ConfirmationPage />) },
      { path: 'orders', ...page(() => import('./shop/orders-page.tsx'), (m) => <m.OrdersPage />) },
      { path: 'orders/:id', ...page(() => import('./shop/order-page.tsx'), (m) => <m.OrderPage />) },
      { path: 'payments', ...page(() => import('./shop/payments-page.tsx'), (m) => <m.PaymentsPage />) },
      { path: '*', ...page(() => import('./static/not-found-page.tsx'), (m) => <m.NotFoundPage />) },
    ],
  },
];

/** Loads the chunks of the pages at `path`, so a render of it does not suspend. */
export const preloadPages = (path: string) =>
  Promise.all((matchRoutes(routes, path) ?? []).map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
