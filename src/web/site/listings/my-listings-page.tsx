import { Link } from 'react-router-dom';
import { useFormat } from '../../common/use-format.ts';
import type { SessionUser } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { useSay } from '../../common/say.ts';
import { headIn } from '../../../registry/page-heads.ts';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { listingKinds, type ListingKind } from './listing-kinds.ts';
import { rejectionOf, statusOf, type OwnListing } from './listing-status.ts';
import { enquiryTargets } from '../../../registry/resources/institutions.ts';
import { ReceivedEnquiries } from '../enquiries/received-enquiries.tsx';
import { NumbersOf, type OwnNumbers } from './listing-numbers.tsx';
import './listings.css';
import { readEndpoint, readList } from '../../common/site-data.ts';

const kinds = Object.keys(listingKinds) as ListingKind[];
/** Listings visitors may send questions to, from their profile page. */
const askable = new Set<string>(enquiryTargets);

/** Every listing the member owns, of each kind, with where it stands in review. */
const loadOwn = (userId: number, signal: AbortSignal) =>
  Promise.all(
    kinds.map(async (kind) => {
      const { resource } = listingKinds[kind];
      const { rows } = await readList<OwnListing>(resource.name, { owner_id: userId, _sort: 'updated_at', _order: 'desc', _start: 0, _end: 100 }, signal);
      return { kind, rows };
    }),
  );

const registerPaths: Record<ListingKind, string> = {
  school: '/institutions/register-school',
  college: '/institutions/register-college',
  university: '/institutions/register-university',
  shop: '/register-shop',
  job: '/register-job',
};

const MyListings = ({ user }: { user: SessionUser }) => {
  const say = useSay('pages');
  const format = useFormat();
  const state = useFetch((signal) => loadOwn(user.id, signal), `my-listings/${user.id}`);
  // The numbers are extra: when they cannot be loaded the listings still show, without them.
  const numbers = useFetch((signal) => readEndpoint<OwnNumbers>('analytics/mine', undefined, signal).catch(() => null), `my-numbers/${user.id}`);
  const numbersOf = (resource: string, id: number) => numbers.data?.listings.find((row) => row.resource === resource && row.id === id);
  if (state.loading) return <Loading text={say('listing.mine.loading')} />;
  if (state.error) return <ErrorText message={state.error} />;
  const groups = (state.data ?? []).filter((group) => group.rows.length);
  if (!groups.length)
    return (
      <div className="notice">
        <p>{say('listing.mine.none')}</p>
        <p className="listing-actions">
          {kinds.map((kind) => (
            <Link key={kind} to={registerPaths[kind]}>
              {headIn(say, listingKinds[kind].page)!.title}
            </Link>
          ))}
        </p>
      </div>
    );
  return (
    <>
      {groups.map(({ kind, rows }) => {
        const { resource, listPath } = listingKinds[kind];
        return (
          <section key={kind} aria-labelledby={`mine-${kind}`} className="my-listings">
            <h2 id={`mine-${kind}`}>{say(`listing.kind.${kind}`)}</h2>
            <ul className="record-list">
              {rows.map((row) => {
                const status = statusOf(row);
                const rejection = rejectionOf(row);
                const name = String(row[resource.title] ?? `#${row.id}`);
                const counted = numbersOf(resource.name, row.id);
                return (
                  <li key={row.id} className="card record my-listing">
                    <h3>
                      <Link to={`/my-listings/${kind}/${row.id}`}>{name}</Link>
                    </h3>
                    <p className="my-listing-meta">
                      <span className={`status-chip tone-${status.tone}`}>{say(status.label)}</span>
                      {row.updated_at ? <span className="muted small">{say('listing.mine.updated', { date: format.date(row.updated_at) ?? '' })}</span> : null}
                    </p>
                    {rejection ? (
                      <p className="small review-note">
                        {say(row.moderation === 'rejected' ? 'listing.mine.reason' : rejection.title)}: {rejection.text}
                      </p>
                    ) : null}
                    {row.moderation_reason ? (
                      <p className="small review-note" role="note">
                        {say('listing.mine.held', { reason: String(row.moderation_reason) })}
                      </p>
                    ) : null}
                    <p className="listing-actions">
                      <Link to={`/my-listings/${kind}/${row.id}`} aria-label={say('listing.mine.editName', { name })}>
                        {say('listing.mine.edit')}
                      </Link>
                      {row.moderation === 'approved' ? <Link to={`${listPath}/${row.id}`}>{say('listing.seeIt')}</Link> : null}
                    </p>
                    {counted && numbers.data && (row.moderation === 'approved' || counted.daily.length || counted.enquiries) ? (
                      <NumbersOf numbers={counted} period={numbers.data} />
                    ) : null}
                    {askable.has(resource.name) ? <ReceivedEnquiries resource={resource.name} id={row.id} /> : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
};

export const MyListingsPage = () => (
  <div className="container narrow">
    <PageHeader page="/my-listings" />
    <SignInRequired>{(user) => <MyListings user={user} />}</SignInRequired>
  </div>
);
