import { counties, countiesByRegion, regions, type Region } from '../../../registry/choices.ts';
import { useTowns } from './use-towns.ts';
import { useSay, type Say } from '../../common/say.ts';

export interface Place {
  region: string;
  county: string;
  city: string;
}

/** "Kiambu (12)" when the server counted the choice (by its stored value), else the name alone; `shown` is the value in the page's words. */
export const withCount = (say: Say, value: string, counts: Record<string, number> | undefined, shown = value) =>
  counts ? `${shown} (${say.format.number(counts[value] ?? 0)})` : shown;

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
  const say = useSay();

  return (
    <>
      <div className="field">
        <label htmlFor="filter-region">{say('field.region')}</label>
        <select id="filter-region" value={value.region} onChange={(e) => onChange({ region: e.target.value, county: '', city: '' })}>
          <option value="">{say('dir.filter.region.any')}</option>
          {regions.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-county">{say('field.county')}</label>
        <select id="filter-county" value={value.county} onChange={(e) => onChange({ ...value, county: e.target.value, city: '' })}>
          <option value="">{say('dir.filter.county.any')}</option>
          {inRegion.map((c) => (
            <option key={c} value={c}>
              {withCount(say, c, counts?.county)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-city">{say('field.city')}</label>
        <select id="filter-city" value={value.city} disabled={!value.county && !value.city} onChange={(e) => onChange({ ...value, city: e.target.value })}>
          <option value="">{say(value.county ? 'dir.filter.city.any' : 'dir.filter.city.first')}</option>
          {/* A town from a shared link stays selectable while its county's towns load. */}
          {(towns.includes(value.city) || !value.city ? towns : [value.city, ...towns]).map((c) => (
            <option key={c} value={c}>
              {withCount(say, c, value.county ? counts?.city : undefined)}
            </option>
          ))}
        </select>
      </div>
      {error ? <p className="error">{say('dir.filter.city.failed', { error })}</p> : null}
    </>
  );
};
