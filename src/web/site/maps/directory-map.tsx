/**
 * The map of a directory's results (docs/near-me.md), in a chunk of its own with Leaflet and its styles: loaded only
 * when a reader opens the map (map-toggle.tsx), never with a page. It asks the server for what lies in the visible
 * box (`GET /api/<directory>/map`, with the list's own filters) each time the map comes to rest, dropping the answer
 * of a box already left, and shows the server's clusters as count bubbles and its points through markercluster,
 * each point's popup a link to its page.
 */
import { useEffect, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { maxMapZoom, type MapAnswer } from '../../../registry/map-answer.ts';
import type { Query } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { readEndpoint } from '../../common/site-data.ts';
import L from './leaflet-with-clusters.ts';
import { mapTiles } from './map-tiles.ts';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './directory-map.css';

/** Kenya, with a little sea and border around it: the view when the results are not near a point. */
const kenya = L.latLngBounds([-4.9, 33.8], [5.1, 42]);

/** A map that has stopped moving for this long is asked for its box: one request for a pan, not one per frame. */
const restPause = 300;

/** A circle the map opens on: the point a list is near, and its distance. */
export interface MapView {
  lat: number;
  lng: number;
  radiusKm: number;
}

export interface DirectoryMapProps {
  /** The directory's API base (`institutions/schools`) and its pages' path (`/institutions/schools`). */
  base: string;
  path: string;
  /** The list's filters (q, county, near…), without its page or order. */
  filters: Query;
  /** Where the map opens; Kenya when absent. */
  view?: MapView;
}

type Status = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'shown'; answer: MapAnswer };

/** markercluster's own bubble, so the server's clusters and the browser's look alike. */
const bubble = (count: number) =>
  L.divIcon({
    html: `<div><span>${count}</span></div>`,
    className: `marker-cluster marker-cluster-${count < 100 ? 'small' : count < 1000 ? 'medium' : 'large'}`,
    iconSize: L.point(40, 40),
  });

/** What a marker stands for: a server cluster's count, or one listing. */
const countOf = (marker: L.Marker) => (marker.options as { count?: number }).count ?? 1;

const pointIcon = L.divIcon({ html: '<span></span>', className: 'map-point', iconSize: L.point(28, 28) });

/** The box's edges as the API reads them, inside the world's. */
const bboxOf = (bounds: L.LatLngBounds) =>
  [Math.max(-180, bounds.getWest()), Math.max(-90, bounds.getSouth()), Math.min(180, bounds.getEast()), Math.min(90, bounds.getNorth())]
    .map((n) => n.toFixed(5))
    .join(',');

export const DirectoryMap = ({ base, path, filters, view }: DirectoryMapProps) => {
  // The map's own words are in the pages' catalogue, loaded with the map rather than with every page.
  const say = useSay('pages');
  const navigate = useNavigate();
  const pagesHref = useHref(path);
  const element = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const filterKey = JSON.stringify(filters);

  // Everything the map's handlers read, kept current without making the map again.
  const latest = useRef({ base, path, pagesHref, filters, say, navigate });
  latest.current = { base, path, pagesHref, filters, say, navigate };
  const reload = useRef<() => void>(() => undefined);

  useEffect(() => {
    const tiles = mapTiles();
    const map = L.map(element.current!, { zoomControl: true, maxZoom: maxMapZoom, minZoom: 5, maxBounds: kenya.pad(0.5) });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: maxMapZoom }).addTo(map);
    map.fitBounds(view ? L.latLng(view.lat, view.lng).toBounds(view.radiusKm * 2000) : kenya);

    // Points and the server's clusters go through markercluster alike: markers that would overlap on screen become
    // one bubble, whose number is the sum of what each stands for (a point one, a server cluster its count).
    const markers = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 45,
      iconCreateFunction: (group) => bubble(group.getAllChildMarkers().reduce((sum, marker) => sum + countOf(marker), 0)),
    }).addTo(map);

    /** A point's popup: its name, a link to its page that the site's router follows. */
    const popup = (id: number, name: string) => {
      const link = document.createElement('a');
      link.href = `${latest.current.pagesHref}/${id}`;
      link.textContent = name;
      link.addEventListener('click', (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        latest.current.navigate(`${latest.current.path}/${id}`);
      });
      return link;
    };

    const draw = (answer: MapAnswer) => {
      const { say } = latest.current;
      markers.clearLayers();
      markers.addLayers([
        ...answer.points.map(({ id, name, lat, lng }) => L.marker([lat, lng], { icon: pointIcon, title: name }).bindPopup(() => popup(id, name))),
        // The title is the marker's accessible name: the bubble itself shows only the number.
        ...answer.clusters.map(({ lat, lng, count }) =>
          L.marker([lat, lng], { icon: bubble(count), title: say('map.cluster', { count }), count } as L.MarkerOptions).on('click', () =>
            map.setView([lat, lng], Math.min(map.getZoom() + 2, maxMapZoom)),
          ),
        ),
      ]);
      setStatus({ state: 'shown', answer });
    };

    let asking: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      asking?.abort();
      const controller = (asking = new AbortController());
      const { base, filters } = latest.current;
      setStatus((s) => (s.state === 'shown' ? s : { state: 'loading' }));
      readEndpoint<MapAnswer>(`${base}/map`, { ...filters, bbox: bboxOf(map.getBounds()), zoom: Math.round(map.getZoom()) }, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) draw(answer);
        },
        (error: Error) => {
          if (!controller.signal.aborted && error.name !== 'AbortError') setStatus({ state: 'failed', message: error.message });
        },
      );
    };
    const askSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, restPause);
    };
    reload.current = ask;
    map.on('moveend', askSoon);
    ask();
    return () => {
      clearTimeout(timer);
      asking?.abort();
      map.remove();
    };
    // The map is made once; what it shows follows the filters through `reload`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else reload.current();
  }, [filterKey]);

  return (
    <div className="directory-map">
      <div ref={element} className="map-canvas" role="region" aria-label={say('map.label')} />
      <p className="muted map-status" aria-live="polite">
        {status.state === 'loading'
          ? say('map.loading')
          : status.state === 'failed'
            ? say('map.failed', { message: status.message })
            : !status.answer.total
              ? say('map.none')
              : status.answer.clusters.length
                ? say('map.grouped', { total: status.answer.total, count: say.format.number(status.answer.total) })
                : say('map.points', { total: status.answer.total, count: say.format.number(status.answer.total) })}
      </p>
    </div>
  );
};
