import type { ReactNode } from 'react';
import { Pagination, PastLastPage } from './pagination.tsx';
import { Empty, ErrorText, Loading } from './states.tsx';
import type { usePagedList } from './use-paged-list.ts';

/**
 * One page of a server list in its states, worded by the caller (docs/product.md#loading-empty-and-error-states):
 * loading, the server's error, empty, or the rows followed by the pager.
 */
export const PagedListView = <T,>({
  list,
  loadingText,
  emptyText,
  children,
}: {
  list: ReturnType<typeof usePagedList<T>>;
  loadingText: string;
  emptyText: string;
  children: (rows: T[], total: number, capped: boolean) => ReactNode;
}) => {
  if (list.loading) return <Loading text={loadingText} />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length)
    return list.data?.total ? <PastLastPage page={list.page} total={list.data.total} pageSize={list.pageSize} /> : <Empty text={emptyText} />;
  return (
    <>
      {children(list.data.rows, list.data.total, list.data.capped)}
      <Pagination page={list.page} total={list.data.total} pageSize={list.pageSize} />
    </>
  );
};
