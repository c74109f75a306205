import { Link, useSearchParams } from 'react-router-dom';
import { useSession, type SessionUser } from '../../common/session.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { useLoginPath } from '../ui/sign-in-required.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { ResumeForm } from './resume-form.tsx';
import { ResumeList } from './resume-list.tsx';
import type { Resume } from './resume-types.ts';
import './jobs.css';

const pageSize = 10;

const MemberResumes = ({ user }: { user: SessionUser }) => {
  const [params] = useSearchParams();
  // The server answers only the member's own resumes.
  const list = usePagedList<Resume>('jobs/resumes', { _sort: 'created_at', _order: 'desc' }, pageSize);
  return (
    <div className="resume-layout">
      <ResumeForm initial={{ email: user.email, job_title: params.get('job_title') ?? '' }} onUploaded={list.reload} />
      <section aria-labelledby="resume-list-title">
        <h2 id="resume-list-title">Your resumes</h2>
        <ResumeList list={list} />
      </section>
    </div>
  );
};

export const ResumePage = () => {
  const user = useSession();
  const login = useLoginPath();
  return (
    <div className="container">
      <PageHeader page="/jobs/resume" />
      {user ? (
        <MemberResumes user={user} />
      ) : (
        <div className="card sign-in-prompt">
          <p>Sign in to upload your resume and see the ones you have sent.</p>
          <p>
            <Link className="button" to={login}>
              Sign in
            </Link>{' '}
            or <Link to={`/register?next=${encodeURIComponent('/jobs/resume')}`}>create a free account</Link>.
          </p>
        </div>
      )}
    </div>
  );
};
