/**
 * The compare bar at the foot of every page while something is picked: the picks, a way to drop each, and the
 * link to the comparison. It also says why a pick was refused (a fifth, or another kind).
 */
import { Link, useLocation } from 'react-router-dom';
import './compare-tray.css';
import { maxCompared } from '../../../registry/compare-fields.ts';
import { compareStore, compareUrl, useCompare } from './compare-store.ts';
import { useSay } from '../../common/say.ts';

export const CompareTray = () => {
  const { kind, items, notice } = useCompare();
  const { pathname } = useLocation();
  const say = useSay();
  // The comparison page shows the picks itself.
  if ((!items.length && !notice) || pathname.startsWith('/compare/')) return null;
  return (
    <aside className="compare-tray" aria-label={say('compare.toggle.pick')}>
      {notice ? (
        <p className="compare-notice" role="alert">
          {say(notice.id, notice.values)}{' '}
          <button type="button" className="link-button" onClick={compareStore.dismiss}>
            {say('compare.tray.ok')}
          </button>
        </p>
      ) : null}
      {kind && items.length ? (
        <div className="compare-tray-row">
          <p className="compare-count">
            <strong>{say(`compare.tray.count.${kind}`, { count: items.length, max: maxCompared })}</strong>
          </p>
          <ul className="compare-picks">
            {items.map((item) => (
              <li key={item.id}>
                <span>{item.name}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={say('compare.tray.remove', { name: item.name })}
                  onClick={() => compareStore.remove(item.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className="compare-actions">
            <Link
              className="button small"
              to={compareUrl(
                kind,
                items.map((item) => item.id),
              )}
            >
              {say(items.length > 1 ? 'compare.tray.now' : 'compare.tray.open')}
            </Link>
            <button type="button" className="small secondary" onClick={compareStore.clear}>
              {say('compare.tray.clear')}
            </button>
          </p>
        </div>
      ) : null}
    </aside>
  );
};
