/**
 * Offline reading for the public site (docs/offline.md). Everything online comes from the network first, so a
 * connected reader never sees an old copy; the caches only answer when the network cannot. What is never kept
 * is never intercepted either: member data (any request carrying Authorization), non-GET requests, the admin
 * and uploads go to the network exactly as without this worker.
 *
 * The build prepends `build`: { version, shell: the site's first-paint files, assets: every file of the site }.
 */
const prefix = 'elimuhub-';
const shellCache = `${prefix}shell-${build.version}`;
const pagesCache = `${prefix}pages-${build.version}`;
const apiCache = `${prefix}api-${build.version}`;
const pageLimit = 50;
const apiLimit = 200;
const siteFiles = new Set([...build.shell, ...build.assets].filter((file) => file !== '/'));

const sitePage = (path) => !/^\/(admin|api|uploads|assets)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);

// Pages anyone may read, in English or in Kiswahili (/sw/…); member pages (profile, cart, orders, notifications…) are
// never saved.
const publicPage = (path) =>
  /^\/(|about|contact|support|terms|resources|jobs(\/\d+)?|shops(\/[^/]+)?|products\/[^/]+|compare\/[a-z]+|(news|post|archive|events|admission-events|webinars)(\/[^/]+)?|institutions(\/(schools|colleges|universities)(\/[^/]+)?)?)$/.test(
    path === '/sw' ? '/' : path.startsWith('/sw/') ? path.slice('/sw'.length) : path,
  );

// Public reads the site makes for those pages; every other /api/ path is left alone.
const publicApi =
  /^\/api\/(institutions\/(schools|colleges|universities|locations)|content\/(news|posts|archives|ratings)|events\/(main|admissions|webinars)|jobs\/(main|categories|employers)|shop\/(shops|products|variants)|support\/faqs)(\/|$)/;

const storable = (response) => response.status === 200 && !/private|no-store/i.test(response.headers.get('Cache-Control') ?? '');

/** Keeps `response` as the newest entry, dropping the oldest beyond `limit`. */
const remember = async (name, key, response, limit) => {
  const cache = await caches.open(name);
  await cache.delete(key);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((old) => cache.delete(old)));
};

const stamped = async (response) => {
  const headers = new Headers(response.headers);
  headers.set('X-Saved-At', new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, headers });
};

/** The saved copy of this page, else the shell, marked so the site shows its offline banner or notice. */
const offlinePage = async (url) => {
  const saved = await caches.open(pagesCache).then((cache) => cache.match(url.href));
  const copy = saved ?? (await caches.open(shellCache).then((cache) => cache.match('/')));
  if (!copy) return Response.error();
  const savedAt = saved?.headers.get('X-Saved-At') ?? '';
  const html = (await copy.text()).replace('<head>', `<head><meta name="offline-copy" content="${savedAt}">`);
  const headers = new Headers(copy.headers);
  for (const name of ['Content-Length', 'Content-Encoding', 'X-Saved-At']) headers.delete(name);
  headers.set('X-Offline-Copy', savedAt || 'none');
  return new Response(html, { status: 200, headers });
};

const navigate = async (event, url) => {
  try {
    const response = await fetch(event.request);
    // Only a page rendered with its content: a member's shell (drawn in the browser from their session) saved here
    // would show offline as an empty frame, and would replace a copy that held the page.
    if (publicPage(url.pathname) && response.status === 200 && response.headers.has('X-Rendered'))
      event.waitUntil(stamped(response.clone()).then((copy) => remember(pagesCache, url.href, copy, pageLimit)));
    return response;
  } catch {
    return offlinePage(url);
  }
};

/** The site's files change only with a deploy, which brings a new worker and empty caches. */
const siteFile = async (event) => {
  const cache = await caches.open(shellCache);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
};

const publicRead = async (event) => {
  try {
    const response = await fetch(event.request);
    if (storable(response)) event.waitUntil(remember(apiCache, event.request, response.clone(), apiLimit));
    return response;
  } catch (error) {
    const saved = await caches.open(apiCache).then((cache) => cache.match(event.request));
    if (saved) return saved;
    throw error;
  }
};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.addAll(build.shell))
      .then(() => self.skipWaiting()),
  );
});

// A new deploy's worker drops every older cache: the old shell names files the server no longer has.
self.addEventListener('activate', (event) => {
  const current = [shellCache, pagesCache, apiCache];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(prefix) && !current.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (sitePage(url.pathname)) event.respondWith(navigate(event, url));
  } else if (siteFiles.has(url.pathname)) event.respondWith(siteFile(event));
  else if (publicApi.test(url.pathname) && !request.headers.has('Authorization')) event.respondWith(publicRead(event));
});
