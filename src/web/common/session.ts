/**
 * Auth state for React: the session store plus a subscription, so every component sees sign-in and sign-out
 * at once. Sign-in, registration (a link is emailed; opening it signs the new member in) and sign-out go to the
 * server; the stored user is checked against /api/auth/me on start so a revoked token does not linger.
 */
import { useSyncExternalStore } from 'react';
import { api, ApiError } from './api.ts';
import { readEndpoint } from './site-data.ts';
import { sessionStore, type SessionUser } from './session-store.ts';

export type { SessionUser };

const listeners = new Set<() => void>();
let current: SessionUser | null = typeof localStorage === 'undefined' ? null : sessionStore.user();

const emit = () => {
  current = sessionStore.user();
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

interface AuthAnswer {
  user: SessionUser;
  token: string;
}

export const session = {
  user: () => current,
  async login(email: string, password: string) {
    const answer = await api.post<AuthAnswer>('auth/login', { email, password });
    sessionStore.save(answer.token, answer.user);
    emit();
    return answer.user;
  },
  /** Asks for an account; the server emails a link to finish it and answers with what it did (the same for every email). */
  async register(body: { name: string; email: string; password: string; role: string }) {
    const answer = await api.post<{ message: string }>('auth/register', body);
    return answer.message;
  },
  /** Opens the emailed registration link: the server creates the account and signs the new member in. */
  async verifyEmail(token: string) {
    const answer = await api.post<AuthAnswer>('auth/verify', { token });
    sessionStore.save(answer.token, answer.user);
    emit();
    return answer.user;
  },
  /** Sets a new password with a reset link's token; the server signs the member in (every other session ends). */
  async resetPassword(token: string, password: string) {
    const answer = await api.post<AuthAnswer>('auth/reset', { token, password });
    sessionStore.save(answer.token, answer.user);
    emit();
    return answer.user;
  },
  async logout() {
    try {
      await api.delete('auth/logout');
    } finally {
      sessionStore.clear();
      emit();
    }
  },
  /** Re-reads the user from the server; a 401 means the token is gone, so the session is cleared. */
  async refresh() {
    if (!sessionStore.token()) return;
    try {
      const { user } = await readEndpoint<{ user: SessionUser }>('auth/me');
      sessionStore.saveUser(user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) sessionStore.clear();
    }
    emit();
  },
  updateUser(user: SessionUser) {
    sessionStore.saveUser(user);
    emit();
  },
};

// Another tab signed in, out or as someone else: every component here follows at once.
if (typeof window !== 'undefined') sessionStore.onChangeElsewhere(emit);

export const useSession = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
