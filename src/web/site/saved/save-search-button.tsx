import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api, ApiError, toSearch, type Query } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { useSession } from '../../common/session.ts';
import type { RowOf } from '../../../registry/row-type.ts';
import { describedBy, Field } from '../ui/field.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { useLoginPath } from '../ui/sign-in-required.tsx';
import './saved.css';

type SavedSearch = RowOf<'accounts/saved-searches'>;

/** The list's filters as the server keeps them: paging and order say nothing about which rows match. */
export const filterText = (query: Query) => toSearch(Object.fromEntries(Object.entries(query).filter(([key]) => key === 'q' || !key.startsWith('_')))).slice(1);

/** This page's address without its page number, so the saved search opens on the first page. */
const pageOf = (pathname: string, search: string) => {
  const params = new URLSearchParams(search);
  params.delete('page');
  const text = params.toString();
  return `${pathname}${text ? `?${text}` : ''}`;
};

/**
 * "Save this search" on a list page: the member names the current filters and chooses email alerts; the server
 * checks the filters with the list's own rules. A visitor is sent to sign in and brought back.
 */
export const SaveSearchButton = ({ resource, query, suggestedName }: { resource: string; query: Query; suggestedName: string }) => {
  const user = useSession();
  const say = useSay();
  const login = useLoginPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [alerts, setAlerts] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // The search saved from this page, said only while the page still shows it.
  const [saved, setSaved] = useState<(SavedSearch & { from: string }) | null>(null);
  const here = pageOf(pathname, search);

  const start = () => {
    if (!user) return navigate(login);
    setName(suggestedName);
    setSaved(null);
    setError(null);
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const row = await api.post<SavedSearch>('accounts/saved-searches', { name, resource, query: filterText(query), page: here, alerts });
      setSaved({ ...row, from: here });
      setOpen(false);
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, (e as Error).message));
    } finally {
      setBusy(false);
    }
  };
  const nameError = error?.errors.name;

  return (
    <div className="save-search">
      {open ? null : (
        <button type="button" className="secondary small" onClick={start}>
          {say('saved.search.open')}
        </button>
      )}
      {saved?.from === here ? (
        <p className="success" role="status">
          {say(saved.alerts ? 'saved.search.doneAlerts' : 'saved.search.done', { name: saved.name })} <Link to="/saved">{say('saved.search.see')}</Link>
        </p>
      ) : null}
      {open ? (
        <form className="save-search-form" onSubmit={(e) => void submit(e)} aria-label={say('saved.search.open')}>
          <Field id="save-search-name" label={say('saved.search.name')} error={nameError} required>
            <input
              id="save-search-name"
              value={name}
              maxLength={80}
              required
              onChange={(e) => setName(e.target.value)}
              {...describedBy('save-search-name', nameError)}
            />
          </Field>
          <label className="alert-switch" htmlFor="save-search-alerts">
            <input id="save-search-alerts" type="checkbox" role="switch" className="switch" checked={alerts} onChange={(e) => setAlerts(e.target.checked)} />
            {say('saved.search.alerts')}
          </label>
          <FormMessage message={error && !nameError ? error.message : null} />
          <div className="actions">
            <button type="submit" className="small" disabled={busy}>
              {say(busy ? 'review.form.saving' : 'saved.search.submit')}
            </button>
            <button type="button" className="secondary small" onClick={() => setOpen(false)}>
              {say('saved.search.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
};
