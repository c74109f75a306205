/**
 * Claiming a listing (docs/claims.md): evidence by an address at the institution's own domain (look-alikes and
 * free mail refused) or a private letter; the verification link's single use, expiry and binding; editors'
 * decisions, self-approval refused, one owner under concurrent approvals, disputes, limits, and what other members
 * may not read or set.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moveClock } from '../../src/registry/clock.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { multipart, pdf, png, exe, type Part } from '../helpers/files.ts';
import { linkIn, newestMail } from '../helpers/outbox.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, editor: Session, otherEditor: Session;

beforeAll(async () => {
  server = await startServer({
    limits: { ...relaxedLimits, claims: { max: 4, windowMs: 24 * 3_600_000 }, claimLinksPerAddress: { max: 3, windowMs: 24 * 3_600_000 } },
  });
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  otherEditor = await member(server.app, 'editor', admin);
});
afterAll(() => server.close());
afterEach(() => moveClock(0));

let schoolCount = 0;
/** An approved, unowned school (as the import leaves them), with a website at `domain`. */
const school = async (domain = 'alliance.sc.ke', extra: Record<string, unknown> = {}) => {
  schoolCount += 1;
  const created = await admin.post('/api/institutions/schools', {
    name: `Claimable High ${schoolCount}`,
    county: 'Kiambu',
    website: `https://www.${domain}/`,
    moderation: 'approved',
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  // Imported listings have no owner; the admin who typed this one in is not its owner either.
  await server.app.inject({ method: 'GET', url: '/api/health' });
  const { db } = server.app;
  await db.updateTable('institutions_schools').set({ owner_id: null }).where('id', '=', id).execute();
  return id;
};

const claimByEmail = (who: Session, id: number, email: string, kind = 'schools') =>
  who.post('/api/institutions/claims', { listing_kind: kind, listing_id: id, evidence: 'email', email, phone: '0712 345678' });

const claimByLetter = (who: Session, id: number, file: Buffer = pdf, extra: Part[] = []) => {
  const body = multipart([
    { name: 'listing_kind', value: 'schools' },
    { name: 'listing_id', value: String(id) },
    { name: 'evidence', value: 'letter' },
    { name: 'phone', value: '+254 712 345 678' },
    { name: 'letter', value: file, filename: 'letter.pdf', type: 'application/pdf' },
    ...extra,
  ]);
  return who.raw('POST', '/api/institutions/claims', body.payload, body.headers);
};

const tokenFor = async (email: string, count = 1) => linkIn((await newestMail(server.config.dataDir, email, { count })).text, '/claims/verify').token;

/** The claim's version as the editors' desk shows it. */
const seenOf = async (id: number) => ((await editor.get('/api/moderation/claims')).body as { id: number; seen: string }[]).find((row) => row.id === id)!.seen;

const decide = async (who: Session, id: number, decision: 'approve' | 'reject', reason?: string, seen?: string) =>
  who.post(`/api/moderation/claims/${id}/decision`, { decision, ...(reason ? { reason } : {}), seen: seen ?? (await seenOf(id)) });

const approve = (who: Session, id: number, seen?: string) => decide(who, id, 'approve', undefined, seen);

describe('the institution email', () => {
  let emailCase = 0;
  it.each([
    ['head@alliance.sc.ke', 201],
    ['Head.Teacher@ALLIANCE.SC.KE', 201],
    ['bursar+claims@alliance.sc.ke', 201],
    ['head@alliance.sc.ke.evil.com', 400],
    ['head@alliance-sc.ke', 400],
    ['head@evilalliance.sc.ke', 400],
    ['head@alliance.sc.ke.', 400],
    ['head@аlliance.sc.ke', 400], // a Cyrillic а
    ['head@xn--lliance-3ve.sc.ke', 400],
    ['head@gmail.com', 400],
    ['head@sc.ke', 400],
    [`${'a'.repeat(250)}@alliance.sc.ke`, 400],
  ])('%s answers %i', async (template, status) => {
    // Each case has a school of its own: a domain two listings show is nobody's proof.
    emailCase += 1;
    const domain = `alliance${emailCase}.sc.ke`;
    const email = template.replace(/alliance\.sc\.ke/i, (found) => (found === found.toUpperCase() ? domain.toUpperCase() : domain));
    const id = await school(domain);
    const claimant = await member(server.app, 'subscriber', admin);
    const reply = await claimByEmail(claimant, id, email);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    if (status === 400) expect(reply.body.errors.email).toMatch(/domain|anyone|plain|valid|254 characters/);
    else expect(reply.body).toMatchObject({ state: 'email', email: email.toLowerCase(), owner_id: claimant.user.id });
  });

  it('refuses an address at a subdomain, naming the domain to use', async () => {
    const id = await school('uonbi-test.ac.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const reply = await claimByEmail(claimant, id, 'x@students.uonbi-test.ac.ke');
    expect(reply.status).toBe(400);
    expect(reply.body.errors.email).toMatch(/at uonbi-test\.ac\.ke itself/);
  });

  it('refuses a domain other listings show too, asking for a letter', async () => {
    const first = await school('unused-a.sc.ke', { website: null, email: 'amalemba@kakamega-test.sc.ke' });
    await school('unused-b.sc.ke', { website: null, email: 'butere@kakamega-test.sc.ke' });
    const claimant = await member(server.app, 'subscriber', admin);
    const reply = await claimByEmail(claimant, first, 'head@kakamega-test.sc.ke');
    expect(reply.status).toBe(400);
    expect(reply.body.errors.email).toMatch(/shared by several institutions.*letter/);
  });

  it('refuses every address when the listing shows only a free-mail address', async () => {
    const id = await school('example.invalid', { website: null, email: 'alliancehigh@gmail.com' });
    const claimant = await member(server.app, 'subscriber', admin);
    const reply = await claimByEmail(claimant, id, 'alliancehigh@gmail.com');
    expect(reply.status).toBe(400);
    expect(reply.body.errors.email).toMatch(/could be anyone's/);
  });

  it("takes a university's domains from the University Domains List", async () => {
    const created = await admin.post('/api/institutions/universities', { name: 'Africa Nazarene University', moderation: 'approved' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await server.app.db
      .updateTable('institutions_universities')
      .set({ owner_id: null, source: 'University Domains List', source_id: 'anu.ac.ke' })
      .where('id', '=', created.body.id)
      .execute();
    const claimant = await member(server.app, 'subscriber', admin);
    expect((await claimByEmail(claimant, created.body.id, 'registrar@anu.ac.ke', 'universities')).status).toBe(201);
    const stranger = await member(server.app, 'subscriber', admin);
    expect((await claimByEmail(stranger, created.body.id, 'registrar@anu-ac.ke', 'universities')).status).toBe(400);
  });
});

describe('the verification link', () => {
  it('is single use, bound to its claimant, and moves the claim to the editors', async () => {
    const id = await school('kenyahigh.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const claim = (await claimByEmail(claimant, id, 'principal@kenyahigh.sc.ke')).body;
    const token = await tokenFor('principal@kenyahigh.sc.ke');
    const stranger = await member(server.app, 'subscriber', admin);
    expect((await stranger.post('/api/institutions/claims/verify', { token })).status).toBe(403);
    const confirmed = await claimant.post('/api/institutions/claims/verify', { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ id: claim.id, state: 'waiting' });
    expect(confirmed.body.email_verified_at).toBeTruthy();
    const replay = await claimant.post('/api/institutions/claims/verify', { token });
    expect(replay.status).toBe(410);
    expect(replay.body.message).toMatch(/already used/);
    expect((await claimant.post('/api/institutions/claims/verify', { token: 'x' })).status).toBe(400);
  });

  it('expires with the clock, and a new link replaces the old', async () => {
    const id = await school('starehe.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const claim = (await claimByEmail(claimant, id, 'office@starehe.sc.ke')).body;
    const first = await tokenFor('office@starehe.sc.ke');
    moveClock(25 * 3_600_000);
    const late = await claimant.post('/api/institutions/claims/verify', { token: first });
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/expired/);
    expect((await claimant.post(`/api/institutions/claims/${claim.id}/resend`)).status).toBe(200);
    const second = await tokenFor('office@starehe.sc.ke', 2);
    expect(second).not.toBe(first);
    expect((await claimant.post('/api/institutions/claims/verify', { token: first })).status).toBe(410);
    // The first link was sent a day ago: three in this hour are allowed, the fourth is not.
    expect((await claimant.post(`/api/institutions/claims/${claim.id}/resend`)).status).toBe(200);
    expect((await claimant.post(`/api/institutions/claims/${claim.id}/resend`)).status).toBe(200);
    const limited = await claimant.post(`/api/institutions/claims/${claim.id}/resend`);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/in the last hour/);
  });

  it('does nothing once the claim was withdrawn', async () => {
    const id = await school('mangu.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const claim = (await claimByEmail(claimant, id, 'head@mangu.sc.ke')).body;
    const token = await tokenFor('head@mangu.sc.ke');
    expect((await claimant.post(`/api/institutions/claims/${claim.id}/withdraw`)).body.state).toBe('withdrawn');
    const late = await claimant.post('/api/institutions/claims/verify', { token });
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/withdrawn or decided/);
    expect((await claimant.get(`/api/institutions/claims/${claim.id}`)).body.state).toBe('withdrawn');
  });
});

describe('letters', () => {
  it('keeps a PDF or PNG letter private to the claimant and editors', async () => {
    const id = await school('nakuruhigh.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const reply = await claimByLetter(claimant, id, png);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.state).toBe('waiting');
    expect(reply.body.letter).toMatch(/^\/api\/files\/[\w-]+\.png\?expires=/);
    const file = await server.app.inject({ method: 'GET', url: reply.body.letter });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const other = await member(server.app, 'subscriber', admin);
    expect((await other.get(`/api/institutions/claims/${reply.body.id}`)).status).toBe(404);
    expect((await other.get('/api/institutions/claims')).body).toEqual([]);
    expect((await other.get('/api/moderation/claims')).status).toBe(403);
    const desk = await editor.get('/api/moderation/claims');
    const row = desk.body.find((r: { id: number }) => r.id === reply.body.id);
    expect(row).toMatchObject({ evidence: 'letter', claimant: { id: claimant.user.id, phone: '+254 712 345 678' }, listing: { id, county: 'Kiambu' } });
    expect(row.letter).toMatch(/^\/api\/files\//);
    expect(reply.body.token_hash).toBeUndefined();
  });

  it('refuses a letter that is not a PDF, JPEG or PNG by its content', async () => {
    const id = await school('kisumuboys.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const reply = await claimByLetter(claimant, id, exe);
    expect(reply.status).toBe(400);
    expect(reply.body.errors.letter).toMatch(/PDF, JPEG or PNG/);
  });

  it('ignores state, owner and decision sent by the claimant', async () => {
    const id = await school('maseno.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const reply = await claimByLetter(claimant, id, pdf, [
      { name: 'state', value: 'approved' },
      { name: 'decided_by', value: String(editor.user.id) },
      { name: 'owner_id', value: String(editor.user.id) },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ state: 'waiting', owner_id: claimant.user.id });
    expect(reply.body.decided_by ?? null).toBeNull();
    // No generic edit at all, to an admin neither: a claim moves only through its own routes.
    for (const who of [claimant, editor, admin]) {
      expect((await who.patch(`/api/institutions/claims/${reply.body.id}`, { state: 'approved' })).status).toBe(405);
      expect((await who.patch(`/api/institutions/claims/${reply.body.id}`, { listing_id: id + 1 })).status).toBe(405);
      expect((await who.delete(`/api/institutions/claims/${reply.body.id}`)).status).toBe(405);
    }
  });
});

describe('decisions', () => {
  it('makes the claimant the owner with the school role, notified, and lets them edit', async () => {
    const id = await school('lenana.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const claim = (await claimByLetter(claimant, id)).body;
    expect((await claimant.get(`/api/claims/listing/schools/${id}`)).body).toMatchObject({ managed: false, mine: { id: claim.id, state: 'waiting' } });
    const approved = await approve(editor, claim.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', decided_by: editor.user.id });
    expect((await server.app.inject({ method: 'GET', url: `/api/claims/listing/schools/${id}` })).json()).toMatchObject({ managed: true, yours: false });
    const account = await admin.get(`/api/auth/users/${claimant.user.id}`);
    expect(account.body.roles).toEqual(expect.arrayContaining(['subscriber', 'school']));
    const notes = await claimant.get('/api/notifications/main');
    expect(JSON.stringify(notes.body)).toMatch(/You now manage/);
    await newestMail(server.config.dataDir, claimant.user.email, { subject: 'Your claim was approved' });
    const edit = await claimant.patch(`/api/institutions/schools/${id}`, { summary: 'A school in Kiambu, now managed by itself.' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const log = await admin.get(`/api/auth/audit-log?resource=institutions/claims&record_id=${claim.id}`);
    expect(log.body.map((row: { action: string }) => row.action)).toEqual(expect.arrayContaining(['create', 'update']));
    // Decided: no longer on the desk, and a second decision on the version seen changes nothing.
    expect((await approve(otherEditor, claim.id, approved.body.updated_at)).status).toBe(409);
  });

  it('refuses an editor deciding their own claim', async () => {
    const id = await school('moi-forces.sc.ke');
    const claim = (await claimByLetter(editor, id)).body;
    const self = await approve(editor, claim.id);
    expect(self.status).toBe(403);
    expect(self.body.message).toMatch(/another editor/);
    expect((await approve(otherEditor, claim.id)).status).toBe(200);
  });

  it('needs a reason to reject, and tells the claimant', async () => {
    const id = await school('friends.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const claim = (await claimByLetter(claimant, id)).body;
    const bare = await decide(editor, claim.id, 'reject');
    expect(bare.status).toBe(400);
    expect(bare.body.errors.reason).toBeTruthy();
    const rejected = await decide(editor, claim.id, 'reject', 'The letter is not on the letterhead.');
    expect(rejected.body).toMatchObject({ state: 'rejected', reason: 'The letter is not on the letterhead.' });
    // Closed, so the claimant may claim again.
    expect((await claimByLetter(claimant, id)).status).toBe(201);
  });

  it('gives a listing to exactly one of two claims approved at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await school(`twins${round}.sc.ke`);
      const [a, b] = [await member(server.app, 'subscriber', admin), await member(server.app, 'subscriber', admin)];
      const [first, second] = [(await claimByLetter(a, id)).body, (await claimByLetter(b, id)).body];
      const seen = [await seenOf(first.id), await seenOf(second.id)];
      const answers = await Promise.all([approve(editor, first.id, seen[0]), approve(otherEditor, second.id, seen[1])]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const owner = await server.app.db.selectFrom('institutions_schools').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow();
      const winner = answers[0]!.status === 200 ? a : b;
      expect(Number(owner.owner_id)).toBe(winner.user.id);
      // The losing claim stays open as a dispute against the new owner.
      const loser = answers[0]!.status === 200 ? second : first;
      const left = await editor.get('/api/moderation/claims');
      expect(left.body.find((r: { id: number }) => r.id === loser.id)).toMatchObject({ dispute: true, owner: { id: winner.user.id } });
    }
  });

  it('treats a claim on an owned listing as a dispute and tells the previous owner', async () => {
    const id = await school('dispute.sc.ke');
    const [first, second] = [await member(server.app, 'subscriber', admin), await member(server.app, 'subscriber', admin)];
    await approve(editor, (await claimByLetter(first, id)).body.id);
    expect((await first.get(`/api/claims/listing/schools/${id}`)).body).toMatchObject({ managed: true, yours: true });
    expect((await claimByLetter(first, id)).status).toBe(409);
    const dispute = (await claimByLetter(second, id)).body;
    expect(dispute.dispute).toBe(true);
    const row = (await editor.get('/api/moderation/claims')).body.find((r: { id: number }) => r.id === dispute.id);
    expect(row).toMatchObject({ dispute: true, owner: { id: first.user.id }, claimant: { id: second.user.id } });
    expect((await decide(editor, dispute.id, 'approve', 'The head teacher changed.')).status).toBe(200);
    const owner = await server.app.db.selectFrom('institutions_schools').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(owner.owner_id)).toBe(second.user.id);
    await newestMail(server.config.dataDir, first.user.email, { subject: 'A listing you managed has a new owner' });
  });
});

describe('limits', () => {
  it('allows one open claim per person per listing', async () => {
    const id = await school('onlyone.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    expect((await claimByLetter(claimant, id)).status).toBe(201);
    const again = await claimByLetter(claimant, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already have an open claim/);
  });

  it('limits the claims an account makes in a day', async () => {
    const claimant = await member(server.app, 'subscriber', admin);
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push((await claimByLetter(claimant, await school(`many${n}.sc.ke`))).status);
    expect(answers).toEqual([201, 201, 201, 201, 429]);
  });

  it('asks a visitor to sign in', async () => {
    const reply = await server.app.inject({ method: 'POST', url: '/api/institutions/claims', payload: { listing_kind: 'schools', listing_id: 1 } });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toMatch(/Sign in/);
  });
});

describe('removing a listing', () => {
  const fromMinistry = async (domain: string) => {
    const id = await school(domain);
    await server.app.db
      .updateTable('institutions_schools')
      .set({ source: 'Ministry of Education', source_id: `M-${id}` })
      .where('id', '=', id)
      .execute();
    return id;
  };

  it("refuses an owner deleting a listing from an open list, and closes a removed listing's open claims", async () => {
    const id = await fromMinistry('ministry-listed.sc.ke');
    const [owner, other] = [await member(server.app, 'subscriber', admin), await member(server.app, 'subscriber', admin)];
    expect((await approve(editor, (await claimByLetter(owner, id)).body.id)).status).toBe(200);
    const refused = await owner.delete(`/api/institutions/schools/${id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/only editors remove it.*Ask an editor/);
    expect((await admin.get(`/api/institutions/schools/${id}`)).status).toBe(200);

    const waiting = (await claimByLetter(other, id)).body;
    expect((await editor.delete(`/api/institutions/schools/${id}`)).status).toBe(200);
    const closed = await other.get(`/api/institutions/claims/${waiting.id}`);
    expect(closed.body).toMatchObject({ state: 'rejected', reason: 'The listing was removed.' });
    expect((await other.get('/api/institutions/claims?state=waiting')).body).toEqual([]);
  });

  it('lets an owner delete a listing of their own making', async () => {
    const owner = await member(server.app, 'school', admin);
    const created = await owner.post('/api/institutions/schools', { name: 'Typed In Academy', county: 'Kiambu' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await owner.delete(`/api/institutions/schools/${created.body.id}`)).status).toBe(200);
  });

  it('answers 410 for a claim whose listing is gone, and closes it', async () => {
    const id = await school('gone-away.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const claim = (await claimByLetter(claimant, id)).body;
    const seen = await seenOf(claim.id);
    // As a listing deleted before its claims were closed with it.
    await server.app.db.deleteFrom('institutions_schools').where('id', '=', id).execute();
    const answer = await approve(editor, claim.id, seen);
    expect(answer.status).toBe(410);
    expect(answer.body.message).toBe('The listing was removed.');
    expect((await claimant.get(`/api/institutions/claims/${claim.id}`)).body).toMatchObject({ state: 'rejected', reason: 'The listing was removed.' });
  });
});

describe('who decides', () => {
  it("refuses the listing's owner deciding a dispute against them, either way", async () => {
    const id = await school('owned-by-editor.sc.ke');
    expect((await approve(otherEditor, (await claimByLetter(editor, id)).body.id)).status).toBe(200);
    const claimant = await member(server.app, 'subscriber', admin);
    const dispute = (await claimByLetter(claimant, id)).body;
    for (const decision of ['approve', 'reject'] as const) {
      const answer = await decide(editor, dispute.id, decision, 'I own this listing.');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/You manage this listing.*another editor/);
    }
    expect((await decide(otherEditor, dispute.id, 'reject', 'The letter is not on the letterhead.')).status).toBe(200);
  });
});

describe('disputes', () => {
  it('tells the owner when a dispute opens, and needs a reason to approve one', async () => {
    const id = await school('disputed-twice.sc.ke');
    const [owner, claimant] = [await member(server.app, 'subscriber', admin), await member(server.app, 'subscriber', admin)];
    expect((await approve(editor, (await claimByLetter(owner, id)).body.id)).status).toBe(200);
    const dispute = (await claimByLetter(claimant, id)).body;
    const mail = await newestMail(server.config.dataDir, owner.user.email, {
      subject: 'Someone asked to manage Claimable High' + ` ${schoolCount} on ElimuHub`,
    });
    const plain = (text: string) => text.replace(/=\r?\n/g, '').replace(/\s+/g, ' ');
    expect(plain(mail.text)).toMatch(/Editors will look at it and decide/);
    expect(JSON.stringify((await owner.get('/api/notifications/main')).body)).toMatch(/Someone asked to manage/);
    const bare = await decide(otherEditor, dispute.id, 'approve');
    expect(bare.status).toBe(400);
    expect(bare.body.errors.reason).toMatch(/current owner is told/);
    expect((await decide(otherEditor, dispute.id, 'approve', 'The new head teacher sent the letter.')).status).toBe(200);
    const moved = await newestMail(server.config.dataDir, owner.user.email, { subject: 'A listing you managed has a new owner' });
    expect(plain(moved.text)).toMatch(/Their reason: The new head teacher sent the letter\./);
  });
});

describe('links per address', () => {
  it('sends at most 3 links a day to one address, across claims and accounts, resends included and audited', async () => {
    const domain = 'one-mailbox.sc.ke';
    const [a, b, c, d] = [0, 1, 2, 3].map(async () => member(server.app, 'subscriber', admin));
    const ids = [await school(domain)];
    const first = (await claimByEmail(await a, ids[0]!, `head@${domain}`)).body;
    expect((await claimByEmail(await b, ids[0]!, `head@${domain}`)).status).toBe(201);
    expect((await (await a).post(`/api/institutions/claims/${first.id}/resend`)).status).toBe(200);
    const log = await admin.get(`/api/auth/audit-log?resource=institutions/claims&record_id=${first.id}`);
    expect(log.body.some((row: { fields: string }) => /token_hash/.test(String(row.fields)))).toBe(true);
    const fourth = await claimByEmail(await c, ids[0]!, `head@${domain}`);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/has been sent 3 links already/);
    // Refused, so nothing was created for that account.
    expect((await (await c).get('/api/institutions/claims')).body).toEqual([]);
    expect((await (await d).post(`/api/institutions/claims/${first.id}/resend`)).status).toBe(404);
  });

  it('holds under parallel requests', async () => {
    const domain = 'busy-mailbox.sc.ke';
    const id = await school(domain);
    const claimants = await Promise.all(Array.from({ length: 6 }, () => member(server.app, 'subscriber', admin)));
    const answers = await Promise.all(claimants.map((who) => claimByEmail(who, id, `office@${domain}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('the finer points', () => {
  it('lets editors reject, not approve, a claim still waiting for its email link', async () => {
    const id = await school('unconfirmed.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const claim = (await claimByEmail(claimant, id, 'head@unconfirmed.sc.ke')).body;
    const row = (await editor.get('/api/moderation/claims?state=email')).body.find((r: { id: number }) => r.id === claim.id);
    expect((await approve(editor, claim.id, row.seen)).status).toBe(409);
    const rejected = await decide(editor, claim.id, 'reject', 'Nobody confirmed the address.', row.seen);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.state).toBe('rejected');
    const late = await claimant.post('/api/institutions/claims/verify', { token: await tokenFor('head@unconfirmed.sc.ke') });
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/withdrawn or decided/);
  });

  it('refuses two letter files in one request, and a malformed listing id', async () => {
    const id = await school('two-letters.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const twice = await claimByLetter(claimant, id, pdf, [{ name: 'letter', value: pdf, filename: 'again.pdf', type: 'application/pdf' }]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/one file/);
    expect((await claimant.get('/api/institutions/claims')).body).toEqual([]);
    for (const listingId of [1.5, -1, 'x', 0]) {
      const answer = await claimant.post('/api/institutions/claims', {
        listing_kind: 'schools',
        listing_id: listingId,
        evidence: 'letter',
        phone: '0712 345678',
      });
      expect(answer.status, String(listingId)).toBe(400);
    }
    expect((await claimant.get('/api/claims/listing/schools/1.5')).status).toBe(400);
    expect((await claimant.post('/api/institutions/claims/abc/withdraw')).status).toBe(400);
  });

  it('says a private file link expired without naming a resume', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/files/00000000-0000-0000-0000-000000000000.pdf?expires=1&signature=x' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).not.toMatch(/resume/i);
    expect(answer.json().message).toMatch(/Open the file again/);
  });

  it('shows the link token to nobody, editors included, and offers it to no filter or sort', async () => {
    const id = await school('token-hidden.sc.ke');
    const claimant = await member(server.app, 'subscriber', admin);
    const claim = (await claimByEmail(claimant, id, 'head@token-hidden.sc.ke')).body;
    for (const who of [claimant, editor, admin]) {
      const row = (await who.get(`/api/institutions/claims/${claim.id}`)).body;
      for (const name of ['token_hash', 'token_expires_at', 'emails_sent_at']) expect(row[name], name).toBeUndefined();
      expect((await who.get('/api/institutions/claims?_sort=token_hash')).status).toBe(400);
      expect((await who.get(`/api/institutions/claims?token_hash=abc`)).status).toBe(400);
    }
    expect((await editor.get('/api/institutions/claims?_sort=nope')).body.message).not.toMatch(/token/);
  });

  it('pages the claims desk on the server', async () => {
    const claimant = await member(server.app, 'subscriber', admin);
    for (let n = 0; n < 3; n += 1) await claimByLetter(claimant, await school(`paged${n}.sc.ke`));
    const all = await editor.get('/api/moderation/claims?_start=0&_end=50');
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await editor.get('/api/moderation/claims?_start=1&_end=3');
    expect(second.body.map((r: { id: number }) => r.id)).toEqual(all.body.slice(1, 3).map((r: { id: number }) => r.id));
    expect(second.headers['x-total-count']).toBe(String(total));
    expect((await editor.get('/api/moderation/claims?_start=0&_end=500')).status).toBe(400);
    expect((await editor.get('/api/moderation/claims?_start=-1')).status).toBe(400);
  });
});
