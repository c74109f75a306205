/**
 * What an owner changed on a live row, field by field: the approved value the public sees now next to the
 * proposed one. Read when a moderator opens a queue row, so the queue itself stays one small page.
 */
import { useOne, type BaseRecord } from '@refinedev/core';
import { Alert, Skeleton, Table, Typography } from 'antd';
import { findResource } from '../../../registry/index.ts';
import type { Resource, Revision } from '../../../registry/resource.ts';
import { FieldValue } from '../fields/field-value.tsx';
import type { QueueItem } from '../../../registry/moderation-queue.ts';

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

/** The changes waiting on a queue row, read from the row itself. */
export const ChangesPanel = ({ item }: { item: QueueItem }) => {
  const resource = findResource(item.type)!;
  const { result, query } = useOne<BaseRecord>({ resource: item.type, id: item.id });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  const revision = result?.revision as Revision | null | undefined;
  if (!result || !revision) return <Typography.Text type="secondary">No changes wait on it any more.</Typography.Text>;
  // The queue row names the version it was listed with; newer changes are shown, and a decision on the older is refused.
  const newer = revision.at !== item.seen;
  return (
    <>
      {newer && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message="The owner changed it again since the queue was read; reload the queue before deciding."
        />
      )}
      <ChangesTable resource={resource} row={result} />
    </>
  );
};
