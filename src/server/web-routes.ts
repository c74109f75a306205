/**
 * The built public site and admin. Assets under /assets are fingerprinted and cached for a year; every other
 * path that is not the API gets the page of its app, so deep links and reloads work. The site's manifest, icons
 * and service worker (/sw.js) are plain files of the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { HttpError } from './http-error.ts';
import { servePublicFiles } from './uploads/public-files.ts';
import type { FileStore } from './uploads/storage.ts';
import { headTemplate, pageHead } from './seo/page-head.ts';
import type { PageRow } from './seo/page-status.ts';
import { isPrivatePath } from '../registry/page-head.ts';
import { defaultLocale, localeOfPath, pathIn } from '../registry/locales.ts';
import type { RenderPage } from './render/page-renderer.ts';
import { pageAssets } from './render/page-assets.ts';
import { scriptsAfterPaint } from './render/scripts-after-paint.ts';
import { isSameSitePath } from '../web/common/same-site-path.ts';
import { oneAddress } from './seo/one-address.ts';
import { withDemoNotice } from './render/demo-notice.ts';
import { withMapTiles } from './render/map-tiles-meta.ts';

const placeholder = `<!doctype html><html lang="en"><meta charset="utf-8"><title>ElimuHub</title>
<p>ElimuHub's API is running at <a href="/api/docs">/api/docs</a>. Run <code>npm run build</code> to build the site.</p></html>`;

const emptyRoot = '<div id="root"></div>';

/** The language a visitor chose with the site's switch (the `elimuhub_locale` cookie it sets), if any. */
const chosenLocale = (cookie: string | undefined) => /(?:^|;\s*)elimuhub_locale=(en|sw)(?:;|$)/.exec(cookie ?? '')?.[1];

/** A member is signed in in this browser (session-store.ts): their page is theirs to draw, with their session. */
const memberHere = (cookie: string | undefined) => /(?:^|;\s*)elimuhub_member=1(?:;|$)/.test(cookie ?? '');

/**
 * `pageRow` reads the row of a path that is one row's page as the public sees it (seo/page-status.ts): a missing
 * or unapproved listing's page is sent with status 404, still as the site, which shows its not-found page. Each
 * page is sent with its own head tags (seo/page-head.ts) and, a public one, with its content rendered by
 * `renderPage` (docs/server-rendering.md); a person's own pages are the shell, which the browser fills.
 */
export const serveWeb = async (
  app: FastifyInstance,
  config: Config,
  files: FileStore,
  pageRow: (path: string) => Promise<PageRow>,
  renderPage: RenderPage,
  { demoNotice }: { demoNotice: boolean },
) => {
  await servePublicFiles(app, files);

  const hasBuild = fs.existsSync(path.join(config.webDir, 'index.html'));
  // A listening server with a build will be asked for pages: its code is loaded then, not by the first visitor.
  if (hasBuild)
    app.addHook('onListen', (done) => {
      renderPage.warm().catch((error: unknown) => app.log.warn({ err: error }, "loading the site's code for server rendering failed"));
      done();
    });
  const serviceWorkerFile = path.join(config.webDir, 'sw.js');
  if (hasBuild)
    await app.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: false,
      // The page templates are no pages of their own: /index.html is an address the site has no page for (404).
      allowedPath: (pathName) => !pathName.endsWith('/index.html'),
      // The build writes .br and .gz copies of scripts and styles (vite.config.ts): sent as they are, not
      // compressed again on each request.
      preCompressed: true,
      // Hashed assets never change; pages, the manifest and the service worker must be revalidated so a deploy
      // shows at once (a browser checks sw.js on each visit and installs the new one when it differs).
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (file === serviceWorkerFile) reply.header('Service-Worker-Allowed', '/');
      },
    });
  // Browsers and crawlers ask for /favicon.ico whatever the page names (/favicon.svg): it gets the site's icon as a
  // PNG, which they all read at that address, and never a page rendered for it.
  const icon = path.join(config.webDir, 'icons', 'icon-192.png');
  app.get('/favicon.ico', async (_request, reply) => {
    if (!fs.existsSync(icon)) return reply.code(404).send({ message: 'There is no favicon.ico here.' });
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('image/png')
      .send(await fs.promises.readFile(icon));
  });
  const page = (name: string) => {
    const file = path.join(config.webDir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : placeholder;
  };
  const site = headTemplate(withMapTiles(page('index.html'), config.mapTiles));
  const assetsOf = pageAssets(config.webDir);
  // The admin is no page for search engines, whoever links to it.
  const admin = page('admin/index.html').replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    // HEAD is how link checkers and some share previews test a page: it gets the status and headers of GET.
    // A form of a page sent before its script ran (a slow phone) posts to the page itself: the reader is sent back to
    // the page, and what was posted (a password) is neither kept nor put in an address.
    // Sent back only to a path of this site: "//evil.example/login" or "/\\evil.example" would lead a browser away.
    if (request.method === 'POST' && !/^\/(api|uploads|assets|admin)(\/|$)/.test(url))
      return reply
        .code(303)
        .header('Location', isSameSitePath(url) ? url : '/')
        .send();
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/assets/') || (request.method !== 'GET' && request.method !== 'HEAD'))
      throw new HttpError(404, `There is no ${request.method} ${url} here.`);
    reply.header('Cache-Control', 'no-cache').type('text/html');
    if (url === '/admin' || url.startsWith('/admin/')) return reply.send(admin);
    // "/JOBS", "/SW/Jobs" or "/news/%31" is sent to the one address of its page: a link typed in capitals finds it,
    // a search engine sees one page, not two, and the status is the page's own (the router reads "%31" as "1").
    const one = oneAddress(url);
    if (one !== url && isSameSitePath(one))
      return reply
        .code(301)
        .header('Location', `${one}${request.url.slice(url.length)}`)
        .send();
    const { locale, path: within } = localeOfPath(url);
    // A visitor who chose Kiswahili (the site's switch keeps it in a cookie) lands on the Kiswahili page; a
    // crawler, which sends no cookie, and an address that names its language are served as asked.
    reply.header('Vary', 'Cookie');
    if (locale === defaultLocale && chosenLocale(request.headers.cookie) === 'sw')
      return reply
        .code(302)
        .header('Location', `${pathIn('sw', url)}${request.url.slice(url.length)}`)
        .send();
    const found = await pageRow(within).catch((error: unknown) => {
      request.log.warn({ err: error }, 'checking whether a page has its row failed');
      return undefined;
    });
    // A listing merged into another: its address is the other's now, for people and search engines alike.
    if (found?.resource && found.movedTo)
      return reply
        .code(301)
        .header('Location', `${pathIn(locale, found.movedTo)}${request.url.slice(url.length)}`)
        .send();
    // Unsure whether the row is there: a crawler is told to come back (503), never shown a stand-in as the page; a
    // person's browser still runs the site, which reads the row itself and says what went wrong if it must.
    // An address the site has no page for, or a row's page without its row, is a 404 (with the site's not-found page).
    if (!found) reply.code(503).header('Retry-After', '5');
    else reply.code((found.resource ? found.row : found.known) ? 200 : 404);
    const headed = site(pageHead(url, found, config.publicUrl));
    const html = demoNotice ? withDemoNotice(headed, locale) : headed;
    // A page whose row could not be read is not rendered either: its render would read it again. A person's own page
    // is theirs to draw, but an unknown address under one of theirs (/profile/old) is the site's not-found page.
    const own = isPrivatePath(within) && (found?.resource !== null || found.known);
    const rendered =
      hasBuild && found && request.method === 'GET' && !own && !memberHere(request.headers.cookie) ? await renderPage(request.url, request) : null;
    const at = html.indexOf(emptyRoot);
    if (!rendered || at < 0) return reply.send(html);
    // The offline worker keeps only a page that holds its content: the shell is nothing to read offline.
    reply.header('X-Rendered', '1');
    // The page's own styles are asked for with the entry's; its scripts, the entry's and its own, once it is painted.
    const files = assetsOf(rendered.modules);
    const { head, starter } = scriptsAfterPaint(html.slice(0, at), files.scripts);
    const withStyles = head.replace('</head>', `  ${files.styles}\n  </head>`);
    return reply.send(`${withStyles}<div id="root">${rendered.root}</div>\n    ${rendered.data}\n    ${starter}${html.slice(at + emptyRoot.length)}`);
  });
};
