import { useState } from 'react';
import { Link } from 'react-router-dom';
import { maxSavedItems, maxSavedSearches } from '../../../registry/saved-targets.ts';
import { api } from '../../common/api.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { useRowsById } from '../jobs/use-rows-by-id.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { savedKinds, savedTypeOfResource, type SavedTarget } from './saved-kinds.ts';
import { forgetSaved, type SavedItem } from './saved-store.ts';
import './saved.css';
import { readList } from '../../common/site-data.ts';
import type { RowOf } from '../../../registry/row-type.ts';

const pageSize = 20;

type SavedSearch = RowOf<'accounts/saved-searches'>;

type Target = { id: number } & Record<string, unknown>;

/** The saved rows' own names and places, one request per kind on the page. */
const useTargets = (rows: SavedItem[]) => {
  const idsOf = (type: SavedTarget) => rows.filter((row) => row.target_type === type).map((row) => row.target_id);
  const byType: Record<SavedTarget, Map<number, Target>> = {
    school: useRowsById<Target>(savedKinds.school.resource, idsOf('school')),
    college: useRowsById<Target>(savedKinds.college.resource, idsOf('college')),
    university: useRowsById<Target>(savedKinds.university.resource, idsOf('university')),
    job: useRowsById<Target>(savedKinds.job.resource, idsOf('job')),
  };
  return (row: SavedItem) => byType[row.target_type].get(row.target_id);
};

const SavedItems = () => {
  const say = useSay('pages');
  const format = useFormat();
  const list = usePagedList<SavedItem>('accounts/saved-items', {}, pageSize);
  const targetOf = useTargets(list.data?.rows ?? []);
  const [error, setError] = useState<string | null>(null);
  const remove = async (row: SavedItem) => {
    setError(null);
    try {
      await api.delete(`accounts/saved-items/${row.id}`);
    } catch (e) {
      return setError((e as Error).message);
    }
    forgetSaved(row.target_type, row.target_id);
    list.reload();
  };
  return (
    <section aria-labelledby="saved-items-title">
      <h2 id="saved-items-title">{say('saved.page.items')}</h2>
      {error ? <ErrorText message={error} /> : null}
      <PagedListView list={list} loadingText={say('saved.page.loading')} emptyText={say('saved.page.empty')}>
        {(rows, total) => (
          <>
            <p className="muted">{say('saved.page.count', { total: format.number(total), max: format.number(maxSavedItems) })}</p>
            <ul className="saved-list">
              {rows.map((row) => {
                const kind = savedKinds[row.target_type];
                const target = targetOf(row);
                const label = say.choice('target_type', row.target_type);
                const name = target ? String(target[kind.title]) : `${label} ${row.target_id}`;
                return (
                  <li key={row.id} className="card saved-row">
                    <div>
                      <p className="muted small">{label}</p>
                      <h3>{target ? <Link to={`${kind.path}/${row.target_id}`}>{name}</Link> : name}</h3>
                      <p className="muted small">
                        {target ? String(target[kind.place] ?? say('saved.page.noPlace')) : say('saved.page.gone')} ·{' '}
                        {say('saved.page.savedOn', { date: format.date(row.created_at) })}
                      </p>
                    </div>
                    <div className="actions">
                      <button type="button" className="secondary small" aria-label={say('saved.page.removeItem', { name })} onClick={() => void remove(row)}>
                        {say('saved.page.remove')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </PagedListView>
    </section>
  );
};

const SavedSearches = () => {
  const say = useSay('pages');
  // At most maxSavedSearches per member: one page holds them all.
  const list = useFetch((signal) => readList<SavedSearch>('accounts/saved-searches', { _end: maxSavedSearches }, signal), 'accounts/saved-searches');
  const [changed, setChanged] = useState<Record<number, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const setAlerts = async (search: SavedSearch, alerts: boolean) => {
    setError(null);
    setChanged((c) => ({ ...c, [search.id]: alerts }));
    try {
      await api.patch(`accounts/saved-searches/${search.id}`, { alerts });
    } catch (e) {
      setChanged((c) => ({ ...c, [search.id]: !alerts }));
      setError((e as Error).message);
    }
  };
  const remove = async (search: SavedSearch) => {
    setError(null);
    try {
      await api.delete(`accounts/saved-searches/${search.id}`);
      list.reload();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">{say('saved.page.searches')}</h2>
      <p className="muted">{say('saved.page.alertsNote')}</p>
      {error ? <ErrorText message={error} /> : null}
      {list.loading ? (
        <Loading text={say('saved.page.loadingSearches')} />
      ) : list.error ? (
        <ErrorText message={list.error} />
      ) : !list.data?.rows.length ? (
        <Empty text={say('saved.page.noSearches')} />
      ) : (
        <ul className="saved-list">
          {list.data.rows.map((search) => {
            const alerts = changed[search.id] ?? search.alerts;
            const type = savedTypeOfResource(search.resource);
            return (
              <li key={search.id} className="card saved-row">
                <div>
                  <p className="muted small">{type ? say(`saved.page.list.${type}`) : search.resource}</p>
                  <h3>
                    <Link to={search.page}>{search.name}</Link>
                  </h3>
                  <label className="alert-switch" htmlFor={`alerts-${search.id}`}>
                    <input
                      id={`alerts-${search.id}`}
                      type="checkbox"
                      role="switch"
                      className="switch"
                      checked={alerts}
                      onChange={(e) => void setAlerts(search, e.target.checked)}
                    />
                    {say('saved.page.emailAlerts')}
                  </label>
                </div>
                <div className="actions">
                  <button
                    type="button"
                    className="secondary small"
                    aria-label={say('saved.page.removeSearch', { name: search.name })}
                    onClick={() => void remove(search)}
                  >
                    {say('saved.page.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};

/** The member's Saved page: what they saved, and their saved searches with their alerts. */
export const SavedPage = () => (
  <div className="container">
    <PageHeader page="/saved" />
    <SignInRequired>
      {() => (
        <>
          <SavedItems />
          <SavedSearches />
        </>
      )}
    </SignInRequired>
  </div>
);
