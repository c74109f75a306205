/**
 * Private files (resumes and cover letters): a deleted resume takes its PDFs off the disk and its links stop at
 * once; a deleted account takes its resumes; PDFs with scripts or actions are refused; every private file is
 * served as a download in a sandbox, never sniffed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { multipart, pdf, resumeFields } from '../helpers/files.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const upload = (who: Session, files: { resume_file?: Buffer; cover_letter_file?: Buffer }) => {
  const parts = [...resumeFields, ...Object.entries(files).map(([name, value]) => ({ name, value, filename: `${name}.pdf`, type: 'application/pdf' }))];
  const body = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/jobs/resumes',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
  });
};

const privateDir = () => path.join(server.config.dataDir, 'private');
const fileOf = (link: string) => path.join(privateDir(), /\/api\/files\/([\w-]+\.pdf)/.exec(link)![1]!);

/** Files leave the disk just after the transaction that deleted their row: wait for it, briefly. */
const gone = async (file: string) => {
  for (let i = 0; i < 50 && fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  return !fs.existsSync(file);
};

/** A PDF with `body` as an extra object, in the clear. */
const pdfWith = (body: string) => Buffer.from(pdf.toString('latin1').replace('trailer', `9 0 obj${body}endobj\ntrailer`), 'latin1');

/** A PDF whose dictionaries sit compressed in an object stream, as PDF 1.5 writers do. */
const pdfWithObjectStream = (dictionary: string) => {
  const packed = zlib.deflateSync(Buffer.from(`9 0 ${dictionary}`, 'latin1'));
  return Buffer.concat([
    Buffer.from(pdf.toString('latin1').replace(/trailer[\s\S]*$/, ''), 'latin1'),
    Buffer.from(`10 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>stream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ]);
};

describe('deleting a resume', () => {
  it('deletes its PDFs and makes its old links answer 404 with a reason', async () => {
    const teacher = await member(server.app, 'subscriber', admin);
    const created = await upload(teacher, { resume_file: pdf, cover_letter_file: pdf });
    expect(created.statusCode, created.body).toBe(201);
    const resume = created.json();
    const files = [fileOf(resume.resume_file), fileOf(resume.cover_letter_file)];
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    expect((await server.app.inject({ url: resume.resume_file })).statusCode).toBe(200);

    expect((await teacher.delete(`/api/jobs/resumes/${resume.id}`)).status).toBe(200);
    for (const link of [resume.resume_file, resume.cover_letter_file]) {
      const old = await server.app.inject({ url: link });
      expect(old.statusCode).toBe(404);
      expect(old.json().message).toBe('This file has been deleted. If you still need it, ask its owner to upload it again.');
    }
    for (const file of files) expect(await gone(file)).toBe(true);
  });

  it('keeps the files of a resume whose deletion was refused', async () => {
    const teacher = await member(server.app, 'subscriber', admin);
    const stranger = await member(server.app, 'subscriber', admin);
    const resume = (await upload(teacher, { resume_file: pdf })).json();
    const other = (await upload(teacher, { resume_file: pdf })).json();
    expect((await stranger.delete(`/api/jobs/resumes/${resume.id}`)).status).toBe(404);
    // A deletion accepted after the refused one: its file leaves the disk after any the refused one would have taken.
    expect((await teacher.delete(`/api/jobs/resumes/${other.id}`)).status).toBe(200);
    expect(await gone(fileOf(other.resume_file))).toBe(true);
    expect(fs.existsSync(fileOf(resume.resume_file))).toBe(true);
    expect((await server.app.inject({ url: resume.resume_file })).statusCode).toBe(200);
  });

  it('deletes the resumes and their files of a deleted account', async () => {
    const teacher = await member(server.app, 'subscriber', admin);
    const resume = (await upload(teacher, { resume_file: pdf })).json();
    expect((await admin.delete(`/api/auth/users/${teacher.user.id}`)).status).toBe(200);
    expect((await admin.get(`/api/jobs/resumes/${resume.id}`)).status).toBe(404);
    expect((await server.app.inject({ url: resume.resume_file })).statusCode).toBe(404);
    expect(await gone(fileOf(resume.resume_file))).toBe(true);
  });
});

describe('PDFs with active content', () => {
  const refused = 'This PDF contains scripts or actions; save it again as a plain PDF.';
  const cases: [string, Buffer][] = [
    ['/JavaScript', pdfWith('<</S/JavaScript/JS(app.alert(1))>>')],
    ['/JS alone', pdfWith('<</JS 5 0 R>>')],
    ['/OpenAction', Buffer.from(pdf.toString('latin1').replace('/Type/Catalog', '/Type/Catalog/OpenAction 9 0 R'), 'latin1')],
    ['/AA', pdfWith('<</Type/Page/AA<</O 5 0 R>>>>')],
    ['/Launch', pdfWith('<</S/Launch/F(cmd.exe)>>')],
    ['/EmbeddedFile', pdfWith('<</Type/EmbeddedFile/Length 0>>')],
    ['/RichMedia', pdfWith('<</Subtype/RichMedia>>')],
    ['a hex-escaped name', pdfWith('<</S/J#61vaScript>>')],
    ['a script inside an object stream', pdfWithObjectStream('<</S/JavaScript/JS(app.alert(1))>>')],
  ];

  for (const [name, file] of cases)
    it(`refuses ${name} with a message on the field`, async () => {
      const teacher = await member(server.app, 'subscriber', admin);
      const reply = await upload(teacher, { resume_file: pdf, cover_letter_file: file });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors).toEqual({ cover_letter_file: refused });
      expect(reply.json().message).toBe(refused);
    });

  it('keeps plain PDFs, those with object streams and those whose pictures happen to hold the bytes /JS', async () => {
    const teacher = await member(server.app, 'subscriber', admin);
    const picture = Buffer.concat([
      Buffer.from(pdf.toString('latin1').replace(/trailer[\s\S]*$/, ''), 'latin1'),
      Buffer.from('11 0 obj<</Type/XObject/Subtype/Image/Length 12>>stream\n', 'latin1'),
      Buffer.from('\x00/JS /AA ]\x01', 'latin1'),
      Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
    ]);
    for (const file of [pdf, pdfWithObjectStream('<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>'), picture])
      expect((await upload(teacher, { resume_file: file })).statusCode).toBe(201);
  });

  it('refuses an object stream it cannot read', async () => {
    const teacher = await member(server.app, 'subscriber', admin);
    const broken = Buffer.from(
      pdf.toString('latin1').replace('trailer', '10 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length 5>>stream\nnope!\nendstream endobj\ntrailer'),
      'latin1',
    );
    const reply = await upload(teacher, { resume_file: broken });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors.resume_file).toMatch(/could not be checked for scripts.*save it again as a plain PDF/);
  });
});

describe('serving private files', () => {
  it('sends them as attachments in a sandbox, never sniffed or kept by the browser', async () => {
    const teacher = await member(server.app, 'subscriber', admin);
    const resume = (await upload(teacher, { resume_file: pdf })).json();
    const file = await server.app.inject({ url: resume.resume_file });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.pdf"$/);
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });
});
