import { Link } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { formatNumber } from '../../common/format.ts';
import { useSession } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';

interface Stats {
  schools: number;
  colleges: number;
  universities: number;
  jobs: number;
  shops: number;
  learners: number;
}

interface Metric {
  label: string;
  value: number;
  to?: string;
}

/** How many rows a list holds, read from X-Total-Count of a one-row page. */
const countOf = (base: string, signal: AbortSignal, query: Record<string, string | number> = {}) =>
  api.list(base, { ...query, _start: 0, _end: 1 }, signal).then((r) => r.total);

const loadPlatform = async (signal: AbortSignal): Promise<Metric[]> => {
  const [stats, news, events, reviews] = await Promise.all([
    api.get<Stats>('stats', undefined, signal),
    countOf('content/news', signal),
    countOf('events/main', signal),
    countOf('content/ratings', signal),
  ]);
  return [
    { label: 'Schools listed', value: stats.schools, to: '/institutions/schools' },
    { label: 'Colleges', value: stats.colleges, to: '/institutions/colleges' },
    { label: 'Universities', value: stats.universities, to: '/institutions/universities' },
    { label: 'Learners reached', value: stats.learners },
    { label: 'Open jobs', value: stats.jobs, to: '/jobs' },
    { label: 'Shops', value: stats.shops, to: '/shops' },
    { label: 'News stories', value: news, to: '/news' },
    { label: 'Events', value: events, to: '/events' },
    { label: 'Published reviews', value: reviews },
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
    { label: 'Your reviews', value: reviews },
    { label: 'Notifications', value: notifications, to: '/notifications' },
    { label: 'Orders', value: orders, to: '/orders' },
    { label: 'Resumes', value: resumes, to: '/jobs/resume' },
  ];
};

const Metrics = ({ title, metrics }: { title: string; metrics: Metric[] }) => (
  <section aria-label={title}>
    <h2>{title}</h2>
    <ul className="metrics">
      {metrics.map((m) => (
        <li key={m.label} className="card metric">
          <strong>{formatNumber(m.value)}</strong>
          {m.to ? <Link to={m.to}>{m.label}</Link> : <span>{m.label}</span>}
        </li>
      ))}
    </ul>
  </section>
);

/** Live counts from the server: the platform for everyone, plus the signed-in member's own activity. */
export const DashboardPage = () => {
  const user = useSession();
  const platform = useFetch(loadPlatform, 'platform');
  const mine = useFetch(user ? (signal) => loadMine(user.id, signal) : null, `mine/${user?.id ?? 0}`);

  return (
    <div className="container">
      <PageHeader page='/dashboard' />
      {platform.loading ? <Loading text="Loading figures..." /> : platform.error ? <ErrorText message={platform.error} /> : <Metrics title="On ElimuHub" metrics={platform.data!} />}
      {user ? (
        mine.loading ? (
          <Loading text="Loading your activity..." />
        ) : mine.error ? (
          <ErrorText message={mine.error} />
        ) : (
          <Metrics title="Your activity" metrics={mine.data!} />
        )
      ) : (
        <p className="notice">
          <Link to="/login?next=/dashboard">Sign in</Link> to see your own reviews, orders and resumes.
        </p>
      )}
    </div>
  );
};
