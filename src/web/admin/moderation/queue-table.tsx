/** Pending rows of one moderated resource, oldest first, each approved or rejected (with a reason) in place. */
import { ShowButton, useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { App, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { Resource } from '../../../registry/resource.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { useRefTitles } from '../list/use-ref-titles.ts';
import { RejectDialog } from './reject-dialog.tsx';
import { useSubmitters } from './submitter.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { useDecision, type DecisionError } from './use-decision.ts';

/** 'the school "Nyota Primary School"' */
export const describeRow = (resource: Resource, row: BaseRecord) =>
  `the ${resource.singular.toLowerCase()} ${resource.title !== 'id' && row[resource.title] ? `"${String(row[resource.title])}"` : `#${row.id}`}`;

export const QueueTable = ({ resource }: { resource: Resource }) => {
  const { message } = App.useApp();
  const { tableProps } = useTable<BaseRecord>({
    resource: resource.name,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: 'moderation', operator: 'eq', value: 'pending' }] },
    sorters: { permanent: [{ field: 'created_at', order: 'asc' }] },
  });
  const rows = tableProps.dataSource ?? [];
  const { decide, deciding } = useDecision(resource);
  const [rejecting, setRejecting] = useState<BaseRecord | null>(null);
  const columns = resource.columns.filter((name) => name !== 'moderation' && name !== 'owner_id').slice(0, 3);
  const refs = columns.filter((name) => resource.fields[name]!.kind === 'ref');
  const titles = useRefTitles(resource, refs, rows);
  const submitter = useSubmitters(resource, rows);
  const approve = async (row: BaseRecord) => {
    try {
      await decide(Number(row.id), 'approve');
      message.success(`${resource.singular} approved: the public now sees it.`);
    } catch (error) {
      message.error((error as DecisionError).message);
    }
  };
  return (
    <>
      <Table {...tableProps} rowKey="id" size="small" scroll={{ x: 'max-content' }} locale={{ emptyText: `No new ${resource.label.toLowerCase()} waiting.` }}>
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
        <Table.Column<BaseRecord> key="submitter" title="Submitted by" render={(_, row) => submitter(row)} />
        {/* Why the server held it by itself (the scam guard), so the moderator reads the text with that in mind. */}
        <Table.Column<BaseRecord>
          key="moderation_reason"
          dataIndex="moderation_reason"
          title="Held because"
          render={(value) => (value ? <Typography.Text type="warning" style={{ display: 'inline-block', maxWidth: 260, whiteSpace: 'normal' }}>{String(value)}</Typography.Text> : null)}
        />
        <Table.Column<BaseRecord> key="created_at" dataIndex="created_at" title="Submitted" render={(value) => <FieldValue field={resource.fields.created_at!} value={value} compact />} />
        <Table.Column<BaseRecord>
          key="decide"
          title="Decision"
          fixed="right"
          render={(_, row) => (
            <Space size={4} wrap>
              <ShowButton size="small" hideText resource={resource.name} recordItemId={row.id} accessControl={{ enabled: false }} />
              <DecisionButtons row={row} deciding={deciding} onApprove={approve} onReject={setRejecting} />
            </Space>
          )}
        />
      </Table>
      <RejectDialog
        what={rejecting ? describeRow(resource, rejecting) : null}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          await decide(Number(rejecting!.id), 'reject', reason);
          message.success(`${resource.singular} rejected; the submitter has been told why.`);
        }}
      />
    </>
  );
};
