/** An OpenStreetMap embed (no API key) centred on a point with a marker. */
import { useRef } from 'react';
import { useSay } from '../../common/say.ts';
import { useSeen } from '../../common/use-seen.ts';

export const parseCoordinates = (text: string | null | undefined): [number, number] | null => {
  const match = text?.match(/(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
};

/**
 * The map is another site's page of scripts and tiles: it is asked for only when its place comes near the screen,
 * so a reader who never scrolls to it spends no data on it and the page's own words arrive first. Until then (and
 * in the page as the server sends it) its place is kept at its size, so nothing moves when it comes.
 */
const nearScreen = { rootMargin: '300px' };

export const OsmMap = ({ lat, lng, title }: { lat: number; lng: number; title: string }) => {
  const say = useSay();
  const place = useRef<HTMLDivElement>(null);
  const near = useSeen(place, nearScreen);
  const d = 0.01;
  const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(5)).join(',');
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
  return (
    <div className="map">
      <div className="map-frame" ref={place}>
        {near && <iframe title={title} src={src} loading="lazy" width="100%" height="300" />}
      </div>
      <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`} target="_blank" rel="noreferrer">
        {say('dir.map.larger')}
      </a>
    </div>
  );
};
