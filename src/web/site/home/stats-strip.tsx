import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../common/format.ts';
import { timing } from './timing.ts';
import { useSay } from '../../common/say.ts';

export interface Stat {
  label: string;
  value: number;
}

/** Counts up to each target in 100 ms ticks, starting once half the strip is on screen (SPEC.md §4). */
export const StatsStrip = ({ stats, loaded }: { stats: Stat[]; loaded: boolean }) => {
  const say = useSay();
  const root = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const element = root.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.5)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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
