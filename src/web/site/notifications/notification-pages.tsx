import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { formatDateTime, relativeTime, truncate } from '../../common/format.ts';
import { usePageMeta } from '../../common/page-meta.ts';
import { useGet } from '../../common/use-fetch.ts';
import { detailTitle, LoadState } from '../ui/load-state.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import type { NotificationRow } from './notification-types.ts';
import './notifications.css';

const pageSize = 20;

const NotificationList = () => {
  // The server answers only the signed-in member's own notifications.
  const list = usePagedList<NotificationRow>('notifications/main', { _sort: 'created_at', _order: 'desc' }, pageSize);
  if (list.loading) return <Loading text="Loading notifications..." />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length) return <Empty text="You have no notifications." />;
  return (
    <>
      <ul className="notification-list">
        {list.data.rows.map((note) => (
          <li key={note.id} className={`card notification${note.read ? '' : ' unread'}`}>
            <h2>
              <Link to={`/notifications/${note.id}`}>{note.title}</Link>
              {note.read ? null : <span className="badge">New</span>}
            </h2>
            {note.body ? <p>{truncate(note.body, 120)}</p> : null}
            <p className="muted">
              <time dateTime={note.created_at} title={formatDateTime(note.created_at)}>
                {relativeTime(note.created_at)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.data.total} pageSize={pageSize} />
    </>
  );
};

export const NotificationListPage = () => (
  <div className="container">
    <PageHeader title="Notifications" description="Your ElimuHub notifications: replies, admissions, jobs and orders." />
    <SignInRequired>{() => <NotificationList />}</SignInRequired>
  </div>
);

const NotificationDetail = ({ id }: { id: string }) => {
  const state = useGet<NotificationRow>(`notifications/main/${id}`);
  usePageMeta(detailTitle(state.data?.title, state.status, 'Notification'));
  const unread = state.data !== undefined && !state.data.read;
  useEffect(() => {
    // Opening a notification marks it read; a failure only leaves it marked new, so it is not shown.
    if (unread) api.patch(`notifications/main/${id}`, { read: true }).catch(() => undefined);
  }, [id, unread]);
  return (
    <LoadState state={state} loadingText="Loading notification..." notFoundText="Notification not found.">
      {(note) => (
        <>
          <h1>{note.title}</h1>
          <p className="muted">
            <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
          </p>
          <TextBlocks text={note.body} empty="" />
          {note.link?.startsWith('/') ? (
            <p>
              <Link className="button" to={note.link}>
                View details
              </Link>
            </p>
          ) : null}
        </>
      )}
    </LoadState>
  );
};

export const NotificationDetailPage = () => {
  const { id = '' } = useParams();
  return (
    <article className="container article">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/notifications">Notifications</Link>
      </nav>
      <SignInRequired>{() => <NotificationDetail id={id} />}</SignInRequired>
    </article>
  );
};
