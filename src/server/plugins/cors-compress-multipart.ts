/** Fastify's own plugins: CORS, compression (most visitors pay for every byte on a phone), and multipart forms for uploads. */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { brotliOptions, compressThreshold } from '../crud/response-cache.ts';
import { maxUploadBytes } from '../uploads/storage.ts';

const corsCompressMultipart: FastifyPluginAsync = async (app) => {
  await app.register(cors, { exposedHeaders: ['X-Total-Count', 'X-Total-Count-Capped', 'X-Cache'] });
  // Pages, scripts and JSON go out compressed.
  await app.register(compress, { threshold: compressThreshold, encodings: ['br', 'gzip'], brotliOptions });
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 2, fields: 30 } });
};

export default fp(corsCompressMultipart, { name: 'cors-compress-multipart' });
