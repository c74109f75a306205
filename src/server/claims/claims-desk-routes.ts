/**
 * The editors' claims desk: GET /api/moderation/claims lists the claims in one state, oldest first, a page at a
 * time (`_start`, `_end`, X-Total-Count), each with its listing and evidence side by side;
 * POST /api/moderation/claims/:id/decision approves or rejects one (claim-decision.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { claimStates, claimedKinds, type ClaimDeskRow, type ClaimedKind } from '../../registry/listing-claims.ts';
import { maxStart } from '../../registry/query-bounds.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { users } from '../../registry/resources/auth.ts';
import type { User } from '../access/principal.ts';
import type { Row } from '../crud/codec.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { HttpError } from '../http-error.ts';
import { listingOf, type createClaimDecisions } from './claim-decision.ts';
import { claimIdOf, signIn } from './claim-lookups.ts';

/** The most claims one page of the desk holds. */
export const maxDeskPage = 50;

const wholeFrom = (name: string, min: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min}.` })
    .int(`${name} must be a whole number from ${min}.`)
    .min(min, `${name} must be a whole number from ${min}.`);

export const deskQuery = z
  .object({
    state: z.enum(claimStates, { error: `State must be one of: ${claimStates.join(', ')}.` }).default('waiting'),
    _start: wholeFrom('_start', 0).max(maxStart, `_start goes up to ${maxStart}.`).default(0),
    _end: wholeFrom('_end', 1).optional(),
  })
  .strict();

export const decisionBody = z
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

const account = (row: Row | null | undefined) => (row ? { id: Number(row.id), name: String(row.name), email: String(row.email) } : null);

export const claimsDeskRoutes = (app: FastifyInstance, { crud, db, decide }: { crud: Crud; db: Db; decide: ReturnType<typeof createClaimDecisions> }) => {
  /** Editors and admins: those who may change any listing of every kind a claim names. */
  const mayDecide = (user: User | null) => claimedKinds.every((kind) => crud.moderates(user, listingOf(kind)));

  /** One desk row: the claim, its listing as it is now (a deleted one by the name the claim kept), the people. */
  const deskRow = async (row: Row, accounts: Map<number, Row>): Promise<ClaimDeskRow> => {
    const kind = row.listing_kind as ClaimedKind;
    const listing = listingOf(kind);
    const shown = (await db
      .selectFrom(listing.table)
      .select(['id', 'name', 'county', 'owner_id', ...('source' in listing.fields ? ['source'] : [])])
      .where('id', '=', row.listing_id as number)
      .executeTakeFirst()) as Row | undefined;
    const ownerId = shown?.owner_id == null ? null : Number(shown.owner_id);
    const owner =
      ownerId == null
        ? null
        : (accounts.get(ownerId) ??
          ((await db.selectFrom(users.table).select(['id', 'name', 'email']).where('id', '=', ownerId).executeTakeFirst()) as Row | undefined));
    const claimant = accounts.get(Number(row.owner_id));
    return {
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
      owner: account(owner),
      evidence: row.evidence as ClaimDeskRow['evidence'],
      verified_email: row.email_verified_at ? String(row.email) : null,
      letter: (crud.decodeRow(claims, row).letter as string | null) ?? null,
    };
  };

  app.get('/api/moderation/claims', async (request, reply): Promise<ClaimDeskRow[]> => {
    if (!request.user) throw signIn('decide claims');
    if (!mayDecide(request.user)) throw new HttpError(403, 'Only editors decide claims.');
    const parsed = deskQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, deskQuery);
    const { state, _start: start, _end: end = start + 20 } = parsed.data;
    if (end <= start || end - start > maxDeskPage) {
      const message = `_end must be after _start, at most ${maxDeskPage} claims on (got ${start} to ${end}).`;
      throw new HttpError(400, message, { _end: message });
    }
    const inState = db.selectFrom(claims.table).where('state', '=', state);
    const [rows, count] = await Promise.all([
      inState
        .selectAll()
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .offset(start)
        .limit(end - start)
        .execute() as Promise<Row[]>,
      inState.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const accountIds = [...new Set(rows.flatMap((row) => [Number(row.owner_id), ...(row.previous_owner_id == null ? [] : [Number(row.previous_owner_id)])]))];
    const accounts = new Map(
      ((accountIds.length ? await db.selectFrom(users.table).select(['id', 'name', 'email']).where('id', 'in', accountIds).execute() : []) as Row[]).map(
        (a) => [Number(a.id), a],
      ),
    );
    const desk: ClaimDeskRow[] = [];
    for (const row of rows) desk.push(await deskRow(row, accounts));
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Total-Count', String(count.total));
    return desk;
  });

  app.post('/api/moderation/claims/:id/decision', async (request) => {
    if (!request.user) throw signIn('decide claims');
    if (!mayDecide(request.user)) throw new HttpError(403, 'Only editors decide claims.');
    const id = claimIdOf(request);
    const parsed = decisionBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const row = await decide(request.user, id, parsed.data);
    return crud.decodeRow(claims, row);
  });
};
