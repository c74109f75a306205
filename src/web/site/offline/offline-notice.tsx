import { PageHeader } from '../ui/page-header.tsx';

/** In place of a page this phone never saved, instead of the browser's own error. */
export const OfflineNotice = () => (
  <div className="container narrow offline-notice">
    <PageHeader title="You are offline" />
    <p className="lead">This page was not saved on this phone, so it needs a connection.</p>
    <p>Pages you opened before still open without one. Try this page again when you are back online.</p>
    <p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </p>
  </div>
);
