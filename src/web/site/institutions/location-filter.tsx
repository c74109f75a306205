import { counties, countiesByRegion, regions, type Region } from '../../../registry/choices.ts';
import { useTowns } from './use-towns.ts';

export interface Place {
  region: string;
  county: string;
  city: string;
}

/** "Kiambu (12)" when the server counted the choice, else the name alone. */
export const withCount = (name: string, counts: Record<string, number> | undefined) => (counts ? `${name} (${(counts[name] ?? 0).toLocaleString('en-KE')})` : name);

/**
 * Region → county → town selects; each narrows the next. Regions and counties are fixed data; a county's towns are
 * loaded from the locations list, so every town of the county is offered, with how many listings it holds when
 * the server counted them (`counts`).
 */
export const LocationFilter = ({
  value,
  onChange,
  counts,
}: {
  value: Place;
  onChange: (next: Place) => void;
  counts?: { county?: Record<string, number>; city?: Record<string, number> };
}) => {
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
            <option key={c} value={c}>
              {withCount(c, counts?.county)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-city">City or town</label>
        <select id="filter-city" value={value.city} disabled={!value.county && !value.city} onChange={(e) => onChange({ ...value, city: e.target.value })}>
          <option value="">{value.county ? 'All towns' : 'Choose a county first'}</option>
          {/* A town from a shared link stays selectable while its county's towns load. */}
          {(towns.includes(value.city) || !value.city ? towns : [value.city, ...towns]).map((c) => (
            <option key={c} value={c}>
              {withCount(c, value.county ? counts?.city : undefined)}
            </option>
          ))}
        </select>
      </div>
      {error ? <p className="error">Could not load the towns: {error}</p> : null}
    </>
  );
};
