/** An OpenStreetMap embed (no API key) centred on a point with a marker. */
import { useSay } from '../../common/say.ts';

export const parseCoordinates = (text: string | null | undefined): [number, number] | null => {
  const match = text?.match(/(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
};

export const OsmMap = ({ lat, lng, title }: { lat: number; lng: number; title: string }) => {
  const say = useSay();
  const d = 0.01;
  const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(5)).join(',');
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
  return (
    <div className="map">
      <iframe title={title} src={src} loading="lazy" width="100%" height="300" />
      <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`} target="_blank" rel="noreferrer">
        {say('dir.map.larger')}
      </a>
    </div>
  );
};
