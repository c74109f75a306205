/**
 * Column sorting as spreadsheets do it: a click sorts by that column alone, a shift-click adds the column behind
 * the sorts already there (at most the three the server accepts). antd's multiple-sort mode keeps every sorted
 * column, so a plain click is narrowed here to the column that changed before Refine reads it.
 */
import type { CrudSort } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useRef, type SyntheticEvent } from 'react';
import { maxSortFields } from '../../../registry/query-bounds.ts';

type OnChange = NonNullable<TableProps['onChange']>;
type Sorted = Parameters<OnChange>[2];
type Entry = Extract<Sorted, unknown[]>[number];

const key = (entry: Entry) => String(entry.columnKey ?? entry.field);
const isCurrent = (sorters: CrudSort[]) => (entry: Entry) => sorters.some((s) => s.field === key(entry) && `${s.order}end` === entry.order);

export const useSortClicks = (onChange: OnChange | undefined, sorters: CrudSort[]) => {
  const shift = useRef(false);
  const remember = (event: SyntheticEvent & { shiftKey: boolean }) => {
    shift.current = event.shiftKey;
  };
  const handle: OnChange = (pagination, filters, sorted, extra) => {
    if (extra.action !== 'sort') return onChange?.(pagination, filters, sorted, extra);
    const entries = (Array.isArray(sorted) ? sorted : [sorted]).filter((entry) => entry.order);
    const changed = entries.filter((entry) => !isCurrent(sorters)(entry));
    // A column turned off leaves the others; a column turned on or reversed is the one clicked.
    const next = shift.current ? [...entries.filter(isCurrent(sorters)), ...changed].slice(-maxSortFields) : changed;
    return onChange?.(pagination, filters, next, extra);
  };
  return { onChange: handle, captureShift: { onClickCapture: remember, onKeyDownCapture: remember } };
};
