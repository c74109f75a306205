/**
 * One page of a server list: the page number comes from ?page=, the rows and X-Total-Count from the server,
 * so a long list never travels whole over a costly connection.
 */
import { useSearchParams } from 'react-router-dom';
import type { Query } from '../../common/api.ts';
import { readList } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { pageFrom } from './pagination.tsx';

export const usePagedList = <T>(base: string, query: Query, pageSize: number) => {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const full: Query = { ...query, _start: (page - 1) * pageSize, _end: page * pageSize };
  const list = useFetch((signal) => readList<T>(base, full, signal), `${base}?${JSON.stringify(full)}`);
  return { ...list, page, pageSize };
};
