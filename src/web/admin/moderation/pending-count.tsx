/** A moderated resource's name with how many of its rows wait for a decision. */
import { useList } from '@refinedev/core';
import { useEffect } from 'react';
import { Badge, Space } from 'antd';
import type { Resource } from '../../../registry/resource.ts';

export const PendingCount = ({ resource, onCount }: { resource: Resource; onCount: (count: number) => void }) => {
  const { result } = useList({
    resource: resource.name,
    pagination: { pageSize: 1 },
    filters: [{ field: 'moderation', operator: 'eq', value: 'pending' }],
  });
  useEffect(() => {
    if (result.total !== undefined) onCount(result.total);
  }, [result.total, onCount]);
  return (
    <Space size={6}>
      {resource.label}
      <Badge count={result.total ?? 0} showZero color={result.total ? '#d48806' : '#bfbfbf'} overflowCount={9999} />
    </Space>
  );
};
