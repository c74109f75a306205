/**
 * GET /uploads/<name>: public images (logos, galleries) under the same address whichever store holds them.
 * From the disk @fastify/static serves them; from S3 the server streams them with the same headers: the type
 * by the extension the server gave the file, cached for a year (a name is never reused for other bytes), an
 * ETag the browser may check, and the same 404 as any unknown address.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf, isFileName, type FileStore } from './storage.ts';

const cacheControl = 'public, max-age=31536000, immutable';
const etagList = /^(W\/)?"[\x21\x23-\x7e]*"(\s*,\s*(W\/)?"[\x21\x23-\x7e]*")*$/;

export const servePublicFiles = async (app: FastifyInstance, store: FileStore) => {
  const directory = store.localDirectory('uploads');
  if (directory) {
    fs.mkdirSync(directory, { recursive: true });
    await app.register(fastifyStatic, { root: directory, prefix: '/uploads/', maxAge: '365d', immutable: true, index: false });
    return;
  }

  app.get('/uploads/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!isFileName(name)) return reply.callNotFound();
    // Passed on only when it is a list of ETags: the store would refuse anything else, and that is the visitor's
    // header, not the store being away.
    const given = request.headers['if-none-match'];
    const ifNoneMatch = given && given.length <= 1000 && etagList.test(given) ? given : undefined;
    const file = await store.read('uploads', name, { ifNoneMatch });
    if (file === null) return reply.callNotFound();
    reply.header('Cache-Control', cacheControl);
    if (file === 'not-modified') return reply.code(304).send();
    reply.header('Content-Type', contentTypeOf(name));
    if (file.size !== null) reply.header('Content-Length', file.size);
    if (file.etag) reply.header('ETag', file.etag);
    if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  });
};
