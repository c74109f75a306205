/** Records each navigation as a page view for the admin's analytics; a visitor id survives reloads. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { whenIdle } from '../../common/when-idle.ts';

const visitorKey = 'elimuhub.visitor';

export const visitor = () => {
  let id = localStorage.getItem(visitorKey);
  if (!id) {
    id = crypto.randomUUID?.() ?? String(Math.random()).slice(2);
    localStorage.setItem(visitorKey, id);
  }
  return id;
};

export const usePageViews = () => {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const referrer = (previous.current ?? document.referrer) || undefined;
    previous.current = location.href;
    // Analytics must never disturb the page: a failure is ignored, and the record (the first read of localStorage
    // is slow on a phone) waits until the page has been adopted and drawn.
    whenIdle(() => void api.post('analytics/page-views', { path: pathname, referrer, visitor: visitor() }).catch(() => undefined));
  }, [pathname]);
};
