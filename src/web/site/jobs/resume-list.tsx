import { formatDate, formatKes } from '../../common/format.ts';
import { Pagination } from '../ui/pagination.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { resumeMessages } from './resume-rules.ts';
import type { Resume } from './resume-types.ts';

interface ResumeListState {
  data: { rows: Resume[]; total: number } | undefined;
  loading: boolean;
  error: string | null;
  page: number;
  pageSize: number;
}

/** The member's own resumes, newest first, with links to the stored files. */
export const ResumeList = ({ list }: { list: ResumeListState }) => {
  if (list.loading) return <Loading text="Loading resumes..." />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length) return <Empty text={resumeMessages.empty} />;
  return (
    <>
      <ul className="resume-list">
        {list.data.rows.map((r) => (
          <li key={r.id} className="card">
            <h3>{r.job_title}</h3>
            <p>{[r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' ')}</p>
            <p className="muted">
              Sent {formatDate(r.created_at)}
              {r.location_preference ? ` · ${r.location_preference}` : ''}
              {r.salary_expectation !== null ? ` · ${formatKes(r.salary_expectation)} a month` : ''}
            </p>
            <p className="resume-files">
              <a href={r.resume_file} target="_blank" rel="noreferrer">
                Resume (PDF)
              </a>
              {r.cover_letter_file ? (
                <a href={r.cover_letter_file} target="_blank" rel="noreferrer">
                  Cover letter (PDF)
                </a>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.data.total} pageSize={list.pageSize} />
    </>
  );
};
