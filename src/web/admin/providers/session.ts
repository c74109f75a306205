/**
 * Who is signed in, as the admin sees it: the stored session, checked once against /api/auth/me per page
 * load so a revoked or expired token sends the user to the login page instead of failing request by request.
 */
import { sessionStore, type SessionUser } from '../../common/session-store.ts';
import { http } from './http.ts';

let checked: Promise<SessionUser | null> | null = null;

export const currentUser = (): Promise<SessionUser | null> => {
  if (!sessionStore.token()) return Promise.resolve(null);
  checked ??= http
    .get<{ user: SessionUser }>('/api/auth/me')
    .then(({ data }) => {
      sessionStore.saveUser(data.user);
      return data.user;
    })
    .catch((error: { statusCode?: number }) => {
      if (error.statusCode === 401) {
        sessionStore.clear();
        return null;
      }
      // The server is unreachable: trust the stored user until it answers.
      return sessionStore.user();
    });
  return checked;
};

export const startSession = (token: string, user: SessionUser) => {
  sessionStore.save(token, user);
  checked = Promise.resolve(user);
};

export const endSession = () => {
  sessionStore.clear();
  checked = null;
};
