import { z } from 'zod';
import { counties } from '../choices.ts';
import { f } from '../fields.ts';
import { as, grants } from '../access.ts';
import { defineResource } from '../resource.ts';

export const jobStatuses = ['Open', 'Closed', 'Paused'] as const;
export const employmentTypes = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
/** An application's pipeline: New until the employer moves it; Hired and Rejected end it. */
export const applicationStages = ['New', 'Shortlisted', 'Interview', 'Offer', 'Hired', 'Rejected'] as const;

/** At most this many screening questions on a job, each answered yes/no or in a short text. */
export const maxScreeningQuestions = 5;
export const maxAnswerLength = 500;
export const screeningQuestionsSchema = z
  .array(
    z.object({
      question: z.string().trim().min(3, 'Write each question in a few words.').max(300, 'A question must be at most 300 characters.'),
      answer: z.enum(['yes/no', 'text'], { error: 'Each question is answered "yes/no" or "text".' }),
      required: z.boolean().default(true),
    }),
  )
  .max(maxScreeningQuestions, `At most ${maxScreeningQuestions} screening questions.`);
export type ScreeningQuestion = z.infer<typeof screeningQuestionsSchema>[number];

/** Answers in the order of the job's questions: true/false for yes/no, text otherwise, null when skipped. */
export const screeningAnswersSchema = z
  .array(z.union([z.boolean(), z.string().trim().max(maxAnswerLength, `An answer must be at most ${maxAnswerLength} characters.`), z.null()]))
  .max(maxScreeningQuestions, `At most ${maxScreeningQuestions} answers.`);

/** One move of an application: who moved it, when, from which stage to which. */
export const stageMoveSchema = z.object({
  from: z.enum(applicationStages).nullable(),
  to: z.enum(applicationStages),
  by: z.number().int().nullable(),
  at: z.string(),
});
export type StageMove = z.infer<typeof stageMoveSchema>;

export const jobs = defineResource({
  name: 'jobs/main',
  page: '/jobs/:id',
  label: 'Jobs',
  singular: 'Job',
  family: 'Jobs',
  visibility: 'moderated',
  owned: true,
  grants: grants.listing(),
  behaviour: ['refuses-delete-while-needed', 'open-only-before-deadline'],
  fields: {
    title: f.text({ label: 'Title', required: true, max: 200 }),
    job_code: f.text({ label: 'Job code', max: 40 }),
    employer_id: f.ref('jobs/employers', { label: 'Employer', refRule: 'owned' }),
    description: f.longText({ label: 'Description' }),
    responsibilities: f.longText({ label: 'Responsibilities' }),
    benefits: f.longText({ label: 'Benefits' }),
    school_profile: f.longText({ label: 'School profile' }),
    qualifications: f.longText({ label: 'Qualifications' }),
    experience: f.text({ label: 'Experience', max: 300 }),
    skills: f.text({ label: 'Skills', max: 500 }),
    employment_type: f.enum(employmentTypes, { label: 'Employment type', default: 'Full-time' }),
    salary: f.money({ label: 'Salary (KES per month)' }),
    location: f.text({ label: 'Location', max: 120 }),
    county: f.enum(counties, { label: 'County' }),
    status: f.enum(jobStatuses, { label: 'Status', default: 'Open', live: true }),
    // Set when posted; only staff may change it, so a job cannot pin itself to the top of "newest".
    posted_at: f.datetime({ label: 'Posted', default: 'now', staff: true }),
    // Live, as the status is: an employer extending a closed job's deadline reopens it in one step, with nothing to review.
    deadline: f.date({ label: 'Application deadline', required: true, live: true }),
    // Names from jobs/categories only, so the filter finds every job of a category.
    categories: f.tags({ label: 'Categories', max: 5, from: 'jobs/categories.name' }),
    screening_questions: f.json(screeningQuestionsSchema, {
      label: 'Screening questions',
      help: 'Up to 5, each {"question": "…", "answer": "yes/no" or "text", "required": true or false}.',
    }),
  },
  // A job is public only while its employer is: a school taken down takes its adverts down with it.
  publicWith: 'employer_id',
  search: ['title', 'location', 'skills', 'description'],
  index: ['status', 'location', 'county', 'deadline', 'salary', 'employer_id', 'employment_type'],
  indexes: [['moderation', 'posted_at']],
  // The type is the one filter that keeps most rows out (a few internships among thousands of posts): each order
  // of the list gets an index behind it. The other filters are checked on rows read in posted order.
  facets: ['employment_type'],
  title: 'title',
  columns: ['title', 'location', 'salary', 'status', 'deadline', 'moderation'],
  defaultSort: ['posted_at', 'desc'],
});

export const employers = defineResource({
  name: 'jobs/employers',
  label: 'Employers',
  singular: 'Employer',
  family: 'Jobs',
  visibility: 'moderated',
  owned: true,
  grants: grants.listing(['employer', 'school']),
  fields: {
    name: f.text({ label: 'Name', required: true, max: 200 }),
    logo: f.image({ label: 'Logo' }),
    description: f.longText({ label: 'About' }),
    contact_person: f.text({ label: 'Contact person', max: 120 }),
    email: f.email({ label: 'Email' }),
    phone: f.phone({ label: 'Phone' }),
    website: f.url({ label: 'Website' }),
    county: f.enum(counties, { label: 'County' }),
    physical_address: f.text({ label: 'Physical address', max: 300 }),
  },
  search: ['name', 'description', 'county'],
  index: ['county', 'name'],
  title: 'name',
  columns: ['name', 'county', 'email', 'phone', 'moderation'],
  defaultSort: ['name', 'asc'],
});

export const resumes = defineResource({
  name: 'jobs/resumes',
  label: 'Resumes',
  singular: 'Resume',
  family: 'Jobs',
  visibility: 'private',
  owned: true,
  // A CV is the candidate's; an employer reads it only once the candidate applies to one of its jobs.
  parties: { employer: { path: ['jobs/applications.resume_id', 'job_id', 'owner_id'], label: 'employer', writes: [] } },
  grants: grants.merge(grants.personal(['subscriber', 'school', 'employer', 'vendor']), {
    employer: as('employer', 'list', 'read'),
    school: as('employer', 'list', 'read'),
    subscriber: as('employer', 'list', 'read'),
  }),
  fields: {
    first_name: f.text({ label: 'First name', required: true, max: 80 }),
    middle_name: f.text({ label: 'Middle name', max: 80 }),
    last_name: f.text({ label: 'Last name', required: true, max: 80 }),
    email: f.email({ label: 'Email', required: true }),
    phone_number: f.phone({ label: 'Phone number' }),
    job_title: f.text({ label: 'Job title', required: true, max: 150 }),
    location_preference: f.text({ label: 'Preferred location', max: 120 }),
    salary_expectation: f.money({ label: 'Expected salary (KES per month)' }),
    availability: f.text({ label: 'Availability', max: 120 }),
    agreed_to_terms: f.boolean({ label: 'Agreed to the terms', required: true }),
    agreed_to_privacy_policy: f.boolean({ label: 'Agreed to the privacy policy', required: true }),
    resume_file: f.file({ label: 'Resume (PDF)', required: true, system: true }),
    cover_letter_file: f.file({ label: 'Cover letter (PDF)', system: true }),
  },
  search: ['first_name', 'last_name', 'job_title', 'location_preference'],
  index: ['job_title', 'email'],
  title: 'job_title',
  columns: ['first_name', 'last_name', 'job_title', 'location_preference', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const applications = defineResource({
  name: 'jobs/applications',
  label: 'Applications',
  singular: 'Application',
  family: 'Jobs',
  visibility: 'private',
  owned: true,
  // The applicant and whoever posted the job; each changes only their own part.
  parties: {
    own: { path: ['owner_id'], label: 'applicant', writes: ['cover_letter', 'resume_id'] },
    employer: { path: ['job_id', 'owner_id'], label: 'employer', writes: ['stage', 'employer_notes'] },
  },
  grants: grants.merge(grants.personal(), {
    employer: as('employer', 'list', 'read', 'update'),
    school: as('employer', 'list', 'read', 'update'),
    subscriber: as('employer', 'list', 'read', 'update'),
  }),
  behaviour: ['applies-once-to-open-job', 'mails-applicant-on-stage-move'],
  fields: {
    job_id: f.ref('jobs/main', { label: 'Job', required: true, refRule: 'approved' }),
    resume_id: f.ref('jobs/resumes', { label: 'Resume', refRule: 'owned' }),
    cover_letter: f.longText({ label: 'Cover letter', max: 5000 }),
    answers: f.json(screeningAnswersSchema, { label: 'Answers to the screening questions' }),
    stage: f.enum(applicationStages, { label: 'Stage', default: 'New' }),
    employer_notes: f.longText({ label: "Employer's notes", max: 5000, readers: ['employer'] }),
    // Every move, oldest first; written by the server with the stage, in the same statement.
    stage_history: f.json(z.array(stageMoveSchema), { label: 'Stage history', system: true }),
  },
  index: ['job_id', 'stage'],
  unique: [['owner_id', 'job_id']],
  title: 'id',
  columns: ['job_id', 'owner_id', 'stage', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const categories = defineResource({
  name: 'jobs/categories',
  label: 'Job categories',
  singular: 'Job category',
  family: 'Jobs',
  visibility: 'public',
  grants: grants.editorial(),
  behaviour: ['refuses-delete-while-needed', 'names-read-distinctly'],
  fields: {
    name: f.text({ label: 'Name', required: true, max: 100, unique: true }),
    description: f.text({ label: 'Description', max: 300 }),
  },
  title: 'name',
  columns: ['name', 'description'],
  defaultSort: ['name', 'asc'],
});

export const reviews = defineResource({
  name: 'jobs/reviews',
  label: 'Employer reviews',
  singular: 'Employer review',
  family: 'Jobs',
  visibility: 'moderated',
  owned: true,
  grants: grants.contribution(),
  byline: true,
  parties: { own: { path: ['owner_id'], label: 'author', writes: ['stars', 'title', 'review'] } },
  fields: {
    employer_id: f.ref('jobs/employers', { label: 'Employer', required: true, refRule: 'approved-not-own' }),
    stars: f.integer({ label: 'Stars', required: true, min: 1, max: 5 }),
    title: f.text({ label: 'Title', max: 150 }),
    review: f.longText({ label: 'Review', max: 5000 }),
  },
  index: ['employer_id'],
  unique: [['owner_id', 'employer_id']],
  title: 'title',
  columns: ['employer_id', 'stars', 'title', 'moderation', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});
