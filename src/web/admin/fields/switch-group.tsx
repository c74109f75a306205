/** A json field of named on/off choices (a user's settings) as a switch each, instead of JSON to type. */
import { Space, Switch } from 'antd';
import { humanise } from '../../../registry/resource.ts';

interface Props {
  id?: string;
  names: string[];
  value?: Record<string, boolean>;
  onChange?: (value: Record<string, boolean>) => void;
}

export const SwitchGroup = ({ id, names, value = {}, onChange }: Props) => (
  <Space direction="vertical" id={id}>
    {names.map((name) => (
      <label key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Switch size="small" checked={value[name] === true} onChange={(on) => onChange?.({ ...value, [name]: on })} />
        {humanise(name)}
      </label>
    ))}
  </Space>
);
