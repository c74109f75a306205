/**
 * POST /api/institutions/claims (multipart with a `letter` file, or JSON): a signed-in person asks to manage a
 * public school, college or university, with an address at its own domain (a link is sent there) or a letter
 * (kept private, read through signed links by the claimant and editors). A claim on an owned listing is a dispute,
 * and its current owner is told.
 */
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { claimedKinds } from '../../registry/listing-claims.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { validateInput } from '../../registry/schemas.ts';
import type { UploadQuota } from '../abuse/upload-quota.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { pdfError, readForm } from '../uploads/routes.ts';
import { storeFile, type FileStore } from '../uploads/storage.ts';
import type { ClaimLinkMail } from './claim-link-mail.ts';
import { claimLookups, signIn } from './claim-lookups.ts';
import type { DisputeNotice } from './dispute-notice.ts';
import { emailDomainProblem, institutionDomains } from './institution-domains.ts';
import { sharedDomains } from './shared-domains.ts';

const letterTypes: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export interface CreateClaimDeps {
  crud: Crud;
  db: Db;
  store: FileStore;
  quota: UploadQuota;
  links: ClaimLinkMail;
  tellOwner: DisputeNotice;
}

export const createClaimRoute = (app: FastifyInstance, { crud, db, store, quota, links, tellOwner }: CreateClaimDeps) => {
  const { loadListing } = claimLookups(db);

  app.post('/api/institutions/claims', async (request, reply) => {
    if (!request.user) throw signIn('claim a listing');
    const user = request.user;
    const form = request.isMultipart()
      ? await readForm(request, ['letter'])
      : { fields: (request.body ?? {}) as Record<string, unknown>, files: {} as Record<string, Buffer> };
    const fields = { ...form.fields } as Record<string, unknown>;
    if (typeof fields.listing_id === 'string' && /^\d{1,10}$/.test(fields.listing_id)) fields.listing_id = Number(fields.listing_id);
    for (const name of ['email', 'phone']) if (fields[name] === '') delete fields[name];
    const checked = validateInput(claims, fields, 'create');
    const errors: Record<string, string> = checked.ok ? {} : { ...checked.invalid.errors };
    if (!checked.ok && !Object.keys(errors).length) throw badRequest(checked.invalid.message);
    const data = checked.ok ? checked.data : fields;

    // A malformed kind or id is the request's fault (400), not a missing listing: look one up only when both are sound.
    const kind = errors.listing_kind ? undefined : claimedKinds.find((k) => k === data.listing_kind);
    const listingId = !errors.listing_id && Number.isSafeInteger(data.listing_id) ? (data.listing_id as number) : null;
    const listing = kind && listingId != null ? await loadListing(kind, listingId) : null;
    if (kind && listingId != null && !listing) throw new HttpError(404, 'This listing was not found, or is not public yet.');
    if (listing && Number(listing.owner_id) === user.id) throw new HttpError(409, 'You already manage this listing: edit it from My listings.');

    let letter: { data: Buffer; extension: string } | null = null;
    if (data.evidence === 'email') {
      if (typeof data.email !== 'string') errors.email ??= 'Enter your email address at the institution.';
      else if (listing) {
        const domains = institutionDomains(kind!, listing);
        const problem = emailDomainProblem(data.email, domains, await sharedDomains(db, kind!, listingId!, domains));
        if (problem) errors.email = problem;
      }
      if (form.files.letter) errors.letter = 'Send either an email address or a letter, not both.';
    } else if (data.evidence === 'letter') {
      delete data.email;
      if (!form.files.letter) errors.letter = "Upload the letter on the institution's letterhead or its registration certificate (PDF, JPEG or PNG).";
      else {
        const type = await fileTypeFromBuffer(form.files.letter);
        const extension = type && letterTypes[type.mime];
        const problem = !extension ? 'The letter must be a PDF, JPEG or PNG file.' : extension === 'pdf' ? await pdfError(form.files.letter) : null;
        if (problem) errors.letter = problem;
        else letter = { data: form.files.letter, extension: extension! };
      }
    }
    if (Object.keys(errors).length) throw badRequest(Object.values(errors).join(' '), errors);

    const usage = { images: 0, bytes: letter?.data.length ?? 0 };
    const address = letter ? null : String(data.email);
    if (letter) await quota.take(user.id, usage);
    else await links.perAddress.take(address!);
    let stored: string | null = null;
    let linkSent = false;
    try {
      if (letter) stored = await storeFile(store, 'private', letter.data, letter.extension);
      const previous = listing!.owner_id == null ? null : Number(listing!.owner_id);
      const row = await crud.create(user, claims, data, {
        listing_name: String(listing!.name).slice(0, 200),
        state: letter ? 'waiting' : 'email',
        dispute: previous != null,
        previous_owner_id: previous,
        open_slot: 1,
        letter: stored,
        emails_sent_at: [],
      });
      if (!letter) {
        await links.send({ ...row, email: data.email }, user, [], false);
        linkSent = true;
      }
      if (previous != null) await tellOwner(previous, user.id, kind!, listingId!, String(listing!.name));
      reply.code(201);
      return row;
    } catch (error) {
      if (stored) await store.remove('private', stored).catch((e: unknown) => request.log.error({ err: e }, 'removing a refused claim letter failed'));
      if (letter) await quota.giveBack(user.id, usage);
      else if (!linkSent) await links.perAddress.giveBack(address!);
      if (error instanceof HttpError && error.statusCode === 409 && /already exists/.test(error.message))
        throw new HttpError(409, 'You already have an open claim on this listing. See it under My claims, or withdraw it to send a new one.');
      throw error;
    }
  });
};
