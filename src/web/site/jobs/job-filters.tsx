import { useState, type FormEvent } from 'react';
import { readList } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { counties } from '../../../registry/choices.ts';
import { employmentTypes, postedWithin, type JobFilterValues } from './job-query.ts';
import type { JobCategory } from './job-types.ts';
import { useSay } from '../../common/say.ts';

const empty: JobFilterValues = { q: '', location: '', category: '', type: '', county: '', salary_min: '', salary_max: '', posted: '' };

/** Search, place, category, terms, pay and age; texts apply on submit, choices at once, so each is one server call. */
export const JobFilters = ({ value, onChange }: { value: JobFilterValues; onChange: (next: JobFilterValues) => void }) => {
  const say = useSay();
  const [typed, setTyped] = useState({ q: value.q, location: value.location, salary_min: value.salary_min, salary_max: value.salary_max });
  const categories = useFetch((signal) => readList<JobCategory>('jobs/categories', { _sort: 'name', _order: 'asc', _end: 100 }, signal), 'jobs/categories');
  const texts = () => ({ q: typed.q.trim(), location: typed.location.trim(), salary_min: typed.salary_min.trim(), salary_max: typed.salary_max.trim() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, ...texts() });
  };
  const pick = (name: keyof JobFilterValues) => (event: { target: { value: string } }) => onChange({ ...value, ...texts(), [name]: event.target.value });
  // From the state as it is now, not as drawn: autofill fills several fields in one go.
  const type = (name: keyof typeof typed) => (event: { target: { value: string } }) => setTyped((now) => ({ ...now, [name]: event.target.value }));
  const filtered = Object.values(value).some(Boolean);
  return (
    <form className="filters job-filters" onSubmit={submit} aria-label={say('jobs.filters.label')}>
      <div className="field">
        <label htmlFor="job-q">{say('jobs.filters.search')}</label>
        <input id="job-q" type="search" value={typed.q} onChange={type('q')} placeholder={say('jobs.filters.searchHint')} />
      </div>
      <div className="field">
        <label htmlFor="job-location">{say('jobs.filters.location')}</label>
        <input id="job-location" type="text" value={typed.location} onChange={type('location')} placeholder={say('jobs.filters.locationHint')} />
      </div>
      <div className="field">
        <label htmlFor="job-county">{say('jobs.filters.county')}</label>
        <select id="job-county" value={value.county} onChange={pick('county')}>
          <option value="">{say('jobs.filters.allCounties')}</option>
          {counties.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="job-category">{say('jobs.filters.category')}</label>
        <select id="job-category" value={value.category} onChange={pick('category')}>
          <option value="">{say('jobs.filters.allCategories')}</option>
          {categories.data?.rows.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="job-type">{say('jobs.filters.type')}</label>
        <select id="job-type" value={value.type} onChange={pick('type')}>
          <option value="">{say('jobs.filters.anyType')}</option>
          {employmentTypes.map((t) => (
            <option key={t} value={t}>
              {say.choice('employment_type', t)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="job-posted">{say('jobs.filters.posted')}</label>
        <select id="job-posted" value={value.posted} onChange={pick('posted')}>
          <option value="">{say('jobs.filters.anyTime')}</option>
          {Object.keys(postedWithin).map((key) => (
            <option key={key} value={key}>
              {say(`jobs.filters.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="job-salary-min">{say('jobs.filters.salaryMin')}</label>
        <input
          id="job-salary-min"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={typed.salary_min}
          onChange={type('salary_min')}
          placeholder={say('jobs.filters.example', { amount: '40000' })}
        />
      </div>
      <div className="field">
        <label htmlFor="job-salary-max">{say('jobs.filters.salaryMax')}</label>
        <input
          id="job-salary-max"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={typed.salary_max}
          onChange={type('salary_max')}
          placeholder={say('jobs.filters.example', { amount: '120000' })}
        />
      </div>
      <div className="filter-actions">
        <button type="submit">{say('jobs.filters.submit')}</button>
        {filtered ? (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setTyped({ q: '', location: '', salary_min: '', salary_max: '' });
              onChange(empty);
            }}
          >
            {say('jobs.filters.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
};
