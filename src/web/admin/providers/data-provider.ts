/** simple-rest on /api through the signed-in client, wrapped so URL-derived meta cannot change a request. */
import simpleRest from '@refinedev/simple-rest';
import { apiUrl, http } from './http.ts';
import { safeDataProvider } from './safe-data-provider.ts';

export const dataProvider = safeDataProvider(simpleRest(apiUrl, http));
