/**
 * Abuse limits: sign-in per address and per account, registration and password resets per address, every
 * write a visitor may make, uploads and upload quotas per member; X-Forwarded-For only from proxies named in
 * TRUST_PROXY. Every refusal is a 429 with a message saying when to try again and a Retry-After header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCounters } from '../../src/server/abuse/counters.ts';
import { createLoginThrottle } from '../../src/server/auth/login-throttle.ts';
import { loadConfig } from '../../src/server/config.ts';
import { waitInWords } from '../../src/server/abuse/wait.ts';
import { browserAgent, client, signInAdmin, type Session } from '../helpers/client.ts';
import { multipart, pdf, png, type Part } from '../helpers/files.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';

const minute = 60_000;
let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer({
    loginAttempts: 3,
    loginAccountAttempts: 6,
    limits: {
      ...relaxedLimits,
      signIn: { max: 4, windowMs: minute },
      register: { max: 2, windowMs: 60 * minute },
      passwordReset: { max: 2, windowMs: 60 * minute },
      contact: { max: 2, windowMs: 60 * minute },
      openWrites: { max: 3, windowMs: minute },
      searches: { max: 2, windowMs: minute },
      shareCards: { max: 3, windowMs: minute },
      listings: { max: 2, windowMs: 24 * 60 * minute },
      uploads: { max: 4, windowMs: 10 * minute },
      imagesPerDay: 2,
      uploadBytesPerDay: 1000,
    },
  });
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

let addresses = 0;
/** A fresh client address for each test, so the counters of one test do not spill into another. */
const newAddress = () => `10.20.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const send = (method: 'GET' | 'POST', url: string, from: string, payload?: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, payload: payload as object, remoteAddress: from, headers: { 'user-agent': browserAgent, ...headers } });

const login = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  send('POST', '/api/auth/login', from, { email, password }, headers);

let members = 0;
/** A new member made by the admin, signed in from an address of its own (the sign-in limit here is low). */
const newMember = async (role: string): Promise<Session> => {
  const email = `${role}${++members}.${Date.now()}@example.co.ke`;
  const created = await admin.post('/api/auth/users', { name: `Abuse ${role} ${members}`, email, password: 'Passw0rd-test', roles: [role] });
  expect(created.status).toBe(201);
  const reply = await login(newAddress(), email, 'Passw0rd-test');
  expect(reply.statusCode).toBe(200);
  const { token, user } = reply.json() as { token: string; user: Session['user'] };
  return { ...client(server.app, token), user };
};

/** A 429 as every limit answers it: JSON with only a message that says when, and Retry-After in seconds. */
const expectLimited = (reply: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, message: RegExp) => {
  expect(reply.statusCode).toBe(429);
  const body = reply.json() as { message: string };
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toMatch(message);
  expect(body.message).toMatch(/Try again in \d+ (second|minute|hour)s?\.|upload more in \d+ (second|minute|hour)s?\./);
  expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
};

describe('signing in', () => {
  it('limits attempts per address, whatever the emails, and leaves other addresses alone', async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i++) expect((await login(from, `nobody${i}@example.co.ke`, 'wrong-password')).statusCode).toBe(401);
    expectLimited(
      await login(from, 'nobody9@example.co.ke', 'wrong-password'),
      /^Too many sign-in attempts from this network\. Try again in (1 minute|[1-5]?\d seconds)\.$/,
    );
    expect((await login(newAddress(), 'nobody9@example.co.ke', 'wrong-password')).statusCode).toBe(401);
  });

  it('counts only the wrong ones: a class signing in from one school network is not limited', async () => {
    const lab = newAddress();
    const pupils = await Promise.all(Array.from({ length: 3 }, () => newMember('subscriber')));
    for (let round = 0; round < 3; round++) for (const pupil of pupils) expect((await login(lab, pupil.user.email, 'Passw0rd-test')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(lab, `guess${i}@example.co.ke`, 'wrong-password')).statusCode).toBe(401);
    expectLimited(await login(lab, 'guess9@example.co.ke', 'wrong-password'), /sign-in attempts from this network/);
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so rotating it buys no attempts', async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i++)
      expect((await login(from, `rotating${i}@example.co.ke`, 'wrong', { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode).toBe(401);
    expectLimited(await login(from, 'rotating9@example.co.ke', 'wrong', { 'x-forwarded-for': '198.51.100.99' }), /sign-in attempts from this network/);
  });

  it('locks an account for the address its wrong passwords come from, while its owner signs in from their own', async () => {
    const victim = await newMember('subscriber');
    const attacker = newAddress();
    const victimAddress = newAddress();
    // The attacker even claims to be at the victim's address: with no trusted proxy that changes nothing.
    for (let i = 0; i < 3; i++) expect((await login(attacker, victim.user.email, 'guess', { 'x-forwarded-for': victimAddress })).statusCode).toBe(401);
    // The attacker's address can still sign in to other accounts.
    const other = await newMember('subscriber');
    expect((await login(attacker, other.user.email, 'Passw0rd-test')).statusCode).toBe(200);
    const locked = await login(attacker, victim.user.email, 'Passw0rd-test');
    expectLimited(locked, /^Too many failed sign-in attempts\. Try again in 15 minutes\. If you have forgotten your password, reset it/);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Refused attempts from that address do not count against the account for everyone else.
    for (let i = 0; i < 10; i++) expect((await login(attacker, victim.user.email, 'guess')).statusCode).toBe(429);
    expect((await login(victimAddress, victim.user.email, 'Passw0rd-test')).statusCode).toBe(200);
  });

  it('locks an account for everyone once wrong passwords from many addresses pass the account-wide cap', async () => {
    const victim = await newMember('subscriber');
    // Sign-ins with the right password, from anywhere, never count towards the cap.
    for (let i = 0; i < 8; i++) expect((await login(newAddress(), victim.user.email, 'Passw0rd-test')).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) expect((await login(newAddress(), victim.user.email, 'guess')).statusCode).toBe(401);
    expectLimited(await login(newAddress(), victim.user.email, 'Passw0rd-test'), /^Too many failed sign-in attempts\./);
  });

  it('counts the current password typed to change a password with the sign-ins of that account', async () => {
    const victim = await newMember('subscriber');
    const thief = newAddress();
    for (let i = 0; i < 3; i++) expect((await login(thief, victim.user.email, 'guess')).statusCode).toBe(401);
    const change = (from: string) =>
      send('POST', '/api/auth/password', from, { current_password: 'guess', new_password: 'Stolen-pass-2026' }, { authorization: `Bearer ${victim.token}` });
    expectLimited(await change(thief), /^Too many wrong passwords\. Try again in 15 minutes\.$/);
    // From elsewhere the check goes on, and its wrong answers count towards the account's cap like a sign-in's.
    for (let i = 0; i < 3; i++) expect((await change(newAddress())).statusCode).toBe(400);
    expectLimited(await login(newAddress(), victim.user.email, 'Passw0rd-test'), /^Too many failed sign-in attempts\./);
  });

  it('counts guesses sent all at once: no more than the limits are checked', async () => {
    const victim = await newMember('subscriber');
    const spread = await Promise.all(Array.from({ length: 20 }, () => login(newAddress(), victim.user.email, 'guess')));
    expect(spread.filter((reply) => reply.statusCode === 401)).toHaveLength(6);
    expect(spread.filter((reply) => reply.statusCode === 429)).toHaveLength(14);
    const other = await newMember('subscriber');
    const from = newAddress();
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(from, other.user.email, 'guess')));
    expect(burst.filter((reply) => reply.statusCode === 401)).toHaveLength(3);
    expect(burst.filter((reply) => reply.statusCode === 429)).toHaveLength(17);
  });
});

describe('accounts', () => {
  it('limits registrations and openings of confirmation links per address, each on its own count', async () => {
    const from = newAddress();
    for (let i = 0; i < 2; i++) {
      const reply = await send('POST', '/api/auth/register', from, { name: `Mwangi ${i}`, email: `mwangi${i}.${from}@example.co.ke`, password: 'Nyeri-2026' });
      expect(reply.statusCode).toBe(202);
    }
    const third = await send('POST', '/api/auth/register', from, { name: 'Mwangi', email: `mwangi.${from}@example.co.ke`, password: 'Nyeri-2026' });
    expectLimited(third, /^Too many registrations from this network\. Try again in 60 minutes\.$/);
    for (let i = 0; i < 2; i++) expect((await send('POST', '/api/auth/verify', from, { token: `guess-${i}` })).statusCode).toBe(400);
    expectLimited(await send('POST', '/api/auth/verify', from, { token: 'guess-3' }), /^Too many confirmation attempts from this network\./);
  });

  it('limits password reset requests and resets per address', async () => {
    const from = newAddress();
    for (let i = 0; i < 2; i++) expect((await send('POST', '/api/auth/forgot', from, { email: 'someone@example.co.ke' })).statusCode).toBe(202);
    expectLimited(await send('POST', '/api/auth/forgot', from, { email: 'someone@example.co.ke' }), /^Too many password reset requests from this network\./);
    for (let i = 0; i < 2; i++) expect((await send('POST', '/api/auth/reset', from, { token: 'not-a-token', password: 'New-pass-2026' })).statusCode).toBe(400);
    expectLimited(await send('POST', '/api/auth/reset', from, { token: 'not-a-token', password: 'New-pass-2026' }), /^Too many password reset attempts/);
  });
});

describe('writes anyone may make', () => {
  const message = { name: 'Achieng', email: 'achieng@example.co.ke', subject: 'Fees', message: 'What are the fees for Form One?' };

  it('limits the contact form per address for visitors and per account for members', async () => {
    const from = newAddress();
    for (let i = 0; i < 2; i++) expect((await send('POST', '/api/support/feedback', from, message)).statusCode).toBe(201);
    expectLimited(await send('POST', '/api/support/feedback', from, message), /^Too many messages from this network\. Try again in 60 minutes\.$/);
    // A member at the same address has a count of their own.
    const parent = await newMember('subscriber');
    const auth = { authorization: `Bearer ${parent.token}` };
    for (let i = 0; i < 2; i++) expect((await send('POST', '/api/support/feedback', from, message, auth)).statusCode).toBe(201);
    expectLimited(await send('POST', '/api/support/feedback', from, message, auth), /^Too many messages from your account\./);
  });

  it('limits page views and engagement per address, each on its own count', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) expect((await send('POST', '/api/analytics/page-views', from, { path: `/schools/${i}` })).statusCode).toBe(201);
    expectLimited(
      await send('POST', '/api/analytics/page-views', from, { path: '/schools' }),
      /^Too many page view records from this network\. Try again in (1 minute|[1-5]?\d seconds)\.$/,
    );
    expect(
      (await send('POST', '/api/analytics/engagement', from, { action: 'click', target_type: 'institutions/schools', target_id: 999_999 })).statusCode,
    ).toBe(202);
  });

  it('draws only so many share pictures for one address, so it cannot keep the drawing busy for everyone', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) expect((await send('GET', '/cards/site.png', from)).statusCode).toBe(200);
    expectLimited(await send('GET', '/cards/site.png', from), /^Too many share pictures from this network\. Try again in (1 minute|[1-5]?\d seconds)\.$/);
    expect((await send('GET', '/cards/site.png', newAddress())).statusCode).toBe(200);
  });

  it('answers every search but records only so many per address', async () => {
    const from = newAddress();
    const word = `kilimanjaro${Date.now()}`;
    for (let i = 0; i < 5; i++) expect((await send('GET', `/api/institutions/schools?q=${word}`, from)).statusCode).toBe(200);
    const recorded = await admin.get(`/api/analytics/search-queries?query=${word}`);
    expect(recorded.body).toHaveLength(2);
  });
});

describe('new listings', () => {
  it('limits the listings one member adds, refused ones not counted, so a flood cannot fill the duplicates desk', async () => {
    const owner = await newMember('school');
    const from = newAddress();
    const auth = { authorization: `Bearer ${owner.token}` };
    expect((await send('POST', '/api/institutions/schools', from, { county: 'Nairobi' }, auth)).statusCode).toBe(400);
    for (const name of ['Flood Academy', 'Flood Academy Two'])
      expect((await send('POST', '/api/institutions/schools', from, { name, county: 'Nairobi' }, auth)).statusCode).toBe(201);
    expectLimited(
      await send('POST', '/api/institutions/schools', from, { name: 'Flood Academy Three', county: 'Nairobi' }, auth),
      /^Too many new listings from your account\. Try again in 24 hours\.$/,
    );
    // From another address too: the count is the account's.
    expect((await send('POST', '/api/institutions/schools', newAddress(), { name: 'Flood Academy Four', county: 'Nairobi' }, auth)).statusCode).toBe(429);
  });
});

describe('uploads', () => {
  const image = (who: Session, from: string, value: Buffer = png) => {
    const body = multipart([{ name: 'file', value, filename: 'logo.png' }]);
    return send('POST', '/api/uploads/images', from, body.payload, { ...body.headers, authorization: `Bearer ${who.token}` });
  };
  const fields: Part[] = [
    { name: 'first_name', value: 'Amina' },
    { name: 'last_name', value: 'Wekesa' },
    { name: 'email', value: 'amina@example.co.ke' },
    { name: 'job_title', value: 'Teacher' },
    { name: 'agreed_to_terms', value: 'true' },
    { name: 'agreed_to_privacy_policy', value: 'true' },
    // 300 bytes: three fit in the day's 1000, a fourth does not.
    { name: 'resume_file', value: Buffer.concat([pdf, Buffer.alloc(300 - pdf.length, ' ')]), filename: 'cv.pdf', type: 'application/pdf' },
  ];
  const resume = (who: Session, from: string) => {
    const body = multipart(fields);
    return send('POST', '/api/jobs/resumes', from, body.payload, { ...body.headers, authorization: `Bearer ${who.token}` });
  };

  it('counts images per member per day', async () => {
    const school = await newMember('school');
    const from = newAddress();
    for (let i = 0; i < 2; i++) expect((await image(school, from)).statusCode).toBe(201);
    const third = await image(school, from);
    expectLimited(third, /^You have uploaded 2 images today, the most allowed in a day \(2\)\. You can upload more in 24 hours\.$/);
    // Another member is not affected.
    expect((await image(await newMember('school'), from)).statusCode).toBe(201);
  });

  it('counts the bytes of images and resumes together per member per day', async () => {
    const teacher = await newMember('subscriber');
    const from = newAddress();
    for (let i = 0; i < 3; i++) expect((await resume(teacher, from)).statusCode).toBe(201);
    expectLimited(
      await resume(teacher, from),
      /^This upload would take you past 1 KB of uploads today \(you have used \d+ KB\)\. You can upload more in 24 hours\.$/,
    );
  });

  it('counts only accepted uploads, yet a flood of refused ones still meets the limit', async () => {
    const teacher = await newMember('subscriber');
    const from = newAddress();
    const empty = () => {
      const body = multipart([{ name: 'first_name', value: 'Amina' }]);
      return send('POST', '/api/jobs/resumes', from, body.payload, { ...body.headers, authorization: `Bearer ${teacher.token}` });
    };
    // A refused upload gives its count back, ten times the limit (4) over; after that refusals count too.
    for (let i = 0; i < 44; i++) expect((await empty()).statusCode, String(i)).toBe(400);
    expectLimited(await empty(), /^Too many uploads from your account\. Try again in 10 minutes\.$/);
  });
});

describe('behind a proxy', () => {
  it('takes the address from X-Forwarded-For only when the request comes from a proxy named in TRUST_PROXY', async () => {
    const proxied = await startServer({ trustProxy: ['127.0.0.1'], limits: { ...relaxedLimits, signIn: { max: 2, windowMs: minute } } });
    try {
      const via = (client: string) => ({ 'x-forwarded-for': client });
      const attempt = (from: string, headers: Record<string, string> = {}) =>
        proxied.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, headers, payload: { email: 'x@example.co.ke', password: 'wrong' } });
      for (let i = 0; i < 2; i++) expect((await attempt('127.0.0.1', via('203.0.113.7'))).statusCode).toBe(401);
      expect((await attempt('127.0.0.1', via('203.0.113.7'))).statusCode).toBe(429);
      // Another visitor behind the same proxy has a count of their own.
      expect((await attempt('127.0.0.1', via('203.0.113.8'))).statusCode).toBe(401);
      // Anyone else's X-Forwarded-For is ignored: a direct client cannot spend a victim's attempts.
      for (let i = 0; i < 2; i++) expect((await attempt('192.0.2.50', via('203.0.113.8'))).statusCode).toBe(401);
      expect((await attempt('192.0.2.50', via('203.0.113.9'))).statusCode).toBe(429);
      expect((await attempt('127.0.0.1', via('203.0.113.8'))).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('counts a client behind a proxy that writes ports, or no address at all, as one client', async () => {
    const proxied = await startServer({ trustProxy: ['127.0.0.1'], limits: { ...relaxedLimits, signIn: { max: 2, windowMs: minute } } });
    try {
      const attempt = (forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
          payload: { email: 'x@example.co.ke', password: 'wrong' },
        });
      for (const [first, second, third] of [
        ['203.0.113.20:1001', '203.0.113.20:1002', '203.0.113.20'],
        ['[2001:db8:9:9::1]:443', '[2001:db8:9:9::2]', '2001:db8:9:9::3'],
        ['garbage1', 'garbage2', 'not an address'],
      ]) {
        expect((await attempt(first!)).statusCode, first).toBe(401);
        expect((await attempt(second!)).statusCode, second).toBe(401);
        expect((await attempt(third!)).statusCode, third).toBe(429);
      }
    } finally {
      await proxied.close();
    }
  });

  it('counts a hop count of proxies from the nearest one', async () => {
    const proxied = await startServer({ trustProxy: 1, limits: { ...relaxedLimits, signIn: { max: 1, windowMs: minute } } });
    try {
      const attempt = (forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwarded },
          payload: { email: 'x@example.co.ke', password: 'wrong' },
        });
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
      // What the client wrote before the proxy's own entry does not count.
      expect((await attempt('198.51.100.1, 203.0.113.1')).statusCode).toBe(429);
      expect((await attempt('203.0.113.1, 203.0.113.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('configuration', () => {
  it('reads TRUST_PROXY and the limits from the environment, and refuses what it cannot read', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/any visitor choose their address/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY must be/);
    const config = loadConfig({
      LIMIT_SIGN_IN: '20/10m',
      LIMIT_CONTACT: '3/h',
      UPLOAD_MB_PER_DAY: '50',
      UPLOAD_IMAGES_PER_DAY: '20',
      LOGIN_LOCK_MINUTES: '30',
    });
    expect(config.limits.signIn).toEqual({ max: 20, windowMs: 10 * minute });
    expect(config.limits.contact).toEqual({ max: 3, windowMs: 60 * minute });
    expect(config.limits.uploadBytesPerDay).toBe(50 * 1024 * 1024);
    expect(config.limits.imagesPerDay).toBe(20);
    expect(config.loginWindowMs).toBe(30 * minute);
    expect(() => loadConfig({ LIMIT_SIGN_IN: 'fifty' })).toThrow(/LIMIT_SIGN_IN must look like 50\/15m/);
  });

  it('says waits in words and keeps a bounded number of accounts in memory', async () => {
    expect([1, 59, 60, 61, 3600, 5400, 86400].map(waitInWords)).toEqual([
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '60 minutes',
      '2 hours',
      '24 hours',
    ]);
    const throttle = createLoginThrottle(memoryCounters(100), 2, 4, minute);
    const message = (wait: string) => `Wait ${wait}.`;
    await throttle.attempt({ key: 'victim@example.co.ke', address: 'a', device: null }, message);
    await throttle.attempt({ key: 'victim@example.co.ke', address: 'a', device: null }, message);
    await expect(throttle.attempt({ key: 'victim@example.co.ke', address: 'a', device: null }, message)).rejects.toThrow(/Wait 1 minute/);
    // Attempts refused at one address do not add to the account's count: another address still gets its tries.
    for (let i = 0; i < 10; i++) await expect(throttle.attempt({ key: 'victim@example.co.ke', address: 'a', device: null }, message)).rejects.toThrow(/Wait/);
    await throttle.attempt({ key: 'victim@example.co.ke', address: 'b', device: null }, message);
    await throttle.attempt({ key: 'victim@example.co.ke', address: 'c', device: null }, message);
    await expect(throttle.attempt({ key: 'victim@example.co.ke', address: 'd', device: null }, message)).rejects.toThrow(/Wait 1 minute/);
    // A flood of other keys pushes the oldest out rather than growing the map.
    for (let i = 0; i < 1000; i++) await throttle.attempt({ key: `flood${i}@example.co.ke`, address: 'a', device: null }, message);
    await expect(throttle.attempt({ key: 'victim@example.co.ke', address: 'a', device: null }, message)).resolves.toBeUndefined();
  });
});
