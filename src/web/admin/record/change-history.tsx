/**
 * A record's change history under its fields (GET /api/{resource}/:id/history): newest first, a page at a time from
 * the server, each entry saying who (a person, or the open list an import came from), when (Nairobi time) and
 * what (the fields by label, old → new where the history keeps values). Its own chunk, loaded on record pages only.
 */
import { useQuery } from '@tanstack/react-query';
import type { BaseRecord } from '@refinedev/core';
import { Alert, Card, Empty, List, Pagination, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { HistoryEntry } from '../../../registry/change-history.ts';
import type { Resource } from '../../../registry/resource.ts';
import { formatDateTime } from '../../common/format.ts';
import { http } from '../providers/http.ts';

const pageSize = 10;

/** A value as a line of text: yes/no, a list by commas, long text cut. */
const said = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text =
    typeof value === 'string' ? value : Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.join(', ') : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

const headline = (entry: HistoryEntry) => {
  const verb = { create: 'Created', update: 'Updated', delete: 'Deleted' }[entry.action];
  if (entry.source) return `${entry.action === 'create' ? 'Imported' : verb} from ${entry.source}`;
  return `${verb} by ${entry.by?.name ?? 'ElimuHub'}`;
};

const Change = ({ change }: { change: HistoryEntry['changes'][number] }) => (
  <div className="change-history-field">
    <Typography.Text strong>{change.label}</Typography.Text>
    {change.kept ? (
      <Typography.Text>
        {': '}
        {'from' in change && (
          <>
            <Typography.Text delete type="secondary">
              {said(change.from)}
            </Typography.Text>
            {' → '}
          </>
        )}
        {said(change.to)}
      </Typography.Text>
    ) : (
      <Typography.Text type="secondary"> (changed; its value is private)</Typography.Text>
    )}
  </div>
);

export const ChangeHistory = ({ resource, record }: { resource: Resource; record: BaseRecord }) => {
  const [page, setPage] = useState(1);
  const start = (page - 1) * pageSize;
  const query = useQuery({
    queryKey: ['history', resource.name, record.id, page],
    queryFn: async () => {
      const { data, headers } = await http.get<HistoryEntry[]>(`/api/${resource.name}/${record.id}/history?_start=${start}&_end=${start + pageSize}`);
      return { entries: data, total: Number(headers['x-total-count'] ?? data.length) };
    },
    placeholderData: (previous) => previous,
  });
  const { entries = [], total = 0 } = query.data ?? {};
  return (
    <Card className="change-history" title={`Change history${total ? ` (${total})` : ''}`} size="small" style={{ marginTop: 16 }}>
      {query.error ? (
        <Alert type="warning" showIcon message={(query.error as { message?: string }).message ?? 'The history could not be loaded.'} />
      ) : (
        <List
          loading={query.isLoading}
          dataSource={entries}
          locale={{ emptyText: <Empty description="No changes recorded yet." /> }}
          renderItem={(entry) => (
            <List.Item key={entry.id} style={{ display: 'block' }}>
              <Space size={[8, 0]} wrap>
                <Typography.Text strong>{headline(entry)}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
                {entry.source && <Tag>import</Tag>}
              </Space>
              <div style={{ marginTop: 4, overflowWrap: 'anywhere' }}>
                {entry.changes.map((change) => (
                  <Change key={change.field} change={change} />
                ))}
              </div>
            </List.Item>
          )}
        />
      )}
      {total > pageSize && (
        <Pagination style={{ marginTop: 12 }} size="small" current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={setPage} />
      )}
    </Card>
  );
};
