import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { formatDateTime, formatKes } from '../../common/format.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Fact, FactList } from '../ui/fact-list.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { methodLabel, statusLabel } from './payment-methods.ts';
import type { Order, Payment } from './shop-types.ts';
import './shop.css';

/** The order and its payment, both read back from the server, so a reload shows the same receipt. */
const Receipt = ({ orderId }: { orderId: string }) => {
  const state = useFetch(
    async (signal) => {
      const order = await api.get<Order>(`shop/orders/${orderId}`, undefined, signal);
      const { rows } = await api.list<Payment>('shop/payments', { order_id: order.id, _sort: 'created_at', _order: 'desc' }, signal);
      return { order, payment: rows[0] ?? null };
    },
    `receipt/${orderId}`,
  );
  return (
    <LoadState state={state} loadingText="Loading your order..." notFoundText="Order not found.">
      {({ order, payment }) => (
        <div className="card receipt">
          <Notice kind="success">
            <p>
              Thank you! Order #{order.id} is {order.status}.
            </p>
          </Notice>
          <FactList>
            <Fact label="Items">{order.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</Fact>
            <Fact label="Total">{formatKes(order.total)}</Fact>
            <Fact label="Paid with">{methodLabel(order.payment_method)}</Fact>
            <Fact label="Payment">{payment ? `${statusLabel(payment.status)}${payment.reference ? ` · reference ${payment.reference}` : ''}` : null}</Fact>
            <Fact label="Date">{formatDateTime(order.created_at)}</Fact>
          </FactList>
          <p className="header-actions">
            <Link to="/orders">Your orders</Link>
            <Link to="/payments">Your payments</Link>
            <Link to="/shops">Continue shopping</Link>
          </p>
        </div>
      )}
    </LoadState>
  );
};

export const ConfirmationPage = () => {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  return (
    <div className="container">
      <PageHeader title="Order confirmed" description="Your ElimuHub order and payment." />
      <SignInRequired>{() => <Receipt orderId={orderId} />}</SignInRequired>
    </div>
  );
};
