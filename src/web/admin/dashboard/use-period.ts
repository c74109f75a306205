/**
 * The dashboard's period, kept in the address (?days=30 or ?from=2026-01-01&to=2026-01-31) so a view can be
 * reloaded, shared and gone back to. Read with the server's own parser, so a bad address is refused alike.
 */
import { useSearchParams } from 'react-router-dom';
import { parsePeriod, type PeriodQuery } from '../../../registry/dashboard-period.ts';

const keys = ['days', 'from', 'to'] as const;

export const usePeriod = () => {
  const [params, setParams] = useSearchParams();
  const query: PeriodQuery = Object.fromEntries(keys.filter((key) => params.has(key)).map((key) => [key, params.get(key)]));
  return {
    query,
    period: parsePeriod(query),
    setDays: (days: number) => setParams({ days: String(days) }),
    setRange: (from: string, to: string) => setParams({ from, to }),
  };
};
