/**
 * The signed-in session in the browser, shared by the public site and the admin: the bearer token and the
 * user, kept in localStorage so a reload restores them (docs/product.md#signing-in-and-staying-signed-in).
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

/**
 * Tells the server, with each page asked for, that a member is signed in here (the token itself stays in
 * localStorage, out of every request): it then sends the page for this browser to draw with the member's session
 * rather than the anonymous visitor's page (docs/server-rendering.md). The cookie names no one.
 */
const memberCookie = (signedIn: boolean) => {
  document.cookie = `elimuhub_member=1; path=/; samesite=lax; max-age=${signedIn ? 60 * 60 * 24 * 365 : 0}`;
};

/** No storage while the server renders a page: its render is always the signed-out visitor's. */
const stored = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

export const sessionStore = {
  // An empty token (a script or an extension wrote one) is no session, as no token at all is.
  token: (): string | null => stored(tokenKey) || null,
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
    memberCookie(true);
  },
  saveUser(user: SessionUser) {
    localStorage.setItem(userKey, JSON.stringify(user));
  },
  clear() {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userKey);
    memberCookie(false);
  },
  /** Calls `listener` when another tab of this browser signs in, signs out or signs in as someone else. */
  onChangeElsewhere(listener: () => void) {
    const changed = (event: StorageEvent) => {
      // Each key arrives as an event of its own: the user written after the token is known only at its own.
      if (event.key === tokenKey || event.key === userKey || event.key === null) listener();
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  },
};

// The cookie follows the stored session: one kept from before the cookie existed announces itself too, and a cookie
// outliving its session (the site's storage cleared, cookies kept) is dropped, or every page would come as the
// shell drawn here rather than the page rendered on the server.
if (typeof document !== 'undefined') {
  const announced = document.cookie.includes('elimuhub_member=1');
  const signedIn = sessionStore.token() !== null;
  if (announced !== signedIn) memberCookie(signedIn);
}
