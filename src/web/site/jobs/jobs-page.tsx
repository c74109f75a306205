import { Link, useSearchParams } from 'react-router-dom';
import { likeText } from '../../../registry/query-bounds.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { countText } from '../ui/count-text.ts';
import { usePagedList } from '../ui/use-paged-list.ts';
import { JobCard } from './job-card.tsx';
import { JobFilters, type JobFilterValues } from './job-filters.tsx';
import type { Job } from './job-types.ts';
import './jobs.css';

const pageSize = 12;

/** Education jobs. Filters live in the URL and run on the server, so a filtered list can be shared. */
export const JobsPage = () => {
  const [params, setParams] = useSearchParams();
  const filters: JobFilterValues = { q: params.get('q') ?? '', location: params.get('location') ?? '', category: params.get('category') ?? '' };
  const list = usePagedList<Job>(
    'jobs/main',
    {
      q: filters.q,
      location_like: likeText(filters.location),
      categories: filters.category,
      // A search is ranked by relevance; otherwise the newest first.
      ...(filters.q ? {} : { _sort: 'posted_at', _order: 'desc' }),
    },
    pageSize,
  );
  const change = (next: JobFilterValues) => {
    const merged = new URLSearchParams();
    if (next.q) merged.set('q', next.q);
    if (next.location) merged.set('location', next.location);
    if (next.category) merged.set('category', next.category);
    setParams(merged);
  };
  return (
    <div className="container">
      <PageHeader title="Jobs" description="Teaching and education jobs in Kenya: schools, colleges and universities hiring now, with salaries in KES.">
        <p className="header-actions">
          <Link to="/jobs/resume">Upload your resume</Link>
          <Link to="/register-job">Post a job</Link>
        </p>
      </PageHeader>
      <JobFilters key={params.toString()} value={filters} onChange={change} />
      <PagedListView list={list} loadingText="Loading jobs..." emptyText="No jobs match these filters.">
        {(rows, total, capped) => (
          <>
          <p className="muted" aria-live="polite">
            {countText(total, capped)} {total === 1 ? 'job' : 'jobs'} found
          </p>
          <ul className="card-grid job-list">
            {rows.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
          </>
        )}
      </PagedListView>
    </div>
  );
};
