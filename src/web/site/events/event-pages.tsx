import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useNow, useOrigin } from '../../common/page-data.ts';
import { nairobiDay, startOfNairobiDay } from '../../../registry/clock.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import type { RowPageName } from '../../../registry/row-heads.ts';
import { useOne } from '../../common/use-fetch.ts';
import { Fact, FactList } from '../ui/fact-list.tsx';
import { breadcrumbTrail } from '../ui/breadcrumb-trail.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { eventData } from '../structured-data/event.ts';
import { StructuredData } from '../structured-data/structured-data.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { useEventTime } from './event-time.ts';
import { useSay } from '../../common/say.ts';
import { eventKinds, type EventKind, type EventRow } from './event-kinds.ts';
import { PerkLocked } from '../account/perk-locked.tsx';
import './events.css';

/** The join link comes only to members whose plan includes webinars; everyone else is told how to get it. */
const JoinWebinar = ({ joinUrl }: { joinUrl?: string | null }) => {
  const say = useSay('pages');
  return joinUrl ? (
    <p>
      <a className="button" href={joinUrl} target="_blank" rel="noreferrer">
        {say('event.join')}
      </a>
    </p>
  ) : (
    <PerkLocked perk="webinars" />
  );
};

const pageSize = 12;

/**
 * Start of today in Kenya, so an event later today still counts as upcoming, and the server's page and the
 * browser's first render ask for the same list wherever either runs.
 */
const today = (now: number) => startOfNairobiDay(nairobiDay(now));

export const EventListPage = ({ kind }: { kind: EventKind }) => {
  const config = eventKinds[kind];
  const say = useSay('pages');
  const eventTime = useEventTime();
  const [params] = useSearchParams();
  const past = params.get('when') === 'past';
  const now = useNow();
  // Upcoming soonest first; past ones most recent first.
  const query = past ? { date_lte: today(now), _sort: 'date', _order: 'desc' } : { date_gte: today(now), _sort: 'date', _order: 'asc' };
  const list = usePagedList<EventRow>(config.base, query, pageSize);
  return (
    <div className="container">
      <PageHeader page={config.path} />
      <nav className="tabs" aria-label={say(`event.${kind}.tabs`)}>
        <Link to={config.path} aria-current={past ? undefined : 'page'}>
          {say(`event.${kind}.upcoming`)}
        </Link>
        <Link to={`${config.path}?when=past`} aria-current={past ? 'page' : undefined}>
          {say(`event.${kind}.past`)}
        </Link>
      </nav>
      <PagedListView list={list} loadingText={say(`event.${kind}.loading`)} emptyText={say(past ? `event.${kind}.noPast` : `event.${kind}.noUpcoming`)}>
        {(rows) => (
          <>
            <ul className="event-list">
              {rows.map((event) => (
                <li key={event.id} className="card event-card">
                  <time className="event-date" dateTime={event.date}>
                    {eventTime(event.date)}
                  </time>
                  <h2>
                    <Link to={`${config.path}/${event.id}`}>{event.title}</Link>
                  </h2>
                  <p className="muted">{[event.institution, event.location].filter(Boolean).join(' · ') || say('event.locationTba')}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedListView>
    </div>
  );
};

export const EventDetailPage = ({ kind }: { kind: EventKind }) => {
  const origin = useOrigin();
  const config = eventKinds[kind];
  const say = useSay('pages');
  const eventTime = useEventTime();
  const { id = '' } = useParams();
  const state = useOne<EventRow>(config.base, id);
  const list = { name: say(`event.${kind}.list`), url: config.path };
  useRowMeta(config.base as RowPageName, state.data, state.status);
  return (
    <article className="container article event-detail">
      <Breadcrumbs trail={breadcrumbTrail(list, state.data && { name: state.data.title, url: `${config.path}/${id}` })} />
      <LoadState state={state} loadingText={say(`event.${kind}.loadingOne`)} notFoundText={say(`event.${kind}.notFound`)} list={list}>
        {(event) => (
          <>
            <StructuredData data={eventData(kind, event, origin)} />
            <h1>{event.title}</h1>
            <FactList>
              <Fact label={say('event.when')}>
                <time dateTime={event.date}>{eventTime(event.date)}</time>
              </Fact>
              <Fact label={say('event.where')}>{event.location || say('event.tba')}</Fact>
              {event.institution ? <Fact label={say('event.institution')}>{event.institution}</Fact> : null}
              {event.speaker ? <Fact label={say('event.speaker')}>{event.speaker}</Fact> : null}
            </FactList>
            {event.image ? <img className="article-image" src={event.image} alt="" width="800" height="450" /> : null}
            <section aria-labelledby="about-title">
              <h2 id="about-title">{say('event.about')}</h2>
              <TextBlocks text={event.description} />
            </section>
            <section aria-labelledby="agenda-title">
              <h2 id="agenda-title">{say('event.agenda')}</h2>
              <TextBlocks text={event.agenda} />
            </section>
            {event.apply_url ? (
              <p>
                <a className="button" href={event.apply_url} target="_blank" rel="noreferrer">
                  {say('event.apply')}
                </a>
              </p>
            ) : null}
            {kind === 'webinars' ? <JoinWebinar joinUrl={event.join_url} /> : null}
          </>
        )}
      </LoadState>
    </article>
  );
};
