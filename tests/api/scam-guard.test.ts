/**
 * The scam guard holds for review any public text a member writes that asks for money up front, with the reason
 * on the row, even when staff post it; texts that only mention fees, prices or a phone number pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scamReason } from '../../src/server/moderation/scam-guard.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

describe('the rule', () => {
  const held = [
    'Shortlisted candidates will pay an application fee of KES 1,500.',
    'A processing fee of Ksh 2000 applies.',
    'Registration fees: 500 shillings, payable on the interview day.',
    'Pay 1000 to apply for this post.',
    'Send KES 750 to be shortlisted.',
    'Send the interview booking money via M-Pesa to 0712 345 678.',
    'Pay through Till No. 5123456 before the interview.',
    'Paybill 247247, account your ID number.',
    'Call 0722 000 111 and pay the vetting charges.',
    'Deposit Ksh 300 to +254 701 234 567 to secure your slot.',
    // Hidden from a plain reading: invisible characters, spaced digits, a denial before the ask, a deposit.
    'A registration f\u200bee of KES 800 is payable.',
    'Pay through till 5 1 2 3 4 5 before the interview.',
    'We never ask anything unfair, but you pay the registration fee of KES 800.',
    'A refundable security deposit of KES 2,000 is required before you start.',
    '[{"question":"Have you paid the processing fee of KES 500?","answer":"yes/no"}]',
  ];
  const passes = [
    'No fees charged at any stage of recruitment.',
    'We never ask candidates for money. Apply with your CV.',
    'The school does not charge any application fee.',
    'Free of charge: ElimuHub does not charge applicants.',
    'Salary KES 68,000 per month plus NSSF and NHIF.',
    'Call the bursar on 0712 345 678 for directions to the school.',
    'Termly school fees are Ksh 45,000 for day scholars.',
    'Pay is competitive and reviewed every January.',
    'The bursar manages fee collection through the school paybill and M-Pesa reconciliations.',
    'A graphing calculator for KCSE Mathematics; pay on delivery.',
  ];
  it.each(held)('holds: %s', (text) => expect(scamReason(text)).not.toBeNull());
  it.each(passes)('passes: %s', (text) => expect(scamReason(text)).toBeNull());
});

describe('on the API', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let admin: Session, employer: Session;
  beforeAll(async () => {
    server = await startServer();
    admin = await signInAdmin(server.app);
    employer = await member(server.app, 'employer', admin);
  });
  afterAll(() => server?.close());

  it('a fee asked in a screening question is held too', async () => {
    const job = await employer.post('/api/jobs/main', {
      title: 'Deputy principal',
      deadline: '2099-12-31',
      screening_questions: [{ question: 'Have you paid the processing fee of KES 500?', answer: 'yes/no', required: true }],
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    expect(job.body.moderation_reason).toMatch(/fee/);
  });

  it('a job asking for a fee is held with its reason, which the owner reads and the public never', async () => {
    const job = await employer.post('/api/jobs/main', {
      title: 'Class teacher',
      deadline: '2099-12-31',
      description: 'Pay an application fee of KES 500 via M-Pesa.',
    });
    expect(job.status).toBe(201);
    expect(job.body.moderation).toBe('pending');
    expect(job.body.moderation_reason).toMatch(/fee/);
    const publicView = await server.app.inject({ method: 'GET', url: `/api/jobs/main/${job.body.id}` });
    expect(publicView.statusCode).toBe(404);
  });

  it('staff cannot post one as approved either; a moderator can still approve it on purpose', async () => {
    const job = await admin.post('/api/jobs/main', {
      title: 'Driver',
      deadline: '2099-12-31',
      moderation: 'approved',
      benefits: 'Send 1000 to be shortlisted.',
    });
    expect(job.status).toBe(201);
    expect(job.body.moderation).toBe('pending');
    expect(job.body.moderation_reason).toBeTruthy();
    const decided = await decide(admin, 'jobs/main', job.body.id);
    expect(decided.status).toBe(200);
    expect(decided.body.moderation).toBe('approved');
    // Closing it later touches no text: it stays approved.
    const closed = await admin.patch(`/api/jobs/main/${job.body.id}`, { status: 'Closed' });
    expect(closed.body).toMatchObject({ status: 'Closed', moderation: 'approved' });
  });

  it('an owner closing a job a moderator approved on purpose keeps it live', async () => {
    const job = await employer.post('/api/jobs/main', {
      title: 'Matron',
      deadline: '2099-12-31',
      description: 'Medical fee of KES 300 at the clinic is refunded.',
    });
    expect(job.body.moderation_reason).toBeTruthy();
    await decide(admin, 'jobs/main', job.body.id);
    const closed = await employer.patch(`/api/jobs/main/${job.body.id}`, { status: 'Closed' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'Closed', moderation: 'approved' });
  });

  it('a job that says no fees are charged goes through as usual, with no reason', async () => {
    const job = await admin.post('/api/jobs/main', {
      title: 'Librarian',
      deadline: '2099-12-31',
      moderation: 'approved',
      description: 'No fees charged at any stage.',
    });
    expect(job.body).toMatchObject({ moderation: 'approved', moderation_reason: null });
  });

  it('an edit that adds a fee to an approved job waits for review; the public keeps the approved text', async () => {
    const own = await employer.post('/api/jobs/main', { title: 'Cateress', deadline: '2099-12-31', description: 'Cook for 300 boarders.' });
    await decide(admin, 'jobs/main', own.body.id);
    const edited = await employer.patch(`/api/jobs/main/${own.body.id}`, { description: 'Pay a registration fee of KES 200 to Till 512345.' });
    expect(edited.status).toBe(200);
    expect(edited.body.moderation_reason).toBeTruthy();
    expect(edited.body.revised).toBe(true);
    const seen = await server.app.inject({ method: 'GET', url: `/api/jobs/main/${own.body.id}` });
    expect(JSON.parse(seen.body).description).toBe('Cook for 300 boarders.');
  });

  it("a staff edit beside a held change keeps the change's reason, and leaves the approved row live", async () => {
    const school = await member(server.app, 'school', admin);
    const listing = await school.post('/api/institutions/schools', { name: 'Baraka Hill School', summary: 'Day school in Thika.' });
    await decide(admin, 'institutions/schools', listing.body.id);
    const held = await school.patch(`/api/institutions/schools/${listing.body.id}`, { summary: 'Pay KES 5000 registration fee via M-Pesa to secure a place.' });
    expect(held.body.moderation_reason).toBeTruthy();
    const staffEdit = await admin.patch(`/api/institutions/schools/${listing.body.id}`, {
      description: 'A day school with a library and a science laboratory.',
    });
    expect(staffEdit.status, JSON.stringify(staffEdit.body)).toBe(200);
    expect(staffEdit.body).toMatchObject({ moderation: 'approved', revised: true, moderation_reason: held.body.moderation_reason });
    const seen = await server.app.inject({ method: 'GET', url: `/api/institutions/schools/${listing.body.id}` });
    expect(JSON.parse(seen.body)).toMatchObject({ summary: 'Day school in Thika.', description: 'A day school with a library and a science laboratory.' });
  });

  it('guards employers, schools and products the same way', async () => {
    const employerRow = await employer.post('/api/jobs/employers', { name: 'Bright Future Agency', description: 'Registration fee Ksh 1000 via M-Pesa.' });
    expect(employerRow.body).toMatchObject({ moderation: 'pending' });
    expect(employerRow.body.moderation_reason).toBeTruthy();
    const school = await member(server.app, 'school', admin);
    const listing = await school.post('/api/institutions/schools', { name: 'Hope Academy', description: 'Admission interviews: pay 500 to apply via M-Pesa.' });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    expect(listing.body.moderation_reason).toBeTruthy();
    const vendor = await member(server.app, 'vendor', admin);
    const shop = await vendor.post('/api/shop/shops', { name: 'Vitabu Bora', description: 'Books for CBC.' });
    expect(shop.status, JSON.stringify(shop.body)).toBe(201);
    expect(shop.body.moderation_reason).toBeNull();
  });
});
