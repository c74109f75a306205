/**
 * Resume upload (PDF by content, 5 MB, the messages of docs/product.md#resumes), signed resume links, and image
 * uploads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { exe, multipart, pdf, png, tampered, type Part } from '../helpers/files.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let candidate: Session, employer: Session, other: Session, admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  candidate = await member(server.app, 'subscriber');
  other = await member(server.app, 'subscriber');
  employer = await member(server.app, 'employer', admin);
});
afterAll(() => server.close());

const fields: Part[] = [
  { name: 'first_name', value: 'Amina' },
  { name: 'last_name', value: 'Wekesa' },
  { name: 'middle_name', value: 'Nafula' },
  { name: 'email', value: 'amina.wekesa@example.co.ke' },
  { name: 'phone_number', value: '0712 345678' },
  { name: 'job_title', value: 'Chemistry & Biology Teacher' },
  { name: 'location_preference', value: 'Bungoma' },
  { name: 'salary_expectation', value: '45,000' },
  { name: 'availability', value: 'January 2027' },
  { name: 'agreed_to_terms', value: 'true' },
  { name: 'agreed_to_privacy_policy', value: 'true' },
];

const upload = (who: Session | null, parts: Part[]) => {
  const body = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/jobs/resumes',
    payload: body.payload,
    headers: { ...body.headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
  });
};

describe('resume upload', () => {
  it('stores a PDF resume and cover letter and returns the resume with signed links', async () => {
    const reply = await upload(candidate, [
      ...fields,
      { name: 'resume_file', value: pdf, filename: 'cv.pdf', type: 'application/pdf' },
      { name: 'cover_letter_file', value: pdf, filename: 'letter.pdf', type: 'application/pdf' },
    ]);
    expect(reply.statusCode, reply.body).toBe(201);
    const resume = reply.json();
    expect(resume).toMatchObject({ first_name: 'Amina', salary_expectation: 45000, agreed_to_terms: true, owner_id: candidate.user.id });
    expect(resume.resume_file).toMatch(/^\/api\/files\/[\w-]+\.pdf\?expires=\d+&signature=/);
    const file = await server.app.inject({ method: 'GET', url: resume.resume_file });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF')).toBe(true);
    const forged = await server.app.inject({ method: 'GET', url: tampered(resume.resume_file) });
    expect(forged.statusCode).toBe(403);
  });

  it('lets the owner, an employer it was sent to and admins read a resume, and nobody else', async () => {
    const id = (await candidate.get('/api/jobs/resumes')).body[0].id;
    expect((await employer.get(`/api/jobs/resumes/${id}`)).status).toBe(404);
    const job = await employer.post('/api/jobs/main', { title: 'Chemistry teacher', deadline: '2099-01-31' });
    await admin.patch(`/api/jobs/main/${job.body.id}`, { moderation: 'approved' });
    expect((await candidate.post('/api/jobs/applications', { job_id: job.body.id, resume_id: id })).status).toBe(201);
    expect((await employer.get(`/api/jobs/resumes/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/jobs/resumes/${id}`)).status).toBe(200);
    expect((await other.get(`/api/jobs/resumes/${id}`)).status).toBe(404);
    expect((await other.get('/api/jobs/resumes')).body).toEqual([]);
  });

  it('refuses a renamed executable with the documented message', async () => {
    const reply = await upload(candidate, [...fields, { name: 'resume_file', value: exe, filename: 'cv.pdf', type: 'application/pdf' }]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors.resume_file).toBe('Only PDF files are allowed.');
  });

  it('requires the resume file and both agreements', async () => {
    const reply = await upload(
      candidate,
      fields.filter((f) => f.name !== 'agreed_to_terms'),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toMatchObject({ resume_file: 'Resume file is required.', agreed_to_terms: expect.any(String) });
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const reply = await upload(candidate, [...fields, { name: 'resume_file', value: big, filename: 'cv.pdf', type: 'application/pdf' }]);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe('File size exceeds 5MB limit.');
  });

  it('asks a visitor to sign in', async () => {
    const reply = await upload(null, [...fields, { name: 'resume_file', value: pdf, filename: 'cv.pdf' }]);
    expect(reply.statusCode).toBe(401);
  });

  it('checks the other fields like any create', async () => {
    const reply = await upload(candidate, [
      ...fields.filter((f) => f.name !== 'email'),
      { name: 'email', value: 'nope' },
      { name: 'resume_file', value: pdf, filename: 'cv.pdf' },
    ]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors.email).toMatch(/valid email/);
  });
});

describe('image upload', () => {
  const image = (value: Buffer, filename: string) => {
    const body = multipart([{ name: 'file', value, filename }]);
    return server.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${candidate.token}` },
    });
  };

  it('stores a PNG and serves it from /uploads with long caching', async () => {
    const reply = await image(png, 'logo.png');
    expect(reply.statusCode).toBe(201);
    const { path } = reply.json();
    expect(path).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const served = await server.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('refuses what is not an image, whatever its name', async () => {
    const reply = await image(pdf, 'logo.png');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Only JPEG, PNG or WebP images are allowed.');
  });
});
