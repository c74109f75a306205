/**
 * The "Show on map" switch beside a list, and the map it opens. The map (Leaflet, its plug-in and their styles) is a
 * chunk loaded when the switch is first pressed: no page's first load carries it
 * (tests/web/site/map-chunk.test.ts). The list stays the page's main view; the map is an extra for those who can
 * use it.
 */
import { lazy, Suspense, useState } from 'react';
import { useSay } from '../../common/say.ts';
import { ErrorText, Loading } from '../ui/states.tsx';
import type { DirectoryMapProps } from './directory-map.tsx';

const MapFailed = () => {
  const say = useSay();
  return <ErrorText message={say('map.notLoaded')} />;
};

// A chunk that cannot be fetched (offline, a deploy since the page loaded) says so instead of breaking the page.
const DirectoryMap = lazy(() =>
  import('./directory-map.tsx').then(
    (m) => ({ default: m.DirectoryMap }),
    () => ({ default: MapFailed }),
  ),
);

export const MapToggle = ({ id, ...map }: DirectoryMapProps & { id: string }) => {
  const say = useSay();
  const [open, setOpen] = useState(false);
  return (
    <div className="map-toggle">
      <button type="button" className="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {say(open ? 'map.hide' : 'map.show')}
      </button>
      <div id={id}>
        {open ? (
          <Suspense fallback={<Loading text={say('map.opening')} />}>
            <DirectoryMap {...map} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
};
