import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../common/format.ts';
import { timing } from './timing.ts';
import { useSay } from '../../common/say.ts';
import { useSeen } from '../../common/use-seen.ts';

const half = { threshold: 0.5 };

export interface Stat {
  label: string;
  value: number;
}

/**
 * Counts up to each target in 100 ms ticks, starting once half the strip is on screen (docs/product.md#home-page).
 */
export const StatsStrip = ({ stats, loaded }: { stats: Stat[]; loaded: boolean }) => {
  const say = useSay();
  const root = useRef<HTMLElement>(null);
  const visible = useSeen(root, half);
  const [tick, setTick] = useState(0);

  const ready = visible && loaded;
  useEffect(() => {
    if (!ready) return;
    const timer = setInterval(() => {
      setTick((t) => {
        if (t + 1 >= timing.statsTicks) clearInterval(timer);
        return Math.min(t + 1, timing.statsTicks);
      });
    }, timing.statsTickMs);
    return () => clearInterval(timer);
  }, [ready]);

  return (
    <section className="stats" ref={root} aria-label={say('home.stats.title')}>
      {stats.map((stat) => {
        const shown = Math.min(stat.value, Math.ceil(stat.value / timing.statsTicks) * tick);
        return (
          <div key={stat.label} className="stat">
            <strong aria-hidden="true">{formatNumber(shown)}</strong>
            <span className="visually-hidden">{formatNumber(stat.value)}</span>
            <span>{stat.label}</span>
          </div>
        );
      })}
    </section>
  );
};
