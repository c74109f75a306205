/** Which type of row the desk shows: all, or one moderated resource, each with how many wait. */
import { Select } from 'antd';
import type { Resource } from '../../../registry/resource.ts';
import type { QueueCounts } from '../../../registry/moderation-queue.ts';

interface Props {
  types: readonly Resource[];
  counts: QueueCounts | undefined;
  value: string | undefined;
  onChange: (type: string | undefined) => void;
}

export const TypeFilter = ({ types, counts, value, onChange }: Props) => {
  const waiting = (type: string) => {
    const count = counts?.types.find((entry) => entry.type === type);
    return count ? count.new + count.changes : 0;
  };
  return (
    <Select
      className="queue-type-filter"
      aria-label="Type"
      value={value ?? ''}
      onChange={(picked) => onChange(picked || undefined)}
      style={{ minWidth: 240, maxWidth: '100%' }}
      options={[
        { value: '', label: `All types · ${counts?.total ?? 0}` },
        ...types.map((resource) => ({ value: resource.name, label: `${resource.label} · ${waiting(resource.name)}` })),
      ]}
    />
  );
};
