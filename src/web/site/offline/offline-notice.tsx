import { useSay } from '../../common/say.ts';
import { PageHeader } from '../ui/page-header.tsx';

/** In place of a page this phone never saved, instead of the browser's own error. */
export const OfflineNotice = () => {
  const say = useSay();
  return (
    <div className="container narrow offline-notice">
      <PageHeader title={say('offline.title')} />
      <p className="lead">{say('offline.notSaved')}</p>
      <p>{say('offline.openedBefore')}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {say('offline.tryAgain')}
        </button>
      </p>
    </div>
  );
};
