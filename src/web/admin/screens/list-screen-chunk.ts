/**
 * The generated list screen, loaded on demand and preloadable: most visits to the admin open a list, so the
 * app preloads it for a signed-in page load and the login screen preloads it while the user types.
 */
import { preloadable } from '../layout/preloadable.tsx';

export const { Screen: ListScreen, preload: preloadListScreen } = preloadable(() => import('./list-screen.tsx'));
