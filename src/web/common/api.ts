/**
 * The site's way to /api: the session's token, the page's language, and errors that always carry the server's
 * message and per-field errors (ApiError). Every read goes through the data provider over this same transport
 * (site-data.ts, data-provider.ts); writes (cart, checkout, auth, reviews, forms) are sent from here.
 */
import { localeOfPath } from '../../registry/locales.ts';
import { sessionStore } from './session-store.ts';

export type Query = Record<string, string | number | boolean | null | undefined>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  constructor(status: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/** The server's message, or this when there is none (docs/product.md#messages). */
export const fallbackMessage = 'An error occurred';

/** A query as an address's search ("?a=1&b=2"): values left unset are not written. */
export const toSearch = (query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const authHeaders = (): Record<string, string> => {
  const token = sessionStore.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** The page's language, so the server answers a refusal in it; while the server renders, there is no page yet. */
export const languageHeaders = (): Record<string, string> =>
  typeof location === 'undefined' ? {} : { 'Accept-Language': localeOfPath(location.pathname).locale };

export const readError = async (response: Response) => {
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
  return new ApiError(response.status, body?.message || fallbackMessage, body?.errors ?? {});
};

type Send = (url: string, init: RequestInit) => Promise<Response>;

/** How a request reaches /api: the browser's fetch, or, while the server renders a page, the server itself. */
let send: Send = (url, init) => fetch(url, init);

/** The server's renderer sends the site's reads straight to its own routes (src/server/render/page-renderer.ts). */
export const sendApiRequestsWith = (sender: Send) => {
  send = sender;
};

/**
 * An API path as the site builds it ("jobs/main/4", "shop/shops?id=1&id=2"). A page's id comes from its address, so
 * one like "../../auth/me" must not climb to another route: its segments are plain names, never "." or "..".
 */
const safePath = (path: string) => {
  const [route = ''] = path.split('?', 1);
  return /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/.test(route);
};

/** Where the API is, for the browser and, through `send`, for the server's own render alike. */
export const apiUrl = '/api';

/** One call to /api (`path` holds its query, if any): the successful answer, or an ApiError. */
export const sendApi = async (method: string, path: string, options: { body?: unknown; signal?: AbortSignal } = {}): Promise<Response> => {
  if (!safePath(path)) throw new ApiError(404, 'There is no such page on ElimuHub.');
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeaders(), ...authHeaders() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await send(`${apiUrl}/${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach ElimuHub. Check your connection and try again.');
  }
  if (!response.ok) throw await readError(response);
  return response;
};

const write = async <T>(method: string, path: string, body?: unknown) => (await (await sendApi(method, path, { body })).json()) as T;

/** The site's writes. It reads through the data provider (site-data.ts), as the admin does. */
export const api = {
  post: <T>(path: string, body: unknown = {}) => write<T>('POST', path, body),
  patch: <T>(path: string, body: unknown) => write<T>('PATCH', path, body),
  delete: <T>(path: string) => write<T>('DELETE', path),
};
