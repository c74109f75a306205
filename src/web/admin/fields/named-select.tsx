/**
 * A pick-list of the names a `from` field accepts (a user's roles, their plan, a job's categories), read from the
 * resource that holds them. A field `within` another (a town within the county) offers only the names that match
 * the form's value of that field, waits for it, and is emptied when it changes.
 */
import { useSelect } from '@refinedev/antd';
import { Form, Select } from 'antd';
import { useEffect, useRef } from 'react';
import type { Field } from '../../../registry/fields.ts';
import { getResource } from '../../../registry/index.ts';
import { maxPageSize } from '../../../registry/query-bounds.ts';

interface Props {
  id?: string;
  field: Field;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  /** One name even for a list field: a list filter asks for rows holding one. */
  single?: boolean;
}

export const NamedSelect = ({ id, field, value, onChange, single }: Props) => {
  const [targetName, column] = field.from!.split(/\.(?=[^.]+$)/) as [string, string];
  const target = getResource(targetName);
  const labelled = target.fields.label ? 'label' : column;
  const within = Form.useWatch(
    (values: Record<string, unknown>) => (field.within ? (values[field.within] as string | undefined) : undefined),
    Form.useFormInstance(),
  );
  const waiting = Boolean(field.within) && !within;
  const { selectProps } = useSelect({
    resource: targetName,
    optionLabel: (row: Record<string, unknown>) => String(row[labelled] ?? row[column]),
    optionValue: column,
    filters: field.within && within ? [{ field: field.within, operator: 'eq', value: within }] : [],
    pagination: { pageSize: maxPageSize },
    sorters: [{ field: field.within ? column : target.defaultSort[0], order: field.within ? 'asc' : target.defaultSort[1] }],
    queryOptions: { enabled: !waiting },
  });
  // A town picked in one county is no town of the next: a change of county empties it (not the first value loaded).
  const seen = useRef(within);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== within) onChange?.(null);
    seen.current = within;
  }, [within, onChange]);
  const many = field.kind !== 'text' && !single;
  const around = field.within ? target.fields[field.within]?.label?.toLowerCase() : '';
  return (
    <Select<string | string[]>
      id={id}
      mode={many ? 'multiple' : undefined}
      options={waiting ? [] : (selectProps.options as { label: string; value: string }[])}
      loading={selectProps.loading && !waiting}
      disabled={waiting}
      value={value ?? undefined}
      // A tags field's `max` is how many it takes; the server says so too.
      onChange={(next) => onChange?.(Array.isArray(next) && field.max ? next.slice(0, field.max) : (next ?? null))}
      showSearch
      optionFilterProp="label"
      allowClear={!field.required}
      placeholder={
        waiting
          ? `Choose the ${around} first`
          : field.within
            ? `Choose the ${field.label!.toLowerCase()}`
            : `Choose ${many ? '' : 'a '}${(many ? target.label : target.singular).toLowerCase()}`
      }
    />
  );
};
