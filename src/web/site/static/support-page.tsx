import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { useSession } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { MyTickets } from '../support/my-tickets.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';

interface Faq {
  id: number;
  question: string;
  answer: string;
}

/**
 * SPEC.md §2: the FAQ accordion from the API; opening one question closes the one that was open. A signed-in
 * member also finds their support tickets here, with each one's conversation and a reply box.
 */
export const SupportPage = () => {
  const user = useSession();
  const faqs = useFetch((signal) => api.list<Faq>('support/faqs', { _sort: 'position', _order: 'asc', _start: 0, _end: 100 }, signal), 'faqs');
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();

  return (
    <div className="container narrow">
      <PageHeader page='/support' />
      {faqs.loading ? (
        <Loading text="Loading questions..." />
      ) : faqs.error ? (
        <ErrorText message={faqs.error} />
      ) : !faqs.data?.rows.length ? (
        <Empty text="No questions have been answered yet." />
      ) : (
        <div className="accordion">
          {faqs.data.rows.map((faq) => {
            const expanded = open === faq.id;
            const panel = `${base}-${faq.id}`;
            return (
              <div key={faq.id} className="accordion-item">
                <h2>
                  <button type="button" aria-expanded={expanded} aria-controls={panel} onClick={() => setOpen(expanded ? null : faq.id)}>
                    <span>{faq.question}</span>
                    <span aria-hidden="true" className="chevron">
                      {expanded ? '−' : '+'}
                    </span>
                  </button>
                </h2>
                <div id={panel} role="region" aria-label={faq.question} hidden={!expanded} className="accordion-panel">
                  {faq.answer.split(/\n{2,}/).map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
      {user ? <MyTickets user={user} /> : null}
      {user ? (
        <p className="notice">
          Still need help? Open a ticket above, or <Link to="/contact">contact our team</Link>.
        </p>
      ) : (
        <p className="notice">
          Still need help? <Link to="/contact">Contact our team</Link>, or <Link to="/login?next=%2Fsupport">sign in</Link> to open a support ticket.
        </p>
      )}
    </div>
  );
};
