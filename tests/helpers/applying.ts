/** Applying for a job as the site does: a CV uploaded as a resume, then an application naming it and the job. */
import type { ScreeningQuestion } from '../../src/registry/resources/jobs.ts';
import type { Client } from './client.ts';
import { multipart, pdf, resumeFields } from './files.ts';

/** A resume with a small PDF; its id. */
export const uploadResume = async (who: Client) => {
  const form = multipart([...resumeFields, { name: 'resume_file', value: pdf, filename: 'cv.pdf' }]);
  const reply = await who.raw('POST', '/api/jobs/resumes', form.payload, form.headers);
  if (reply.status !== 201) throw new Error(`uploading a resume failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.id as number;
};

/** The application to `job` (as the API lists it), each screening question answered as a willing candidate would. */
export const applyFor = (who: Client, job: { id: number; screening_questions?: ScreeningQuestion[] | null }, resumeId: number) =>
  who.post('/api/jobs/applications', {
    job_id: job.id,
    resume_id: resumeId,
    cover_letter: 'I teach in Nakuru and would be glad to join you.',
    answers: (job.screening_questions ?? []).map((q) => (q.answer === 'yes/no' ? true : 'From the start of next month.')),
  });
