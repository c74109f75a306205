/**
 * A list's page, sort and filters kept in its address in Refine's own form (a shared link or a reload opens the
 * same rows), but written only when they change. Refine's syncWithLocation also writes them as the list first
 * renders: a navigation that re-renders every link of the menu and the list once more before the rows can show,
 * the largest single step of a first list after its data. An address without them means the list's defaults.
 */
import { parseTableParams, stringifyTableParams, useGo, type CrudFilter, type CrudSort } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export interface ListState {
  currentPage: number;
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
}

type Defaults = Pick<ListState, 'pageSize' | 'sorters'>;

const addressOf = ({ currentPage, pageSize, sorters, filters }: ListState) => stringifyTableParams({ pagination: { currentPage, pageSize }, sorters, filters });

/** The state an address describes, with `defaults` for what it leaves out (read as Refine reads it). */
export const stateAt = (search: string, defaults: Defaults): ListState => {
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(search || '?');
  return {
    currentPage: parsedCurrentPage || 1,
    pageSize: parsedPageSize || defaults.pageSize,
    sorters: parsedSorter.length ? parsedSorter : defaults.sorters,
    filters: parsedFilters,
  };
};

/** The state the current address describes: where the list starts. */
export const useAddressState = (defaults: Defaults) => stateAt(useLocation().search, defaults);

/**
 * Replaces the address when the list's state changes to something it does not say (a new sort, page or filter),
 * never for the state it gave. The search box shows a shared link's search, as Refine's sync sets it.
 */
export const useListAddress = (state: ListState, defaults: Defaults, form: FormInstance | undefined) => {
  const { search } = useLocation();
  const go = useGo();
  // The effect runs for a change of the state only (an address changed by a link is the list's to follow, not to
  // overwrite with the state it had), with the address and navigation of the latest render.
  const latest = useRef({ search, go, defaults });
  useEffect(() => {
    latest.current = { search, go, defaults };
  });
  const { currentPage, pageSize, sorters, filters } = state;
  useEffect(() => {
    const { search, go, defaults } = latest.current;
    const next = { currentPage, pageSize, sorters, filters };
    if (addressOf(next) === addressOf(stateAt(search, defaults))) return;
    go({ type: 'replace', options: { keepQuery: true }, query: { pageSize, currentPage, sorters, filters } });
  }, [currentPage, pageSize, sorters, filters]);
  // Once, as the list opens: afterwards the box is what the user typed.
  const showSearch = useEffectEvent(() => {
    const q = filters.find((filter) => 'field' in filter && filter.field === 'q')?.value;
    if (q !== undefined) form?.setFieldsValue({ q });
  });
  useEffect(() => {
    showSearch();
  }, []);
};
