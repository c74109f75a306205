/**
 * A listing's last 30 days from GET /api/analytics/mine: totals of views, search appearances and enquiries, and a
 * line per day of views and appearances (days the server leaves out had neither).
 */
import { Sparkline } from './sparkline.tsx';

export interface ListingNumbers {
  resource: string;
  id: number;
  views: number;
  appearances: number;
  enquiries: number;
  daily: { day: string; views: number; appearances: number }[];
}

export interface OwnNumbers {
  from: string;
  to: string;
  listings: ListingNumbers[];
}

/** Every Nairobi day of the period, oldest first, as YYYY-MM-DD. */
const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

export const NumbersOf = ({ numbers, period }: { numbers: ListingNumbers; period: Pick<OwnNumbers, 'from' | 'to'> }) => {
  const byDay = new Map(numbers.daily.map((d) => [d.day, d]));
  const days = daysOf(period.from, period.to);
  const series = (key: 'views' | 'appearances') => days.map((day) => byDay.get(day)?.[key] ?? 0);
  return (
    <div className="listing-numbers" aria-label="Last 30 days">
      <p className="muted small">Last 30 days</p>
      <dl>
        <div>
          <dt>Views</dt>
          <dd>{numbers.views}</dd>
          <Sparkline values={series('views')} label={`Views per day: ${series('views').join(', ')}`} />
        </div>
        <div>
          <dt>In searches</dt>
          <dd>{numbers.appearances}</dd>
          <Sparkline values={series('appearances')} label={`Appearances in search per day: ${series('appearances').join(', ')}`} />
        </div>
        <div>
          <dt>Enquiries</dt>
          <dd>{numbers.enquiries}</dd>
        </div>
      </dl>
    </div>
  );
};
