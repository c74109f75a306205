import { useSyncExternalStore } from 'react';
import { formatDateTime } from '../../common/format.ts';
import { offlineCopy, useOnline } from './offline-copy.ts';
import './offline.css';

const reload = () => window.location.reload();
const never = () => () => undefined;

/** Says when the reader sees a saved copy, or has lost the connection, and offers the fresh page once it is back. */
export const OfflineBanner = () => {
  const online = useOnline();
  // The server's page never has this banner, so the browser's first render has none either.
  const running = useSyncExternalStore(never, () => true, () => false);
  if (!running) return null;
  const saved = offlineCopy ? formatDateTime(offlineCopy) : null;
  if (online && offlineCopy === null) return null;
  return (
    <div className="offline-banner" role="status">
      {online ? (
        <>
          <span>You are back online.</span>
          <button type="button" className="button" onClick={reload}>
            Show the latest
          </button>
        </>
      ) : (
        <span>{saved ? `You are offline — showing the copy saved on ${saved}.` : offlineCopy === '' ? 'You are offline.' : 'You are offline — pages you opened before still show.'}</span>
      )}
    </div>
  );
};
