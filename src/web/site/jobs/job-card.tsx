import { Link } from 'react-router-dom';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { closedReason, closedReasonId } from './job-state.ts';
import type { Job } from './job-types.ts';
import { salaryText } from './salary.ts';
import { SaveToggle } from '../saved/save-toggle.tsx';
import { useNow } from '../../common/page-data.ts';

/** A job in the list: who hires, where, for how much, since when and until when; a job not taking applications says why. */
export const JobCard = ({ job, employer }: { job: Job; employer?: string }) => {
  const say = useSay();
  const format = useFormat();
  const now = useNow();
  const closed = closedReason(job, now);
  return (
    <li className={`card job-card${closed ? ' job-card-closed' : ''}`}>
      <h2>
        <Link to={`/jobs/${job.id}`}>{job.title}</Link>
      </h2>
      {employer ? <p className="job-employer">{employer}</p> : null}
      <p className="job-location">
        {job.location || say('jobs.card.locationMissing')}
        {job.employment_type ? ` · ${say.choice('employment_type', job.employment_type)}` : ''}
      </p>
      <p className="job-salary">{salaryText(job.salary, say, format)}</p>
      <p className="muted job-meta">
        {closed ? <span className="badge badge-closed">{say(closedReasonId[closed])}</span> : null}
        <span>{say('jobs.card.posted', { date: format.date(job.posted_at) })}</span>
        {job.deadline ? <span>{say('jobs.card.applyBy', { date: format.date(job.deadline) })}</span> : null}
      </p>
      {job.categories?.length ? (
        <ul className="tags" aria-label={say('jobs.card.categories')}>
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
