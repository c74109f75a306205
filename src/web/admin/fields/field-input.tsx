/** The form widget for each field kind: the admin's one map from kind to input. */
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import { switchNames, type Field } from '../../../registry/fields.ts';
import { GalleryInput } from './gallery-input.tsx';
import { ImageInput } from './image-input.tsx';
import { NamedSelect } from './named-select.tsx';
import { RefSelect } from './ref-select.tsx';
import { SwitchGroup } from './switch-group.tsx';

const wide = { width: '100%' };
const shillings = (value: number | string | undefined) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Rendered inside a Form.Item, which supplies value and onChange. */
export const FieldInput = ({ field, ...control }: { field: Field; [prop: string]: unknown }) => {
  const placeholder = field.help;
  if (field.from) return <NamedSelect {...control} field={field} />;
  switch (field.kind) {
    case 'longText':
      return <Input.TextArea {...control} autoSize={{ minRows: 3, maxRows: 14 }} placeholder={placeholder} />;
    case 'email':
      return <Input {...control} type="email" autoComplete="off" placeholder={placeholder ?? 'name@example.co.ke'} />;
    case 'phone':
      return <Input {...control} type="tel" placeholder={placeholder ?? '+254 712 345 678'} />;
    case 'url':
      return <Input {...control} type="url" placeholder={placeholder ?? 'https://'} />;
    case 'password':
      return <Input.Password {...control} autoComplete="new-password" />;
    case 'integer':
      return <InputNumber {...control} style={wide} precision={0} min={field.min} max={field.max} />;
    case 'number':
      return <InputNumber {...control} style={wide} min={field.min} max={field.max} />;
    case 'money':
      return (
        <InputNumber
          {...control}
          style={wide}
          precision={0}
          min={field.min ?? 0}
          prefix="KES"
          formatter={shillings}
          parser={(v) => Number((v ?? '').replace(/,/g, ''))}
        />
      );
    case 'boolean':
      return <Switch {...control} />;
    case 'enum':
      return (
        <Select
          {...control}
          allowClear={!field.required}
          showSearch
          placeholder={`Choose ${field.label?.toLowerCase()}`}
          options={field.values!.map((value) => ({ value, label: value }))}
        />
      );
    case 'date':
      return <DatePicker {...control} style={wide} />;
    case 'datetime':
      return <DatePicker {...control} style={wide} showTime />;
    case 'tags':
    case 'csv':
    case 'list':
      // A list of fixed choices (a plan's perks, a school's CBC levels) is picked from them; any other list is typed.
      return field.values ? (
        <Select
          {...control}
          mode="multiple"
          allowClear
          showSearch
          placeholder={`Choose ${field.label?.toLowerCase()}`}
          options={field.values.map((value) => ({ value, label: value }))}
        />
      ) : (
        <Select {...control} mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} placeholder={placeholder ?? 'Type and press Enter'} />
      );
    case 'json':
      if (switchNames(field)) return <SwitchGroup {...control} names={switchNames(field)!} />;
      return <Input.TextArea {...control} autoSize={{ minRows: 4, maxRows: 16 }} style={{ fontFamily: 'monospace' }} />;
    case 'image':
      return <ImageInput {...control} />;
    case 'gallery':
      return <GalleryInput {...control} />;
    case 'ref':
      return <RefSelect {...control} target={field.ref!} />;
    default:
      return <Input {...control} placeholder={placeholder} />;
  }
};
