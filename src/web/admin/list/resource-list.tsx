/**
 * The generated list of any resource: server pagination and sorting, `q` search, filters by field kind,
 * the registry's columns, CSV export of every row of the filter (by the server) and import, and row actions the
 * user may take.
 */
import { CreateButton, ExportButton, getDefaultSortOrder, useTable } from '@refinedev/antd';
import { useDelete, type BaseKey, type BaseRecord } from '@refinedev/core';
import { App, Button, Grid, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { exportAction } from '../../../registry/csv-export.ts';
import type { Resource } from '../../../registry/resource.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { FilterForm } from './filter-form.tsx';
import { toCrudFilters, type FilterValues } from './filters.ts';
import { useGrants } from '../providers/use-grants.ts';
import { isAnyReach, scopeOf } from '../providers/grants.ts';
import { RowActions } from './row-actions.tsx';
import { useAboutLinks } from './use-about-links.ts';
import { useRelated } from './use-ref-titles.ts';
import { partyRefs } from '../providers/record-access.ts';
import { getResource } from '../../../registry/index.ts';
import { PageFrame } from '../layout/page-frame.tsx';
import { freshForMs, listPageSize, takeArrivedList } from '../providers/first-list.ts';
import { useSortClicks } from './sort-clicks.ts';
import { downloadCsv } from '../csv/csv-files.ts';
import { useAddressState, useListAddress } from './use-list-address.ts';

const states = ['status', 'stage', 'moderation'];
/** A row's name and state stay in view on a laptop, before the pinned actions: the title first, then its state. */
const keyColumnsFirst = (resource: Resource) => {
  const rank = (name: string) => (name === resource.title ? 0 : states.includes(name) ? 1 : 2);
  return [...resource.columns].sort((a, b) => rank(a) - rank(b));
};

export const ResourceList = ({ resource }: { resource: Resource }) => {
  const [sortField, sortOrder] = resource.defaultSort;
  const defaults = { pageSize: listPageSize, sorters: [{ field: sortField, order: sortOrder }] };
  const initial = useAddressState(defaults);
  // The rows asked for at sign-in or page load, when they have arrived: drawn in this first render, and fresh, so
  // the list neither waits a render for them nor asks again. Only the first render's query is given them.
  const [firstPage] = useState(() =>
    takeArrivedList({
      resource: resource.name,
      pagination: { currentPage: initial.currentPage, pageSize: initial.pageSize },
      sorters: initial.sorters,
      filters: initial.filters,
    }),
  );
  const opening = useRef(true);
  useEffect(() => {
    opening.current = false;
  }, []);
  const { tableProps, tableQuery, searchFormProps, sorters, filters, setFilters, currentPage, setCurrentPage, pageSize } = useTable<
    BaseRecord,
    { message: string; statusCode: number },
    FilterValues
  >({
    resource: resource.name,
    pagination: { pageSize: initial.pageSize, currentPage: initial.currentPage },
    sorters: { initial: initial.sorters },
    filters: { initial: initial.filters },
    // The address is kept by useListAddress, which leaves it as it is when the list opens.
    syncWithLocation: false,
    onSearch: (values) => toCrudFilters(resource, values),
    queryOptions: firstPage && opening.current ? { initialData: firstPage.answer, initialDataUpdatedAt: firstPage.at, staleTime: freshForMs } : undefined,
  });
  // Refine's table spins until its query has fetched once; rows given to the query are its own data, not a wait.
  const loading = tableProps.loading && (tableQuery.isPlaceholderData || !tableQuery.isSuccess);
  useListAddress({ currentPage, pageSize, sorters, filters }, defaults, searchFormProps.form);
  // A page past the last (an old link, a list that shrank) moves to the last page, which the pager shows anyway.
  const total = tableQuery.data?.total;
  useEffect(() => {
    const last = total ? Math.ceil(total / pageSize) : 0;
    if (last && currentPage > last) setCurrentPage(last);
  }, [total, currentPage, pageSize, setCurrentPage]);
  const rows = tableProps.dataSource ?? [];
  const removeFilter = (name: string) => {
    searchFormProps.form?.setFieldValue(name, undefined);
    setFilters(filters.flatMap((filter) => ('field' in filter && filter.field === name ? [{ ...filter, value: undefined }] : [])));
    setCurrentPage(1);
  };
  const sorting = useSortClicks(tableProps.onChange, sorters);
  const grants = useGrants();
  // Only staff may sort by account ids: a member is sent no one's but their own.
  const readsAll = grants !== null && isAnyReach(scopeOf(grants, resource, 'read'));
  const { mutate: remove, mutation: removal } = useDelete();
  const deleting = removal.isPending ? removal.variables?.id : undefined;
  const onDelete = (id: BaseKey) => remove({ resource: resource.name, id });
  // Every row of the filter, written by the server page after page (a list may hold 38 000 schools).
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();
  const triggerExport = () => {
    setExporting(true);
    downloadCsv(resource.name, filters)
      .catch((error: { message?: string }) => message.error(error.message ?? 'The export failed.'))
      .finally(() => setExporting(false));
  };
  const exports = grants !== null && isAnyReach(scopeOf(grants, resource, exportAction(resource)));
  const imports =
    grants !== null && isAnyReach(scopeOf(grants, resource, 'update')) && scopeOf(grants, resource, 'create') !== null && resource.offers.includes('create');

  const columns = keyColumnsFirst(resource).map((name) => ({ name, field: resource.fields[name]! }));
  // Named relations for the cells, and the rows party buttons need (an application's job tells its employer).
  const { titles, lookup } = useRelated(
    resource,
    [...columns.filter(({ field }) => field.kind === 'ref' && getResource(field.ref!).title !== 'id').map(({ name }) => name), ...partyRefs(resource)],
    rows,
  );
  const aboutLink = useAboutLinks(resource, rows);
  // On a phone a pinned Actions column would cover half the screen; the row scrolls to its buttons instead.
  const narrow = Grid.useBreakpoint().sm === false;

  return (
    <PageFrame
      title={resource.label}
      actions={
        <>
          {exports ? (
            <ExportButton onClick={triggerExport} loading={exporting}>
              Export CSV
            </ExportButton>
          ) : null}
          {imports ? (
            <Link to={`/${resource.name}/import`}>
              <Button>Import CSV</Button>
            </Link>
          ) : null}
          <CreateButton resource={resource.name}>Add {resource.singular.toLowerCase()}</CreateButton>
        </>
      }
    >
      <FilterForm resource={resource} formProps={searchFormProps} filters={filters} />
      <ActiveFilters resource={resource} filters={filters} onRemove={removeFilter} />
      {tableQuery.isError ? (
        // An address the server refuses (an old link, a sort it does not take): its reason, and the way back to
        // the list as it opens, a fresh page, since the table's own state holds the refused values.
        <Typography.Paragraph type="danger" role="alert">
          {tableQuery.error?.message ?? 'The list could not be loaded.'} <a href={`/admin/${resource.name}`}>Show the list without these settings</a>
        </Typography.Paragraph>
      ) : null}
      <div {...sorting.captureShift}>
        <Table
          {...tableProps}
          loading={loading}
          onChange={sorting.onChange}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          // A tooltip on every sortable header is a popup component per column, mounted with the list: a large
          // share of a page load on a phone-class CPU for a hint the arrows already give.
          showSorterTooltip={false}
          // A click turns a sorted column round, ascending and descending in turn, never to no order: a list
          // always has one, and a column switched off left the default sort showing on another one.
          sortDirections={['ascend', 'descend', 'ascend']}
          pagination={{
            ...tableProps.pagination,
            showSizeChanger: false,
            showTotal: (total) => `${total.toLocaleString('en-KE')} ${(total === 1 ? resource.singular : resource.label).toLowerCase()}`,
          }}
        >
          {columns.map(({ name, field }) => (
            <Table.Column<BaseRecord>
              key={name}
              dataIndex={name}
              title={field.label}
              sorter={resource.sortable.includes(name) && (readsAll || field.ref !== 'auth/users') ? { multiple: 1 } : false}
              sortOrder={getDefaultSortOrder(name, sorters) ?? null}
              render={(value, row) => (
                <FieldValue field={field} value={value} refTitle={titles[name]?.get(Number(value))} about={aboutLink(name, row)} compact />
              )}
            />
          ))}
          <Table.Column<BaseRecord>
            key="actions"
            title="Actions"
            fixed={narrow ? undefined : 'right'}
            render={(_, record) => <RowActions resource={resource} record={record} grants={grants} related={lookup} onDelete={onDelete} deleting={deleting} />}
          />
        </Table>
      </div>
    </PageFrame>
  );
};
