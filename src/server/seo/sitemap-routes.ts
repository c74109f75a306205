/**
 * robots.txt and the sitemaps search engines read: an index naming one file per 25 000 ids of each resource
 * with a public page (the registry's `page`), and a file of the site's main sections; each page is listed in
 * English and in Kiswahili (/sw), so a file holds at most 50 000 addresses. A file covers a range of
 * ids, not an offset, so the last file of a million schools is read from the primary key like the first; a file
 * may hold fewer than 50 000 addresses (pending, rejected or deleted rows) but never more.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/dialect.ts';
import type { Resource } from '../../registry/resource.ts';
import { HttpError } from '../http-error.ts';
import { publicRows } from '../access/public-rows.ts';
import { privatePaths } from '../../registry/page-head.ts';
import { escapeMarkup } from './escape-markup.ts';
import { defaultLocale, languageTags, locales, pathIn } from '../../registry/locales.ts';

/** The most addresses a sitemap file may hold (sitemaps.org). */
export const sitemapSize = 50_000;

/** Rows per file: each row is two addresses, its page in English and its Kiswahili twin. */
export const rowsPerFile = sitemapSize / locales.length;

/** The site's sections, each a page worth finding. */
const sections = [
  '/',
  '/institutions',
  '/institutions/schools',
  '/institutions/colleges',
  '/institutions/universities',
  '/jobs',
  '/news',
  '/post',
  '/archive',
  '/events',
  '/admission-events',
  '/webinars',
  '/shops',
  '/resources',
  '/about',
  '/contact',
  '/support',
  '/terms',
];

/**
 * Each page in every language, each address naming all its twins and the default (English) one, as Google reads
 * hreflang in a sitemap: the links are the same for every twin, so they are written once a page.
 */
const urlset = (site: string, pages: { path: string; lastmod?: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${pages
    .map(({ path, lastmod }) => {
      const twins = locales.map((locale) => escapeMarkup(`${site}${pathIn(locale, path)}`));
      const links = [
        ...locales.map((locale, i) => `<xhtml:link rel="alternate" hreflang="${languageTags[locale]}" href="${twins[i]!}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${twins[locales.indexOf(defaultLocale)]!}"/>`,
      ].join('');
      const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      return twins.map((loc) => `<url><loc>${loc}</loc>${modified}${links}</url>`).join('\n');
    })
    .join('\n')}\n</urlset>\n`;

/** A file's name for a resource: institutions/schools → institutions-schools. */
const fileStem = (resource: Resource) => resource.name.replace('/', '-');

export const sitemapRoutes = async (app: FastifyInstance, { db, config, resources }: { db: Db; config: Config; resources: readonly Resource[] }) => {
  const site = config.publicUrl.replace(/\/$/, '');
  const paged = resources.filter((resource) => resource.page);
  const byStem = new Map(paged.map((resource) => [fileStem(resource), resource]));
  /** How many files a resource's ids fill: one primary-key lookup. */
  const filesOf = async (resource: Resource) => {
    const { top } = await db
      .selectFrom(resource.table)
      .select((eb) => eb.fn.max<number | null>('id').as('top'))
      .executeTakeFirstOrThrow();
    return Math.ceil(Number(top ?? 0) / rowsPerFile);
  };
  // Search engines fetch these a few times a day; an hour's staleness costs nothing.
  const cacheFor = (reply: { header: (name: string, value: string) => unknown }) => reply.header('Cache-Control', 'public, max-age=3600');

  app.get('/robots.txt', async (_request, reply) => {
    cacheFor(reply);
    reply.type('text/plain; charset=utf-8');
    return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = [`${site}/sitemaps/pages.xml`];
    for (const resource of paged)
      for (let page = 1, last = await filesOf(resource); page <= last; page += 1) files.push(`${site}/sitemaps/${fileStem(resource)}-${page}.xml`);
    cacheFor(reply);
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const [, stem, number] = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(request.params.file) ?? [];
    const resource = stem ? byStem.get(stem) : undefined;
    // Only the files the index names: a number past the last id is no sitemap.
    if (request.params.file !== 'pages.xml' && (!resource || Number(number) > (await filesOf(resource))))
      throw new HttpError(404, `There is no sitemap ${request.params.file}; the list of sitemaps is at /sitemap.xml.`);
    cacheFor(reply);
    reply.type('application/xml; charset=utf-8');
    if (!resource)
      return urlset(
        site,
        sections.map((path) => ({ path })),
      );
    const first = (Number(number) - 1) * rowsPerFile + 1;
    let query = db
      .selectFrom(resource.table)
      .select(['id', 'updated_at'])
      .where('id', '>=', first)
      .where('id', '<', first + rowsPerFile)
      .orderBy('id');
    if (resource.visibility === 'moderated') query = query.where(publicRows(resource));
    const rows = await query.execute();
    return urlset(
      site,
      rows.map((row) => ({
        path: resource.page!.replace(':id', String(row.id)),
        lastmod: row.updated_at ? new Date(row.updated_at as string).toISOString() : undefined,
      })),
    );
  });
};
