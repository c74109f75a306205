/**
 * The widths where the shell changes shape (docs/responsive-layout.md); styles.css uses the same numbers.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** From here the top bar shows every menu in one row; below it they fold into the menu button. */
export const fullTopBar = '(min-width: 1200px)';
/** From here the quick links are a column beside the page; below it a strip above the page, closed at first. */
export const sideColumn = '(min-width: 1024px)';

/** Whether the media query matches, updated when the window is resized across it. */
export const useMedia = (query: string) =>
  useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );

/**
 * Calls `crossed` each time the window is resized across the query, with whether it matches now: every crossing,
 * also two quick ones (wider and back) that a render in between would not see.
 */
export const useCrossing = (query: string, crossed: (matches: boolean) => void) => {
  const latest = useRef(crossed);
  latest.current = crossed;
  useEffect(() => {
    const list = window.matchMedia?.(query);
    const changed = (event: MediaQueryListEvent) => latest.current(event.matches);
    list?.addEventListener('change', changed);
    return () => list?.removeEventListener('change', changed);
  }, [query]);
};
