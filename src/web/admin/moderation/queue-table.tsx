/** Pending rows of one moderated resource, oldest first, each approved or rejected in place. */
import { ShowButton, useTable } from '@refinedev/antd';
import { useUpdate, type BaseRecord } from '@refinedev/core';
import { Button, Space, Table } from 'antd';
import { useState } from 'react';
import type { Resource } from '../../../registry/resource.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { useRefTitles } from '../list/use-ref-titles.ts';

const decisions = [
  { value: 'approved', label: 'Approve', danger: false },
  { value: 'rejected', label: 'Reject', danger: true },
] as const;

export const QueueTable = ({ resource }: { resource: Resource }) => {
  const { tableProps } = useTable<BaseRecord>({
    resource: resource.name,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: 'moderation', operator: 'eq', value: 'pending' }] },
    sorters: { permanent: [{ field: 'created_at', order: 'asc' }] },
  });
  const { mutate } = useUpdate();
  const [deciding, setDeciding] = useState<string | null>(null);
  const columns = resource.columns.filter((name) => name !== 'moderation').slice(0, 4);
  const refs = columns.filter((name) => resource.fields[name]!.kind === 'ref');
  const titles = useRefTitles(resource, refs, tableProps.dataSource ?? []);
  const decide = (record: BaseRecord, moderation: string) => {
    setDeciding(`${record.id} ${moderation}`);
    mutate(
      {
        resource: resource.name,
        id: record.id!,
        values: { moderation },
        successNotification: { type: 'success', message: `${resource.singular} ${moderation}.` },
      },
      { onSettled: () => setDeciding(null) },
    );
  };
  return (
    <Table {...tableProps} rowKey="id" scroll={{ x: 'max-content' }} locale={{ emptyText: `No ${resource.label.toLowerCase()} waiting.` }}>
      {columns.map((name) => {
        const field = resource.fields[name]!;
        return (
          <Table.Column<BaseRecord>
            key={name}
            dataIndex={name}
            title={field.label}
            render={(value) => <FieldValue field={field} value={value} refTitle={titles[name]?.get(Number(value))} compact />}
          />
        );
      })}
      <Table.Column<BaseRecord> key="created_at" dataIndex="created_at" title="Submitted" render={(value) => <FieldValue field={resource.fields.created_at!} value={value} compact />} />
      <Table.Column<BaseRecord>
        key="decide"
        title="Decision"
        fixed="right"
        render={(_, record) => (
          <Space size={4} wrap>
            <ShowButton size="small" hideText resource={resource.name} recordItemId={record.id} accessControl={{ enabled: false }} />
            {decisions.map((decision) => (
              <Button
                key={decision.value}
                size="small"
                type={decision.danger ? 'default' : 'primary'}
                danger={decision.danger}
                loading={deciding === `${record.id} ${decision.value}`}
                disabled={deciding !== null}
                onClick={() => decide(record, decision.value)}
              >
                {decision.label}
              </Button>
            ))}
          </Space>
        )}
      />
    </Table>
  );
};
