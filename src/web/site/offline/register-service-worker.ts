/// <reference types="vite/client" />
/**
 * Installs the offline worker (docs/offline.md) in production only: in development it would answer with
 * files Vite has already replaced. It waits for the load event so it never competes with the first paint.
 */
export const registerServiceWorker = () => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Offline reading is unavailable:', error));
  });
};
