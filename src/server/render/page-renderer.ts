/**
 * Server rendering of the public site's pages (docs/server-rendering.md). The site's code is loaded when a server with
 * a build starts listening (`warm`), or by the first page asked for; a server that never sends a page (the API tests,
 * a server without a build) never loads React.
 * The site's reads go straight to this server's own routes, as the anonymous visitor (a server render never
 * carries a member's session) from the visitor's address, so rate limits and analytics count them as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { jsonForScript } from '../../web/site/structured-data/json-for-script.ts';
import { pageDataId } from '../../web/common/page-data.ts';
import { localeOfPath } from '../../registry/locales.ts';
import { ownRead } from '../http/reads-in-turn.ts';

type Renderer = typeof import('../../web/site/render/render-page.tsx');

/** A page's markup for #root, the script holding its data and its routes' modules, or null when the browser must render it (see renderPage). */
export type RenderPage = ((
  path: string,
  visitor: { ip: string; log: FastifyBaseLogger; headers?: { 'user-agent'?: string } },
) => Promise<{ root: string; data: string; modules: string[] } | null>) & {
  /** Loads the site's code and renders the home pages once, ahead of the first visitor, who would otherwise wait for it. */
  warm: () => Promise<void>;
};

/**
 * Renders at once, at most: a render takes the CPU for milliseconds, and a burst of pages asked for must not hold up
 * every other request. A page asked for while all are busy is sent as the shell, which the browser fills itself.
 */
const maxRendering = 2;

export const pageRenderer = (app: FastifyInstance, origin: string, timeoutMs = 2000, slots = maxRendering): RenderPage => {
  // Who the page is rendered for: their address and user agent go with its reads, so a crawler's page counts nothing.
  const visitorOf = new AsyncLocalStorage<{ ip: string; userAgent: string | undefined; locale: string }>();
  let rendering = 0;
  let renderer: Promise<Renderer> | undefined;
  const load = () =>
    (renderer ??= import('../../web/site/render/render-page.tsx').then((module) => {
      module.sendApiRequestsWith(async (url, init) => {
        const method = init.method ?? 'GET';
        if (method !== 'GET') throw new Error(`A page's render may only read, not ${method} ${url}`);
        // Its own API routes only, as named: never a page (a render inside the render) nor a path that climbs.
        if (!url.startsWith('/api/') || new URL(url, origin).pathname !== url.split('?', 1)[0]) throw new Error(`A page's render may not read ${url}`);
        const visitor = visitorOf.getStore();
        // Always named: without one, app.inject would send its own ("lightMyRequest"), which reads as a bot.
        // The page's language, as the browser's reads name it, so a refusal shown on the page is in the page's words.
        // Marked as the server's own, so they run in the page's turn rather than queue behind it (http/reads-in-turn.ts).
        const headers = {
          accept: 'application/json',
          'user-agent': visitor?.userAgent ?? '',
          'accept-language': visitor?.locale ?? 'en',
          [ownRead.header]: ownRead.value,
        };
        const answer = await app.inject({ method, url, headers, remoteAddress: visitor?.ip });
        const answered = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) answered.set(name, String(value));
        return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers: answered });
      });
      return module;
    }));

  const render = async (path: string, visitor: Parameters<RenderPage>[1]) => {
    // An address the URL parser would read as another one ("//jobs" as a host, "/sw/%2e%2e/jobs" as "/jobs") is not
    // rendered: the head the server wrote is that of the address as sent.
    if (rendering >= slots || /^\/[/\\]/.test(path) || new URL(`${origin}${path}`).pathname !== path.split('?', 1)[0]) return null;
    rendering += 1;
    try {
      const { renderPage } = await load();
      const page = await visitorOf.run(
        { ip: visitor.ip, userAgent: visitor.headers?.['user-agent'], locale: localeOfPath(path.split('?', 1)[0]!).locale },
        () => renderPage(path, origin, timeoutMs),
      );
      // Not executable, so the Content-Security-Policy has nothing to allow; `<` is escaped so no text ends it early.
      return { root: page.html, data: `<script type="application/json" id="${pageDataId}">${jsonForScript(page.data)}</script>`, modules: page.modules };
    } catch (error) {
      visitor.log.warn({ err: error, path }, 'rendering a page on the server failed; the browser renders it');
      return null;
    } finally {
      rendering -= 1;
    }
  };
  // Rendering the home pages once takes the first render's own cost, well above a later render's, off the first
  // visitor, and fills the response cache with their lists. Read as a crawler, so no listing counts it as an appearance.
  const warm = async () => {
    await load();
    for (const path of ['/', '/sw']) await render(path, { ip: '127.0.0.1', log: app.log, headers: { 'user-agent': 'ElimuHub-warm-up (server start; bot)' } });
  };
  return Object.assign(render, { warm });
};
