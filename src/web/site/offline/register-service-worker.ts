/// <reference types="vite/client" />
/**
 * Installs the offline worker (docs/offline.md) in production only: in development it would answer with
 * files Vite has already replaced. It waits for the load event and then for an idle moment, so it never competes
 * with the first paint nor with the adoption of the server's page. A rendered page's scripts start after its first
 * paint (docs/server-rendering.md), often after the load event: then only the idle moment is waited for.
 */
import { whenIdle } from '../../common/when-idle.ts';

export const registerServiceWorker = () => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(
      () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Offline reading is unavailable:', error)),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
