import { useState } from 'react';
import { api } from '../../common/api.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import type { SessionUser } from '../../common/session.ts';
import type { RowOf } from '../../../registry/row-type.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import '../notifications/notifications.css';

type MessageRow = RowOf<'notifications/messages'>;

const pageSize = 20;

/**
 * Blocking the sender of a message received: the server finds the sender from the message (their account id is
 * never sent here). Their later messages are refused; the block is lifted from the same place.
 */
const useBlocks = () => {
  const [blocks, setBlocks] = useState<Map<number, number>>(new Map());
  const [failed, setFailed] = useState<string | null>(null);
  const block = async (message: MessageRow) => {
    setFailed(null);
    try {
      const made = await api.post<{ id: number }>('notifications/blocks', { message_id: message.id });
      setBlocks((known) => new Map(known).set(message.id, made.id));
    } catch (error) {
      setFailed((error as Error).message);
    }
  };
  const unblock = async (message: MessageRow) => {
    setFailed(null);
    try {
      await api.delete(`notifications/blocks/${blocks.get(message.id)}`);
      setBlocks((known) => {
        const next = new Map(known);
        next.delete(message.id);
        return next;
      });
    } catch (error) {
      setFailed((error as Error).message);
    }
  };
  return { blocked: (message: MessageRow) => blocks.has(message.id), block, unblock, failed };
};

const MessageList = ({ user }: { user: SessionUser }) => {
  // The server answers only the messages the signed-in member sent or received.
  const list = usePagedList<MessageRow>('notifications/messages', { _sort: 'created_at', _order: 'desc' }, pageSize);
  const { blocked, block, unblock, failed } = useBlocks();
  const say = useSay('pages');
  const format = useFormat();
  if (list.loading) return <Loading text={say('messages.loading')} />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length) return <Empty text={say('messages.empty')} />;
  return (
    <>
      {failed ? <ErrorText message={failed} /> : null}
      <ul className="notification-list">
        {list.data.rows.map((message) => {
          const received = message.recipient_id === user.id;
          const unread = received && !message.read;
          const name = message.sender_name || say('messages.someone');
          return (
            <li key={message.id} className={`card notification${unread ? ' unread' : ''}`}>
              <h2>
                {message.subject}
                {unread ? <span className="badge">{say('notes.new')}</span> : null}
                {!received ? <span className="badge muted-badge">{say('notes.sentByYou')}</span> : null}
              </h2>
              <p className="muted notification-meta">
                {received ? <span>{say('messages.from', { name })}</span> : null}
                {/* Messages sent before a message had to name its subject have none. */}
                {message.about_type ? (
                  <span>{say('messages.about', { kind: say.choice('about_type', message.about_type), title: message.about_title ?? '' })}</span>
                ) : null}
                <time dateTime={message.created_at} title={format.dateTime(message.created_at)}>
                  {format.relative(message.created_at)}
                </time>
              </p>
              <TextBlocks text={message.body} empty="" />
              {received ? (
                <p className="notification-meta">
                  {blocked(message) ? (
                    <>
                      <span role="status">{say('messages.blocked', { name })}</span>
                      <button type="button" className="link-button small" onClick={() => unblock(message)}>
                        {say('messages.unblock')}
                      </button>
                    </>
                  ) : (
                    <button type="button" className="link-button small" onClick={() => block(message)} aria-label={say('messages.blockLabel', { name })}>
                      {say('messages.block')}
                    </button>
                  )}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pagination page={list.page} total={list.data.total} pageSize={pageSize} />
    </>
  );
};

export const MessagesPage = () => (
  <div className="container">
    <PageHeader page="/messages" />
    <SignInRequired>{(user) => <MessageList user={user} />}</SignInRequired>
  </div>
);
