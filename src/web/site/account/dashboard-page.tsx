import { Link } from 'react-router-dom';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { useSession } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { readEndpoint, readList } from '../../common/site-data.ts';
import type { SiteStats } from '../../../registry/site-stats.ts';

interface Metric {
  /** The site catalogue's id of its words. */
  label: string;
  value: number;
  to?: string;
}

/** How many rows a list holds, read from X-Total-Count of a one-row page. */
const countOf = (base: string, signal: AbortSignal, query: Record<string, string | number> = {}) =>
  readList(base, { ...query, _start: 0, _end: 1 }, signal).then((r) => r.total);

const loadPlatform = async (signal: AbortSignal): Promise<Metric[]> => {
  const [stats, news, events, reviews] = await Promise.all([
    readEndpoint<SiteStats>('stats', undefined, signal),
    countOf('content/news', signal),
    countOf('events/main', signal),
    countOf('content/ratings', signal),
  ]);
  return [
    { label: 'account.dashboard.schools', value: stats.schools, to: '/institutions/schools' },
    { label: 'account.dashboard.colleges', value: stats.colleges, to: '/institutions/colleges' },
    { label: 'account.dashboard.universities', value: stats.universities, to: '/institutions/universities' },
    { label: 'account.dashboard.learners', value: stats.learners },
    { label: 'account.dashboard.jobs', value: stats.jobs, to: '/jobs' },
    { label: 'account.dashboard.shops', value: stats.shops, to: '/shops' },
    { label: 'account.dashboard.news', value: news, to: '/news' },
    { label: 'account.dashboard.events', value: events, to: '/events' },
    { label: 'account.dashboard.reviews', value: reviews },
  ];
};

const loadMine = async (userId: number, signal: AbortSignal): Promise<Metric[]> => {
  const [reviews, notifications, orders, resumes] = await Promise.all([
    countOf('content/ratings', signal, { owner_id: userId }),
    countOf('notifications/main', signal),
    countOf('shop/orders', signal),
    countOf('jobs/resumes', signal),
  ]);
  return [
    { label: 'account.dashboard.yourReviews', value: reviews },
    { label: 'account.dashboard.notifications', value: notifications, to: '/notifications' },
    { label: 'account.dashboard.orders', value: orders, to: '/orders' },
    { label: 'account.dashboard.resumes', value: resumes, to: '/jobs/resume' },
  ];
};

const Metrics = ({ title, metrics }: { title: string; metrics: Metric[] }) => {
  const say = useSay('pages');
  const format = useFormat();
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className="metrics">
        {metrics.map((m) => (
          <li key={m.label} className="card metric">
            <strong>{format.number(m.value)}</strong>
            {m.to ? <Link to={m.to}>{say(m.label)}</Link> : <span>{say(m.label)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Live counts from the server: the platform for everyone, plus the signed-in member's own activity. */
export const DashboardPage = () => {
  const say = useSay('pages');
  const user = useSession();
  const platform = useFetch(loadPlatform, 'platform');
  const mine = useFetch(user ? (signal) => loadMine(user.id, signal) : null, `mine/${user?.id ?? 0}`);

  return (
    <div className="container">
      <PageHeader page="/dashboard" />
      {platform.loading ? (
        <Loading text={say('account.dashboard.loading')} />
      ) : platform.error ? (
        <ErrorText message={platform.error} />
      ) : (
        <Metrics title={say('account.dashboard.platform')} metrics={platform.data!} />
      )}
      {user ? (
        mine.loading ? (
          <Loading text={say('account.dashboard.loadingMine')} />
        ) : mine.error ? (
          <ErrorText message={mine.error} />
        ) : (
          <Metrics title={say('account.dashboard.mine')} metrics={mine.data!} />
        )
      ) : (
        <p className="notice">
          <Link to="/login?next=/dashboard">{say('account.settings.signIn')}</Link> {say('account.dashboard.signIn')}
        </p>
      )}
    </div>
  );
};
