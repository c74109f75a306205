/**
 * Uploads and résumés in an S3-compatible bucket (a real S3 server on a local port, spoken to over the S3
 * protocol): images served back through /uploads, résumés through signed links with the same headers as from
 * the disk, objects removed with their rows; two instances with separate DATA_DIRs serve each other's files;
 * a store that is stopped or hangs answers 503 with Retry-After, never a 500 or a hang, and service comes back
 * with it without a restart. The demo data's files go to the bucket too, and S3_* settings that cannot work
 * stop the start with their reason.
 */
import sharp from 'sharp';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { client, member, signIn, signInAdmin, type Session } from '../helpers/client.ts';
import { multipart, pdf, png, tampered, type Part } from '../helpers/files.ts';
import { eventually } from '../helpers/eventually.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import { startServer } from '../helpers/server.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';

const postgres = !!process.env.TEST_DATABASE_URL;
const secret = 'one-secret-shared-by-both-instances-0123456789';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let first: Awaited<ReturnType<typeof startServer>>;
let second: FastifyInstance;
let admin: Session;
const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-second-'));

beforeAll(async () => {
  s3 = await startS3Server();
  first = await startServer({ s3: s3.settings(), secret });
  admin = await signInAdmin(first.app);
  // On PostgreSQL both instances share the database; on SQLite the second has its own, in its own DATA_DIR.
  second = await buildApp(loadConfig({}, { ...first.config, dataDir: secondDir }));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
  fs.rmSync(secondDir, { recursive: true, force: true });
});

const resumeFields: Part[] = [
  { name: 'first_name', value: 'Wanjiru' },
  { name: 'last_name', value: 'Mutua' },
  { name: 'email', value: 'wanjiru.mutua@example.co.ke' },
  { name: 'job_title', value: 'Kiswahili Teacher' },
  { name: 'agreed_to_terms', value: 'true' },
  { name: 'agreed_to_privacy_policy', value: 'true' },
];

const send = (app: FastifyInstance, who: Session, url: string, parts: Part[]) => {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${who.token}` } });
};
/** Whether served bytes show the uploaded picture: they are re-encoded without metadata, so compared by pixels. */
const samePicture = async (served: Buffer) => (await sharp(served).raw().toBuffer()).equals(await sharp(png).raw().toBuffer());

const uploadImage = (app: FastifyInstance, who: Session) => send(app, who, '/api/uploads/images', [{ name: 'file', value: png, filename: 'logo.png' }]);
const uploadResume = (app: FastifyInstance, who: Session) =>
  send(app, who, '/api/jobs/resumes', [...resumeFields, { name: 'resume_file', value: pdf, filename: 'cv.pdf', type: 'application/pdf' }]);

const nameIn = (link: string) => /\/(?:uploads|api\/files)\/([\w.-]+)/.exec(link)![1]!;

/** Objects leave the bucket just after the transaction that deleted their row: wait for it, within `ms`. */
const gone = async (key: string, ms = 3000) => {
  const until = Date.now() + ms;
  while (Date.now() < until && (await s3.objects()).includes(key)) await new Promise((r) => setTimeout(r, 100));
  return !(await s3.objects()).includes(key);
};

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

describe('S3 settings', () => {
  it('are off without S3_BUCKET, and read with their defaults when it is set', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'elimuhub-files' }).s3).toEqual({
      endpoint: null,
      bucket: 'elimuhub-files',
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
      prefix: '',
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'elimuhub',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'elimuhub',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_PREFIX: '/site/one/',
      }).s3,
    ).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true, prefix: 'site/one/' });
    expect(loadConfig({ S3_BUCKET: 'elimuhub', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuse what cannot work, saying why', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT is set but S3_BUCKET is not/],
      [{ S3_BUCKET: 'Elimu_Hub' }, /S3_BUCKET must be a bucket name/],
      [{ S3_BUCKET: 'elimuhub', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must start with http:\/\/ or https:\/\//],
      [{ S3_BUCKET: 'elimuhub', S3_ENDPOINT: 'http://minio:9000/elimuhub' }, /the bucket goes in S3_BUCKET/],
      [{ S3_BUCKET: 'elimuhub', S3_ACCESS_KEY_ID: 'elimuhub' }, /S3_SECRET_ACCESS_KEY is missing/],
      [{ S3_BUCKET: 'elimuhub', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be true or false/],
      [{ S3_BUCKET: 'elimuhub', S3_REGION: 'Nairobi 1' }, /S3_REGION must look like us-east-1/],
      [{ S3_BUCKET: 'elimuhub', S3_PREFIX: '../other' }, /S3_PREFIX may hold/],
      [{ S3_BUCKET: 'elimuhub', S3_TIMEOUT_MS: 'soon' }, /S3_TIMEOUT_MS must be a whole number/],
    ];
    for (const [env, reason] of refused) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(reason);
  });
});

describe('files in S3', () => {
  it('keeps an uploaded image in the bucket, not on the disk, and serves it through /uploads like the disk did', async () => {
    const candidate = await member(first.app, 'subscriber', admin);
    const reply = await uploadImage(first.app, candidate);
    expect(reply.statusCode, reply.body).toBe(201);
    const { path: address } = reply.json();
    expect(address).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(await s3.objects()).toContain(`uploads/${nameIn(address)}`);
    expect(fs.existsSync(path.join(first.config.dataDir, 'uploads', nameIn(address)))).toBe(false);

    const served = await first.app.inject({ url: address });
    expect(served.statusCode).toBe(200);
    expect(await samePicture(served.rawPayload)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBeTruthy();
    const again = await first.app.inject({ url: address, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const odd = await first.app.inject({ url: address, headers: { 'if-none-match': 'not an etag' } });
    expect(odd.statusCode).toBe(200);
    const head = await first.app.inject({ method: 'HEAD', url: address });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(head.body).toBe('');
  });

  it('answers 404 with a message for an image that is not there, and never serves private files as images', async () => {
    const missing = await first.app.inject({ url: '/uploads/3f1c9a52-0000-4000-8000-000000000000.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/There is no GET \/uploads\//);
    const candidate = await member(first.app, 'subscriber', admin);
    const resume = (await uploadResume(first.app, candidate)).json();
    expect((await first.app.inject({ url: `/uploads/${nameIn(resume.resume_file)}` })).statusCode).toBe(404);
    expect((await first.app.inject({ url: '/uploads/..%2Fprivate%2Fx.pdf' })).statusCode).toBe(404);
  });

  it('keeps a résumé in the bucket and sends it through its signed link with the same headers as from the disk', async () => {
    const candidate = await member(first.app, 'subscriber', admin);
    const created = await uploadResume(first.app, candidate);
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json().resume_file as string;
    expect(await s3.objects()).toContain(`private/${nameIn(link)}`);
    expect(fs.existsSync(path.join(first.config.dataDir, 'private', nameIn(link)))).toBe(false);

    const file = await first.app.inject({ url: link });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${nameIn(link)}"`);
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await first.app.inject({ url: tampered(link) })).statusCode).toBe(403);
  });

  it('removes a deleted résumé’s objects from the bucket, and its link answers 404 at once', async () => {
    const candidate = await member(first.app, 'subscriber', admin);
    const resume = (await uploadResume(first.app, candidate)).json();
    const key = `private/${nameIn(resume.resume_file)}`;
    expect(await s3.objects()).toContain(key);
    expect((await candidate.delete(`/api/jobs/resumes/${resume.id}`)).status).toBe(200);
    const old = await first.app.inject({ url: resume.resume_file });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('This file has been deleted. If you still need it, ask its owner to upload it again.');
    expect(await gone(key)).toBe(true);
  });

  it('removes the résumé objects of a deleted account', async () => {
    const candidate = await member(first.app, 'subscriber', admin);
    const resume = (await uploadResume(first.app, candidate)).json();
    const key = `private/${nameIn(resume.resume_file)}`;
    expect(await s3.objects()).toContain(key);
    expect((await admin.delete(`/api/auth/users/${candidate.user.id}`)).status).toBe(200);
    expect((await first.app.inject({ url: resume.resume_file })).statusCode).toBe(404);
    expect(await gone(key)).toBe(true);
  });

  it('serves an image uploaded through one instance from the other, which has its own DATA_DIR', async () => {
    const candidate = await member(first.app, 'subscriber', admin);
    const { path: address } = (await uploadImage(first.app, candidate)).json();
    const served = await second.inject({ url: address });
    expect(served.statusCode).toBe(200);
    expect(await samePicture(served.rawPayload)).toBe(true);
    expect(fs.readdirSync(secondDir)).not.toContain('uploads');
  });

  it.runIf(postgres)('sends a résumé uploaded through one instance from the other, and removes it when deleted there', async () => {
    const candidate = await member(first.app, 'subscriber', admin);
    const resume = (await uploadResume(first.app, candidate)).json();
    const file = await second.inject({ url: resume.resume_file });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const there = await signIn(second, candidate.user.email, 'Passw0rd-test');
    expect((await there.delete(`/api/jobs/resumes/${resume.id}`)).status).toBe(200);
    expect(await gone(`private/${nameIn(resume.resume_file)}`)).toBe(true);
    expect((await first.app.inject({ url: resume.resume_file })).statusCode).toBe(404);
  });
});

describe('when the store is away', () => {
  const expect503 = (reply: { statusCode: number; headers: Record<string, unknown>; json: () => { message: string } }) => {
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(reply.json().message).toMatch(/file storage is not answering\. Please try again in a few seconds\./);
  };

  it('answers 503 with Retry-After while it is stopped, and works again once it is back, without a restart', async () => {
    const candidate = await member(first.app, 'subscriber', admin);
    const { path: image } = (await uploadImage(first.app, candidate)).json();
    const resume = (await uploadResume(first.app, candidate)).json();

    await s3.stop();
    try {
      for (const call of [
        () => uploadImage(first.app, candidate),
        () => uploadResume(first.app, candidate),
        () => first.app.inject({ url: image }),
        () => first.app.inject({ url: resume.resume_file }),
      ]) {
        const { result, ms } = await timed(call);
        expect503(result);
        expect(ms).toBeLessThan(first.config.s3!.timeoutMs + 3000);
      }
      // The résumé that could not be kept left no row behind.
      expect((await candidate.get('/api/jobs/resumes')).body).toHaveLength(1);
    } finally {
      await s3.start();
    }

    expect((await first.app.inject({ url: image })).statusCode).toBe(200);
    expect((await first.app.inject({ url: resume.resume_file })).statusCode).toBe(200);
    expect((await uploadImage(first.app, candidate)).statusCode).toBe(201);
    expect((await uploadResume(first.app, candidate)).statusCode).toBe(201);
  });

  it('removes the objects of a résumé deleted while the store was stopped once it is back', async () => {
    const candidate = await member(first.app, 'subscriber', admin);
    const resume = (await uploadResume(first.app, candidate)).json();
    const key = `private/${nameIn(resume.resume_file)}`;
    await s3.stop();
    // In the store's place, a listener that cuts every connection: the server's attempt to remove the object is seen
    // to fail before the store comes back.
    let attempts = 0;
    const away = net.createServer((socket) =>
      socket.once('data', (chunk) => {
        if (chunk.toString('latin1').startsWith('DELETE ')) attempts += 1;
        socket.destroy();
      }),
    );
    await new Promise<void>((resolve) => away.listen(s3.port, '127.0.0.1', resolve));
    try {
      expect((await candidate.delete(`/api/jobs/resumes/${resume.id}`)).status).toBe(200);
      expect(await eventually(async () => attempts > 0, 5000), 'the server tried to remove the object').not.toBeNull();
    } finally {
      await new Promise((resolve) => away.close(resolve));
      await s3.start();
    }
    expect(await gone(key, 10_000)).toBe(true);
  }, 20_000);

  it('answers 503 within its time limit when the store accepts connections but never answers', async () => {
    const proxy = await tcpProxy({ host: '127.0.0.1', port: s3.port });
    const timeoutMs = 1000;
    const hanging = await startServer({ s3: s3.settings({ endpoint: `http://127.0.0.1:${proxy.port}`, timeoutMs }), secret });
    try {
      const candidate = await member(hanging.app, 'subscriber');
      const { path: image } = (await uploadImage(hanging.app, candidate)).json();
      proxy.stall();
      for (const call of [() => uploadImage(hanging.app, candidate), () => hanging.app.inject({ url: image })]) {
        const { result, ms } = await timed(call);
        expect503(result);
        // Within the deadline, with room for a busy machine; without the deadline it would wait as long as the test.
        expect(ms).toBeLessThan(timeoutMs + 3000);
      }
      proxy.restore();
      expect((await hanging.app.inject({ url: image })).statusCode).toBe(200);
      expect((await uploadImage(hanging.app, candidate)).statusCode).toBe(201);
    } finally {
      await hanging.close();
      await proxy.close();
    }
  });
});

describe('demo data', () => {
  it('keeps the demo logos and CVs in the bucket, under S3_PREFIX, and serves the logos through /uploads', async () => {
    const demo = await startServer({ seed: 'demo', s3: s3.settings({ prefix: 'demo/' }) });
    try {
      const college = (await client(demo.app).get('/api/institutions/colleges?_end=1')).body[0];
      expect(college.logo).toMatch(/^\/uploads\/img-demo-logo-[\w-]+\.png$/);
      const objects = await s3.objects();
      expect(objects).toContain(`demo/uploads/${nameIn(college.logo)}`);
      expect(objects.filter((key) => /^demo\/private\/[\w-]+\.pdf$/.test(key)).length).toBeGreaterThan(0);
      const logo = await demo.app.inject({ url: college.logo });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(objects).toContain(`demo/uploads/${nameIn(college.logo).replace('.png', '-160w.webp')}`);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
