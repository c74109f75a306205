/**
 * Claiming a listing (docs/claims.md). A signed-in person asks to manage a school, college or university with
 * evidence: an address at the institution's own domain, proved by a link sent there, or a letter or certificate
 * uploaded as PDF, JPEG or PNG (kept private: the claimant and editors read it through signed links). Editors
 * decide in the moderation desk.
 *
 * POST /api/institutions/claims (multipart or JSON), POST /api/institutions/claims/verify {token},
 * POST /api/institutions/claims/:id/resend, POST /api/institutions/claims/:id/withdraw,
 * GET /api/claims/listing/:kind/:id, GET /api/moderation/claims, POST /api/moderation/claims/:id/decision.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { now, nowIso } from '../../registry/clock.ts';
import { claimedKinds, claimStates, openClaimStates, type ClaimDeskRow, type ClaimedKind, type ListingClaimStatus } from '../../registry/listing-claims.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { users } from '../../registry/resources/auth.ts';
import { validateInput } from '../../registry/schemas.ts';
import type { User } from '../access/principal.ts';
import type { AbuseLimits } from '../abuse/limits.ts';
import type { Counters } from '../abuse/counters.ts';
import { createUploadQuota } from '../abuse/upload-quota.ts';
import { audit } from '../crud/audit.ts';
import type { Row } from '../crud/codec.ts';
import type { Crud } from '../crud/service.ts';
import type { Dialect } from '../db/dialect.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { claimLinkMessage } from '../mail/claim-messages.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { pdfError, readForm } from '../uploads/routes.ts';
import { storeFile, type FileStore } from '../uploads/storage.ts';
import { createClaimDecisions, listingOf } from './claim-decision.ts';
import { claimLinkLifetimeMs, hashToken, newToken } from './claim-tokens.ts';
import { emailDomainProblem, institutionDomains } from './institution-domains.ts';

/** Verification emails one claim may send in an hour (the first included). */
export const claimLinksPerHour = 3;
const hourMs = 60 * 60 * 1000;

const letterTypes: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const signIn = (what: string) => new HttpError(401, `Sign in to ${what}.`);

const idParam = (request: FastifyRequest) => {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'This claim was not found.');
  return id;
};

const decisionBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject.' }),
    reason: z.string({ error: 'The reason must be text.' }).trim().max(500, 'The reason must be at most 500 characters.').default(''),
    seen: z
      .string({ error: "Send seen: the claim's version as the claims desk gives it (GET /api/moderation/claims)." })
      .max(40, 'Seen is too long.')
      .pipe(z.iso.datetime({ offset: true, error: "Seen must be the claim's version as the claims desk gives it." })),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || b.reason.replace(/[\s\p{Cf}]/gu, '').length >= 3, {
    path: ['reason'],
    message: 'Say why the claim is rejected (at least 3 characters), so the claimant can put it right.',
  });

const tokenBody = z
  .object({
    token: z
      .string({ error: 'The link is incomplete. Open the link from the email again.' })
      .min(10, 'The link is incomplete. Open the link from the email again.')
      .max(200, 'This link is not valid.'),
  })
  .strict();

const listLetters = (value: unknown): string[] => {
  try {
    const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
};

export const claimRoutes = async (
  app: FastifyInstance,
  {
    crud,
    dialect,
    store,
    mailQueue,
    limits,
    counters,
    publicUrl,
  }: { crud: Crud; dialect: Dialect; store: FileStore; mailQueue: MailQueue; limits: AbuseLimits; counters: Counters; publicUrl: string },
) => {
  const { db } = dialect;
  const quota = createUploadQuota(counters, limits);
  const decide = createClaimDecisions({ dialect, mailQueue, publicUrl });

  const loadListing = async (kind: ClaimedKind, id: number) => {
    const listing = listingOf(kind);
    const row = (await db
      .selectFrom(listing.table)
      .select(['id', 'name', 'county', 'website', 'email', 'owner_id', 'moderation', ...('source' in listing.fields ? ['source', 'source_id'] : [])])
      .where('id', '=', id)
      .executeTakeFirst()) as Row | undefined;
    return row && row.moderation === 'approved' ? row : null;
  };

  const loadOwnClaim = async (user: User, id: number) => {
    const claim = (await db.selectFrom(claims.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
    // Someone else's claim is as good as missing: its existence is nobody else's business.
    if (!claim || Number(claim.owner_id) !== user.id) throw new HttpError(404, 'This claim was not found among yours.');
    return claim;
  };

  /** Writes a fresh link into the claim and queues it to the claim's address; the old link stops working. */
  const sendLink = async (claim: Row, user: User, sentBefore: string[]) => {
    const { token, hash } = newToken();
    const at = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable(claims.table)
        .set({
          token_hash: hash,
          token_expires_at: new Date(now() + claimLinkLifetimeMs).toISOString(),
          emails_sent_at: JSON.stringify([...sentBefore, at].slice(-10)),
          updated_at: at,
        })
        .where('id', '=', claim.id as number)
        .execute();
      const account = await trx.selectFrom(users.table).select('locale').where('id', '=', user.id).executeTakeFirst();
      const link = `${publicUrl}/claims/verify?token=${encodeURIComponent(token)}`;
      await mailQueue.enqueue(trx, { to: String(claim.email), ...claimLinkMessage(localeOf(account), link, claimLinkLifetimeMs / hourMs) });
    });
    void mailQueue.flush();
  };

  app.post('/api/institutions/claims', async (request, reply) => {
    if (!request.user) throw signIn('claim a listing');
    const user = request.user;
    const multipart = request.isMultipart();
    const form = multipart
      ? await readForm(request, ['letter'])
      : { fields: (request.body ?? {}) as Record<string, unknown>, files: {} as Record<string, Buffer> };
    const fields = { ...form.fields } as Record<string, unknown>;
    if (typeof fields.listing_id === 'string' && /^\d{1,10}$/.test(fields.listing_id)) fields.listing_id = Number(fields.listing_id);
    for (const name of ['email', 'phone']) if (fields[name] === '') delete fields[name];
    const checked = validateInput(claims, fields, 'create');
    const errors: Record<string, string> = checked.ok ? {} : { ...checked.invalid.errors };
    if (!checked.ok && !Object.keys(errors).length) throw badRequest(checked.invalid.message);
    const data = checked.ok ? checked.data : fields;

    const kind = claimedKinds.find((k) => k === data.listing_kind);
    const listing = kind && typeof data.listing_id === 'number' ? await loadListing(kind, data.listing_id) : null;
    if (kind && typeof data.listing_id === 'number' && !listing) throw new HttpError(404, 'This listing was not found, or is not public yet.');
    if (listing && Number(listing.owner_id) === user.id) throw new HttpError(409, 'You already manage this listing: edit it from My listings.');

    let letter: { data: Buffer; extension: string } | null = null;
    if (data.evidence === 'email') {
      if (typeof data.email !== 'string') errors.email ??= 'Enter your email address at the institution.';
      else if (listing) {
        const problem = emailDomainProblem(data.email, institutionDomains(kind!, listing));
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
    if (letter) await quota.take(user.id, usage);
    let stored: string | null = null;
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
      if (!letter) await sendLink({ ...row, email: data.email }, user, []);
      reply.code(201);
      return row;
    } catch (error) {
      if (stored) await store.remove('private', stored).catch((e: unknown) => request.log.error({ err: e }, 'removing a refused claim letter failed'));
      if (letter) await quota.giveBack(user.id, usage);
      if (error instanceof HttpError && error.statusCode === 409 && /already exists/.test(error.message))
        throw new HttpError(409, 'You already have an open claim on this listing. See it under My claims, or withdraw it to send a new one.');
      throw error;
    }
  });

  app.post('/api/institutions/claims/verify', async (request) => {
    if (!request.user) throw signIn('confirm your claim');
    const parsed = tokenBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, tokenBody);
    const hash = hashToken(parsed.data.token);
    const claim = (await db.selectFrom(claims.table).selectAll().where('token_hash', '=', hash).executeTakeFirst()) as Row | undefined;
    if (!claim) throw new HttpError(410, 'This link was already used or replaced by a newer one. Your claims show where each stands.');
    if (Number(claim.owner_id) !== request.user.id)
      throw new HttpError(403, 'This link belongs to a claim made by another account. Sign in as the account that made the claim.');
    if (String(claim.token_expires_at) < nowIso()) throw new HttpError(410, 'This link has expired. Open your claim and send a new link.');
    const at = nowIso();
    // Only the claim the link was made for, still waiting for it, with the address it was sent to.
    const confirmed = await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable(claims.table)
        .set({ state: 'waiting', email_verified_at: at, token_hash: null, token_expires_at: null, updated_at: at })
        .where('id', '=', claim.id as number)
        .where('token_hash', '=', hash)
        .where('state', '=', 'email')
        .where('email', '=', claim.email as string)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return false;
      await audit(trx, request.user!.id, { resource: claims, id: claim.id as number, action: 'update', fields: ['state', 'email_verified_at'] });
      return true;
    });
    if (!confirmed) throw new HttpError(409, 'This claim changed since the link was sent (withdrawn or decided). Your claims show where it stands.');
    return crud.findById(request.user, claims, claim.id as number);
  });

  app.post('/api/institutions/claims/:id/resend', async (request) => {
    if (!request.user) throw signIn('send a new link');
    const claim = await loadOwnClaim(request.user, idParam(request));
    if (claim.state !== 'email') throw new HttpError(409, 'This claim is not waiting for an email confirmation.');
    const sent = listLetters(claim.emails_sent_at);
    const recent = sent.filter((at) => Date.parse(at) > now() - hourMs);
    if (recent.length >= claimLinksPerHour) {
      const wait = Math.ceil((Date.parse(recent[0]!) + hourMs - now()) / 60_000);
      throw new HttpError(
        429,
        `${claimLinksPerHour} links were sent for this claim in the last hour. Check your inbox and spam folder, or ask again in ${wait} minutes.`,
      );
    }
    await sendLink(claim, request.user, sent);
    return { message: `A new link was sent to ${String(claim.email)}.` };
  });

  app.post('/api/institutions/claims/:id/withdraw', async (request) => {
    if (!request.user) throw signIn('withdraw a claim');
    const claim = await loadOwnClaim(request.user, idParam(request));
    const at = nowIso();
    const changed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable(claims.table)
        .set({ state: 'withdrawn', open_slot: null, token_hash: null, updated_at: at })
        .where('id', '=', claim.id as number)
        .where('state', 'in', [...openClaimStates])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await audit(trx, request.user!.id, { resource: claims, id: claim.id as number, action: 'update', fields: ['state'] });
      return true;
    });
    if (!changed) throw new HttpError(409, `This claim is already ${String(claim.state)} and cannot be withdrawn.`);
    return crud.findById(request.user, claims, claim.id as number);
  });

  app.get('/api/claims/listing/:kind/:id', async (request): Promise<ListingClaimStatus> => {
    const { kind, id } = request.params as { kind: string; id: string };
    const claimed = claimedKinds.find((k) => k === kind);
    if (!claimed || !/^\d{1,10}$/.test(id)) throw new HttpError(404, 'This listing was not found.');
    const listing = await loadListing(claimed, Number(id));
    if (!listing) throw new HttpError(404, 'This listing was not found, or is not public yet.');
    const user = request.user;
    const mine = user
      ? ((await db
          .selectFrom(claims.table)
          .select(['id', 'state', 'evidence', 'email'])
          .where('owner_id', '=', user.id)
          .where('listing_kind', '=', claimed)
          .where('listing_id', '=', Number(id))
          .where('open_slot', 'is not', null)
          .executeTakeFirst()) as ListingClaimStatus['mine'] | undefined)
      : null;
    return { managed: listing.owner_id != null, yours: user != null && Number(listing.owner_id) === user.id, mine: mine ?? null };
  });

  /** Editors and admins: those who may change any listing of every kind a claim names. */
  const mayDecide = (user: User | null) => claimedKinds.every((kind) => crud.moderates(user, listingOf(kind)));

  app.get('/api/moderation/claims', async (request, reply): Promise<ClaimDeskRow[]> => {
    if (!request.user) throw signIn('decide claims');
    if (!mayDecide(request.user)) throw new HttpError(403, 'Only editors decide claims.');
    const { state = 'waiting' } = request.query as { state?: string };
    if (!(claimStates as readonly string[]).includes(state))
      throw badRequest(`State must be one of: ${claimStates.join(', ')}.`, { state: `State must be one of: ${claimStates.join(', ')}.` });
    const rows = (await db
      .selectFrom(claims.table)
      .selectAll()
      .where('state', '=', state)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(50)
      .execute()) as Row[];
    const accountIds = [...new Set(rows.flatMap((row) => [Number(row.owner_id), ...(row.previous_owner_id == null ? [] : [Number(row.previous_owner_id)])]))];
    const accounts = new Map(
      (accountIds.length ? await db.selectFrom(users.table).select(['id', 'name', 'email']).where('id', 'in', accountIds).execute() : []).map((a) => [
        Number(a.id),
        a,
      ]),
    );
    const desk: ClaimDeskRow[] = [];
    for (const row of rows) {
      const kind = row.listing_kind as ClaimedKind;
      const listing = listingOf(kind);
      const shown = (await db
        .selectFrom(listing.table)
        .select(['id', 'name', 'county', 'owner_id', ...('source' in listing.fields ? ['source'] : [])])
        .where('id', '=', row.listing_id as number)
        .executeTakeFirst()) as Row | undefined;
      const claimant = accounts.get(Number(row.owner_id));
      const ownerId = shown?.owner_id == null ? null : Number(shown.owner_id);
      const owner =
        ownerId == null
          ? null
          : (accounts.get(ownerId) ?? (await db.selectFrom(users.table).select(['id', 'name', 'email']).where('id', '=', ownerId).executeTakeFirst()));
      const decoded = crud.decodeRow(claims, row);
      desk.push({
        id: Number(row.id),
        state: row.state as ClaimDeskRow['state'],
        seen: String(row.updated_at),
        dispute: Boolean(row.dispute),
        created_at: String(row.created_at),
        listing: {
          kind,
          id: Number(row.listing_id),
          name: String(shown?.name ?? row.listing_name),
          county: (shown?.county as string) ?? null,
          source: (shown?.source as string) ?? null,
          link: `/institutions/${kind}/${String(row.listing_id)}`,
        },
        claimant: { id: Number(row.owner_id), name: String(claimant?.name ?? ''), email: String(claimant?.email ?? ''), phone: String(row.phone) },
        owner: owner ? { id: Number(owner.id), name: String(owner.name), email: String(owner.email) } : null,
        evidence: row.evidence as ClaimDeskRow['evidence'],
        verified_email: row.email_verified_at ? String(row.email) : null,
        letter: (decoded.letter as string | null) ?? null,
      });
    }
    reply.header('Cache-Control', 'private, no-store');
    return desk;
  });

  app.post('/api/moderation/claims/:id/decision', async (request) => {
    if (!request.user) throw signIn('decide claims');
    if (!mayDecide(request.user)) throw new HttpError(403, 'Only editors decide claims.');
    const parsed = decisionBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const row = await decide(request.user, idParam(request), parsed.data);
    return crud.decodeRow(claims, row);
  });
};

export const claimOverrides = new Set(['POST institutions/claims']);
