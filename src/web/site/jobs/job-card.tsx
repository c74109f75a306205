import { Link } from 'react-router-dom';
import { formatDate } from '../../common/format.ts';
import { closedReason } from './job-state.ts';
import type { Job } from './job-types.ts';
import { salaryText } from './salary.ts';
import { SaveToggle } from '../saved/save-toggle.tsx';

/** A job in the list: who hires, where, for how much, since when and until when; a job not taking applications says why. */
export const JobCard = ({ job, employer }: { job: Job; employer?: string }) => {
  const closed = closedReason(job);
  return (
    <li className={`card job-card${closed ? ' job-card-closed' : ''}`}>
      <h2>
        <Link to={`/jobs/${job.id}`}>{job.title}</Link>
      </h2>
      {employer ? <p className="job-employer">{employer}</p> : null}
      <p className="job-location">
        {job.location || 'Location not provided'}
        {job.employment_type ? ` · ${job.employment_type}` : ''}
      </p>
      <p className="job-salary">{salaryText(job.salary)}</p>
      <p className="muted job-meta">
        {closed ? <span className="badge badge-closed">{closed}</span> : null}
        <span>Posted {formatDate(job.posted_at)}</span>
        {job.deadline ? <span>Apply by {formatDate(job.deadline)}</span> : null}
      </p>
      {job.categories?.length ? (
        <ul className="tags" aria-label="Categories">
          {job.categories.map((c) => (
            <li key={c.name}>{c.name}</li>
          ))}
        </ul>
      ) : null}
      {!job.moderation || job.moderation === 'approved' ? (
        <div className="listing-actions">
          <SaveToggle type="job" id={job.id} name={job.title} />
        </div>
      ) : null}
    </li>
  );
};
