/**
 * Two production processes on one PostgreSQL share what they must, seen through HTTP only: an anonymous list one
 * of them keeps shows a write made through the other within a second, wrong passwords sent to both are counted
 * as one, and a file uploaded through one is served by the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { from, startDeployment, type Deployment } from '../helpers/deployment.ts';
import { multipart, pdf, png, resumeFields } from '../helpers/files.ts';
import type { RunningServer } from '../helpers/server-process.ts';
import { staleness } from '../helpers/staleness.ts';
import { someAddress, someEmail } from '../helpers/visitors.ts';
import { postgres } from './postgres-only.ts';

const failuresPerAccount = 3;
const signInsPerAddress = 4;

describe.runIf(postgres)('two instances as deployed', () => {
  let deployment: Deployment;
  let a: RunningServer;
  let b: RunningServer;
  let admin: Session;

  beforeAll(async () => {
    deployment = await startDeployment({
      env: { LOGIN_ATTEMPTS: String(failuresPerAccount), LOGIN_ACCOUNT_ATTEMPTS: String(failuresPerAccount), LIMIT_SIGN_IN: `${signInsPerAddress}/15m` },
    });
    [a, b] = deployment.instances as [RunningServer, RunningServer];
    admin = await signInAdmin(from(a));
  });
  afterAll(() => deployment?.close());

  it('shows on one instance, within a second, a write made through the other', async () => {
    for (const [writer, reader] of [
      [a, b],
      [b, a],
      [a, b],
    ] as const)
      expect(await staleness(writer, reader, admin.token!)).not.toBeNull();
  });

  const wrongPassword = (server: RunningServer, email: string, address = someAddress()) =>
    client(from(server, address)).post('/api/auth/login', { email, password: 'Wrong-pass-2026' });

  it('locks an account after wrong passwords spread over both instances', async () => {
    const person = await member(from(a), 'subscriber', admin);
    for (let i = 0; i < failuresPerAccount; i++) expect((await wrongPassword(i % 2 ? b : a, person.user.email)).status).toBe(401);
    // Even the right password is refused now, on either instance.
    for (const server of [a, b]) {
      const locked = await client(from(server)).post('/api/auth/login', { email: person.user.email, password: 'Passw0rd-test' });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("counts one address's sign-ins to both instances against one limit", async () => {
    const address = someAddress();
    for (let i = 0; i < signInsPerAddress; i++) expect((await wrongPassword(i % 2 ? b : a, someEmail(), address)).status).toBe(401);
    for (const server of [a, b]) {
      const refused = await wrongPassword(server, someEmail(), address);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/Too many sign-in attempts from this network/);
    }
  });

  it('serves through one instance the files uploaded through the other', async () => {
    const image = multipart([{ name: 'file', value: png, filename: 'logo.png', type: 'image/png' }]);
    const uploaded = await admin.raw('POST', '/api/uploads/images', image.payload, image.headers);
    expect(uploaded.status).toBe(201);
    expect(await deployment.storedFiles()).toContain(uploaded.body.path.replace(/^\//, ''));
    const served = await fetch(b.url + uploaded.body.path);
    expect(served.status).toBe(200);
    // The stored original is re-encoded without its metadata: the other instance serves the very bytes stored.
    const stored = await fetch(a.url + uploaded.body.path);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await stored.arrayBuffer()));

    // A private file, by a link one instance signed and the other checks (one SECRET).
    const teacher = await member(from(a), 'subscriber', admin);
    const form = multipart([...resumeFields, { name: 'resume_file', value: pdf, filename: 'cv.pdf', type: 'application/pdf' }]);
    const resume = await teacher.raw('POST', '/api/jobs/resumes', form.payload, form.headers);
    expect(resume.status).toBe(201);
    const download = await fetch(b.url + resume.body.resume_file);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
  });
});
