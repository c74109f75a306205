import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';

interface Location {
  region: string;
  county: string;
  city: string;
}

/** Which datalist suggests values for a field, so typed counties and towns match the directory's filters. */
export const locationListOf: Record<string, string> = { region: 'regions', county: 'counties', city: 'towns', location: 'towns' };

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** Kenya's regions, 47 counties and main towns from /api/institutions/locations, as suggestions (any text is allowed). */
export const LocationLists = () => {
  const { data } = useFetch((signal) => api.list<Location>('institutions/locations', { _start: 0, _end: 100 }, signal), 'locations');
  const rows = data?.rows ?? [];
  return (
    <>
      {(
        [
          ['regions', unique(rows.map((r) => r.region))],
          ['counties', unique(rows.map((r) => r.county))],
          ['towns', unique(rows.map((r) => r.city))],
        ] as const
      ).map(([id, values]) => (
        <datalist key={id} id={`listing-${id}`}>
          {values.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      ))}
    </>
  );
};
