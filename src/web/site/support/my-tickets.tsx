/**
 * A signed-in member's support tickets on the support page: open one, read its conversation with the support
 * team, and reply. The open ticket is kept in the address (?ticket=12), so a notification can link to it. The
 * server's messages land beside the fields they are about.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import type { SessionUser } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { Notice } from '../ui/notice.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { ticketPriorities } from './ticket-choices.ts';
import { requireFields, useForm } from '../ui/use-form.ts';
import './support.css';
import { readList } from '../../common/site-data.ts';
import type { RowOf } from '../../../registry/row-type.ts';

type Ticket = RowOf<'support/tickets'>;

type Response = RowOf<'support/ticket-responses'>;

const tickets = 'support/tickets';

const NewTicketForm = ({ onOpened }: { onOpened: (ticket: Ticket) => void }) => {
  const say = useSay('pages');
  const form = useForm({ subject: '', description: '', priority: 'normal' });
  const { values, errors } = form;
  const help = say('support.ticket.help');
  const submit = form.handle(
    (v) =>
      requireFields(v, { subject: say('support.ticket.subject'), description: say('support.ticket.description') }, (label) => say('form.required', { label })),
    async (v) => {
      const ticket = await api.post<Ticket>('support/tickets', { subject: v.subject.trim(), description: v.description.trim(), priority: v.priority });
      form.setValues({ subject: '', description: '', priority: 'normal' });
      onOpened(ticket);
    },
  );
  return (
    <form className="form card ticket-form" onSubmit={submit} noValidate aria-labelledby="new-ticket-title">
      <h3 id="new-ticket-title">{say('support.ticket.open')}</h3>
      <Field id="ticket-subject" label={say('support.ticket.subject')} error={errors.subject} required>
        <input
          id="ticket-subject"
          maxLength={200}
          value={values.subject}
          onChange={(e) => form.set('subject', e.target.value)}
          {...describedBy('ticket-subject', errors.subject)}
        />
      </Field>
      <Field id="ticket-description" label={say('support.ticket.description')} error={errors.description} required help={help}>
        <textarea
          id="ticket-description"
          rows={5}
          maxLength={5000}
          value={values.description}
          onChange={(e) => form.set('description', e.target.value)}
          {...describedBy('ticket-description', errors.description, help)}
        />
      </Field>
      <Field id="ticket-priority" label={say('support.ticket.priority')} error={errors.priority}>
        <select
          id="ticket-priority"
          value={values.priority}
          onChange={(e) => form.set('priority', e.target.value)}
          {...describedBy('ticket-priority', errors.priority)}
        >
          {ticketPriorities.map((p) => (
            <option key={p} value={p}>
              {say.choice('priority', p, tickets)}
            </option>
          ))}
        </select>
      </Field>
      <FormMessage message={form.message} />
      <button type="submit" disabled={form.busy}>
        {form.busy ? say('support.ticket.sending') : say('support.ticket.submit')}
      </button>
    </form>
  );
};

const ReplyForm = ({ ticketId, onSent }: { ticketId: number; onSent: () => void }) => {
  const say = useSay('pages');
  const form = useForm({ body: '' });
  const id = `reply-${ticketId}`;
  const submit = form.handle(
    (v) => requireFields(v, { body: say('support.reply.label') }, (label) => say('form.required', { label })),
    async (v) => {
      await api.post('support/ticket-responses', { ticket_id: ticketId, body: v.body.trim() });
      form.setValues({ body: '' });
      onSent();
    },
  );
  return (
    <form className="form reply-form" onSubmit={submit} noValidate>
      <Field id={id} label={say('support.reply.label')} error={form.errors.body}>
        <textarea
          id={id}
          rows={3}
          maxLength={5000}
          value={form.values.body}
          onChange={(e) => form.set('body', e.target.value)}
          {...describedBy(id, form.errors.body)}
        />
      </Field>
      {/* A refusal about the ticket itself (closed to you, gone) has no field of its own. */}
      <FormMessage message={form.errors.ticket_id ?? form.message} />
      <button type="submit" disabled={form.busy}>
        {form.busy ? say('support.ticket.sending') : say('support.reply.submit')}
      </button>
    </form>
  );
};

const Thread = ({ ticket, user }: { ticket: Ticket; user: SessionUser }) => {
  const thread = useFetch(
    (signal) => readList<Response>('support/ticket-responses', { ticket_id: ticket.id, _sort: 'created_at', _order: 'asc', _start: 0, _end: 100 }, signal),
    `ticket-thread/${ticket.id}`,
  );
  const say = useSay('pages');
  const format = useFormat();
  const rows = thread.data?.rows ?? [];
  return (
    <div className="ticket-thread">
      <ol className="thread" aria-label={say('support.thread.label', { subject: ticket.subject })}>
        <li className="thread-message mine">
          <p className="thread-author">
            {say('support.thread.you')} <time dateTime={ticket.created_at}>{format.dateTime(ticket.created_at)}</time>
          </p>
          <p className="thread-body">{ticket.description}</p>
        </li>
        {rows.map((response) => {
          const mine = response.owner_id === user.id;
          return (
            <li key={response.id} className={`thread-message${mine ? ' mine' : ' team'}`}>
              <p className="thread-author">
                {say(mine ? 'support.thread.you' : 'support.thread.team')} <time dateTime={response.created_at}>{format.dateTime(response.created_at)}</time>
              </p>
              <p className="thread-body">{response.body}</p>
            </li>
          );
        })}
      </ol>
      {thread.loading && !thread.data ? <Loading text={say('support.thread.loading')} /> : null}
      {thread.error ? <ErrorText message={thread.error} /> : null}
      {!thread.loading && !thread.error && !rows.length ? <p className="muted small">{say('support.thread.noReply')}</p> : null}
      <ReplyForm ticketId={ticket.id} onSent={thread.reload} />
    </div>
  );
};

export const MyTickets = ({ user }: { user: SessionUser }) => {
  const say = useSay('pages');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('ticket')) || null;
  const [writing, setWriting] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const list = useFetch(
    (signal) => readList<Ticket>('support/tickets', { owner_id: user.id, _sort: 'created_at', _order: 'desc', _start: 0, _end: 50 }, signal),
    `my-tickets/${user.id}`,
  );
  const choose = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('ticket');
        else next.set('ticket', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const rows = list.data?.rows ?? [];

  return (
    <section className="my-tickets" aria-labelledby="my-tickets-title">
      <div className="my-tickets-head">
        <h2 id="my-tickets-title">{say('support.tickets.title')}</h2>
        {!writing ? (
          <button type="button" className="secondary small" onClick={() => (setWriting(true), setOpened(null))}>
            {say('support.ticket.open')}
          </button>
        ) : null}
      </div>
      {opened ? (
        <Notice kind="success">
          <p>{opened}</p>
        </Notice>
      ) : null}
      {writing ? (
        <NewTicketForm
          onOpened={(ticket) => {
            setWriting(false);
            setOpened(say('support.ticket.opened', { subject: ticket.subject }));
            list.reload();
            choose(ticket.id);
          }}
        />
      ) : null}
      {list.loading && !list.data ? (
        <Loading text={say('support.tickets.loading')} />
      ) : list.error ? (
        <ErrorText message={list.error} />
      ) : !rows.length ? (
        <Empty text={say('support.tickets.empty')} />
      ) : (
        <ul className="ticket-list">
          {rows.map((ticket) => {
            const expanded = open === ticket.id;
            return (
              <li key={ticket.id} className={`card ticket${expanded ? ' open' : ''}`}>
                <button
                  type="button"
                  className="ticket-toggle"
                  aria-expanded={expanded}
                  aria-controls={`ticket-${ticket.id}`}
                  onClick={() => choose(expanded ? null : ticket.id)}
                >
                  <span className="ticket-subject">{ticket.subject}</span>
                  <span className="ticket-meta">
                    <span className={`status status-${ticket.status}`}>{say.choice('status', ticket.status, tickets)}</span>
                    <time dateTime={ticket.created_at} title={format.dateTime(ticket.created_at)}>
                      {format.relative(ticket.created_at)}
                    </time>
                  </span>
                </button>
                <div id={`ticket-${ticket.id}`} hidden={!expanded}>
                  {expanded ? <Thread ticket={ticket} user={user} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
