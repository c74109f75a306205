/**
 * Loads one API call for a component: loading flag, error message, data, and a reload (SPEC.md §4 "list load").
 * A change of key aborts the previous request, so a fast filter change never shows stale rows.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { api } from './api.ts';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  status: number | null;
  reload: () => void;
}

export const useFetch = <T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): Loaded<T> => {
  const [state, setState] = useState<{ data?: T; error: string | null; status: number | null; loading: boolean; key: string }>({
    error: null,
    status: null,
    loading: load !== null,
    key,
  });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null, key }));
    load(controller.signal).then(
      // Rendering arrived data is a transition: React slices a long list's render instead of freezing the page.
      (data) => startTransition(() => setState({ data, error: null, status: null, loading: false, key })),
      (error: Error & { status?: number }) => {
        if (error.name !== 'AbortError') setState({ error: error.message, status: error.status ?? null, loading: false, key });
      },
    );
    return () => controller.abort();
    // `key` stands for everything `load` depends on, so `load` itself is not a dependency.
  }, [key, round]);

  return { data: state.key === key ? state.data : undefined, loading: state.loading || state.key !== key, error: state.error, status: state.status, reload };
};

/** One GET of the API, keyed by its own path. */
export const useGet = <T>(path: string): Loaded<T> => useFetch((signal) => api.get<T>(path, undefined, signal), path);
