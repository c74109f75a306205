import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../../common/api.ts';
import { formatDateTime, formatKes } from '../../common/format.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Fact, FactList } from '../ui/fact-list.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { orderStatusLabels } from '../../../registry/order-moves.ts';
import { methodLabel, statusLabel } from './payment-methods.ts';
import { isWatched, PaymentWatch } from './payment-watch.tsx';
import type { Order, Payment, Shop } from './shop-types.ts';
import './shop.css';

interface Receipt {
  order: Order;
  payment: Payment | null;
  shop: Pick<Shop, 'id' | 'name'> | null;
}

/** `?order=12,13`: checkout makes one order per shop and sends all their ids. */
export const orderIds = (param: string | null) =>
  [...new Set((param ?? '').split(',').map((id) => id.trim()))].filter((id) => /^\d{1,10}$/.test(id)).slice(0, 20);

/** Each order with its payment and shop, all read back from the server, so a reload shows the same receipt. */
const loadReceipts = async (ids: string[], signal: AbortSignal): Promise<Receipt[]> => {
  if (!ids.length) throw new ApiError(404, 'Order not found.');
  const orders = await Promise.all(ids.map((id) => api.get<Order>(`shop/orders/${id}`, undefined, signal)));
  const payments = await Promise.all(
    orders.map((order) =>
      api.list<Payment>('shop/payments', { order_id: order.id, _sort: 'created_at', _order: 'desc', _start: 0, _end: 1 }, signal).then((r) => r.rows[0] ?? null),
    ),
  );
  const shopIds = [...new Set(orders.map((order) => order.shop_id).filter((id): id is number => typeof id === 'number'))];
  // A shop's name is public while it is listed; one taken down since only loses its name here.
  const shops = new Map(
    await Promise.all(shopIds.map(async (id) => [id, await api.get<Shop>(`shop/shops/${id}`, undefined, signal).catch(() => null)] as const)),
  );
  return orders.map((order, i) => ({ order, payment: payments[i] ?? null, shop: order.shop_id ? (shops.get(order.shop_id) ?? null) : null }));
};

const OrderReceipt = ({ order, payment, shop }: Receipt) => (
  <section className="card receipt" aria-labelledby={`order-${order.id}`}>
    <h2 id={`order-${order.id}`}>
      <Link to={`/orders/${order.id}`}>Order #{order.id}</Link> is {orderStatusLabels[order.status].toLowerCase()}.
    </h2>
    {shop ? (
      <p className="muted">
        From <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
      </p>
    ) : null}
    <table className="receipt-lines">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={`${line.product_id} ${line.name}`}>
            <td>{line.name}</td>
            <td>{line.quantity}</td>
            <td>{formatKes(line.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <FactList>
      <Fact label="Total">{formatKes(order.total)}</Fact>
      <Fact label="Paid with">{methodLabel(order.payment_method)}</Fact>
      <Fact label="Payment">{payment ? `${statusLabel(payment.status)}${payment.reference ? ` · reference ${payment.reference}` : ''}` : null}</Fact>
      <Fact label="Date">{formatDateTime(order.created_at)}</Fact>
    </FactList>
  </section>
);

const Receipts = ({ ids }: { ids: string[] }) => {
  const state = useFetch((signal) => loadReceipts(ids, signal), `receipts/${ids.join(',')}`);
  return (
    <LoadState state={state} loadingText="Loading your order..." notFoundText="Order not found." headed>
      {(receipts) => (
        <div className="receipts">
          {receipts.every((r) => r.payment?.status === 'completed') ? (
            <Notice kind="success">
              <p>
                Thank you!{' '}
                {receipts.length > 1
                  ? `Your cart went to ${receipts.length} shops, so it became ${receipts.length} orders, one per shop. Each shop sends its own.`
                  : 'Your order is on its way to the shop.'}
              </p>
            </Notice>
          ) : null}
          {/* One M-Pesa prompt pays every shop's order of a checkout, so the first payment speaks for all. */}
          {isWatched(receipts[0]?.payment ?? null) ? <PaymentWatch paymentId={receipts[0]!.payment!.id} onChange={state.reload} /> : null}
          {receipts.map((receipt) => (
            <OrderReceipt key={receipt.order.id} {...receipt} />
          ))}
          {receipts.length > 1 ? (
            <p className="cart-total">
              {receipts.every((r) => r.payment?.status === 'completed') ? 'Paid in all' : 'Total for all orders'}: <strong>{formatKes(receipts.reduce((sum, r) => sum + r.order.total, 0))}</strong>
            </p>
          ) : null}
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
  const ids = orderIds(params.get('order'));
  return (
    <div className="container">
      <PageHeader page='/checkout-confirmation' />
      <SignInRequired>{() => <Receipts ids={ids} />}</SignInRequired>
    </div>
  );
};
