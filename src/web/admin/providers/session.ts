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
      const stored = sessionStore.user();
      sessionStore.saveUser(data.user);
      // The screens were drawn for the user stored with the token (grants.ts): if the server names another, or
      // other roles, they start again for the right one.
      if (stored && (stored.id !== data.user.id || JSON.stringify(stored.roles) !== JSON.stringify(data.user.roles))) window.location.reload();
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

// Another tab signed in as someone else, or out: this tab's screens and grants are another person's now, so they
// start again from the session check rather than act with a token that is not theirs. The token and the user
// arrive as two events: one reload, since a second would cancel the first mid-way.
let reloading = false;
if (typeof window !== 'undefined')
  sessionStore.onChangeElsewhere(() => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
