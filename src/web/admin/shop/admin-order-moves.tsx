/** On an order's record page, an admin's moves (refund, or a shop's move it cannot make itself). */
import type { BaseRecord } from '@refinedev/core';
import { Card } from 'antd';
import { useGrants } from '../providers/use-grants.ts';
import { OrderMoveButtons } from './order-move-buttons.tsx';

export const AdminOrderMoves = ({ order }: { order: BaseRecord }) => {
  const grants = useGrants();
  if (!grants?.admin) return null;
  return (
    <Card size="small" title="Status" style={{ marginTop: 16 }}>
      <OrderMoveButtons order={order} actors={['admin']} />
    </Card>
  );
};
