/** An order's history as a timeline: each change of status, who made it, when, and the note they left. */
import { Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { orderStatusLabels } from '../../../registry/order-moves.ts';
import type { OrderChange } from '../../../registry/resources/shop.ts';

const parts: Record<string, string> = { buyer: 'buyer', vendor: 'shop', admin: 'admin', platform: 'payment' };

export const OrderHistory = ({ history }: { history: readonly OrderChange[] }) => (
  <Timeline
    style={{ marginTop: 8 }}
    items={history.map((change) => ({
      key: `${change.at} ${change.to}`,
      children: (
        <>
          <Typography.Text strong>{orderStatusLabels[change.to]}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {dayjs(change.at).format('D MMM YYYY, HH:mm')} · by the {parts[change.as] ?? change.as}
            {change.by ? ` (#${change.by})` : ''}
          </Typography.Text>
          {change.note ? <div>“{change.note}”</div> : null}
        </>
      ),
    }))}
  />
);
