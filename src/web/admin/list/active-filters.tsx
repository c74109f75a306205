/**
 * The filters a list is narrowed by, one removable chip per field ("County: Kiambu ×", "Rating: 3 to 5 ×"),
 * so a person sees why rows are missing without opening the filter panel, and undoes one filter in one click.
 */
import { CloseOutlined } from '@ant-design/icons';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { Button, Space } from 'antd';
import dayjs from 'dayjs';
import type { Field } from '../../../registry/fields.ts';
import type { Resource } from '../../../registry/resource.ts';
import { Chip } from '../fields/chip.tsx';
import { useRefTitles } from './use-ref-titles.ts';

const shown = (field: Field, value: unknown, refTitle?: string) => {
  if (field.kind === 'ref') return refTitle ?? `#${value}`;
  if (field.kind === 'boolean') return value === true || value === 'true' ? 'Yes' : 'No';
  if (field.kind === 'date' || field.kind === 'datetime') return dayjs(String(value)).format('D MMM YYYY');
  return String(value);
};

/** How a chip says an operator other than "is" ("Status: not open"). */
const operatorWords: Partial<Record<string, string>> = { contains: 'contains ', ne: 'not ' };

const isSet = (filter: CrudFilter): filter is LogicalFilter => 'field' in filter && filter.value !== undefined && filter.value !== null && filter.value !== '';

interface Props {
  resource: Resource;
  filters: CrudFilter[];
  onRemove: (field: string) => void;
}

export const ActiveFilters = ({ resource, filters, onRemove }: Props) => {
  const set = filters.filter(isSet).filter((filter) => filter.field === 'q' || resource.fields[filter.field]);
  const refs = set.filter((filter) => resource.fields[filter.field]?.kind === 'ref');
  const titles = useRefTitles(
    resource,
    refs.map((filter) => filter.field),
    [Object.fromEntries(refs.map((filter) => [filter.field, Number(filter.value)]))],
  );
  const byField = new Map<string, LogicalFilter[]>();
  for (const filter of set) byField.set(filter.field, [...(byField.get(filter.field) ?? []), filter]);
  if (byField.size === 0) return null;
  return (
    <Space wrap size={[8, 8]} style={{ marginBottom: 16 }} aria-label="Active filters">
      {[...byField].map(([name, all]) => {
        const field = resource.fields[name];
        // One filter per operator reaches the server (a later one of a field and operator replaces an earlier).
        const parts = [...new Map(all.map((part) => [part.operator, part])).values()];
        const value = (operator: string) => parts.find((part) => part.operator === operator)?.value;
        const text = !field
          ? `“${String(parts[0]!.value)}”`
          : value('gte') !== undefined || value('lte') !== undefined
            ? [value('gte') !== undefined && `from ${shown(field, value('gte'))}`, value('lte') !== undefined && `to ${shown(field, value('lte'))}`]
                .filter(Boolean)
                .join(' ')
            : parts.map((part) => `${operatorWords[part.operator] ?? ''}${shown(field, part.value, titles[name]?.get(Number(part.value)))}`).join(', ');
        const label = field?.label ?? 'Search';
        return (
          <Chip key={name}>
            {label}: {text}
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={`Remove the ${label.toLowerCase()} filter`}
              onClick={() => onRemove(name)}
              style={{ height: 18, width: 18, minWidth: 18, marginLeft: 4 }}
            />
          </Chip>
        );
      })}
    </Space>
  );
};
