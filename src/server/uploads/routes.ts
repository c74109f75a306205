/**
 * Uploads: images for logos and galleries (JPEG, PNG or WebP, checked by content, stored with WebP thumbnails), resumes as multipart
 * POST /api/jobs/resumes (PDF by content, 5 MB), and signed downloads of private files.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { resumes } from '../../registry/resources/jobs.ts';
import type { Crud } from '../crud/service.ts';
import type { Permissions } from '../access/permissions.ts';
import { recordActivity } from '../analytics/record.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import type { AbuseLimits } from '../abuse/limits.ts';
import { createUploadQuota } from '../abuse/upload-quota.ts';
import type { Counters } from '../abuse/counters.ts';
import { isReferenced } from './file-hooks.ts';
import { pdfProblem } from './pdf-check.ts';
import type { Signer } from './signed-links.ts';
import { storeImage } from './thumbnails.ts';
import { contentTypeOf, storeFile, type Area, type FileStore } from './storage.ts';

const imageTypes: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const tooLarge = 'File size exceeds 5MB limit.';

interface Form {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/** Reads a whole multipart form, keeping files in memory (they are at most 5 MB each). */
export const readForm = async (request: FastifyRequest, fileFields: readonly string[]): Promise<Form> => {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data.');
  // Without a prototype, a field named __proto__ or constructor is just an unknown field.
  const form: Form = { fields: Object.create(null) as Form['fields'], files: Object.create(null) as Form['files'] };
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (!fileFields.includes(file.fieldname)) {
          file.file.resume();
          throw badRequest(`Unexpected file "${file.fieldname}".`);
        }
        // Two files under one name would leave one of them unread or kept with nothing naming it.
        if (seen.has(file.fieldname)) {
          file.file.resume();
          throw badRequest(`Send one file as "${file.fieldname}", not several.`, { [file.fieldname]: 'Send one file, not several.' });
        }
        seen.add(file.fieldname);
        const data = await file.toBuffer();
        if (data.length) form.files[file.fieldname] = data;
      } else form.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    throw error;
  }
  return form;
};

const isPdf = async (data: Buffer) => (await fileTypeFromBuffer(data))?.mime === 'application/pdf';

/** Why a PDF field is refused, or null: not a PDF by its content, or a PDF with scripts or actions. */
export const pdfError = async (data: Buffer) => ((await isPdf(data)) ? pdfProblem(data) : 'Only PDF files are allowed.');

/** Form fields arrive as text; turn them into the JSON values the resume schema expects. */
const resumeBody = (fields: Record<string, string>) => {
  const body: Record<string, unknown> = { ...fields };
  for (const name of ['agreed_to_terms', 'agreed_to_privacy_policy'])
    if (name in body) body[name] = ['true', 'on', '1', 'yes'].includes(fields[name]!.toLowerCase());
  if (fields.salary_expectation?.trim()) {
    const amount = Number(fields.salary_expectation.replace(/[,\s]/g, ''));
    body.salary_expectation = Number.isFinite(amount) ? amount : fields.salary_expectation;
  }
  return body;
};

export const uploadRoutes = async (
  app: FastifyInstance,
  {
    crud,
    permissions,
    signer,
    store,
    db,
    limits,
    counters,
    log,
  }: { crud: Crud; permissions: Permissions; signer: Signer; store: FileStore; db: Db; limits: AbuseLimits; counters: Counters; log: (error: unknown) => void },
) => {
  // How much each member may upload in a day; how often they may try is limited in abuse/rate-limits.ts.
  const quota = createUploadQuota(counters, limits);

  /** Files kept for a request that then failed are removed again; while the store is away they stay behind, logged. */
  const discard = async (area: Area, names: string[]) => {
    for (const name of names) await store.remove(area, name).catch(log);
  };

  app.post('/api/uploads/images', async (request, reply) => {
    if (!request.user) throw new HttpError(401, 'Please sign in to upload images.');
    const { files } = await readForm(request, ['file']);
    if (!files.file) throw badRequest('Choose an image to upload.', { file: 'Choose an image to upload.' });
    const type = await fileTypeFromBuffer(files.file);
    const extension = type && imageTypes[type.mime];
    if (!extension) throw badRequest('Only JPEG, PNG or WebP images are allowed.', { file: 'Only JPEG, PNG or WebP images are allowed.' });
    const usage = { images: 1, bytes: files.file.length };
    await quota.take(request.user.id, usage);
    try {
      const name = await storeImage(store, files.file, extension);
      reply.code(201);
      return { path: `/uploads/${name}` };
    } catch (error) {
      // An image that could not be kept does not count against the day's quota.
      await quota.giveBack(request.user.id, usage);
      throw error;
    }
  });

  app.post('/api/jobs/resumes', async (request, reply) => {
    if (!permissions.reach(request.user, resumes, 'create'))
      throw new HttpError(request.user ? 403 : 401, request.user ? 'Your account may not upload resumes.' : 'Please sign in to upload your resume.');
    const { fields, files } = await readForm(request, ['resume_file', 'cover_letter_file']);
    const errors: Record<string, string> = {};
    if (!files.resume_file) errors.resume_file = 'Resume file is required.';
    for (const [field, data] of Object.entries(files)) {
      const problem = await pdfError(data);
      if (problem) errors[field] = problem;
    }
    const body = resumeBody(fields);
    if (body.agreed_to_terms !== true) errors.agreed_to_terms = 'You must agree to the terms and conditions.';
    if (body.agreed_to_privacy_policy !== true) errors.agreed_to_privacy_policy = 'You must agree to the privacy policy.';
    if (Object.keys(errors).length) throw badRequest(Object.values(errors).join(' '), errors);

    const usage = { images: 0, bytes: Object.values(files).reduce((sum, data) => sum + data.length, 0) };
    await quota.take(request.user!.id, usage);
    const stored: Record<string, string> = {};
    try {
      for (const [field, data] of Object.entries(files)) stored[field] = await storeFile(store, 'private', data, 'pdf');
      const row = await crud.create(request.user, resumes, body, stored);
      await recordActivity(db, request.user!.id, 'resume', row.job_title as string);
      reply.code(201);
      return row;
    } catch (error) {
      await discard('private', Object.values(stored));
      await quota.giveBack(request.user!.id, usage);
      throw error;
    }
  });

  app.get('/api/files/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const { expires = '', signature = '' } = request.query as Record<string, string>;
    if (!/^[\w-]+\.(pdf|jpg|png)$/.test(name) || !signer.verify(name, expires, signature))
      throw new HttpError(403, 'This link has expired or is not valid. Open the file again from the page that showed it, for a fresh link.');
    const deleted = 'This file has been deleted. If you still need it, ask its owner to upload it again.';
    // A deleted resume's links stop at once, even before its file has left the store.
    if (!(await isReferenced(db, name))) throw new HttpError(404, deleted);
    const file = await store.read('private', name);
    if (file === null || file === 'not-modified') throw new HttpError(404, deleted);
    reply.header('Content-Type', contentTypeOf(name));
    // Not kept by the browser either, so a deleted resume is gone from every desk that opened it.
    reply.header('Cache-Control', 'private, no-store');
    // Downloaded, never opened in the site's own origin: a PDF viewer in the page could run what the file holds.
    reply.header('Content-Disposition', `attachment; filename="${name}"`);
    reply.header('Content-Security-Policy', 'sandbox');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (file.size !== null) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });
};

export const uploadOverrides = new Set(['POST jobs/resumes']);
