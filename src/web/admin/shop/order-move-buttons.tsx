/** The moves the lifecycle allows next for an order, as buttons; cancelling asks again, since stock goes back. */
import type { BaseRecord } from '@refinedev/core';
import { Button, Space, Tag } from 'antd';
import { nextStatuses, orderStatusLabels, type Actor } from '../../../registry/order-moves.ts';
import type { OrderStatus } from '../../../registry/resources/shop.ts';
import { useOrderMove } from './use-order-move.ts';

const statusColours: Record<OrderStatus, string> = {
  pending: 'gold',
  paid: 'green',
  processing: 'blue',
  dispatched: 'geekblue',
  delivered: 'success',
  cancelled: 'red',
  refunded: 'orange',
};

const moveLabels: Partial<Record<OrderStatus, string>> = {
  processing: 'Start preparing',
  dispatched: 'Mark dispatched',
  delivered: 'Mark delivered',
  cancelled: 'Cancel',
  refunded: 'Refund',
};

export const OrderMoveButtons = ({ order, actors }: { order: BaseRecord; actors: readonly Actor[] }) => {
  const { move, moving } = useOrderMove();
  const current = order.status as OrderStatus;
  return (
    <Space direction="vertical" size={4}>
      <Tag color={statusColours[current]}>{orderStatusLabels[current]}</Tag>
      <Space wrap size={4}>
        {nextStatuses(current, actors).map((to) => (
          <Button
            key={to}
            size="small"
            type={to === 'cancelled' || to === 'refunded' ? 'default' : 'primary'}
            danger={to === 'cancelled'}
            loading={moving === `${order.id} ${to}`}
            disabled={moving !== null}
            onClick={() => {
              if (to !== 'cancelled' || window.confirm(`Cancel order #${order.id}? Its items go back into stock.`)) void move(Number(order.id), to);
            }}
          >
            {moveLabels[to] ?? orderStatusLabels[to]}
          </Button>
        ))}
      </Space>
    </Space>
  );
};
