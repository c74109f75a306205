/** Preset lengths ending today, or any range of Nairobi days up to the server's maximum. */
import { DatePicker, Segmented, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { nairobiToday } from '../../../registry/clock.ts';
import { maxDays, presetDays, type Period } from '../../../registry/dashboard-period.ts';

interface Props {
  period: Period | null;
  /** The preset chosen, if the period is one. */
  days: number | null;
  onDays: (days: number) => void;
  onRange: (from: string, to: string) => void;
}

const format = 'YYYY-MM-DD';

export const PeriodPicker = ({ period, days, onDays, onRange }: Props) => (
  <Space wrap>
    <Segmented
      value={days ?? 'custom'}
      onChange={(value) => value !== 'custom' && onDays(Number(value))}
      options={[...presetDays.map((p) => ({ value: p, label: `${p} days` })), { value: 'custom', label: 'Custom', disabled: true }]}
    />
    <DatePicker.RangePicker
      aria-label="Period"
      allowClear={false}
      value={period ? [dayjs(period.from), dayjs(period.to)] : null}
      format={format}
      // Beyond the longest period the server answers, or after today, there is nothing to see.
      disabledDate={(date: Dayjs, info) => {
        const [start] = (info?.from ? [info.from] : []) as Dayjs[];
        return date.format(format) > nairobiToday() || (!!start && Math.abs(date.diff(start, 'day')) >= maxDays);
      }}
      onChange={(range) => range?.[0] && range[1] && onRange(range[0].format(format), range[1].format(format))}
    />
  </Space>
);
