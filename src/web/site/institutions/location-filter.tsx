import { useMemo } from 'react';
import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';

interface Location {
  region: string;
  county: string;
  city: string;
}

export interface Place {
  region: string;
  county: string;
  city: string;
}

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** Region → county → city selects from /api/institutions/locations; each narrows the next. */
export const LocationFilter = ({ value, onChange }: { value: Place; onChange: (next: Place) => void }) => {
  const { data, error } = useFetch((signal) => api.list<Location>('institutions/locations', { _start: 0, _end: 100 }, signal), 'locations');
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const regions = unique(rows.map((r) => r.region));
  const counties = unique(rows.filter((r) => !value.region || r.region === value.region).map((r) => r.county));
  const cities = unique(rows.filter((r) => (!value.region || r.region === value.region) && (!value.county || r.county === value.county)).map((r) => r.city));

  return (
    <>
      <div className="field">
        <label htmlFor="filter-region">Region</label>
        <select id="filter-region" value={value.region} onChange={(e) => onChange({ region: e.target.value, county: '', city: '' })}>
          <option value="">All regions</option>
          {regions.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-county">County</label>
        <select id="filter-county" value={value.county} onChange={(e) => onChange({ ...value, county: e.target.value, city: '' })}>
          <option value="">All counties</option>
          {counties.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-city">City or town</label>
        <select id="filter-city" value={value.city} onChange={(e) => onChange({ ...value, city: e.target.value })}>
          <option value="">All towns</option>
          {cities.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      {error ? <p className="error">Could not load counties: {error}</p> : null}
    </>
  );
};
