/**
 * Applying and hiring: a teacher applies once per job with a stored CV and answers the employer's screening
 * questions; the employer moves applications through New → Shortlisted → Interview → Offer → Hired / Rejected,
 * one or many at a time, with a history of every move; the applicant is told; another employer sees and moves
 * nothing of it; the job's applications come out as a CSV for its owner only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { multipart, pdf, resumeFields } from '../helpers/files.ts';
import { mailsTo, newestMail } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, employer: Session, rival: Session, teacher: Session, other: Session;
let jobId: number, rivalJobId: number, resumeId: number;

const questions = [
  { question: 'Do you hold a valid TSC number?', answer: 'yes/no', required: true },
  { question: 'When could you start?', answer: 'text', required: false },
];

const postJob = async (who: Session, title: string, extra: Record<string, unknown> = {}) => {
  const job = await who.post('/api/jobs/main', { title, deadline: '2099-12-31', ...extra });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  const approved = await decide(admin, 'jobs/main', job.body.id);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return job.body.id as number;
};

const uploadResume = async (who: Session) => {
  const form = multipart([...resumeFields, { name: 'resume_file', value: pdf, filename: 'cv.pdf' }]);
  const reply = await who.raw('POST', '/api/jobs/resumes', form.payload, form.headers);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
};

const apply = (who: Session, job: number, resume: number, extra: Record<string, unknown> = {}) =>
  who.post('/api/jobs/applications', { job_id: job, resume_id: resume, cover_letter: 'I teach Mathematics in Nakuru.', ...extra });

const applied = async (who: Session, job: number, extra: Record<string, unknown> = {}) => {
  const reply = await apply(who, job, await uploadResume(who), extra);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
};

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  employer = await member(server.app, 'employer', admin);
  rival = await member(server.app, 'employer', admin);
  teacher = await member(server.app, 'subscriber', admin);
  other = await member(server.app, 'subscriber', admin);
  jobId = await postJob(employer, 'Mathematics teacher, Nakuru', { screening_questions: questions });
  rivalJobId = await postJob(rival, 'Biology teacher, Bungoma');
  resumeId = await uploadResume(teacher);
});
afterAll(() => server?.close());

describe('applying', () => {
  it('a job takes at most five screening questions, each yes/no or text', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ question: `Question number ${i}`, answer: 'text' }));
    const tooMany = await employer.post('/api/jobs/main', { title: 'Too curious', deadline: '2099-12-31', screening_questions: six });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.screening_questions).toMatch(/At most 5/);
    const odd = await employer.post('/api/jobs/main', {
      title: 'Odd',
      deadline: '2099-12-31',
      screening_questions: [{ question: 'Pick one', answer: 'choice' }],
    });
    expect(odd.status).toBe(400);
  });

  it('refuses an application without the required answer, or with an answer of the wrong kind', async () => {
    const none = await apply(teacher, jobId, resumeId);
    expect(none.status).toBe(400);
    expect(none.body.errors['answers.0']).toMatch(/TSC/);
    const wrong = await apply(teacher, jobId, resumeId, { answers: ['yes please'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors['answers.0']).toMatch(/yes or no/);
  });

  it('takes the application with its answers, as New, with its arrival in the history; a second one is a 409', async () => {
    const reply = await apply(teacher, jobId, resumeId, { answers: [true, 'January 2027'] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ stage: 'New', answers: [true, 'January 2027'] });
    expect(reply.body.stage_history).toEqual([expect.objectContaining({ from: null, to: 'New', by: teacher.user.id })]);
    const again = await apply(teacher, jobId, resumeId, { answers: [false] });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already applied/);
  });

  it('the applicant cannot set or change the stage or the notes, nor change the answers afterwards', async () => {
    const forged = await apply(other, jobId, await uploadResume(other), { answers: [true], stage: 'Hired' });
    expect(forged.status).toBe(403);
    const notes = await apply(other, jobId, await uploadResume(other), { answers: [true], employer_notes: 'Hire me' });
    expect(notes.status).toBe(403);
    const mine = (await teacher.get(`/api/jobs/applications?job_id=${jobId}`)).body[0];
    for (const body of [{ stage: 'Hired' }, { employer_notes: 'Great' }, { answers: [false] }]) {
      const refused = await teacher.patch(`/api/jobs/applications/${mine.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(403);
    }
    expect((await teacher.get(`/api/jobs/applications/${mine.id}`)).body.stage).toBe('New');
  });

  it('a closed or paused job takes no application', async () => {
    const closed = await postJob(employer, 'Closed post');
    expect((await employer.patch(`/api/jobs/main/${closed}`, { status: 'Closed' })).status).toBe(200);
    const refused = await apply(teacher, closed, resumeId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/closed/);
  });
});

describe('the pipeline', () => {
  it('the employer moves an application; the history says who, when, from and to; the applicant is notified', async () => {
    const id = (await teacher.get(`/api/jobs/applications?job_id=${jobId}`)).body[0].id;
    const moved = await employer.patch(`/api/jobs/applications/${id}`, { stage: 'Shortlisted', employer_notes: 'Strong KCSE results.' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const seen = (await teacher.get(`/api/jobs/applications/${id}`)).body;
    expect(seen.stage).toBe('Shortlisted');
    expect(seen).not.toHaveProperty('employer_notes');
    expect(seen.stage_history.map((m: { from: string | null; to: string }) => [m.from, m.to])).toEqual([
      [null, 'New'],
      ['New', 'Shortlisted'],
    ]);
    expect(seen.stage_history[1].by).toBe(employer.user.id);
    const notes = (await teacher.get(`/api/notifications/main?recipient_id=${teacher.user.id}`)).body;
    expect(notes.some((n: { title: string }) => /Mathematics teacher, Nakuru.*Shortlisted/.test(n.title))).toBe(true);
    const mail = await newestMail(server.config.dataDir, teacher.user.email, { subject: 'Your job application on ElimuHub: Shortlisted' });
    expect(mail.text).toContain('/jobs/applications');
  });

  it('a stage cannot be emptied, nor a job’s status', async () => {
    const id = (await teacher.get(`/api/jobs/applications?job_id=${jobId}`)).body[0].id;
    const emptied = await employer.patch(`/api/jobs/applications/${id}`, { stage: null });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors.stage).toMatch(/^Stage must be one of: New, /);
    expect((await employer.patch(`/api/jobs/main/${jobId}`, { status: null })).status).toBe(400);
    expect((await teacher.get(`/api/jobs/applications/${id}`)).body.stage).toBe('Shortlisted');
  });

  it('a move that is refused sends no email', async () => {
    const id = (await teacher.get(`/api/jobs/applications?job_id=${jobId}`)).body[0].id;
    expect((await rival.post('/api/jobs/applications/moves', { ids: [id], stage: 'Hired' })).status).toBe(404);
    expect(mailsTo(server.config.dataDir, teacher.user.email, 'Your job application on ElimuHub: Hired')).toEqual([]);
  });

  it('another employer neither sees, moves one by one nor moves in bulk an application to a job it does not own', async () => {
    const id = (await teacher.get(`/api/jobs/applications?job_id=${jobId}`)).body[0].id;
    expect((await rival.get(`/api/jobs/applications/${id}`)).status).toBe(404);
    expect((await rival.patch(`/api/jobs/applications/${id}`, { stage: 'Rejected' })).status).toBe(404);
    const bulk = await rival.post('/api/jobs/applications/moves', { ids: [id], stage: 'Rejected' });
    expect(bulk.status).toBe(404);
    expect((await rival.get(`/api/jobs/main/${jobId}/applications.csv`)).status).toBe(404);
    expect((await rival.get(`/api/jobs/stage-counts?job_id=${jobId}`)).status).toBe(404);
    expect((await teacher.get(`/api/jobs/applications/${id}`)).body.stage).toBe('Shortlisted');
  });

  it('the applicant cannot move applications in bulk, not even their own', async () => {
    const id = (await teacher.get(`/api/jobs/applications?job_id=${jobId}`)).body[0].id;
    const bulk = await teacher.post('/api/jobs/applications/moves', { ids: [id], stage: 'Hired' });
    expect([403, 404]).toContain(bulk.status);
    expect((await teacher.get(`/api/jobs/applications/${id}`)).body.stage).toBe('Shortlisted');
  });

  it('a bulk move is all or nothing: with one application that is not the employer’s, none moves', async () => {
    const a = await applied(await member(server.app, 'subscriber', admin), jobId, { answers: [true] });
    const b = await applied(await member(server.app, 'subscriber', admin), jobId, { answers: [false] });
    const theirs = await applied(await member(server.app, 'subscriber', admin), rivalJobId);
    const mixed = await employer.post('/api/jobs/applications/moves', { ids: [a, b, theirs], stage: 'Interview' });
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toMatch(new RegExp(`Application ${theirs}`));
    for (const id of [a, b]) expect((await employer.get(`/api/jobs/applications/${id}`)).body.stage).toBe('New');
    const moved = await employer.post('/api/jobs/applications/moves', { ids: [a, b], stage: 'Interview' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.moved).toHaveLength(2);
    for (const id of [a, b]) {
      const row = (await employer.get(`/api/jobs/applications/${id}`)).body;
      expect(row.stage).toBe('Interview');
      expect(row.stage_history.at(-1)).toMatchObject({ from: 'New', to: 'Interview', by: employer.user.id });
    }
    const bad = await employer.post('/api/jobs/applications/moves', { ids: [a], stage: 'Submitted' });
    expect(bad.status).toBe(400);
    expect((await employer.post('/api/jobs/applications/moves', { ids: [], stage: 'Offer' })).status).toBe(400);
  });

  it('two moves of one application at once leave one history: each move applied follows the one before', async () => {
    const id = await applied(await member(server.app, 'subscriber', admin), jobId, { answers: [true] });
    const replies = await Promise.all([
      employer.patch(`/api/jobs/applications/${id}`, { stage: 'Offer' }),
      employer.post('/api/jobs/applications/moves', { ids: [id], stage: 'Rejected' }),
      employer.patch(`/api/jobs/applications/${id}`, { stage: 'Shortlisted' }),
    ]);
    for (const reply of replies) expect([200, 409], JSON.stringify(reply.body)).toContain(reply.status);
    const row = (await employer.get(`/api/jobs/applications/${id}`)).body;
    const history = row.stage_history as { from: string | null; to: string }[];
    expect(history.length).toBe(1 + replies.filter((r) => r.status === 200).length);
    for (let i = 1; i < history.length; i += 1) expect(history[i]!.from).toBe(history[i - 1]!.to);
    expect(history.at(-1)!.to).toBe(row.stage);
  });

  it('counts applications per stage on each of the employer’s jobs', async () => {
    const counts = await employer.get('/api/jobs/stage-counts');
    expect(counts.status).toBe(200);
    const job = counts.body.find((j: { job_id: number }) => j.job_id === jobId);
    expect(job.stages.Shortlisted).toBeGreaterThanOrEqual(1);
    expect(job.stages.Interview).toBe(2);
    expect(job.total).toBe(Object.values(job.stages as Record<string, number>).reduce((a, b) => a + b, 0));
    expect((await rival.get('/api/jobs/stage-counts')).body.map((j: { job_id: number }) => j.job_id)).toEqual([rivalJobId]);
  });
});

describe('the CSV export', () => {
  it('gives the owner a quoted, formula-safe file as an attachment', async () => {
    const cunning = await member(server.app, 'subscriber', admin);
    await applied(cunning, jobId, { answers: [true, '=HYPERLINK("http://evil.example","x")'], cover_letter: 'Line one, "quoted"\nline two' });
    const reply = await employer.raw('GET', `/api/jobs/main/${jobId}/applications.csv`);
    expect(reply.status).toBe(200);
    expect(String(reply.headers['content-type'])).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="job-${jobId}-applications.csv"`);
    const text = String(reply.body);
    expect(text.split('\r\n')[0]).toContain('"Do you hold a valid TSC number?"');
    expect(text).toContain('"Line one, ""quoted""\nline two"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain('"Strong KCSE results."');
    expect((await teacher.get(`/api/jobs/main/${jobId}/applications.csv`)).status).toBe(404);
    expect((await employer.get('/api/jobs/main/abc/applications.csv')).status).toBe(400);
  });
});
