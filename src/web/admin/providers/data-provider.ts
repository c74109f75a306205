/** simple-rest on /api through the signed-in client, wrapped so URL-derived meta cannot change a request. */
import simpleRest from '@refinedev/simple-rest';
import { primeFirstList, withFirstList } from './first-list.ts';
import { apiUrl, http } from './http.ts';
import { safeDataProvider } from '../../common/safe-data-provider.ts';

const provider = safeDataProvider(simpleRest(apiUrl, http));

export const dataProvider = withFirstList(provider);

/** Asks for the rows of the list a page load opens, before the admin has rendered (first-list.ts). */
export const primeListAt = (location: Pick<Location, 'pathname' | 'search'>) => primeFirstList(provider, location);
