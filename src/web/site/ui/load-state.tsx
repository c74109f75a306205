import type { ReactNode } from 'react';
import type { Crumb } from './breadcrumb-trail.ts';
import { ErrorText, Loading, Missing } from './states.tsx';

/** A malformed id (400) and a missing one (404) both mean there is nothing to show at this address. */
export const isMissing = (status: number | null) => status === 404 || status === 400;

/** The page title of a detail page: the record's own, 'Post not found' when missing, else the kind of record. */
export const detailTitle = (title: string | undefined, status: number | null, kind: string) => title ?? (isMissing(status) ? `${kind} not found` : kind);

/**
 * The loading, not-found and error states of one loaded record, worded by the caller
 * (docs/product.md#loading-empty-and-error-states), with the record's view once it is there.
 */
export const LoadState = <T,>({
  state,
  loadingText,
  notFoundText,
  list,
  headed,
  children,
}: {
  state: { data: T | undefined; loading: boolean; error: string | null; status: number | null };
  loadingText: string;
  notFoundText: string;
  /** The list the record belongs to, offered as the way back when it is missing. */
  list?: Crumb;
  /** The page shows its own heading above, so a missing record's words are no second one. */
  headed?: boolean;
  children: (data: T) => ReactNode;
}) => {
  if (state.loading) return <Loading text={loadingText} />;
  if (isMissing(state.status)) return <Missing text={notFoundText} list={list} headed={headed} />;
  if (state.error) return <ErrorText message={state.error} />;
  if (state.data === undefined || state.data === null) return <Missing text={notFoundText} list={list} headed={headed} />;
  return <>{children(state.data)}</>;
};
