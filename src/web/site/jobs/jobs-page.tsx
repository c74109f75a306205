import { Link, useSearchParams } from 'react-router-dom';
import { useNow } from '../../common/page-data.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { countText } from '../ui/count-text.ts';
import { usePagedList } from '../ui/use-paged-list.ts';
import { JobCard } from './job-card.tsx';
import { JobFilters } from './job-filters.tsx';
import { filtersFrom, listQueryOf, paramsFrom } from './job-query.ts';
import type { Employer, Job } from './job-types.ts';
import { useRowsById } from './use-rows-by-id.ts';
import { SaveSearchButton } from '../saved/save-search-button.tsx';
import './jobs.css';

const pageSize = 12;

/** Education jobs. Filters live in the URL and run on the server, so a filtered list can be shared. */
export const JobsPage = () => {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = listQueryOf(filters, useNow());
  const list = usePagedList<Job>('jobs/main', query, pageSize);
  const employers = useRowsById<Employer>('jobs/employers', (list.data?.rows ?? []).map((job) => job.employer_id));
  return (
    <div className="container">
      <PageHeader page='/jobs'>
        <p className="header-actions">
          <Link to="/jobs/applications">My applications</Link>
          <Link to="/jobs/resume">Upload your resume</Link>
          <Link to="/register-job">Post a job</Link>
        </p>
      </PageHeader>
      <JobFilters key={params.toString()} value={filters} onChange={(next) => setParams(paramsFrom(next))} />
      <SaveSearchButton resource="jobs/main" query={query} suggestedName={[filters.q, filters.category, filters.county || filters.location].filter(Boolean).join(', ') || 'All jobs'} />
      <PagedListView list={list} loadingText="Loading jobs..." emptyText="No jobs match these filters.">
        {(rows, total, capped) => (
          <>
            <p className="muted" aria-live="polite">
              {countText(total, capped)} {total === 1 ? 'job' : 'jobs'} found
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
