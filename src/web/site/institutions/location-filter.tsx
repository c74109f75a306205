import { counties, countiesByRegion, regions, type Region } from '../../../registry/choices.ts';
import { useTowns } from './use-towns.ts';

export interface Place {
  region: string;
  county: string;
  city: string;
}

/** Region → county → town selects; each narrows the next. Regions and counties are fixed data; a county's towns are loaded. */
export const LocationFilter = ({ value, onChange }: { value: Place; onChange: (next: Place) => void }) => {
  const inRegion = value.region in countiesByRegion ? [...countiesByRegion[value.region as Region]].sort((a, b) => a.localeCompare(b)) : counties;
  const { towns, error } = useTowns(value.county);

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
          {inRegion.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-city">City or town</label>
        <select id="filter-city" value={value.city} disabled={!value.county && !value.city} onChange={(e) => onChange({ ...value, city: e.target.value })}>
          <option value="">{value.county ? 'All towns' : 'Choose a county first'}</option>
          {/* A town from a shared link stays selectable while its county's towns load. */}
          {(towns.includes(value.city) || !value.city ? towns : [value.city, ...towns]).map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      {error ? <p className="error">Could not load the towns: {error}</p> : null}
    </>
  );
};
