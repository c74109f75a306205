import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSay } from '../../common/say.ts';
import { useSession } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { MyTickets } from '../support/my-tickets.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { readList } from '../../common/site-data.ts';
import type { RowOf } from '../../../registry/row-type.ts';

type Faq = RowOf<'support/faqs'>;

/**
 * docs/product.md#support: the FAQ accordion from the API; opening one question closes the one that was open. A
 * signed-in member also finds their support tickets here, with each one's conversation and a reply box.
 */
export const SupportPage = () => {
  const user = useSession();
  const say = useSay('pages');
  const faqs = useFetch((signal) => readList<Faq>('support/faqs', { _sort: 'position', _order: 'asc', _start: 0, _end: 100 }, signal), 'faqs');
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();

  return (
    <div className="container narrow">
      <PageHeader page="/support" />
      {faqs.loading ? (
        <Loading text={say('static.support.loading')} />
      ) : faqs.error ? (
        <ErrorText message={faqs.error} />
      ) : !faqs.data?.rows.length ? (
        <Empty text={say('static.support.empty')} />
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
          {say('static.support.stillNeedHelp')} {say('static.support.openAbove')} <Link to="/contact">{say('static.support.contactTeam')}</Link>.
        </p>
      ) : (
        <p className="notice">
          {say('static.support.stillNeedHelp')} <Link to="/contact">{say('static.support.contactTeamFirst')}</Link>, {say('static.support.or')}{' '}
          <Link to="/login?next=%2Fsupport">{say('static.support.signIn')}</Link> {say('static.support.toOpenTicket')}
        </p>
      )}
    </div>
  );
};
