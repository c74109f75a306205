/**
 * Loads one read for a component: loading flag, error message, data, and a reload
 * (docs/product.md#loading-empty-and-error-states). A change of key aborts the previous request, so a fast filter
 * change never shows stale rows.
 *
 * On the server a first render names the loads it needs, and the server renders again once they are answered,
 * waiting briefly for any a component asks for only then (docs/server-rendering.md). The browser's first render
 * starts from the answer the server sent with the page, so it matches the server's markup and asks the network
 * nothing.
 *
 * A load is one or more reads of site-data.ts (the data provider the admin uses); useOne and useEndpoint are the
 * common ones.
 *
 * `keep` shows the last answer while a new key loads, for a page whose answer a member's own action changes (the
 * cart priced again after a line is removed): the page stays in place instead of blinking to a loading state.
 */
import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { usePageData } from './page-data.ts';
import { readEndpoint, readOne } from './site-data.ts';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  status: number | null;
  reload: () => void;
}

export const useFetch = <T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string, keep = false): Loaded<T> => {
  const store = usePageData();
  if (load && store?.ask && !store.answers.has(key)) {
    const answered = store.ask(key, () => load(new AbortController().signal));
    // A thrown promise (not React's `use`, which expects the same loads in the same order on each try) makes the
    // server render this component again from its start once the answer is there.
    if (store.waits) throw answered;
    store.unanswered?.add(key);
  }
  const served = load && store?.first ? store.answers.get(key) : undefined;
  const [state, setState] = useState<{ data?: T; error: string | null; status: number | null; loading: boolean; key: string }>(() =>
    served
      ? { data: served.data as T | undefined, error: served.error ?? null, status: served.status ?? null, loading: false, key }
      : { error: null, status: null, loading: load !== null, key },
  );
  // The answer the page came with stands for the first load of its key.
  const fromPage = useRef(served ? key : null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  // `key` stands for everything `load` depends on: a caller's `load` is a new function on each render, and is not a
  // reason to load again. A load for a new key (or a reload) is the latest render's.
  const latestLoad = useEffectEvent(() => load);
  const reloadServed = store?.reload;

  useEffect(() => {
    const load = latestLoad();
    if (!load) return;
    const fromServer = fromPage.current === key && round === 0;
    fromPage.current = null;
    if (fromServer && !reloadServed) return;
    const controller = new AbortController();
    // A member's own reload of what the page came with keeps showing it meanwhile (no loading state).
    if (!fromServer) setState((s) => ({ ...s, loading: true, error: null, key }));
    // An answer to a key already left is dropped, even when the load ignores its signal (a POST) or had already
    // arrived: answers can come back out of order, and the last to arrive would otherwise stand for a key no longer
    // asked for, leaving the page loading for good.
    load(controller.signal).then(
      // Rendering arrived data is a transition: React slices a long list's render instead of freezing the page.
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ data, error: null, status: null, loading: false, key }));
      },
      (error: Error & { status?: number }) => {
        // A member's reload that fails (offline) leaves the page as it came.
        if (!controller.signal.aborted && error.name !== 'AbortError' && !fromServer)
          setState({ error: error.message, status: error.status ?? null, loading: false, key });
      },
    );
    return () => controller.abort();
  }, [key, round, reloadServed]);

  return {
    data: state.key === key || keep ? state.data : undefined,
    loading: state.loading || state.key !== key,
    error: state.error,
    status: state.status,
    reload,
  };
};

/** One endpoint that is not a resource (`stats`, `payments/methods`), keyed by its own path. */
export const useEndpoint = <T>(path: string): Loaded<T> => useFetch((signal) => readEndpoint<T>(path, undefined, signal), path);

/** One record of a resource, keyed by its path (`content/news/4`), as the server's render names its answer. */
export const useOne = <T>(resource: string, id: string | number): Loaded<T> => useFetch((signal) => readOne<T>(resource, id, signal), `${resource}/${id}`);
