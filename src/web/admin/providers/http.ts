/**
 * The admin's HTTP client: simple-rest's axios instance, carrying the session's bearer token, with the
 * server's per-field `errors` kept on the error so forms can show them on their fields.
 */
import type { HttpError } from '@refinedev/core';
import { axiosInstance } from '@refinedev/simple-rest';
import { sessionStore } from '../../common/session-store.ts';

export const apiUrl = '/api';

axiosInstance.interceptors.request.use((config) => {
  // The admin is in English whatever the browser's language; the server would otherwise answer errors in that.
  config.headers.set('Accept-Language', 'en');
  const token = sessionStore.token();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

interface ServerError {
  message?: string;
  statusCode?: number;
  response?: { status?: number; data?: { message?: string; errors?: Record<string, string> } };
}

// simple-rest's own interceptor has already turned the axios error into {message, statusCode, response}.
const forbiddenListeners = new Set<() => void>();

/** Calls `listener` on every 403 from the API; returns the call that stops it. */
export const onForbidden = (listener: () => void) => {
  forbiddenListeners.add(listener);
  return () => void forbiddenListeners.delete(listener);
};

axiosInstance.interceptors.response.use(undefined, (error: ServerError) => {
  const data = error.response?.data;
  if ((error.statusCode ?? error.response?.status) === 403) for (const listener of forbiddenListeners) listener();
  const refined: HttpError = {
    message: data?.message ?? error.message ?? 'The server could not be reached.',
    statusCode: error.statusCode ?? error.response?.status ?? 0,
    ...(data?.errors ? { errors: data.errors } : {}),
  };
  return Promise.reject(refined);
});

export const http = axiosInstance;
