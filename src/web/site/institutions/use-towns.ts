/** The towns of one county from /api/institutions/locations, the list a listing's town is picked from. */
import { readList } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';

export const useTowns = (county: string) => {
  const { data, error } = useFetch(
    county ? (signal) => readList<{ city: string }>('institutions/locations', { county, _sort: 'city', _order: 'asc', _end: 100 }, signal) : null,
    `towns:${county}`,
  );
  return { towns: county ? [...new Set((data?.rows ?? []).map((row) => row.city))] : [], error };
};
