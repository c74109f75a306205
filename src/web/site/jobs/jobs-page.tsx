import { Link, useSearchParams } from 'react-router-dom';
import { useNow } from '../../common/page-data.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { countText } from '../ui/count-text.ts';
import { usePagedList } from '../ui/use-paged-list.ts';
import { JobCard } from './job-card.tsx';
import { JobFilters } from './job-filters.tsx';
import { filtersFrom, listQueryOf, paramsFrom, unknownFilters } from './job-query.ts';
import type { Employer, Job } from './job-types.ts';
import { useRowsById } from './use-rows-by-id.ts';
import { SaveSearchButton } from '../saved/save-search-button.tsx';
import { UnknownFilterNotes } from '../ui/unknown-filter-notes.tsx';
import { useSay } from '../../common/say.ts';
import './jobs.css';

const pageSize = 12;

/** Education jobs. Filters live in the URL and run on the server, so a filtered list can be shared. */
export const JobsPage = () => {
  const say = useSay();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = listQueryOf(filters, useNow());
  const list = usePagedList<Job>('jobs/main', query, pageSize);
  const employers = useRowsById<Employer>(
    'jobs/employers',
    (list.data?.rows ?? []).map((job) => job.employer_id),
  );
  return (
    <div className="container">
      <PageHeader page="/jobs">
        <p className="header-actions">
          <Link to="/jobs/applications">{say('jobs.list.myApplications')}</Link>
          <Link to="/jobs/resume">{say('jobs.list.uploadResume')}</Link>
          <Link to="/register-job">{say('jobs.list.postJob')}</Link>
        </p>
      </PageHeader>
      <JobFilters key={params.toString()} value={filters} onChange={(next) => setParams(paramsFrom(next))} />
      <SaveSearchButton
        resource="jobs/main"
        query={query}
        suggestedName={[filters.q, filters.category, filters.county || filters.location].filter(Boolean).join(', ') || say('jobs.list.allJobs')}
      />
      <UnknownFilterNotes unknown={unknownFilters(params).map(({ key, value }) => ({ name: key, label: say(`jobs.filters.${key}`), value }))} />
      <PagedListView list={list} loadingText={say('jobs.list.loading')} emptyText={say('jobs.list.empty')}>
        {(rows, total, capped) => (
          <>
            <p className="muted" aria-live="polite">
              {say('jobs.list.found', { count: countText(total, capped, say), total })}
            </p>
            <ul className="card-grid job-list">
              {rows.map((job) => (
                <JobCard key={job.id} job={job} employer={job.employer_id ? employers.get(job.employer_id)?.name : undefined} />
              ))}
            </ul>
          </>
        )}
      </PagedListView>
    </div>
  );
};
