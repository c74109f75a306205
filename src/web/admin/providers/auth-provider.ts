/** Sign-in through the same /api/auth endpoints as the public site; a 401 from any call returns to login. */
import type { AuthProvider } from '@refinedev/core';
import { sessionStore, type SessionUser } from '../../common/session-store.ts';
import { primeListAt } from './data-provider.ts';
import { preloadGrants, resetGrants } from './grants.ts';
import { http } from './http.ts';
import { returnPath } from '../screens/return-path.ts';
import { currentUser, endSession, startSession } from './session.ts';

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    try {
      const { data } = await http.post<{ user: SessionUser; token: string }>('/api/auth/login', { email, password });
      startSession(data.token, data.user);
      resetGrants();
      // The page the sign-in leads to (Refine's `to`): its grants and rows are asked for now, alongside its code.
      preloadGrants();
      const to = returnPath(new URLSearchParams(window.location.search).get('to'));
      if (to) primeListAt(new URL(`/admin${to}`, window.location.origin));
      return { success: true, redirectTo: '/' };
    } catch (error) {
      const message = (error as { message?: string }).message ?? 'Sign-in failed.';
      return { success: false, error: { name: 'Sign-in failed', message } };
    }
  },
  async logout() {
    // Signed out here first: no screen's request goes out with a token the server is revoking.
    const token = sessionStore.token();
    endSession();
    resetGrants();
    if (token)
      await http.delete('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => {
        // Signed out locally either way; the token is gone from this browser.
      });
    // A fresh page, not a move within this one: the lists, records and grants this admin holds in memory were read
    // for the person leaving, and the next person to sign in at this screen must see none of them, nor be led back
    // to the page the last one was on.
    window.location.replace('/admin/login');
    return { success: true };
  },
  async check() {
    return (await currentUser())
      ? { authenticated: true }
      : { authenticated: false, logout: true, redirectTo: '/login', error: { name: 'Signed out', message: 'Please sign in.' } };
  },
  async onError(error: { statusCode?: number }) {
    if (error?.statusCode === 401) {
      endSession();
      return { logout: true, redirectTo: '/login' };
    }
    return {};
  },
  getIdentity: () => currentUser(),
  getPermissions: async () => (await currentUser())?.roles ?? [],
};
