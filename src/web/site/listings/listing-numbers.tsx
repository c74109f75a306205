/**
 * A listing's last 30 days from GET /api/analytics/mine: totals of views, search appearances and enquiries, and a
 * line per day of views and appearances (days the server leaves out had neither).
 */
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { Sparkline } from './sparkline.tsx';
import type { ListingNumbers, OwnerNumbers } from '../../../registry/owner-numbers.ts';

export type { ListingNumbers, OwnerNumbers as OwnNumbers } from '../../../registry/owner-numbers.ts';

/** Every Nairobi day of the period, oldest first, as YYYY-MM-DD. */
const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

export const NumbersOf = ({ numbers, period }: { numbers: ListingNumbers; period: Pick<OwnerNumbers, 'from' | 'to'> }) => {
  const say = useSay('pages');
  const format = useFormat();
  const byDay = new Map(numbers.daily.map((d) => [d.day, d]));
  const days = daysOf(period.from, period.to);
  const series = (key: 'views' | 'appearances') => days.map((day) => byDay.get(day)?.[key] ?? 0);
  return (
    <div className="listing-numbers" aria-label={say('listing.numbers.period')}>
      <p className="muted small">{say('listing.numbers.period')}</p>
      <dl>
        <div>
          <dt>{say('listing.numbers.views')}</dt>
          <dd>{format.number(numbers.views)}</dd>
          <Sparkline values={series('views')} label={say('listing.numbers.viewsPerDay', { days: series('views').join(', ') })} />
        </div>
        <div>
          <dt>{say('listing.numbers.searches')}</dt>
          <dd>{format.number(numbers.appearances)}</dd>
          <Sparkline values={series('appearances')} label={say('listing.numbers.searchesPerDay', { days: series('appearances').join(', ') })} />
        </div>
        <div>
          <dt>{say('listing.numbers.enquiries')}</dt>
          <dd>{format.number(numbers.enquiries)}</dd>
        </div>
      </dl>
    </div>
  );
};
