import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element has come on screen (or within `rootMargin` of it), and from then on: for work
 * that is wasted, or costs a reader's data, while no one can see it. Without IntersectionObserver, true at once.
 */
export const useSeen = (element: RefObject<Element | null>, options: { threshold?: number; rootMargin?: string }) => {
  const [seen, setSeen] = useState(false);
  const { threshold, rootMargin } = options;
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= (threshold ?? 0))) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin]);
  return seen;
};
