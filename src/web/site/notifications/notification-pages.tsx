import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { truncate } from '../../common/format.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { usePageMeta } from '../../common/page-meta.ts';
import { useOne } from '../../common/use-fetch.ts';
import { isMissing, LoadState } from '../ui/load-state.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import type { SessionUser } from '../../common/session.ts';
import { isForMe, type NotificationRow } from './notification-types.ts';
import './notifications.css';

const pageSize = 20;

/** Marks a note read on the server (PATCH {read: true}); the list shows it read at once and says so if it fails. */
const useMarkRead = () => {
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);
  const markRead = async (id: number) => {
    setFailed(null);
    setMarked((known) => new Set(known).add(id));
    try {
      await api.patch(`notifications/main/${id}`, { read: true });
    } catch (error) {
      setMarked((known) => {
        const next = new Set(known);
        next.delete(id);
        return next;
      });
      setFailed((error as Error).message);
    }
  };
  return { marked, markRead, failed };
};

const NotificationList = ({ user }: { user: SessionUser }) => {
  // The server answers only the notifications addressed to the signed-in member, or sent by them.
  const list = usePagedList<NotificationRow>('notifications/main', { _sort: 'created_at', _order: 'desc' }, pageSize);
  const { marked, markRead, failed } = useMarkRead();
  const say = useSay('pages');
  const format = useFormat();
  if (list.loading) return <Loading text={say('notes.loading')} />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length) return <Empty text={say('notes.empty')} />;
  return (
    <>
      {failed ? <ErrorText message={failed} /> : null}
      <ul className="notification-list">
        {list.data.rows.map((note) => {
          const forMe = isForMe(note, user.id);
          const unread = forMe && !note.read && !marked.has(note.id);
          return (
            <li key={note.id} className={`card notification${unread ? ' unread' : ''}`}>
              <h2>
                <Link to={`/notifications/${note.id}`}>{note.title}</Link>
                {unread ? <span className="badge">{say('notes.new')}</span> : null}
                {!forMe ? <span className="badge muted-badge">{say('notes.sentByYou')}</span> : null}
              </h2>
              {note.body ? <p>{truncate(note.body, 120)}</p> : null}
              <p className="muted notification-meta">
                <time dateTime={note.created_at} title={format.dateTime(note.created_at)}>
                  {format.relative(note.created_at)}
                </time>
                {unread ? (
                  <button type="button" className="link-button small" onClick={() => markRead(note.id)}>
                    {say('notes.markRead')}
                  </button>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
      <Pagination page={list.page} total={list.data.total} pageSize={pageSize} />
    </>
  );
};

export const NotificationListPage = () => {
  const say = useSay('pages');
  return (
    <div className="container">
      <PageHeader page="/notifications" />
      <p>
        <Link to="/messages">{say('messages.link')}</Link>
      </p>
      <SignInRequired>{(user) => <NotificationList user={user} />}</SignInRequired>
    </div>
  );
};

const NotificationDetail = ({ id, user }: { id: string; user: SessionUser }) => {
  const say = useSay('pages');
  const format = useFormat();
  const state = useOne<NotificationRow>('notifications/main', id);
  usePageMeta(state.data?.title ?? say(isMissing(state.status) ? 'notes.notFoundTitle' : 'notes.one'));
  // Only the member it is addressed to marks it read; its sender reads it back as it is.
  const unread = state.data !== undefined && !state.data.read && isForMe(state.data, user.id);
  useEffect(() => {
    // Opening a notification marks it read; a failure only leaves it marked new, so it is not shown.
    if (unread) api.patch(`notifications/main/${id}`, { read: true }).catch(() => undefined);
  }, [id, unread]);
  return (
    <LoadState state={state} loadingText={say('notes.loadingOne')} notFoundText={say('notes.notFound')}>
      {(note) => (
        <>
          <h1>{note.title}</h1>
          <p className="muted">
            <time dateTime={note.created_at}>{format.dateTime(note.created_at)}</time>
          </p>
          <TextBlocks text={note.body} empty="" />
          {/* Only a page of this site: "//host" and "/\host" would leave it. */}
          {note.link && /^\/(?![/\\])/.test(note.link) ? (
            <p>
              <Link className="button" to={note.link}>
                {say('notes.view')}
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
  const say = useSay('pages');
  return (
    <article className="container article">
      <nav aria-label={say('dir.breadcrumb')} className="breadcrumb">
        <Link to="/notifications">{say('notes.list')}</Link>
      </nav>
      <SignInRequired>{(user) => <NotificationDetail id={id} user={user} />}</SignInRequired>
    </article>
  );
};
