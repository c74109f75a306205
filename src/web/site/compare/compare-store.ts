/**
 * The listings a visitor picked to compare: one kind at a time (schools, colleges or universities), at most
 * four, kept in localStorage so the picks follow them from page to page and tab to tab. A refused pick leaves a
 * notice the compare bar shows until the next change.
 */
import { useSyncExternalStore } from 'react';
import { maxCompared } from '../../../registry/compare-fields.ts';

export type CompareKind = 'school' | 'college' | 'university';

/** Each kind's address part: /compare/schools, /institutions/schools. */
export const compareSlugs: Record<CompareKind, string> = { school: 'schools', college: 'colleges', university: 'universities' };

export const kindOfSlug = (slug: string) => (Object.keys(compareSlugs) as CompareKind[]).find((kind) => compareSlugs[kind] === slug);

/** The directory path a card or detail page knows (/institutions/colleges) → its kind. */
export const kindOfPath = (path: string) => kindOfSlug(path.split('/').filter(Boolean).pop() ?? '');

export const compareUrl = (kind: CompareKind, ids: readonly number[]) => `/compare/${compareSlugs[kind]}${ids.length ? `?ids=${ids.join(',')}` : ''}`;

export interface Picked {
  id: number;
  name: string;
}

export interface CompareState {
  kind: CompareKind | null;
  items: Picked[];
  /** Why a pick was refused, as a message of the site catalogue and its values, said in the page's language. */
  notice: { id: string; values: Record<string, string | number> } | null;
}

const storageKey = 'elimuhub.compare';
const listeners = new Set<() => void>();

const read = (): CompareState => {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { kind?: unknown; items?: unknown } | null;
    const kind = saved?.kind && Object.hasOwn(compareSlugs, saved.kind as string) ? (saved.kind as CompareKind) : null;
    const items = Array.isArray(saved?.items)
      ? (saved.items as Picked[]).filter((item) => Number.isInteger(item?.id) && typeof item.name === 'string').slice(0, maxCompared)
      : [];
    return { kind: items.length ? kind : null, items: kind ? items : [], notice: null };
  } catch {
    // A hand-edited or foreign value is no reason to break the page: start afresh.
    return { kind: null, items: [], notice: null };
  }
};

let state: CompareState = typeof localStorage === 'undefined' ? { kind: null, items: [], notice: null } : read();

const publish = (next: CompareState) => {
  state = next;
  localStorage.setItem(storageKey, JSON.stringify({ kind: next.kind, items: next.items }));
  for (const listener of listeners) listener();
};

export const compareStore = {
  get: () => state,
  has: (kind: CompareKind, id: number) => state.kind === kind && state.items.some((item) => item.id === id),
  /** Adds a listing, or says why not: a fifth pick, or a pick of another kind than the ones already picked. */
  add(kind: CompareKind, item: Picked) {
    if (compareStore.has(kind, item.id)) return;
    if (state.kind && state.kind !== kind && state.items.length)
      return publish({
        ...state,
        notice: { id: `compare.notice.otherKind.${state.kind}`, values: { other: kind } },
      });
    if (state.items.length >= maxCompared)
      return publish({ ...state, notice: { id: `compare.notice.full.${kind}`, values: { max: maxCompared, name: item.name } } });
    publish({ kind, items: [...state.items, { id: item.id, name: item.name }], notice: null });
  },
  remove(id: number) {
    const items = state.items.filter((item) => item.id !== id);
    publish({ kind: items.length ? state.kind : null, items, notice: null });
  },
  clear: () => publish({ kind: null, items: [], notice: null }),
  dismiss: () => publish({ ...state, notice: null }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Picks made in another tab show here too.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    state = read();
    for (const listener of listeners) listener();
  });

const none: CompareState = { kind: null, items: [], notice: null };

/** Picks are the browser's own: the server's page, and so the browser's first render, has none. */
export const useCompare = () => useSyncExternalStore(compareStore.subscribe, compareStore.get, () => none);
