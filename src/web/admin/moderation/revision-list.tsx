/**
 * Live rows with an owner's changes waiting (`revised`): what changed, field by field, next to what the public
 * sees now. Approving puts the changes live; rejecting drops them and keeps the row as it is.
 */
import { useList, type BaseRecord } from '@refinedev/core';
import { App, Card, List, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Resource, Revision } from '../../../registry/resource.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { describeRow } from './queue-table.tsx';
import { useSubmitters } from './submitter.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { useDecision, type DecisionError } from './use-decision.ts';

const pageSize = 5;

interface Change {
  name: string;
  before: unknown;
  after: unknown;
}

const changesOf = (resource: Resource, row: BaseRecord): Change[] =>
  Object.entries((row.revision as Revision | null)?.changes ?? {})
    .filter(([name]) => resource.fields[name])
    .map(([name, after]) => ({ name, before: row[name], after }));

/** Field, approved value, proposed value. */
export const ChangesTable = ({ resource, row }: { resource: Resource; row: BaseRecord }) => (
  <Table<Change>
    className="changes-table"
    dataSource={changesOf(resource, row)}
    rowKey="name"
    size="small"
    pagination={false}
    columns={[
      {
        key: 'field',
        title: 'Field',
        width: 1,
        render: (_, change) => (
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {resource.fields[change.name]!.label}
          </Typography.Text>
        ),
      },
      { key: 'before', title: 'Approved', width: '45%', render: (_, change) => <FieldValue field={resource.fields[change.name]!} value={change.before} /> },
      { key: 'after', title: 'Proposed', width: '45%', render: (_, change) => <FieldValue field={resource.fields[change.name]!} value={change.after} /> },
    ]}
  />
);

export const RevisionList = ({ resource }: { resource: Resource }) => {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const { result, query } = useList<BaseRecord>({
    resource: resource.name,
    pagination: { currentPage: page, pageSize },
    filters: [{ field: 'revised', operator: 'eq', value: true }],
    sorters: [{ field: 'updated_at', order: 'asc' }],
  });
  const rows = result.data ?? [];
  const { decide, deciding } = useDecision(resource);
  const [rejecting, setRejecting] = useState<BaseRecord | null>(null);
  const submitter = useSubmitters(resource, rows);
  const approve = async (row: BaseRecord) => {
    try {
      await decide(Number(row.id), 'approve', undefined, (row.revision as { at: string }).at);
      message.success('Changes approved: the public now sees them.');
    } catch (error) {
      message.error((error as DecisionError).message);
    }
  };
  if (!query.isLoading && !rows.length)
    return (
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: '12px 0' }}>
        No changes waiting.
      </Typography.Paragraph>
    );
  return (
    <>
      <List<BaseRecord>
        loading={query.isLoading}
        dataSource={rows}
        rowKey={(row) => String(row.id)}
        pagination={(result.total ?? 0) > pageSize ? { current: page, pageSize, total: result.total, onChange: setPage, size: 'small' } : false}
        renderItem={(row) => {
          const revision = row.revision as Revision | null;
          return (
            <List.Item style={{ display: 'block', padding: '8px 0' }}>
              <Card
                size="small"
                className="revision-card"
                title={
                  <Space size={8} wrap>
                    <Link to={`/${resource.name}/show/${row.id}`}>{resource.title !== 'id' ? String(row[resource.title] ?? `#${row.id}`) : `${resource.singular} #${row.id}`}</Link>
                  </Space>
                }
                extra={
                  <Space size={4}>
                    <DecisionButtons row={row} deciding={deciding} onApprove={approve} onReject={setRejecting} />
                  </Space>
                }
              >
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  Changes by {submitter(row)}
                  {revision?.at ? <> · <FieldValue field={resource.fields.updated_at!} value={revision.at} compact /></> : null}
                </Typography.Paragraph>
                <ChangesTable resource={resource} row={row} />
              </Card>
            </List.Item>
          );
        }}
      />
      <RejectDialog
        what={rejecting ? `the changes to ${describeRow(resource, rejecting)}` : null}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          await decide(Number(rejecting!.id), 'reject', reason, (rejecting!.revision as { at: string }).at);
          message.success('Changes rejected; the approved version stays live and the submitter has been told why.');
        }}
      />
    </>
  );
};
