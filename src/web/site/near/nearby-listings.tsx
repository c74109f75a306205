import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSeen } from '../../common/use-seen.ts';
import { useSay } from '../../common/say.ts';
import { readList } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';
import type { InstitutionSummary } from '../institutions/institution-card.tsx';
import { kinds, type InstitutionKind } from '../institutions/kinds.ts';
import { ErrorText, Loading } from '../ui/states.tsx';
import { distanceText } from './distance-text.ts';
import { defaultRadiusKm, nearParams } from './near-query.ts';
import './near-me.css';

/** How many neighbours a listing's page names. */
const shown = 5;

/** Asked for a little before the section scrolls into view, so it is there when the reader arrives. */
const nearScreen = { rootMargin: '400px' };

/**
 * "Nearby schools" on a listing's page: the nearest few other listings of its directory, from the listing's own
 * point. Loaded by the browser once the section nears the screen, never with the page: a load that starts only once
 * the page's row has arrived is rendered by the server only when it answers within a few milliseconds
 * (docs/server-rendering.md), and when it does not, the browser's read would bring the data provider's code into
 * the page's first load.
 */
export const NearbyListings = ({ kind, id, point, name }: { kind: InstitutionKind; id: number; point: { lat: number; lng: number }; name: string }) => {
  const say = useSay();
  const config = kinds[kind];
  const section = useRef<HTMLElement>(null);
  const seen = useSeen(section, nearScreen);
  // One more than shown: the nearest is the listing itself, left out by its id.
  const query = { near: `${point.lat},${point.lng}`, radius_km: defaultRadiusKm, _sort: 'distance', _start: 0, _end: shown + 1 };
  // The key changes as the section is seen, which is what starts the load.
  const nearby = useFetch(
    seen ? (signal) => readList<InstitutionSummary>(config.base, query, signal) : null,
    `nearby:${seen}:${config.base}?${JSON.stringify(query)}`,
  );
  const rows = (nearby.data?.rows ?? []).filter((row) => row.id !== id).slice(0, shown);
  const all = new URLSearchParams(nearParams(point, defaultRadiusKm, name));

  return (
    <section id="nearby" ref={section} aria-labelledby="nearby-title">
      <h2 id="nearby-title">{say(`nearby.title.${kind}`)}</h2>
      {!seen || nearby.loading ? (
        <Loading text={say('nearby.loading')} />
      ) : nearby.error ? (
        <ErrorText message={nearby.error} />
      ) : !rows.length ? (
        <p className="empty">{say(`nearby.empty.${kind}`, { km: say.format.number(defaultRadiusKm) })}</p>
      ) : (
        <>
          <ul className="nearby-list">
            {rows.map((row) => (
              <li key={row.id}>
                <span>
                  <Link to={`${config.path}/${row.id}`}>{row.name}</Link>
                  {row.city ? <span className="muted"> · {row.city}</span> : null}
                </span>
                {typeof row.distance_km === 'number' ? <span className="card-distance">{distanceText(say, row.distance_km)}</span> : null}
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${config.path}?${all.toString()}`}>{say(`nearby.all.${kind}`, { name })}</Link>
          </p>
        </>
      )}
    </section>
  );
};
