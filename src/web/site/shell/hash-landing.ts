/**
 * A link to a part of a page (/institutions/schools/4#reviews, the way back after signing in to review) lands on
 * that part although the page may draw it only once its data is in: the router looks for the part when the
 * address changes, finds nothing yet and stays at the top, so this waits for the part to appear and then scrolls
 * to it, and moves the keyboard and screen reader there as the browser does for a link within a loaded page.
 * Whoever scrolls, clicks or types meanwhile has chosen their own place, which is kept.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Long enough for a slow phone connection; past it the reader has settled on the top of the page. */
const patienceMs = 30_000;
const movingOn = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const targetOf = (hash: string) => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
};

const land = (target: HTMLElement) => {
  target.scrollIntoView();
  // The reading place moves there too, unless the reader is already somewhere on the page.
  const active = document.activeElement;
  if (active && active !== document.body && active.id !== 'main') return;
  if (!target.matches('a[href], input, select, textarea, button, [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
};

export const useHashLanding = () => {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = targetOf(hash);
    const drawn = id ? document.getElementById(id) : null;
    // Already drawn on the page the browser loaded: the server sent it (docs/server-rendering.md), and the
    // browser has scrolled to it, but the page moved as it was adopted: land on it as its script would.
    if (drawn && key === 'default') land(drawn);
    // Already drawn: the router (or the browser, for a link within the page) has scrolled to it.
    if (!id || drawn) return;
    const scrolledFrom = window.scrollY;
    const look = () => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      if (Math.abs(window.scrollY - scrolledFrom) < 2) land(target);
    };
    const observer = new MutationObserver(look);
    const timer = setTimeout(() => stop(), patienceMs);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of movingOn) document.removeEventListener(type, stop, true);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of movingOn) document.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [hash, key]);
};
