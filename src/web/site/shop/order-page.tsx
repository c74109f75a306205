/**
 * One of the buyer's orders: what was bought, how it reaches them, what it cost (voucher and delivery
 * included), how the payment stands, and every change of its status. Only the buyer (and admins) can open it;
 * the server answers 404 to anyone else.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { nextStatuses, orderStatusLabels } from '../../../registry/order-moves.ts';
import { api } from '../../common/api.ts';
import { formatDateTime, formatKes } from '../../common/format.ts';
import { usePageMeta } from '../../common/page-meta.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Fact, FactList } from '../ui/fact-list.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { methodLabel, statusLabel } from './payment-methods.ts';
import { isWatched, PaymentWatch } from './payment-watch.tsx';
import type { Order, OrderChange, Payment, Shop } from './shop-types.ts';
import './shop.css';

interface OrderView {
  order: Order;
  payment: Payment | null;
  shop: Pick<Shop, 'id' | 'name' | 'phone_mobile'> | null;
}

const loadOrder = async (id: string, signal: AbortSignal): Promise<OrderView> => {
  const order = await api.get<Order>(`shop/orders/${id}`, undefined, signal);
  const [payment, shop] = await Promise.all([
    api.list<Payment>('shop/payments', { order_id: order.id, _sort: 'created_at', _order: 'desc', _start: 0, _end: 1 }, signal).then((r) => r.rows[0] ?? null),
    order.shop_id ? api.get<Shop>(`shop/shops/${order.shop_id}`, undefined, signal).catch(() => null) : null,
  ]);
  return { order, payment, shop };
};

const who: Record<string, string> = { buyer: 'You', vendor: 'The shop', admin: 'ElimuHub' };

const changeText = (change: OrderChange) => {
  if (!change.from) return 'You placed the order';
  if (change.as === 'platform') return change.to === 'paid' ? 'The payment went through' : 'The payment did not go through';
  return `${who[change.as] ?? change.as} moved it from ${orderStatusLabels[change.from]}`;
};

const Timeline = ({ history }: { history: OrderChange[] }) => (
  <ol className="timeline">
    {[...history].reverse().map((change) => (
      <li key={`${change.at} ${change.to}`}>
        <p>
          <strong>{orderStatusLabels[change.to]}</strong> <span className="muted">· {formatDateTime(change.at)}</span>
        </p>
        <p className="muted">
          {changeText(change)}
          {change.note ? ` — “${change.note}”` : ''}
        </p>
      </li>
    ))}
  </ol>
);

const deliveryText = (order: Order) =>
  order.delivery_method === 'address'
    ? [order.delivery_address, order.delivery_county].filter(Boolean).join(', ')
    : `Pickup at ${order.pickup_point ?? 'the shop'}`;

const OrderDetail = ({ view, reload }: { view: OrderView; reload: () => void }) => {
  const { order, payment, shop } = view;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mayCancel = nextStatuses(order.status, ['buyer']).includes('cancelled');
  const cancel = async () => {
    if (!window.confirm(`Cancel order #${order.id}?`)) return;
    setBusy(true);
    setError(null);
    try {
      await api.post(`shop/orders/${order.id}/status`, { status: 'cancelled' });
      reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="order-detail">
      <section className="card" aria-labelledby="order-status">
        <h2 id="order-status">
          <span className={`status status-${order.status}`}>{orderStatusLabels[order.status]}</span>
        </h2>
        {shop ? (
          <p className="muted">
            From <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
            {shop.phone_mobile ? ` · ${shop.phone_mobile}` : ''}
          </p>
        ) : null}
        {isWatched(payment) ? <PaymentWatch paymentId={payment.id} onChange={reload} /> : null}
        {error ? (
          <Notice kind="error">
            <p>{error}</p>
          </Notice>
        ) : null}
        {mayCancel ? (
          <button type="button" className="secondary" disabled={busy} onClick={() => void cancel()}>
            {busy ? 'Cancelling...' : 'Cancel order'}
          </button>
        ) : null}
      </section>
      <section className="card" aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <table className="receipt-lines">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.product_id} ${line.variant_id ?? ''}`}>
                <td>
                  <Link to={`/products/${line.product_id}`}>{line.name}</Link>
                  {line.variant ? <span className="muted"> · {line.variant}</span> : null}
                </td>
                <td>{line.quantity}</td>
                <td>{formatKes(line.price)}</td>
                <td>{formatKes(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="shop-totals">
          <dt>Items</dt>
          <dd>{formatKes(order.subtotal ?? order.total)}</dd>
          <dt>Delivery</dt>
          <dd>{order.delivery_fee ? formatKes(order.delivery_fee) : 'Free'}</dd>
          {order.voucher_code ? (
            <>
              <dt>Voucher {order.voucher_code}</dt>
              <dd>−{formatKes(order.discount)}</dd>
            </>
          ) : null}
          <dt className="shop-total">Total</dt>
          <dd className="shop-total">{formatKes(order.total)}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="order-delivery">
        <h2 id="order-delivery">Delivery and payment</h2>
        <FactList>
          <Fact label={order.delivery_method === 'address' ? 'Deliver to' : 'Collect'}>{deliveryText(order)}</Fact>
          <Fact label="Receiver">{[order.delivery_contact, order.delivery_phone].filter(Boolean).join(' · ') || null}</Fact>
          <Fact label="Paid with">{methodLabel(order.payment_method)}</Fact>
          <Fact label="Payment">{payment ? `${statusLabel(payment.status)}${payment.reference ? ` · reference ${payment.reference}` : ''}` : null}</Fact>
          <Fact label="Ordered">{formatDateTime(order.created_at)}</Fact>
        </FactList>
      </section>
      <section className="card" aria-labelledby="order-history">
        <h2 id="order-history">History</h2>
        {order.history?.length ? <Timeline history={order.history} /> : <p className="muted">No changes recorded yet.</p>}
      </section>
    </div>
  );
};

const OrderState = ({ id }: { id: string }) => {
  const state = useFetch((signal) => loadOrder(id, signal), `order/${id}`);
  return (
    <LoadState state={state} loadingText="Loading your order..." notFoundText="Order not found." headed>
      {(view) => <OrderDetail view={view} reload={state.reload} />}
    </LoadState>
  );
};

export const OrderPage = () => {
  const { id = '' } = useParams();
  usePageMeta(`Order #${id}`, 'Your order on ElimuHub: items, delivery, payment and its history.');
  return (
    <div className="container">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/orders">My orders</Link>
      </nav>
      <PageHeader title={`Order #${id}`} description="Items, delivery, payment and every change of status." />
      <SignInRequired>{() => <OrderState id={id} />}</SignInRequired>
    </div>
  );
};
