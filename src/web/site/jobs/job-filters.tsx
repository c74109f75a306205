import { useState, type FormEvent } from 'react';
import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { counties } from '../../../registry/choices.ts';
import { employmentTypes, postedWithin, type JobFilterValues } from './job-query.ts';
import type { JobCategory } from './job-types.ts';

const empty: JobFilterValues = { q: '', location: '', category: '', type: '', county: '', salary_min: '', salary_max: '', posted: '' };

/** Search, place, category, terms, pay and age; texts apply on submit, choices at once, so each is one server call. */
export const JobFilters = ({ value, onChange }: { value: JobFilterValues; onChange: (next: JobFilterValues) => void }) => {
  const [typed, setTyped] = useState({ q: value.q, location: value.location, salary_min: value.salary_min, salary_max: value.salary_max });
  const categories = useFetch((signal) => api.list<JobCategory>('jobs/categories', { _sort: 'name', _order: 'asc', _end: 100 }, signal), 'jobs/categories');
  const texts = () => ({ q: typed.q.trim(), location: typed.location.trim(), salary_min: typed.salary_min.trim(), salary_max: typed.salary_max.trim() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, ...texts() });
  };
  const pick = (name: keyof JobFilterValues) => (event: { target: { value: string } }) => onChange({ ...value, ...texts(), [name]: event.target.value });
  const type = (name: keyof typeof typed) => (event: { target: { value: string } }) => setTyped({ ...typed, [name]: event.target.value });
  const filtered = Object.values(value).some(Boolean);
  return (
    <form className="filters job-filters" onSubmit={submit} aria-label="Filter jobs">
      <div className="field">
        <label htmlFor="job-q">Search</label>
        <input id="job-q" type="search" value={typed.q} onChange={type('q')} placeholder="Title, skill or keyword" />
      </div>
      <div className="field">
        <label htmlFor="job-location">Location</label>
        <input id="job-location" type="text" value={typed.location} onChange={type('location')} placeholder="e.g. Karen" />
      </div>
      <div className="field">
        <label htmlFor="job-county">County</label>
        <select id="job-county" value={value.county} onChange={pick('county')}>
          <option value="">All counties</option>
          {counties.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="job-category">Category</label>
        <select id="job-category" value={value.category} onChange={pick('category')}>
          <option value="">All categories</option>
          {categories.data?.rows.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="job-type">Type</label>
        <select id="job-type" value={value.type} onChange={pick('type')}>
          <option value="">Any type</option>
          {employmentTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="job-posted">Posted</label>
        <select id="job-posted" value={value.posted} onChange={pick('posted')}>
          <option value="">Any time</option>
          {Object.entries(postedWithin).map(([key, { label }]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="job-salary-min">Salary from (KES)</label>
        <input id="job-salary-min" type="number" inputMode="numeric" min={0} step={1000} value={typed.salary_min} onChange={type('salary_min')} placeholder="e.g. 40000" />
      </div>
      <div className="field">
        <label htmlFor="job-salary-max">Salary up to (KES)</label>
        <input id="job-salary-max" type="number" inputMode="numeric" min={0} step={1000} value={typed.salary_max} onChange={type('salary_max')} placeholder="e.g. 120000" />
      </div>
      <div className="filter-actions">
        <button type="submit">Search</button>
        {filtered ? (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setTyped({ q: '', location: '', salary_min: '', salary_max: '' });
              onChange(empty);
            }}
          >
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
};
