/** Rows of a resource named by id (the employers of a page of jobs), fetched in one request. */
import { readList } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';

export const useRowsById = <T extends { id: number }>(resource: string, wanted: readonly (number | null)[]) => {
  const ids = [...new Set(wanted.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  const path = `${resource}?${ids.map((id) => `id=${id}`).join('&')}&_end=${ids.length}`;
  const rows = useFetch(ids.length ? (signal) => readList<T>(resource, { id: ids, _start: 0, _end: ids.length }, signal) : null, path);
  return new Map((rows.data?.rows ?? []).map((row) => [row.id, row]));
};
