import { Link } from 'react-router-dom';
import { formatDate } from '../../common/format.ts';
import type { Job } from './job-types.ts';
import { salaryText } from './salary.ts';

export const JobCard = ({ job }: { job: Job }) => (
  <li className="card job-card">
    <h2>
      <Link to={`/jobs/${job.id}`}>{job.title}</Link>
    </h2>
    <p className="job-location">{job.location || 'Location not provided'}</p>
    <p className="job-salary">{salaryText(job.salary)}</p>
    <p className="muted job-meta">
      {job.status === 'Open' ? null : <span className="badge">{job.status}</span>}
      {job.deadline ? <>Apply by {formatDate(job.deadline)}</> : null}
    </p>
    {job.categories?.length ? (
      <ul className="tags" aria-label="Categories">
        {job.categories.map((c) => (
          <li key={c.name}>{c.name}</li>
        ))}
      </ul>
    ) : null}
  </li>
);
