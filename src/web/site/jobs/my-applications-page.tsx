/**
 * My applications: each job I applied to, its employer, when I applied, where it stands now and every move
 * the employer made. The server answers only my own applications, without the employer's notes.
 */
import { Link } from 'react-router-dom';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { closedReason, closedReasonId } from './job-state.ts';
import type { Application, Employer, Job } from './job-types.ts';
import { useRowsById } from './use-rows-by-id.ts';
import './jobs.css';
import { useNow } from '../../common/page-data.ts';

const pageSize = 10;

const History = ({ application }: { application: Application }) => {
  const say = useSay();
  const format = useFormat();
  const moves = (application.stage_history ?? []).filter((move) => move.from !== null);
  if (!moves.length) return null;
  return (
    <details className="stage-history">
      <summary>{say('jobs.mine.history', { count: moves.length })}</summary>
      <ol>
        {moves.map((move) => (
          <li key={move.at}>
            {format.dateTime(move.at)}: {say.choice('stage', move.from ?? '')} → <strong>{say.choice('stage', move.to)}</strong>
          </li>
        ))}
      </ol>
    </details>
  );
};

const Applications = () => {
  const say = useSay();
  const format = useFormat();
  const now = useNow();
  const list = usePagedList<Application>('jobs/applications', { _sort: 'created_at', _order: 'desc' }, pageSize);
  const jobs = useRowsById<Job>(
    'jobs/main',
    (list.data?.rows ?? []).map((a) => a.job_id),
  );
  const employers = useRowsById<Employer>(
    'jobs/employers',
    [...jobs.values()].map((job) => job.employer_id),
  );
  return (
    <PagedListView list={list} loadingText={say('jobs.mine.loading')} emptyText={say('jobs.mine.empty')}>
      {(rows) => (
        <ul className="application-list">
          {rows.map((application) => {
            const job = jobs.get(application.job_id);
            const employer = job?.employer_id ? employers.get(job.employer_id) : undefined;
            const closed = job ? closedReason(job, now) : null;
            return (
              <li key={application.id} className="card application-card">
                <div>
                  <h2>{job ? <Link to={`/jobs/${job.id}`}>{job.title}</Link> : say('jobs.mine.job', { id: application.job_id })}</h2>
                  <p className="muted">
                    {employer ? `${employer.name} · ` : ''}
                    {say('jobs.mine.applied', { date: format.date(application.created_at) })}
                    {closed ? ` · ${say('jobs.mine.closed', { state: say(closedReasonId[closed]).toLowerCase() })}` : ''}
                  </p>
                  <History application={application} />
                </div>
                <p
                  className={`stage stage-${application.stage.toLowerCase()}`}
                  aria-label={say('jobs.mine.stage', { stage: say.choice('stage', application.stage) })}
                >
                  {say.choice('stage', application.stage)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </PagedListView>
  );
};

export const MyApplicationsPage = () => {
  const say = useSay();
  return (
    <div className="container">
      <PageHeader page="/jobs/applications">
        <p className="header-actions">
          <Link to="/jobs">{say('jobs.mine.findMore')}</Link>
          <Link to="/jobs/resume">{say('jobs.mine.cvs')}</Link>
        </p>
      </PageHeader>
      <SignInRequired>{() => <Applications />}</SignInRequired>
    </div>
  );
};
