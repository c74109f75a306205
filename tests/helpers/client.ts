/**
 * A small HTTP client that signs in as different people: over app.inject() for a server in this process, or over
 * the network (fetch) for one in another process, given its address.
 */
import type { FastifyInstance } from 'fastify';
import { adminCredentials } from './server.ts';

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, checked by each test
  headers: Record<string, string | string[] | number | undefined>;
}

/** A server in another process: its address, and headers every request to it carries (e.g. X-Forwarded-For). */
export interface Remote {
  url: string;
  headers?: Record<string, string>;
}

export type Target = FastifyInstance | Remote;

/** A request to another process gives up after this long, so a server that hangs fails the test instead. */
const remoteTimeoutMs = 15_000;

const readBody = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text; // not JSON: keep the text
  }
};

/**
 * The tests' visitors are people's browsers: light-my-request's own user agent ("lightMyRequest") reads as a bot, and
 * a bot adds nothing to the owners' numbers (analytics/crawlers.ts).
 */
export const browserAgent = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const send = async (target: Target, method: string, url: string, payload: unknown, headers: Record<string, string>): Promise<Reply> => {
  if ('inject' in target) {
    const response = await target.inject({ method: method as 'GET', url, payload: payload as string, headers: { 'user-agent': browserAgent, ...headers } });
    return { status: response.statusCode, body: readBody(response.body), headers: response.headers };
  }
  const remote = target;
  const raw = typeof payload === 'string' || Buffer.isBuffer(payload);
  const response = await fetch(remote.url + url, {
    method,
    headers: { ...(payload === undefined || raw ? {} : { 'content-type': 'application/json' }), ...remote.headers, ...headers },
    body: payload === undefined ? undefined : raw ? (payload as string | Uint8Array<ArrayBuffer>) : JSON.stringify(payload),
    signal: AbortSignal.timeout(remoteTimeoutMs),
  });
  return { status: response.status, body: readBody(await response.text()), headers: Object.fromEntries(response.headers) };
};

export const client = (target: Target, token?: string) => {
  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    send(target, method, url, payload, { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers });
  return {
    token,
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload ?? {}),
    delete: (url: string) => call('DELETE', url),
    raw: call,
  };
};

export type Client = ReturnType<typeof client>;
export type Session = Client & { user: { id: number; email: string; roles: string[] } };

export const signIn = async (app: Target, email: string, password: string): Promise<Session> => {
  const response = await client(app).post('/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...client(app, response.body.token), user: response.body.user };
};

export const signInAdmin = (app: Target) => signIn(app, adminCredentials.email, adminCredentials.password);

/** The password of every account `member` makes, to sign in again (a session lasts 30 days of the clock). */
export const memberPassword = 'Passw0rd-test';

let counter = 0;
/**
 * A new account with `role`, created by the admin through /api/auth/users (public registration needs an emailed
 * link, see outbox.ts), then signed in. The admin signs in here when no admin session is given.
 */
export const member = async (app: Target, role: string, admin?: Client) => {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@example.co.ke`;
  const staff = admin ?? (await signInAdmin(app));
  const created = await staff.post('/api/auth/users', { name: `Test ${role} ${counter}`, email, password: memberPassword, roles: [role] });
  if (created.status !== 201) throw new Error(`creating a ${role} failed: ${created.status} ${JSON.stringify(created.body)}`);
  return signIn(app, email, memberPassword);
};
