import { useSyncExternalStore } from 'react';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { offlineCopy, useOnline } from './offline-copy.ts';
import './offline.css';

const reload = () => window.location.reload();
const never = () => () => undefined;

/** Says when the reader sees a saved copy, or has lost the connection, and offers the fresh page once it is back. */
export const OfflineBanner = () => {
  const say = useSay();
  const format = useFormat();
  const online = useOnline();
  // The server's page never has this banner, so the browser's first render has none either.
  const running = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  if (!running) return null;
  if (online && offlineCopy === null) return null;
  const saved = offlineCopy ? format.dateTime(offlineCopy) : null;
  return (
    <div className="offline-banner" role="status">
      {online ? (
        <>
          <span>{say('offline.backOnline')}</span>
          <button type="button" className="button" onClick={reload}>
            {say('offline.showLatest')}
          </button>
        </>
      ) : (
        <span>{saved ? say('offline.showingSaved', { date: saved }) : say(offlineCopy === '' ? 'offline.offline' : 'offline.pagesStillShow')}</span>
      )}
    </div>
  );
};
