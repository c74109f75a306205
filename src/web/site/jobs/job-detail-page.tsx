import { useState } from 'react';
import { useOrigin } from '../../common/page-data.ts';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../common/session.ts';
import { Notice } from '../ui/notice.tsx';
import { useLoginPath } from '../ui/sign-in-required.tsx';
import { ApplyDialog } from './apply-dialog.tsx';
import { closedReason } from './job-state.ts';
import { formatDate } from '../../common/format.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import { api } from '../../common/api.ts';
import { useFetch, useGet } from '../../common/use-fetch.ts';
import { Fact, FactList } from '../ui/fact-list.tsx';
import { breadcrumbTrail } from '../ui/breadcrumb-trail.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { jobPosting } from '../structured-data/job-posting.ts';
import { StructuredData } from '../structured-data/structured-data.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { SectionNav } from '../ui/section-nav.tsx';
import type { Application, Employer, Job } from './job-types.ts';
import { salaryText } from './salary.ts';
import { SaveToggle } from '../saved/save-toggle.tsx';
import './jobs.css';

const sections = [
  { id: 'overview', title: 'Job Overview' },
  { id: 'school', title: 'School Info' },
  { id: 'qualifications', title: 'Qualifications' },
  { id: 'salary', title: 'Salary' },
] as const;

const EmployerFacts = ({ employer: e }: { employer: Employer }) => (
  <FactList>
    <Fact label="Employer">{e.name}</Fact>
    <Fact label="County">{e.county}</Fact>
    <Fact label="Address">{e.physical_address}</Fact>
    <Fact label="Contact person">{e.contact_person}</Fact>
    <Fact label="Email">{e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : null}</Fact>
    <Fact label="Phone">{e.phone ? <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a> : null}</Fact>
  </FactList>
);

/** Where a candidate reports a job that asks for money. */
const reportLink = (job: Job) => `/contact?subject=${encodeURIComponent(`Report job ${job.id}: ${job.title}`.slice(0, 200))}`;

const ScamWarning = ({ job }: { job: Job }) => (
  <p className="scam-warning" role="note">
    <strong>ElimuHub employers never ask for money to apply.</strong> Never pay to apply or to be interviewed; report any job that does.{' '}
    <Link to={reportLink(job)}>Report this job</Link>
  </p>
);

/** Apply, or why not: the job is closed, paused or past its deadline, or the visitor has to sign in first. */
const ApplyAction = ({ job }: { job: Job }) => {
  const user = useSession();
  const login = useLoginPath();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<Application | null>(null);
  // The member's own application to this job, if any: the server answers only their own.
  const earlier = useFetch(
    user ? (signal) => api.list<Application>('jobs/applications', { job_id: job.id, _end: 1 }, signal) : null,
    `jobs/applications?job_id=${job.id}&user=${user?.id ?? ''}`,
  );
  const mine = earlier.data?.rows[0];
  if (mine && !applied)
    return (
      <p className="job-applied" role="status">
        You applied on {formatDate(mine.created_at)}. Stage: <strong>{mine.stage}</strong>. <Link to="/jobs/applications">My applications</Link>
      </p>
    );
  const closed = closedReason(job);
  if (closed)
    return (
      <p className="job-closed" role="status">
        <span className="badge badge-closed">{closed}</span> This job is not taking applications.
      </p>
    );
  if (applied)
    return (
      <Notice kind="success">
        Application sent. Follow it under <Link to="/jobs/applications">My applications</Link>.
      </Notice>
    );
  if (!user)
    return (
      <p>
        <Link className="button" to={login}>
          Sign in to apply
        </Link>
      </p>
    );
  return (
    <>
      <p>
        <button type="button" onClick={() => setOpen(true)}>
          Apply
        </button>
      </p>
      {open ? (
        <ApplyDialog
          job={job}
          email={user.email}
          onClose={() => setOpen(false)}
          onApplied={(application) => {
            setApplied(application);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
};

const JobView = ({ job }: { job: Job }) => {
  const origin = useOrigin();
  // The employer is both the School Info shown and the hiring organisation search engines are told of.
  const path = job.employer_id ? `jobs/employers/${job.employer_id}` : '';
  const employer = useFetch(path ? (signal) => api.get<Employer>(path, undefined, signal) : null, path).data ?? null;
  return (
    <>
      <StructuredData data={jobPosting(job, employer, origin)} />
      <header className="detail-header">
        <div>
          <h1>{job.title}</h1>
          <p className="muted">
            {job.location || 'Location not provided'} · {job.employment_type ?? 'Full-time'} · {salaryText(job.salary)}
          </p>
          <ApplyAction job={job} />
          {!job.moderation || job.moderation === 'approved' ? (
            <div className="listing-actions">
              <SaveToggle type="job" id={job.id} name={job.title} />
            </div>
          ) : null}
          <ScamWarning job={job} />
        </div>
      </header>
      <div className="detail-body">
        <SectionNav sections={sections} />
        <div className="sections">
          <section id="overview" aria-labelledby="overview-title">
            <h2 id="overview-title">Job Overview</h2>
            <FactList>
              <Fact label="Status">{closedReason(job) ?? 'Open'}</Fact>
              <Fact label="Employment type">{job.employment_type}</Fact>
              <Fact label="Job code">{job.job_code}</Fact>
              <Fact label="Posted">{formatDate(job.posted_at)}</Fact>
              <Fact label="Application deadline">{job.deadline ? formatDate(job.deadline) : null}</Fact>
              <Fact label="Categories">{job.categories?.map((c) => c.name).join(', ')}</Fact>
              <Fact label="Experience">{job.experience}</Fact>
              <Fact label="Skills">{job.skills}</Fact>
            </FactList>
            <h3>Description</h3>
            <TextBlocks text={job.description} />
            <h3>Responsibilities</h3>
            <TextBlocks text={job.responsibilities} />
            <h3>Benefits</h3>
            <TextBlocks text={job.benefits} />
          </section>
          <section id="school" aria-labelledby="school-title">
            <h2 id="school-title">School Info</h2>
            {employer ? <EmployerFacts employer={employer} /> : null}
            <TextBlocks text={job.school_profile} />
          </section>
          <section id="qualifications" aria-labelledby="qualifications-title">
            <h2 id="qualifications-title">Qualifications</h2>
            <TextBlocks text={job.qualifications} />
          </section>
          <section id="salary" aria-labelledby="salary-title">
            <h2 id="salary-title">Salary</h2>
            <p className="job-salary">{salaryText(job.salary)}</p>
          </section>
        </div>
      </div>
    </>
  );
};

const jobs = { name: 'Jobs', url: '/jobs' };

export const JobDetailPage = () => {
  const { id = '' } = useParams();
  const state = useGet<Job>(`jobs/main/${id}`);
  useRowMeta('jobs/main', state.data, state.status);
  return (
    <div className="container detail">
      <Breadcrumbs trail={breadcrumbTrail(jobs, state.data && { name: state.data.title, url: `/jobs/${id}` })} />
      <LoadState state={state} loadingText="Loading job details..." notFoundText="Job not found." list={jobs}>
        {(job) => <JobView job={job} />}
      </LoadState>
    </div>
  );
};
