/**
 * The public site rendered on the server (docs/server-rendering.md): the page at an address, with the data its
 * components load, as HTML for #root, and the answers it was rendered with for the browser's first render.
 *
 * A first render names the loads its components need (useFetch) and shows them loading; the server answers them
 * all at once, through `send` (its own routes), and renders again. In that render a load still unanswered, which
 * is data that depends on data (a job's employer, a school's reviews), suspends its component until answered, for
 * `dependentWaitMs` at most: past that it is rendered loading, and the browser loads it, so a slow read below the
 * fold does not hold the page back. The second render is the last. The first does not suspend: a component's
 * loads would then run one after another, each waiting for the one before.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { localeBase, localeOfPath, locales, type Locale } from '../../../registry/locales.ts';
import { PageDataContext, type Answer, type PageData, type PageDataStore } from '../../common/page-data.ts';
import { loadSay, SayProvider, type Say } from '../../common/say.ts';
import { pageModules, preloadPages, routes } from '../routes.tsx';
import { now } from '../../../registry/clock.ts';

export { sendApiRequestsWith } from '../../common/api.ts';

/** How long the last render waits for data that depends on data. */
const dependentWaitMs = 20;

export interface RenderedPage {
  html: string;
  data: PageData;
  /** The modules of the page's routes (routes.tsx), whose chunks and styles the head asks for early. */
  modules: string[];
}

// One router per language, each working within its language's addresses (/sw/…), and each language's words.
const handlers = Object.fromEntries(locales.map((locale) => [locale, createStaticHandler(routes, { basename: localeBase[locale] || undefined })])) as Record<
  Locale,
  ReturnType<typeof createStaticHandler>
>;
const words = Object.fromEntries(locales.map((locale) => [locale, loadSay(locale)])) as Record<Locale, Promise<Say>>;

/** Settles (rejecting) when the render's time is up. */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

const renderOnce = (router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext, store: PageDataStore, say: Say, signal: AbortSignal) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const into = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    // The whole page is waited for before any of it is written: a part streamed later would need an inline script
    // to put it in place, which the site's Content-Security-Policy forbids.
    const stream = renderToPipeableStream(
      <SayProvider say={say}>
        <PageDataContext.Provider value={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageDataContext.Provider>
      </SayProvider>,
      {
        onAllReady: () => stream.pipe(into),
        // Nor is a big part sent after the rest ahead of its turn (React's default beyond 12.5 KB), for the same reason.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        // A part that failed would be left for the browser to render; the whole page is then left to it instead.
        onError: (error) => {
          reject(error);
          stream.abort();
        },
      },
    );
    aborted(signal).catch((error: unknown) => {
      reject(error);
      stream.abort();
    });
  });

/**
 * `path` with its query; `origin` the site's public address. Rejects when the page cannot be rendered within
 * `timeoutMs` or a component throws: the server then sends the shell, and the browser renders the page itself.
 */
export const renderPage = async (path: string, origin: string, timeoutMs: number): Promise<RenderedPage> => {
  // The page's "now" ("3 hours ago", which events are upcoming, the footer's year): the product's clock.
  const started = now();
  // Joined, not resolved: "//jobs" is a path of this site, never another host.
  const url = new URL(`${origin}${path}`);
  const { locale, path: within } = localeOfPath(url.pathname);
  const [say] = await Promise.all([words[locale], preloadPages(within)]);
  const context = await handlers[locale].query(new Request(url));
  // The site's routes have no loaders and no redirects, so the router always answers with a context.
  if (context instanceof Response) throw new Error(`The router answered ${path} with a response`);
  const router = createStaticRouter(handlers[locale].dataRoutes, context);

  const controller = new AbortController();
  const answers = new Map<string, Answer>();
  const unanswered = new Set<string>();
  const asked = new Map<string, Promise<void>>();
  let stopWaiting = () => {};
  const waited = new Promise<void>((resolve) => (stopWaiting = resolve));
  const store: PageDataStore = {
    first: true,
    now: started,
    origin,
    answers,
    ask(key, load) {
      // A key asked by two components, or again before its answer came, is loaded once.
      let answered = asked.get(key);
      if (!answered) {
        answered = load().then(
          // The render reads the data as the browser will, from JSON, so what JSON cannot hold (a Map) fails here.
          (data) => void answers.set(key, { data: data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown) }),
          (error: Error & { status?: number }) => void answers.set(key, { error: error.message, status: error.status ?? null }),
        );
        asked.set(key, answered);
      }
      return Promise.race([answered, waited]);
    },
  };
  const result = (html: string): RenderedPage => {
    // A refusal of the moment (the server busy, the visitor's rate limit, no answer) is no part of the page: the
    // browser, which would show it for good, is left to render the page and ask again itself.
    const passing = [...answers.values()].find(({ status }) => status === 0 || status === 429 || (status ?? 0) >= 500);
    if (passing) throw new Error(`A load of the page answered ${String(passing.status)}: ${passing.error ?? ''}`);
    return {
      html,
      modules: pageModules(within),
      // An answer that came after its component was rendered loading would not match the server's markup.
      data: { path: `${url.pathname}${url.search}`, now: store.now, origin, answers: Object.fromEntries([...answers].filter(([key]) => !unanswered.has(key))) },
    };
  };

  const timer = setTimeout(() => controller.abort(new Error(`Rendering ${path} took longer than ${timeoutMs} ms`)), timeoutMs);
  try {
    const first = await renderOnce(router, context, store, say, controller.signal);
    // A page that loads nothing (about, terms) is done.
    if (!asked.size) return result(first);
    await Promise.race([Promise.all(asked.values()), aborted(controller.signal)]);
    store.waits = true;
    store.unanswered = unanswered;
    const late = setTimeout(() => {
      store.waits = false;
      stopWaiting();
    }, dependentWaitMs);
    try {
      return result(await renderOnce(router, context, store, say, controller.signal));
    } finally {
      clearTimeout(late);
    }
  } finally {
    clearTimeout(timer);
  }
};
