/**
 * A named test for every hole a hostile member could use to read or forge what is not theirs: résumés,
 * applications, messages, tickets, orders, parent references, moderation, and what public rows reveal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Client, type Session } from '../helpers/client.ts';
import { multipart, pdf } from '../helpers/files.ts';
import { startServer } from '../helpers/server.ts';
import { clockPast, decide, seenOf } from '../helpers/moderation.ts';
import { dayMs, inDays, moveClock } from '../../src/registry/clock.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, editor: Session, employer: Session, rival: Session, candidate: Session, newcomer: Session, vendor: Session, otherVendor: Session;
let visitor: Client;
let jobId: number, rivalJobId: number, resumeId: number, applicationId: number;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

const uploadResume = async (who: Session) => {
  const form = multipart([
    ...Object.entries({
      first_name: 'Amina',
      last_name: 'Wekesa',
      email: 'amina@example.co.ke',
      phone_number: '0712 345678',
      job_title: 'Chemistry teacher',
      agreed_to_terms: 'true',
      agreed_to_privacy_policy: 'true',
    }).map(([name, value]) => ({ name, value })),
    { name: 'resume_file', value: pdf, filename: 'cv.pdf' },
  ]);
  const reply = await who.raw('POST', '/api/jobs/resumes', form.payload, form.headers);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
};

/** Approves a submitted row, or the changes waiting on a live one, as the editor's queue lists them now. */
const approve = async (resource: string, id: number) => {
  const decided = await decide(editor, resource, id);
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return decided.body;
};

const postJob = async (who: Session, title: string, extra: Record<string, unknown> = {}) => {
  const job = await who.post('/api/jobs/main', { title, deadline: '2099-12-31', ...extra });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  return job.body.id as number;
};

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  employer = await member(server.app, 'employer', admin);
  rival = await member(server.app, 'employer', admin);
  candidate = await member(server.app, 'subscriber');
  newcomer = await member(server.app, 'school');
  vendor = await member(server.app, 'vendor', admin);
  otherVendor = await member(server.app, 'vendor', admin);
  visitor = client(server.app);
  jobId = await postJob(employer, 'Chemistry teacher, Kakamega');
  await approve('jobs/main', jobId);
  rivalJobId = await postJob(rival, 'Biology teacher, Bungoma');
  await approve('jobs/main', rivalJobId);
  resumeId = (await uploadResume(candidate)).id;
  const applied = await candidate.post('/api/jobs/applications', { job_id: jobId, resume_id: resumeId, cover_letter: 'I teach chemistry in Kakamega.' });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  applicationId = applied.body.id;
});
afterAll(() => server.close());

describe('résumés', () => {
  it('a newly registered school lists no résumé and cannot open one or its PDF', async () => {
    expect((await newcomer.get('/api/jobs/resumes')).body).toEqual([]);
    expect((await newcomer.get(`/api/jobs/resumes/${resumeId}`)).status).toBe(404);
  });

  it('an employer reads only the CVs sent to its own jobs; a rival employer reads none', async () => {
    expect(ids((await employer.get('/api/jobs/resumes')).body)).toEqual([resumeId]);
    const cv = await employer.get(`/api/jobs/resumes/${resumeId}`);
    expect(cv.status).toBe(200);
    expect((await client(server.app).get(cv.body.resume_file)).status).toBe(200);
    expect((await rival.get('/api/jobs/resumes')).body).toEqual([]);
    expect((await rival.get(`/api/jobs/resumes/${resumeId}`)).status).toBe(404);
  });

  it('the employer cannot change a CV it may read', async () => {
    const changed = await employer.patch(`/api/jobs/resumes/${resumeId}`, { job_title: 'Forged' });
    expect(changed.status).toBe(403);
    expect(changed.body.message).toMatch(/your own/);
  });

  it('an application cannot carry somebody else’s CV', async () => {
    const mine = await uploadResume(rival);
    const forged = await candidate.post('/api/jobs/applications', { job_id: rivalJobId, resume_id: mine.id });
    expect(forged.status).toBe(400);
    expect(forged.body.errors.resume_id).toBeTruthy();
  });
});

describe('applications', () => {
  it('the employer of the job sees it; a rival employer neither lists, reads nor edits it', async () => {
    expect(ids((await employer.get('/api/jobs/applications')).body)).toEqual([applicationId]);
    expect((await rival.get('/api/jobs/applications')).body).toEqual([]);
    expect((await rival.get(`/api/jobs/applications/${applicationId}`)).status).toBe(404);
    expect((await rival.patch(`/api/jobs/applications/${applicationId}`, { stage: 'Rejected' })).status).toBe(404);
  });

  it('the employer moves the stage and keeps notes, but never changes the cover letter, job or résumé', async () => {
    const moved = await employer.patch(`/api/jobs/applications/${applicationId}`, { stage: 'Shortlisted', employer_notes: 'Strong KCSE results.' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ stage: 'Shortlisted', employer_notes: 'Strong KCSE results.' });
    for (const body of [{ cover_letter: 'Rewritten' }, { job_id: rivalJobId }, { resume_id: resumeId + 1000 }]) {
      const refused = await employer.patch(`/api/jobs/applications/${applicationId}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body.message).toMatch(/As the employer you may change only: stage, employer's notes/);
    }
  });

  it('the applicant sees the stage but not the employer’s notes, and cannot move the stage', async () => {
    const mine = await candidate.get(`/api/jobs/applications/${applicationId}`);
    expect(mine.body.stage).toBe('Shortlisted');
    expect(mine.body).not.toHaveProperty('employer_notes');
    expect((await candidate.patch(`/api/jobs/applications/${applicationId}`, { stage: 'Hired' })).status).toBe(403);
  });

  it('only approved, open jobs before their deadline take applications', async () => {
    const pending = await postJob(employer, 'Pending job');
    const closed = await postJob(employer, 'Closed job', { status: 'Closed' });
    await approve('jobs/main', closed);
    // Open until the end of today; a day later its deadline has passed (the minute's sweep may not have closed it yet).
    const expired = await postJob(employer, 'Expired job', { deadline: inDays(0) });
    await approve('jobs/main', expired);
    const pendingTry = await candidate.post('/api/jobs/applications', { job_id: pending });
    expect(pendingTry.status).toBe(400);
    expect(pendingTry.body.errors.job_id).toBeTruthy();
    const closedTry = await candidate.post('/api/jobs/applications', { job_id: closed });
    expect(closedTry.status).toBe(409);
    expect(closedTry.body.message).toMatch(/closed/);
    moveClock(dayMs);
    try {
      const expiredTry = await candidate.post('/api/jobs/applications', { job_id: expired });
      expect(expiredTry.status).toBe(409);
      expect(expiredTry.body.message).toMatch(/deadline/);
    } finally {
      moveClock(0);
    }
  });

  it('a job cannot be attributed to another employer’s profile', async () => {
    const profile = await rival.post('/api/jobs/employers', { name: 'Rival Academy' });
    const forged = await employer.patch(`/api/jobs/main/${jobId}`, { employer_id: profile.body.id });
    expect(forged.status).toBe(400);
    expect(forged.body.errors.employer_id).toMatch(/your own|no employer/);
    const own = await employer.post('/api/jobs/employers', { name: 'Kakamega Girls' });
    expect((await employer.post('/api/jobs/main', { title: 'Lab technician', deadline: '2099-01-01', employer_id: own.body.id })).status).toBe(201);
  });
});

describe('messages, notifications and tickets', () => {
  it('the recipient of a message reads it and marks it read, nothing else; a third member sees nothing', async () => {
    const sent = await candidate.post('/api/notifications/messages', {
      recipient_id: employer.user.id,
      about_type: 'application',
      about_id: applicationId,
      subject: 'Interview time',
      body: 'Is Tuesday at 10 possible?',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(ids((await employer.get('/api/notifications/messages')).body)).toContain(sent.body.id);
    expect((await employer.patch(`/api/notifications/messages/${sent.body.id}`, { read: true })).body.read).toBe(true);
    expect((await employer.patch(`/api/notifications/messages/${sent.body.id}`, { body: 'Forged' })).status).toBe(403);
    expect((await candidate.get(`/api/notifications/messages/${sent.body.id}`)).status).toBe(200);
    expect((await rival.get(`/api/notifications/messages/${sent.body.id}`)).status).toBe(404);
  });

  it('a notification sent by staff is read by its recipient, who may only mark it read', async () => {
    const note = await editor.post('/api/notifications/main', { recipient_id: candidate.user.id, title: 'Your school listing was approved' });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(ids((await candidate.get('/api/notifications/main')).body)).toContain(note.body.id);
    expect((await candidate.patch(`/api/notifications/main/${note.body.id}`, { read: true })).status).toBe(200);
    expect((await candidate.patch(`/api/notifications/main/${note.body.id}`, { title: 'Forged' })).status).toBe(403);
    expect((await candidate.delete(`/api/notifications/main/${note.body.id}`)).status).toBe(403);
    expect((await rival.get(`/api/notifications/main/${note.body.id}`)).status).toBe(404);
  });

  it('the ticket owner reads the staff reply; only owner and staff may reply; editors see tickets and contact messages', async () => {
    const ticket = await candidate.post('/api/support/tickets', { subject: 'Cannot upload my CV', description: 'The upload stops at 90%.' });
    expect(ticket.status).toBe(201);
    expect(ids((await editor.get('/api/support/tickets')).body)).toContain(ticket.body.id);
    const reply = await editor.post('/api/support/ticket-responses', { ticket_id: ticket.body.id, body: 'Please try a PDF under 5 MB.' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(ids((await candidate.get(`/api/support/ticket-responses?ticket_id=${ticket.body.id}`)).body)).toEqual([reply.body.id]);
    expect((await candidate.post('/api/support/ticket-responses', { ticket_id: ticket.body.id, body: 'Thank you, it worked.' })).status).toBe(201);
    const intruder = await rival.post('/api/support/ticket-responses', { ticket_id: ticket.body.id, body: 'Send me your password.' });
    expect(intruder.status).toBe(400);
    expect((await rival.get(`/api/support/ticket-responses?ticket_id=${ticket.body.id}`)).body).toEqual([]);
    const contact = await visitor.post('/api/support/feedback', { name: 'Otieno', email: 'otieno@example.co.ke', message: 'Please list our school.' });
    expect(contact.status).toBe(201);
    expect(ids((await editor.get('/api/support/feedback')).body)).toContain(contact.body.id);
  });
});

describe('shop', () => {
  let shopId: number, productId: number, otherShopId: number;
  beforeAll(async () => {
    shopId = (await vendor.post('/api/shop/shops', { name: 'Kalamu Supplies' })).body.id;
    await approve('shop/shops', shopId);
    productId = (await vendor.post('/api/shop/products', { shop_id: shopId, name: 'Exercise book', price: 60, stock: 10 })).body.id;
    otherShopId = (await otherVendor.post('/api/shop/shops', { name: 'Rival Stationers' })).body.id;
    await approve('shop/shops', otherShopId);
  });

  it('a pending product cannot be carted; once approved it can', async () => {
    const early = await candidate.post('/api/shop/cart', { product_id: productId, quantity: 1 });
    expect(early.status).toBe(400);
    expect(early.body.errors.product_id).toMatch(/no product|waiting for review/);
    await approve('shop/products', productId);
    expect((await candidate.post('/api/shop/cart', { product_id: productId, quantity: 2 })).status).toBe(201);
  });

  it('a product cannot be moved into another vendor’s shop', async () => {
    const moved = await vendor.patch(`/api/shop/products/${productId}`, { shop_id: otherShopId });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.shop_id).toMatch(/your own/);
    const made = await vendor.post('/api/shop/products', { shop_id: otherShopId, name: 'Forged', price: 1 });
    expect(made.status).toBe(400);
  });

  it('a product that went back to review cannot be bought from a cart that holds it', async () => {
    const second = (await vendor.post('/api/shop/products', { shop_id: shopId, name: 'Ruler 30 cm', price: 40, stock: 5 })).body.id;
    await approve('shop/products', second);
    const buyer = await member(server.app, 'subscriber');
    expect((await buyer.post('/api/shop/cart', { product_id: second, quantity: 1 })).status).toBe(201);
    await editor.patch(`/api/shop/products/${second}`, { moderation: 'pending' });
    const checkout = await buyer.post('/api/shop/checkout', { payment_method: 'card' });
    expect(checkout.status).toBe(409);
    expect(checkout.body.message).toMatch(/not on sale/);
  });

  it('the vendor sees the order for its shop and moves its status only; another vendor sees nothing', async () => {
    const checkout = await candidate.post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712345678' });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const order = checkout.body.order;
    expect(order).toMatchObject({ shop_id: shopId, lines: [expect.objectContaining({ product_id: productId, shop_id: shopId })] });
    expect(ids((await vendor.get('/api/shop/orders')).body)).toEqual([order.id]);
    expect((await otherVendor.get('/api/shop/orders')).body).toEqual([]);
    expect((await otherVendor.post(`/api/shop/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(404);
    expect((await candidate.post(`/api/shop/orders/${order.id}/status`, { status: 'delivered' })).status).toBe(409);
    expect((await vendor.post(`/api/shop/orders/${order.id}/status`, { status: 'cancelled' })).body.status).toBe('cancelled');
    expect((await vendor.patch(`/api/shop/orders/${order.id}`, { total: 1 })).status).toBe(403);
    expect((await vendor.patch(`/api/shop/orders/${order.id}`, { status: 'pending' })).status).toBe(403);
    expect((await vendor.get('/api/shop/payments')).body).toEqual([]);
  });

  it('discount codes are not listed to the public or other members', async () => {
    const code = await vendor.post('/api/shop/discounts', { code: 'BACK2SCHOOL', percent: 10, shop_id: shopId });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    expect((await visitor.get('/api/shop/discounts')).status).toBe(401);
    expect((await candidate.get('/api/shop/discounts')).status).toBe(403);
    expect(ids((await vendor.get('/api/shop/discounts')).body)).toEqual([code.body.id]);
  });
});

describe('moderation cannot be bypassed', () => {
  let schoolId: number;
  beforeAll(async () => {
    schoolId = (await newcomer.post('/api/institutions/schools', { name: 'Upendo Academy', summary: 'A day school in Kisumu.' })).body.id;
  });

  it('a pending school cannot be reviewed; the owner cannot review their own school', async () => {
    expect((await candidate.post('/api/content/ratings', { target_type: 'school', target_id: schoolId, stars: 5 })).status).toBe(400);
    await approve('institutions/schools', schoolId);
    const own = await newcomer.post('/api/content/ratings', { target_type: 'school', target_id: schoolId, stars: 5 });
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/your own/);
  });

  it('an owner’s edit of an approved listing waits for review while the public keeps the approved version', async () => {
    const edited = await newcomer.patch(`/api/institutions/schools/${schoolId}`, { summary: 'Now the best school in Kenya!' });
    expect(edited.status).toBe(200);
    expect(edited.body.summary).toBe('Now the best school in Kenya!');
    expect(edited.body.revision.changes).toEqual({ summary: 'Now the best school in Kenya!' });
    const publicView = await visitor.get(`/api/institutions/schools/${schoolId}`);
    expect(publicView.body.summary).toBe('A day school in Kisumu.');
    expect(publicView.body).not.toHaveProperty('revision');
    expect(ids((await editor.get('/api/institutions/schools?revised=true')).body)).toContain(schoolId);
    const staffView = await editor.get(`/api/institutions/schools/${schoolId}`);
    expect(staffView.body).toMatchObject({
      summary: 'A day school in Kisumu.',
      revision: { by: newcomer.user.id, changes: { summary: 'Now the best school in Kenya!' } },
    });
  });

  it('a rejected revision keeps the listing live, drops the change and tells the owner why', async () => {
    const refused = await decide(editor, 'institutions/schools', schoolId, 'reject');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.reason).toBeTruthy();
    const seen = (await editor.get(`/api/institutions/schools/${schoolId}`)).body.revision.at;
    const rejected = await editor.post('/api/moderation/decisions', {
      resource: 'institutions/schools',
      id: schoolId,
      decision: 'reject',
      reason: 'Claims must be backed by KCSE results.',
      seen,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ moderation: 'approved', revised: false, summary: 'A day school in Kisumu.' });
    const notes = (await newcomer.get('/api/notifications/main')).body;
    expect(notes[0]).toMatchObject({ title: expect.stringMatching(/not approved/), body: 'Reason: Claims must be backed by KCSE results.' });
    expect((await newcomer.get(`/api/institutions/schools/${schoolId}`)).body.moderation_note).toBe('Claims must be backed by KCSE results.');
  });

  it('an approved revision goes live; a live field (stock) changes at once', async () => {
    await newcomer.patch(`/api/institutions/schools/${schoolId}`, { summary: 'A mixed day school in Kisumu.' });
    await approve('institutions/schools', schoolId);
    expect((await visitor.get(`/api/institutions/schools/${schoolId}`)).body.summary).toBe('A mixed day school in Kisumu.');
    const shop = (await vendor.post('/api/shop/shops', { name: 'Stock Shop' })).body.id;
    await approve('shop/shops', shop);
    const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Pencil', price: 10, stock: 1 })).body.id;
    await approve('shop/products', product);
    await vendor.patch(`/api/shop/products/${product}`, { stock: 50, price: 1 });
    expect((await visitor.get(`/api/shop/products/${product}`)).body).toMatchObject({ stock: 50, price: 10 });
  });

  it('an owner cannot decide on their own submission', async () => {
    const decided = await decide(newcomer, 'institutions/schools', schoolId, 'approve', { seen: new Date().toISOString() });
    expect(decided.status).toBe(403);
  });
});

describe('what public rows reveal', () => {
  it('reviews carry a display name, never the author’s account id', async () => {
    const school = (await admin.post('/api/institutions/schools', { name: 'Mwangaza Primary', moderation: 'approved' })).body.id;
    const review = await candidate.post('/api/content/ratings', { target_type: 'school', target_id: school, stars: 4, review: 'Caring teachers.' });
    await approve('content/ratings', review.body.id);
    const [row] = (await visitor.get(`/api/content/ratings?target_type=school&target_id=${school}`)).body;
    expect(row).not.toHaveProperty('owner_id');
    expect(row.author).toMatch(/^Test subscriber \d+$|^Test [A-Z]\.$|^\w+ \w\.$/);
    expect((await candidate.get(`/api/content/ratings/${review.body.id}`)).body.owner_id).toBe(candidate.user.id);
  });

  it('the permission table is the admin’s; a member reads only their own grants', async () => {
    expect((await visitor.get('/api/auth/permissions')).status).toBe(401);
    expect((await candidate.get('/api/auth/permissions')).status).toBe(403);
    const mine = await employer.get('/api/auth/grants');
    expect(mine.body.grants['jobs/applications update']).toEqual(expect.arrayContaining(['own', 'employer']));
    expect(mine.body.grants['auth/permissions list']).toBeUndefined();
    expect(mine.body.grants['jobs/resumes list']).toEqual(expect.arrayContaining(['own', 'employer']));
    expect((await visitor.get('/api/auth/grants')).status).toBe(401);
  });

  it('a grant naming a scope the resource does not have is refused', async () => {
    const [role] = (await admin.get('/api/auth/roles?name=subscriber')).body;
    const bad = await admin.post('/api/auth/permissions', { role_id: role.id, resource: 'jobs/resumes', action: 'list', scope: 'everyone' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.scope).toMatch(/any, own, employer/);
  });
});

describe('attacks found by a hostile review', () => {
  it('a review cannot be moved onto another place, such as the author’s own listing', async () => {
    const school = (await admin.post('/api/institutions/schools', { name: 'Kisumu Day', moderation: 'approved' })).body.id;
    const own = (await newcomer.post('/api/institutions/schools', { name: 'My Own Academy' })).body.id;
    await approve('institutions/schools', own);
    const review = (await newcomer.post('/api/content/ratings', { target_type: 'school', target_id: school, stars: 4 })).body.id;
    const moved = await newcomer.patch(`/api/content/ratings/${review}`, { target_id: own, stars: 5 });
    expect(moved.status).toBe(403);
    expect(moved.body.message).toMatch(/As the author you may change only: stars, review/);
  });

  it('fields another party sets cannot be set when the row is made', async () => {
    const job = await postJob(employer, 'Geography teacher');
    await approve('jobs/main', job);
    const forged = await candidate.post('/api/jobs/applications', { job_id: job, stage: 'Hired', employer_notes: 'Hire now' });
    expect(forged.status).toBe(403);
    expect(forged.body.errors.stage ?? forged.body.errors.employer_notes).toBeTruthy();
    const read = await candidate.post('/api/notifications/messages', {
      recipient_id: employer.user.id,
      about_type: 'application',
      about_id: applicationId,
      subject: 'Hi',
      body: 'Hello',
      read: true,
    });
    expect(read.status).toBe(403);
    expect((await candidate.post('/api/jobs/applications', { job_id: job, stage: 'New' })).status).toBe(201);
  });

  it('hidden fields and other people’s account ids cannot be filtered or sorted on', async () => {
    for (const url of [
      '/api/content/ratings?moderation_note_like=spam',
      '/api/institutions/schools?revised=true',
      `/api/content/ratings?owner_id=${candidate.user.id}`,
      '/api/content/ratings?_sort=owner_id',
      '/api/jobs/main?_sort=moderation_note',
    ])
      expect((await visitor.get(url)).status, url).toBe(400);
    expect((await employer.get(`/api/jobs/resumes?owner_id=${candidate.user.id}`)).status).toBe(400);
    expect((await candidate.get(`/api/content/ratings?owner_id=${candidate.user.id}`)).status).toBe(200);
    expect((await editor.get('/api/content/ratings?moderation_note_like=spam')).status).toBe(200);
  });

  it('a decision is on the changes the moderator saw, and a decided row is not decided again', async () => {
    const school = (await newcomer.post('/api/institutions/schools', { name: 'Versioned School', summary: 'First.' })).body.id;
    const first = await seenOf(editor, 'institutions/schools', school);
    await approve('institutions/schools', school);
    expect((await decide(editor, 'institutions/schools', school, 'approve', { seen: first })).status).toBe(409);
    await newcomer.patch(`/api/institutions/schools/${school}`, { summary: 'Harmless change.' });
    const seen = (await editor.get(`/api/institutions/schools/${school}`)).body.revision.at;
    await clockPast(seen);
    await newcomer.patch(`/api/institutions/schools/${school}`, { summary: 'Pay 0799 000 000 to apply.' });
    const stale = await editor.post('/api/moderation/decisions', { resource: 'institutions/schools', id: school, decision: 'approve', seen });
    expect(stale.status).toBe(409);
    expect((await visitor.get(`/api/institutions/schools/${school}`)).body.summary).toBe('First.');
    expect((await decide(editor, 'institutions/schools', school, 'approve', { sneaky: 1 })).status).toBe(400);
  });

  it('a comment needs something to be on; a job cannot date itself into the future', async () => {
    expect((await candidate.post('/api/content/comments', { target_type: 'news', target_id: 999999, body: 'First!' })).status).toBe(400);
    const job = (await employer.post('/api/jobs/main', { title: 'Pinned', deadline: '2099-01-01', posted_at: '2099-01-01T00:00:00Z' })).body;
    expect(job.posted_at < '2099').toBe(true);
  });
});
