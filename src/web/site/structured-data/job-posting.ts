/**
 * An open job as schema.org JobPosting for Google's job search. A job that takes no applications (closed,
 * paused or past its deadline, as the page says it) gets none: Google wants ended postings taken down.
 */
import type { employmentTypes } from '../../../registry/resources/jobs.ts';
import { closedReason } from '../jobs/job-state.ts';
import type { Employer, Job } from '../jobs/job-types.ts';
import { endOfNairobiDay, nairobiIso } from './nairobi-time.ts';
import { absoluteUrl, kenyanAddress, text } from './schema-parts.ts';
import { now } from '../../../registry/clock.ts';

/** Google's employment types for ours; a job without one is shown, and so described, as full-time. */
const googleEmploymentType: Record<(typeof employmentTypes)[number], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paragraphs as the page draws them (blank lines part them, single breaks stay), in the HTML Google reads. */
const paragraphs = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The advert's text parts under their headings, as one HTML description; empty when none has text. */
const jobDescription = (job: Job) =>
  (
    [
      ['Description', job.description],
      ['Responsibilities', job.responsibilities],
      ['Qualifications', job.qualifications],
      ['Benefits', job.benefits],
    ] as const
  )
    .filter(([, value]) => text(value))
    .map(([heading, value], i) => `${i ? `<h3>${heading}</h3>` : ''}${paragraphs(value!)}`)
    .join('');

/** Null when Google would refuse the posting: closed, or without an employer or any description. */
export const jobPosting = (job: Job, employer: Pick<Employer, 'name' | 'logo' | 'website'> | null, origin: string, at = now()) => {
  const description = jobDescription(job);
  if (closedReason(job, at) || !employer || !text(employer.name) || !description) return null;
  const website = text(employer.website);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    url: absoluteUrl(`/jobs/${job.id}`, origin),
    identifier: text(job.job_code) ? { '@type': 'PropertyValue', name: employer.name, value: job.job_code } : undefined,
    datePosted: nairobiIso(job.posted_at),
    validThrough: job.deadline ? endOfNairobiDay(job.deadline) : undefined,
    employmentType: googleEmploymentType[job.employment_type ?? 'Full-time'],
    hiringOrganization: {
      '@type': 'Organization',
      name: employer.name,
      sameAs: website,
      logo: absoluteUrl(text(employer.logo), origin),
    },
    jobLocation: { '@type': 'Place', address: kenyanAddress({ town: job.location, county: job.county }) },
    // Salaries are stored as one monthly figure; none means negotiable, which says no amount.
    baseSalary:
      job.salary === null
        ? undefined
        : { '@type': 'MonetaryAmount', currency: 'KES', value: { '@type': 'QuantitativeValue', value: job.salary, unitText: 'MONTH' } },
    directApply: true,
  };
};
