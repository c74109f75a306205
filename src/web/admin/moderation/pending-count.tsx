/** A moderated resource's name with how many of its rows wait for a decision: new ones and changes to live ones. */
import { useList } from '@refinedev/core';
import { useEffect } from 'react';
import { Badge, Space } from 'antd';
import type { Resource } from '../../../registry/resource.ts';

/** The two queues of a resource: submitted rows, and live rows with changes waiting. */
export const waitingFilters = {
  pending: { field: 'moderation', operator: 'eq', value: 'pending' },
  revised: { field: 'revised', operator: 'eq', value: true },
} as const;

const useCount = (resource: Resource, filter: (typeof waitingFilters)[keyof typeof waitingFilters]) =>
  useList({ resource: resource.name, pagination: { pageSize: 1 }, filters: [filter] }).result.total;

export const PendingCount = ({ resource, onCount }: { resource: Resource; onCount: (count: number) => void }) => {
  const pending = useCount(resource, waitingFilters.pending);
  const revised = useCount(resource, waitingFilters.revised);
  const total = pending === undefined || revised === undefined ? undefined : pending + revised;
  useEffect(() => {
    if (total !== undefined) onCount(total);
  }, [total, onCount]);
  return (
    <Space size={6}>
      {resource.label}
      <Badge count={total ?? 0} showZero color={total ? '#d48806' : '#bfbfbf'} overflowCount={9999} title={`${pending ?? 0} new, ${revised ?? 0} with changes`} />
    </Space>
  );
};
