/** An import's rows as the server planned or wrote them: what each does, and each field's error beside its row. */
import { Table, Tag, Typography } from 'antd';
import type { ImportAnswer, ImportAction } from '../../../registry/csv-import.ts';
import type { Resource } from '../../../registry/resource.ts';

const colours: Record<ImportAction, string> = { create: 'green', update: 'blue', unchanged: 'default', error: 'red' };
const words: Record<ImportAnswer['mode'], Record<ImportAction, string>> = {
  preview: { create: 'Will be added', update: 'Will be changed', unchanged: 'Unchanged', error: 'Error: skipped' },
  apply: { create: 'Added', update: 'Changed', unchanged: 'Unchanged', error: 'Error: skipped' },
};

export const ImportRows = ({ resource, answer }: { resource: Resource; answer: ImportAnswer }) => (
  <Table
    className="import-rows"
    size="small"
    rowKey="line"
    dataSource={answer.rows}
    pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
    scroll={{ x: 'max-content' }}
    columns={[
      { key: 'line', title: 'Line', dataIndex: 'line', width: 64 },
      {
        key: 'action',
        title: 'Result',
        dataIndex: 'action',
        render: (action: ImportAction) => <Tag color={colours[action]}>{words[answer.mode][action]}</Tag>,
      },
      { key: 'id', title: 'ID', dataIndex: 'id', render: (id?: number) => (id ? <a href={`/admin/${resource.name}/show/${id}`}>{id}</a> : '—') },
      {
        key: 'errors',
        title: 'Notes and errors',
        render: (_, row) => (
          <>
            {/* How a row without an id was matched to a stored listing. */}
            {row.note ? <Typography.Text type="secondary">{row.note}</Typography.Text> : null}
            {Object.entries(row.errors ?? {}).map(([field, message]) => (
              <div key={field}>
                <Typography.Text strong>{resource.fields[field]?.label ?? (field === 'row' ? 'Row' : field)}:</Typography.Text>{' '}
                <Typography.Text type="danger">{message}</Typography.Text>
              </div>
            ))}
          </>
        ),
      },
    ]}
  />
);
