/**
 * A pick-list of the names a `from` field accepts (a user's roles, their plan, a job's categories), read from the
 * resource that holds them.
 */
import { useSelect } from '@refinedev/antd';
import { Select } from 'antd';
import type { Field } from '../../../registry/fields.ts';
import { getResource } from '../../../registry/index.ts';
import { maxPageSize } from '../../../registry/query-bounds.ts';

interface Props {
  id?: string;
  field: Field;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
}

export const NamedSelect = ({ id, field, value, onChange }: Props) => {
  const [targetName, column] = field.from!.split(/\.(?=[^.]+$)/) as [string, string];
  const target = getResource(targetName);
  const labelled = target.fields.label ? 'label' : column;
  const { selectProps } = useSelect({
    resource: targetName,
    optionLabel: (row: Record<string, unknown>) => String(row[labelled] ?? row[column]),
    optionValue: column,
    pagination: { pageSize: maxPageSize },
    sorters: [{ field: target.defaultSort[0], order: target.defaultSort[1] }],
  });
  const many = field.kind !== 'text';
  return (
    <Select<string | string[]>
      id={id}
      mode={many ? 'multiple' : undefined}
      options={selectProps.options as { label: string; value: string }[]}
      loading={selectProps.loading}
      value={value ?? undefined}
      // A tags field's `max` is how many it takes; the server says so too.
      onChange={(next) => onChange?.(Array.isArray(next) && field.max ? next.slice(0, field.max) : (next ?? null))}
      optionFilterProp="label"
      allowClear={!field.required}
      placeholder={`Choose ${many ? '' : 'a '}${(many ? target.label : target.singular).toLowerCase()}`}
    />
  );
};
