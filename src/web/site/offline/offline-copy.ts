/**
 * What the service worker said about this page when the network was out: the time its saved copy was made, ''
 * when it had no copy of this page, null when the page came from the network.
 */
import { useSyncExternalStore } from 'react';

export const offlineCopy = typeof document === 'undefined' ? null : (document.querySelector<HTMLMetaElement>('meta[name="offline-copy"]')?.content ?? null);

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
