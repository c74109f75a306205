/**
 * The questions visitors sent one listing, newest first, five at a time; only the listing's owner (and staff)
 * may read them, which the server decides. Opening the list marks nothing read: the owner marks each one.
 */
import { useState } from 'react';
import { api } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { ErrorText, Loading } from '../ui/states.tsx';
import { readList } from '../../common/site-data.ts';
import type { RowOf } from '../../../registry/row-type.ts';

type Enquiry = RowOf<'institutions/enquiries'>;

const pageSize = 5;

const EnquiryPage = ({ resource, id }: { resource: string; id: number }) => {
  const say = useSay('pages');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = { listing_type: resource, listing_id: id, _sort: 'created_at', _order: 'desc', _start: (page - 1) * pageSize, _end: page * pageSize };
  const state = useFetch((signal) => readList<Enquiry>('institutions/enquiries', query, signal), `enquiries/${resource}/${id}/${page}`);
  const [read, setRead] = useState<Set<number>>(new Set());
  if (state.loading) return <Loading text={say('listing.enquiries.loading')} />;
  if (state.error) return <ErrorText message={state.error} />;
  const { rows, total } = state.data ?? { rows: [], total: 0 };
  if (!rows.length) return <p className="muted small">{say('listing.enquiries.none')}</p>;
  const markRead = async (enquiry: Enquiry) => {
    await api.patch(`institutions/enquiries/${enquiry.id}`, { read: true });
    setRead((seen) => new Set(seen).add(enquiry.id));
  };
  const pages = Math.ceil(total / pageSize);
  return (
    <>
      <ul className="enquiry-list">
        {rows.map((enquiry) => {
          const unread = !enquiry.read && !read.has(enquiry.id);
          return (
            <li key={enquiry.id} className={unread ? 'unread' : undefined}>
              <p className="enquiry-from">
                <strong>{enquiry.name}</strong> · <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
                {enquiry.phone ? (
                  <>
                    {' · '}
                    <a href={`tel:${enquiry.phone.replace(/[\s()-]/g, '')}`}>{enquiry.phone}</a>
                  </>
                ) : null}
                <span className="muted small"> · {format.date(enquiry.created_at)}</span>
              </p>
              <p className="enquiry-message">{enquiry.message}</p>
              {unread ? (
                <button type="button" className="link-button small" onClick={() => void markRead(enquiry)}>
                  {say('listing.enquiries.markRead')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="pagination" aria-label={say('listing.enquiries.pages')}>
          {page > 1 ? (
            <button type="button" className="link-button" onClick={() => setPage(page - 1)}>
              ← {say('listing.enquiries.newer')}
            </button>
          ) : (
            <span />
          )}
          <span>{say('listing.enquiries.page', { page, pages })}</span>
          {page < pages ? (
            <button type="button" className="link-button" onClick={() => setPage(page + 1)}>
              {say('listing.enquiries.older')} →
            </button>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
};

/** Closed until asked for, so a page of listings does not load every listing's enquiries. */
export const ReceivedEnquiries = ({ resource, id }: { resource: string; id: number }) => {
  const say = useSay('pages');
  const [open, setOpen] = useState(false);
  return (
    <details className="received-enquiries" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{say('listing.enquiries.title')}</summary>
      {open ? <EnquiryPage resource={resource} id={id} /> : null}
    </details>
  );
};
