/**
 * Every read of the site: lists, records and the endpoints that are not resources, through the data provider
 * (data-provider.ts), as the admin reads. Writes are sent from api.ts. Its code (simple-rest with
 * axios and query-string) is fetched the first time the browser reads by itself: a page adopted from the server's
 * render reads nothing, so `/` does not pay for it (docs/server-rendering.md).
 */
import type { ListQuery } from './data-provider.ts';

const provider = () => import('./data-provider.ts');

/** A list's rows with its X-Total-Count, and whether the server counted only up to its cap. */
export const readList = async <T>(resource: string, query: ListQuery, signal?: AbortSignal) => (await provider()).readList<T>(resource, query, signal);

export const readMany = async <T>(resource: string, ids: readonly number[], signal?: AbortSignal) => (await provider()).readMany<T>(resource, ids, signal);

export const readOne = async <T>(resource: string, id: string | number, signal?: AbortSignal) => (await provider()).readOne<T>(resource, id, signal);

/** An endpoint that is not a resource (`search`, `stats`, `auth/me`), through the provider's `custom`. */
export const readEndpoint = async <T>(path: string, query?: ListQuery, signal?: AbortSignal) => (await provider()).readEndpoint<T>(path, query, signal);
