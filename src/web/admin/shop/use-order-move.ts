/**
 * Moving an order on: POST /api/shop/orders/{id}/status, which checks the move against the lifecycle, keeps
 * it in the order's history and tells the buyer. The orders and the shop's figures are read again afterwards.
 */
import { useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderStatusLabels } from '../../../registry/order-moves.ts';
import { orders, type OrderStatus } from '../../../registry/resources/shop.ts';
import { http } from '../providers/http.ts';

export const useOrderMove = () => {
  const invalidate = useInvalidate();
  const queries = useQueryClient();
  const { message } = App.useApp();
  const [moving, setMoving] = useState<string | null>(null);
  const move = async (id: number, status: OrderStatus) => {
    setMoving(`${id} ${status}`);
    try {
      await http.post(`/api/shop/orders/${id}/status`, { status });
      void message.success(`Order #${id} is now ${orderStatusLabels[status].toLowerCase()}.`);
    } catch (error) {
      void message.error((error as { message?: string }).message ?? 'The order could not be changed.');
    } finally {
      setMoving(null);
      void invalidate({ resource: orders.name, invalidates: ['list', 'many', 'detail'] });
      void queries.invalidateQueries({ queryKey: ['shop-sales'] });
    }
  };
  return { move, moving };
};
