/**
 * The signed-in session in the browser, shared by the public site and the admin: the bearer token and the
 * user, kept in localStorage so a reload restores them (SPEC.md §4).
 */
export interface SessionUser {
  id: number;
  name: string;
  username: string | null;
  email: string;
  roles: string[];
  subscribed: boolean;
  plan: string | null;
}

const tokenKey = 'elimuhub.token';
const userKey = 'elimuhub.user';

/** No storage while the server renders a page: its render is always the signed-out visitor's. */
const stored = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

export const sessionStore = {
  token: (): string | null => stored(tokenKey),
  user(): SessionUser | null {
    try {
      return JSON.parse(stored(userKey) ?? 'null') as SessionUser | null;
    } catch {
      return null;
    }
  },
  save(token: string, user: SessionUser) {
    localStorage.setItem(tokenKey, token);
    localStorage.setItem(userKey, JSON.stringify(user));
  },
  saveUser(user: SessionUser) {
    localStorage.setItem(userKey, JSON.stringify(user));
  },
  clear() {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userKey);
  },
};
