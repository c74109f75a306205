/**
 * The addresses of the public site (docs/product.md#pages-and-addresses), as React Router paths within a language:
 * the site's routes (routes.tsx) are made from this table, and the server reads it to answer 404 for any other
 * address (src/server/seo/site-page.ts) without loading React.
 */
import { directories, type InstitutionKind } from '../../registry/directories.ts';

/** Pages besides the home page and the directories. */
export const pagePaths = [
  'search',
  'about',
  'contact',
  'support',
  'terms',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'email-change',
  'profile',
  'dashboard',
  'saved',
  'settings',
  'institutions',
  'news',
  'news/:id',
  'post',
  'post/:id',
  'archive',
  'archive/:id',
  'events',
  'events/:id',
  'admission-events',
  'admission-events/:id',
  'webinars',
  'webinars/:id',
  'resources',
  'notifications',
  'notifications/:id',
  'messages',
  'jobs',
  'jobs/resume',
  'jobs/applications',
  'jobs/:id',
  'register-job',
  'my-listings',
  'my-listings/:kind/:id',
  'claim/:kind/:id',
  'claims',
  'claims/verify',
  'shops',
  'shops/:id',
  'register-shop',
  'products/:id',
  'cart',
  'checkout',
  'checkout-confirmation',
  'orders',
  'orders/:id',
  'payments',
] as const;

export type PagePath = (typeof pagePaths)[number];

export const institutionKinds = Object.keys(directories) as InstitutionKind[];

/** A directory's pages: its list, a page per category, its listings, its listing form and its comparison. */
export const directoryPaths = (kind: InstitutionKind) => {
  const { path: list, categories } = directories[kind];
  const plural = list.replace('/institutions/', '');
  return {
    list: `institutions/${plural}`,
    categories: categories.map(({ slug }) => ({ slug, path: `institutions/${plural}/${slug}` })),
    detail: `institutions/${plural}/:id`,
    register: `institutions/register-${kind}`,
    compare: `compare/${plural}`,
  };
};

/** Every address the site has a page for, the home page as ''. */
export const sitePaths: readonly string[] = [
  '',
  ...pagePaths,
  ...institutionKinds.flatMap((kind) => {
    const paths = directoryPaths(kind);
    return [paths.list, ...paths.categories.map(({ path }) => path), paths.detail, paths.register, paths.compare];
  }),
];
