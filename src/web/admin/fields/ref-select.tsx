/** A relation picker: the target resource's rows by their title, searched on the server as the user types. */
import { useSelect } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Select } from 'antd';
import { getResource } from '../../../registry/index.ts';
import { likeKinds, likeText } from '../../../registry/query-bounds.ts';

interface Props {
  id?: string;
  target: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

export const searchFilter = (target: string, text: string): CrudFilter[] => {
  const resource = getResource(target);
  if (!text) return [];
  if (resource.search.length) return [{ field: 'q', operator: 'eq', value: text }];
  // Without a search index, a one-line title is matched by part; other titles are only listed.
  const part = likeKinds.has(resource.fields[resource.title]?.kind ?? 'longText') ? likeText(text) : undefined;
  return part ? [{ field: resource.title, operator: 'contains', value: part }] : [];
};

export const RefSelect = ({ id, target, value, onChange }: Props) => {
  const resource = getResource(target);
  const { selectProps } = useSelect({
    resource: target,
    optionLabel: (row: Record<string, unknown>) => (resource.title === 'id' ? `#${row.id}` : String(row[resource.title] ?? `#${row.id}`)),
    optionValue: 'id',
    defaultValue: value ?? undefined,
    pagination: { pageSize: 20 },
    sorters: [{ field: resource.defaultSort[0], order: resource.defaultSort[1] }],
    onSearch: (text) => searchFilter(target, text),
  });
  // useSelect types its options loosely; the values are the target rows' numeric ids.
  const { options, loading, onSearch, filterOption, showSearch } = selectProps;
  return (
    <Select<number>
      options={options as { label: string; value: number }[]}
      loading={loading}
      onSearch={onSearch}
      filterOption={filterOption}
      showSearch={showSearch}
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      placeholder={`Choose ${resource.singular.toLowerCase()}`}
    />
  );
};
