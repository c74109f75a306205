/** The filter inputs, one per filterable field and chosen by its kind; loaded when the filter panel opens. */
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { isRangeKind, type Field } from '../../../registry/fields.ts';
import type { Resource } from '../../../registry/resource.ts';
import { getResource } from '../../../registry/index.ts';
import { NamedSelect } from '../fields/named-select.tsx';
import { RefSelect } from '../fields/ref-select.tsx';
import { scopeOf } from '../providers/grants.ts';
import { useGrants } from '../providers/use-grants.ts';
import { filterFields } from './filters.ts';

const yesNo = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

const NumberRange = ({ value, onChange }: { value?: [number | null, number | null]; onChange?: (v: [number | null, number | null]) => void }) => (
  <Space.Compact style={{ width: '100%' }}>
    <InputNumber placeholder="From" value={value?.[0]} onChange={(from) => onChange?.([from, value?.[1] ?? null])} style={{ width: '50%' }} />
    <InputNumber placeholder="To" value={value?.[1]} onChange={(to) => onChange?.([value?.[0] ?? null, to])} style={{ width: '50%' }} />
  </Space.Compact>
);

const FilterInput = ({ field, ...control }: { field: Field; [prop: string]: unknown }) => {
  if (field.kind === 'date' || field.kind === 'datetime') return <DatePicker.RangePicker {...control} style={{ width: '100%' }} allowEmpty={[true, true]} />;
  if (isRangeKind(field) && field.kind !== 'ref') return <NumberRange {...control} />;
  // Names kept from another resource (a town, a category) are picked from it, one at a time.
  if (field.from) return <NamedSelect {...control} field={{ ...field, required: false }} single />;
  // A choice, or an item of a list of choices (a CBC level), is picked from them.
  if (field.kind === 'enum' || (field.values && (field.kind === 'csv' || field.kind === 'list')))
    return <Select {...control} allowClear showSearch placeholder="Any" options={field.values!.map((value) => ({ value, label: value }))} />;
  if (field.kind === 'boolean') return <Select {...control} allowClear placeholder="Any" options={yesNo} />;
  if (field.kind === 'ref') return <RefSelect {...control} target={field.ref!} />;
  if (field.kind === 'csv' || field.kind === 'tags') return <Input {...control} placeholder="Contains item" allowClear />;
  return <Input {...control} placeholder="Contains" allowClear />;
};

export default function FilterFields({ resource }: { resource: Resource }) {
  const grants = useGrants();
  // A relation is picked by name from rows the user may list; one they may not (other accounts) is no filter.
  const pickable = ([, field]: [string, Field]) => field.kind !== 'ref' || (grants !== null && scopeOf(grants, getResource(field.ref!), 'list') !== null);
  return (
    <Row gutter={16}>
      {filterFields(resource)
        .filter(pickable)
        .map(([name, field]) => (
          <Col key={name} xs={24} sm={12} lg={8} xl={6}>
            <Form.Item name={name} label={field.label}>
              <FilterInput field={field} />
            </Form.Item>
          </Col>
        ))}
    </Row>
  );
}
