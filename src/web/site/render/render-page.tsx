/**
 * The public site rendered on the server (docs/server-rendering.md): the page at an address, with the data its
 * components load, as HTML for #root, and the answers it was rendered with for the browser's first render.
 *
 * A render names the loads its components need (useFetch) and shows them loading; the server answers them all at
 * once, through `send` (its own routes), and renders again, until a render needs nothing new: data that depends on
 * data (a job's employer) takes one more render. Loads are not awaited inside a render (React's `use`): a
 * component's loads would then run one after another, each waiting for the one before.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { PageDataContext, type Answer, type PageData, type PageDataStore } from '../../common/page-data.ts';
import { preloadPages, routes } from '../routes.tsx';

export { sendApiRequestsWith } from '../../common/api.ts';

export interface RenderedPage {
  html: string;
  data: PageData;
}

/** Renders beyond the first: enough for data that depends on data, twice over. */
const maxRenders = 3;

const handler = createStaticHandler(routes);

const renderOnce = (router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext, store: PageDataStore) =>
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
      <PageDataContext.Provider value={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageDataContext.Provider>,
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
  });

/**
 * `path` with its query; `origin` the site's public address. Rejects when the page cannot be rendered within
 * `timeoutMs` or a component throws: the server then sends the shell, and the browser renders the page itself.
 */
export const renderPage = async (path: string, origin: string, timeoutMs: number): Promise<RenderedPage> => {
  const started = Date.now();
  const url = new URL(path, origin);
  await preloadPages(url.pathname);
  const context = await handler.query(new Request(url));
  // The site's routes have no loaders and no redirects, so the router always answers with a context.
  if (context instanceof Response) throw new Error(`The router answered ${path} with a response`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const answers = new Map<string, Answer>();
  const askedKeys = new Set<string>();
  let asked: Promise<void>[] = [];
  const store: PageDataStore = {
    first: true,
    now: started,
    origin,
    answers,
    ask(key, load) {
      // A key asked by two components, or again before its answer came, is loaded once.
      if (askedKeys.has(key)) return;
      askedKeys.add(key);
      asked.push(
        load().then(
          (data) => void answers.set(key, { data }),
          (error: Error & { status?: number }) => void answers.set(key, { error: error.message, status: error.status ?? null }),
        ),
      );
    },
  };

  for (let render = 0; ; render++) {
    const html = await renderOnce(router, context, store);
    const pending = asked;
    asked = [];
    if (!pending.length || render === maxRenders) {
      // Loads still unanswered were rendered loading, and are the browser's to make.
      return { html, data: { path: `${url.pathname}${url.search}`, now: store.now, origin, answers: Object.fromEntries(answers) } };
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Loading the data of ${path} took longer than ${timeoutMs} ms`)), timeoutMs - (Date.now() - started));
    });
    await Promise.race([Promise.all(pending), late]).finally(() => clearTimeout(timer));
  }
};
