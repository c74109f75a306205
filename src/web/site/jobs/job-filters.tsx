import { useState, type FormEvent } from 'react';
import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';
import type { JobCategory } from './job-types.ts';

export interface JobFilterValues {
  q: string;
  location: string;
  category: string;
}

/** Search, location and category; applied on submit (category at once), so each choice is one server call. */
export const JobFilters = ({ value, onChange }: { value: JobFilterValues; onChange: (next: JobFilterValues) => void }) => {
  const [text, setText] = useState(value.q);
  const [location, setLocation] = useState(value.location);
  const categories = useFetch((signal) => api.list<JobCategory>('jobs/categories', { _sort: 'name', _order: 'asc', _end: 100 }, signal), 'jobs/categories');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: text.trim(), location: location.trim() });
  };
  const filtered = value.q || value.location || value.category;
  return (
    <form className="filters job-filters" onSubmit={submit} aria-label="Filter jobs">
      <div className="field">
        <label htmlFor="job-q">Search</label>
        <input id="job-q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Title, skill or keyword" />
      </div>
      <div className="field">
        <label htmlFor="job-location">Location</label>
        <input id="job-location" type="text" value={location} onChange={(e) => setLocation(e.target.value)} placeholder="e.g. Nairobi" />
      </div>
      <div className="field">
        <label htmlFor="job-category">Category</label>
        <select id="job-category" value={value.category} onChange={(e) => onChange({ ...value, q: text.trim(), location: location.trim(), category: e.target.value })}>
          <option value="">All categories</option>
          {categories.data?.rows.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-actions">
        <button type="submit">Search</button>
        {filtered ? (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setText('');
              setLocation('');
              onChange({ q: '', location: '', category: '' });
            }}
          >
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
};
