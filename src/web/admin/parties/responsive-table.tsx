/**
 * A table on a desk, a stack of cards on a phone: the same columns, each card headed by the first column and
 * listing the others as label and value, so nothing hides behind a sideways scroll at 360 px.
 */
import type { BaseRecord } from '@refinedev/core';
import { Card, Grid, List, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';

export interface Column {
  key: string;
  title: string;
  render: (row: BaseRecord) => ReactNode;
  align?: 'left' | 'right';
  /** On a card, takes the card's whole width under its label (a table of lines). */
  wide?: boolean;
}

interface Props {
  columns: readonly Column[];
  tableProps: TableProps<BaseRecord>;
  rows: readonly BaseRecord[];
  emptyText: string;
  className?: string;
}

export const ResponsiveTable = ({ columns, tableProps, rows, emptyText, className }: Props) => {
  const screens = Grid.useBreakpoint();
  const [head, ...rest] = columns;
  if (screens.md !== false)
    return (
      <Table<BaseRecord>
        {...tableProps}
        className={className}
        dataSource={[...rows]}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        columns={columns.map((column) => ({
          key: column.key,
          title: column.title,
          align: column.align,
          render: (_: unknown, row: BaseRecord) => column.render(row),
        }))}
      />
    );
  const pagination = tableProps.pagination || undefined;
  return (
    <List<BaseRecord>
      className={className}
      loading={Boolean(tableProps.loading)}
      dataSource={[...rows]}
      rowKey={(row) => String(row.id)}
      locale={{ emptyText }}
      pagination={
        pagination && (pagination.total ?? 0) > (pagination.pageSize ?? 20)
          ? {
              current: pagination.current,
              pageSize: pagination.pageSize,
              total: pagination.total,
              size: 'small',
              onChange: (page, pageSize) => tableProps.onChange?.({ current: page, pageSize }, {}, [], { action: 'paginate', currentDataSource: [] }),
            }
          : false
      }
      renderItem={(row) => (
        <List.Item style={{ display: 'block', padding: '6px 0', border: 'none' }}>
          <Card size="small" className="party-card" title={head!.render(row)} styles={{ header: { padding: '8px 12px' }, body: { padding: 12 } }}>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(64px, max-content) 1fr', gap: '8px 12px', alignItems: 'start' }}>
              {rest.map((column) => (
                <div key={column.key} style={{ display: 'contents' }}>
                  <dt style={{ color: 'rgba(0,0,0,0.45)', fontSize: 13, gridColumn: column.wide ? '1 / -1' : undefined }}>{column.title}</dt>
                  <dd style={{ margin: 0, minWidth: 0, gridColumn: column.wide ? '1 / -1' : undefined }}>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </List.Item>
      )}
    />
  );
};
