/** A moderated resource's name with how many of its rows wait for a decision. */
import { useList } from '@refinedev/core';
import { Badge, Space } from 'antd';
import type { Resource } from '../../../registry/resource.ts';

export const PendingCount = ({ resource }: { resource: Resource }) => {
  const { result } = useList({
    resource: resource.name,
    pagination: { pageSize: 1 },
    filters: [{ field: 'moderation', operator: 'eq', value: 'pending' }],
  });
  return (
    <Space size={6}>
      {resource.label}
      <Badge count={result.total ?? 0} showZero color={result.total ? '#d48806' : '#bfbfbf'} overflowCount={9999} />
    </Space>
  );
};
