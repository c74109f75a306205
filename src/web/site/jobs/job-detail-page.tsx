import { useState } from 'react';
import { useNow, useOrigin } from '../../common/page-data.ts';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../common/session.ts';
import { Notice } from '../ui/notice.tsx';
import { useLoginPath } from '../ui/sign-in-required.tsx';
import { ApplyDialog } from './apply-dialog.tsx';
import { closedReason, closedReasonId } from './job-state.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import { readList, readOne } from '../../common/site-data.ts';
import { useFetch, useOne } from '../../common/use-fetch.ts';
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

const sectionIds = ['overview', 'school', 'qualifications', 'salary'] as const;

const EmployerFacts = ({ employer: e }: { employer: Employer }) => {
  const say = useSay();
  return (
    <FactList>
      <Fact label={say('jobs.fact.employer')}>{e.name}</Fact>
      <Fact label={say('jobs.fact.county')}>{e.county}</Fact>
      <Fact label={say('jobs.fact.address')}>{e.physical_address}</Fact>
      <Fact label={say('jobs.fact.contact')}>{e.contact_person}</Fact>
      <Fact label={say('jobs.fact.email')}>{e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : null}</Fact>
      <Fact label={say('jobs.fact.phone')}>{e.phone ? <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a> : null}</Fact>
    </FactList>
  );
};

/** Where a candidate reports a job that asks for money. */
const reportLink = (job: Job) => `/contact?subject=${encodeURIComponent(`Report job ${job.id}: ${job.title}`.slice(0, 200))}`;

const ScamWarning = ({ job }: { job: Job }) => {
  const say = useSay();
  return (
    <p className="scam-warning" role="note">
      <strong>{say('jobs.scam.strong')}</strong> {say('jobs.scam.text')} <Link to={reportLink(job)}>{say('jobs.scam.report')}</Link>
    </p>
  );
};

/** Apply, or why not: the job is closed, paused or past its deadline, or the visitor has to sign in first. */
const ApplyAction = ({ job }: { job: Job }) => {
  const say = useSay();
  const format = useFormat();
  const now = useNow();
  const user = useSession();
  const login = useLoginPath();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<Application | null>(null);
  // The member's own application to this job, if any: the server answers only their own.
  const earlier = useFetch(
    user ? (signal) => readList<Application>('jobs/applications', { job_id: job.id, _end: 1 }, signal) : null,
    `jobs/applications?job_id=${job.id}&user=${user?.id ?? ''}`,
  );
  const mine = earlier.data?.rows[0];
  if (mine && !applied)
    return (
      <p className="job-applied" role="status">
        {say('jobs.apply.appliedOn', { date: format.date(mine.created_at) })} <strong>{say.choice('stage', mine.stage)}</strong>.{' '}
        <Link to="/jobs/applications">{say('jobs.list.myApplications')}</Link>
      </p>
    );
  const closed = closedReason(job, now);
  if (closed)
    return (
      <p className="job-closed" role="status">
        <span className="badge badge-closed">{say(closedReasonId[closed])}</span> {say('jobs.apply.notTaking')}
      </p>
    );
  if (applied)
    return (
      <Notice kind="success">
        {say('jobs.apply.sent')} <Link to="/jobs/applications">{say('jobs.list.myApplications')}</Link>.
      </Notice>
    );
  if (!user)
    return (
      <p>
        <Link className="button" to={login}>
          {say('jobs.apply.signIn')}
        </Link>
      </p>
    );
  return (
    <>
      <p>
        <button type="button" onClick={() => setOpen(true)}>
          {say('jobs.apply.open')}
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
  const say = useSay();
  const format = useFormat();
  const now = useNow();
  const sections = sectionIds.map((id) => ({ id, title: say(`jobs.detail.${id}`) }));
  const closed = closedReason(job, now);
  const origin = useOrigin();
  // The employer is both the School Info shown and the hiring organisation search engines are told of.
  const path = job.employer_id ? `jobs/employers/${job.employer_id}` : '';
  const employer = useFetch(path ? (signal) => readOne<Employer>('jobs/employers', job.employer_id!, signal) : null, path).data ?? null;
  return (
    <>
      <StructuredData data={jobPosting(job, employer, origin, now)} />
      <header className="detail-header">
        <div>
          <h1>{job.title}</h1>
          <p className="muted">
            {job.location || say('jobs.card.locationMissing')} ·{' '}
            {job.employment_type ? say.choice('employment_type', job.employment_type) : say('jobs.detail.fullTime')} · {salaryText(job.salary, say, format)}
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
            <h2 id="overview-title">{say('jobs.detail.overview')}</h2>
            <FactList>
              <Fact label={say('jobs.fact.status')}>{closed ? say(closedReasonId[closed]) : say('jobs.detail.open')}</Fact>
              <Fact label={say('jobs.fact.type')}>{job.employment_type ? say.choice('employment_type', job.employment_type) : null}</Fact>
              <Fact label={say('jobs.fact.code')}>{job.job_code}</Fact>
              <Fact label={say('jobs.fact.posted')}>{format.date(job.posted_at)}</Fact>
              <Fact label={say('jobs.fact.deadline')}>{job.deadline ? format.date(job.deadline) : null}</Fact>
              <Fact label={say('jobs.fact.categories')}>{job.categories?.map((c) => c.name).join(', ')}</Fact>
              <Fact label={say('jobs.fact.experience')}>{job.experience}</Fact>
              <Fact label={say('jobs.fact.skills')}>{job.skills}</Fact>
            </FactList>
            <h3>{say('jobs.detail.description')}</h3>
            <TextBlocks text={job.description} />
            <h3>{say('jobs.detail.responsibilities')}</h3>
            <TextBlocks text={job.responsibilities} />
            <h3>{say('jobs.detail.benefits')}</h3>
            <TextBlocks text={job.benefits} />
          </section>
          <section id="school" aria-labelledby="school-title">
            <h2 id="school-title">{say('jobs.detail.school')}</h2>
            {employer ? <EmployerFacts employer={employer} /> : null}
            <TextBlocks text={job.school_profile} />
          </section>
          <section id="qualifications" aria-labelledby="qualifications-title">
            <h2 id="qualifications-title">{say('jobs.detail.qualifications')}</h2>
            <TextBlocks text={job.qualifications} />
          </section>
          <section id="salary" aria-labelledby="salary-title">
            <h2 id="salary-title">{say('jobs.detail.salary')}</h2>
            <p className="job-salary">{salaryText(job.salary, say, format)}</p>
          </section>
        </div>
      </div>
    </>
  );
};

export const JobDetailPage = () => {
  const say = useSay();
  const jobs = { name: say('jobs.detail.crumb'), url: '/jobs' };
  const { id = '' } = useParams();
  const state = useOne<Job>('jobs/main', id);
  useRowMeta('jobs/main', state.data, state.status);
  return (
    <div className="container detail">
      <Breadcrumbs trail={breadcrumbTrail(jobs, state.data && { name: state.data.title, url: `/jobs/${id}` })} />
      <LoadState state={state} loadingText={say('jobs.detail.loading')} notFoundText={say('jobs.detail.notFound')} list={jobs}>
        {(job) => <JobView job={job} />}
      </LoadState>
    </div>
  );
};
