/**
 * The API answers a page was rendered with (docs/server-rendering.md). The server renders a public page with its
 * data and sends these answers inside the page, as JSON; the browser's first render reads the same answers, so it
 * builds exactly what the server sent and React adopts that markup (hydration) instead of redrawing it. After that
 * first render every load goes to the network as before.
 */
import { createContext, useContext } from 'react';
import { now } from '../../registry/clock.ts';

/** One load's outcome as useFetch keeps it: data, or the error message and HTTP status. */
export interface Answer {
  data?: unknown;
  error?: string;
  status?: number | null;
}

/** What the server writes into the page: the address rendered, its clock and origin, and each load's answer by key. */
export interface PageData {
  path: string;
  now: number;
  origin: string;
  answers: Record<string, Answer>;
}

export interface PageDataStore {
  /** The render that must match the server's: every render on the server, the hydration in the browser. */
  first: boolean;
  now: number;
  origin: string;
  answers: Map<string, Answer>;
  /**
   * The answers are the anonymous visitor's; a signed-in member may be owed more (their own pending listing, a
   * perk's field), so each is loaded again, with the member's token, once the page is adopted.
   */
  reload?: boolean;
  /**
   * Server only: starts a load the page asks for that has no answer yet, and settles when it is answered or no
   * longer waited for. The first render shows it loading, for the next to show; the last render waits for it a
   * little while `waits` (data that depends on data), then shows it loading and notes it in `unanswered`.
   */
  ask?: (key: string, load: () => Promise<unknown>) => Promise<void>;
  waits?: boolean;
  unanswered?: Set<string>;
}

export const PageDataContext = createContext<PageDataStore | null>(null);

export const usePageData = () => useContext(PageDataContext);

/**
 * "Now" for a render: the server's clock while the first render must match what the server wrote ("3 hours ago",
 * which hour "posted in the last day" starts at), the browser's after.
 */
export const useNow = () => {
  const store = usePageData();
  return store?.first ? store.now : now();
};

/**
 * The site's own address for absolute URLs (structured data): the server's public address (PUBLIC_URL), not
 * whatever host name the browser used, so the server's markup and the browser's agree.
 */
export const useOrigin = () => usePageData()?.origin ?? location.origin;

/** The id of the JSON the server writes after #root. */
export const pageDataId = 'page-data';

/** Reads the server's answers from the page; null for a page it did not render (a saved shell, the dev server). */
export const readPageData = (): PageData | null => {
  const text = document.getElementById(pageDataId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
};

export const pageDataStore = (data: PageData, first: boolean, reload = false): PageDataStore => ({
  first,
  reload,
  now: data.now,
  origin: data.origin,
  answers: new Map(Object.entries(data.answers)),
});
