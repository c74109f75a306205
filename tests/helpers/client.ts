/** A small HTTP client over app.inject() that signs in as different people. */
import type { FastifyInstance } from 'fastify';
import { adminCredentials } from './server.ts';

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, checked by each test
  headers: Record<string, string | string[] | number | undefined>;
}

export const client = (app: FastifyInstance, token?: string) => {
  const call = async (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      payload: payload as string,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, body, headers: response.headers };
  };
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

export const signIn = async (app: FastifyInstance, email: string, password: string): Promise<Session> => {
  const response = await client(app).post('/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...client(app, response.body.token), user: response.body.user };
};

export const signInAdmin = (app: FastifyInstance) => signIn(app, adminCredentials.email, adminCredentials.password);

let counter = 0;
/**
 * A new account with `role`, created by the admin through /api/auth/users (public registration needs an emailed
 * link, see outbox.ts), then signed in. The admin signs in here when no admin session is given.
 */
export const member = async (app: FastifyInstance, role: string, admin?: Client) => {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@example.co.ke`;
  const staff = admin ?? (await signInAdmin(app));
  const created = await staff.post('/api/auth/users', { name: `Test ${role} ${counter}`, email, password: 'Passw0rd-test', roles: [role] });
  if (created.status !== 201) throw new Error(`creating a ${role} failed: ${created.status} ${JSON.stringify(created.body)}`);
  return signIn(app, email, 'Passw0rd-test');
};
