/**
 * The compare bar at the foot of every page while something is picked: the picks, a way to drop each, and the
 * link to the comparison. It also says why a pick was refused (a fifth, or another kind).
 */
import { Link, useLocation } from 'react-router-dom';
import './compare-tray.css';
import { maxCompared } from '../../../registry/compare-fields.ts';
import { compareSlugs, compareStore, compareUrl, useCompare } from './compare-store.ts';

export const CompareTray = () => {
  const { kind, items, notice } = useCompare();
  const { pathname } = useLocation();
  // The comparison page shows the picks itself.
  if ((!items.length && !notice) || pathname.startsWith('/compare/')) return null;
  return (
    <aside className="compare-tray" aria-label="Compare">
      {notice ? (
        <p className="compare-notice" role="alert">
          {notice}{' '}
          <button type="button" className="link-button" onClick={compareStore.dismiss}>
            OK
          </button>
        </p>
      ) : null}
      {kind && items.length ? (
        <div className="compare-tray-row">
          <p className="compare-count">
            <strong>
              Compare {compareSlugs[kind]} ({items.length} of {maxCompared})
            </strong>
          </p>
          <ul className="compare-picks">
            {items.map((item) => (
              <li key={item.id}>
                <span>{item.name}</span>
                <button type="button" className="link-button" aria-label={`Remove ${item.name} from compare`} onClick={() => compareStore.remove(item.id)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className="compare-actions">
            <Link className="button small" to={compareUrl(kind, items.map((item) => item.id))}>
              {items.length > 1 ? 'Compare now' : 'Open comparison'}
            </Link>
            <button type="button" className="small secondary" onClick={compareStore.clear}>
              Clear
            </button>
          </p>
        </div>
      ) : null}
    </aside>
  );
};
