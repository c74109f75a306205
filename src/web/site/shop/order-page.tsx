/**
 * One of the buyer's orders: what was bought, how it reaches them, what it cost (voucher and delivery
 * included), how the payment stands, and every change of its status. Only the buyer (and admins) can open it;
 * the server answers 404 to anyone else.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { nextStatuses } from '../../../registry/order-moves.ts';
import { api } from '../../common/api.ts';
import { useSay, type Say } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { usePageMeta } from '../../common/page-meta.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Fact, FactList } from '../ui/fact-list.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { paymentText } from './payment-methods.ts';
import { isWatched, PaymentWatch } from './payment-watch.tsx';
import type { OrderChange } from '../../../registry/resources/shop.ts';
import type { Order, Payment, Shop } from './shop-types.ts';
import './shop.css';
import { readList, readOne } from '../../common/site-data.ts';

interface OrderView {
  order: Order;
  payment: Payment | null;
  shop: Pick<Shop, 'id' | 'name' | 'phone_mobile'> | null;
}

const loadOrder = async (id: string, signal: AbortSignal): Promise<OrderView> => {
  const order = await readOne<Order>('shop/orders', id, signal);
  const [payment, shop] = await Promise.all([
    readList<Payment>('shop/payments', { order_id: order.id, _sort: 'created_at', _order: 'desc', _start: 0, _end: 1 }, signal).then((r) => r.rows[0] ?? null),
    order.shop_id ? readOne<Shop>('shop/shops', order.shop_id, signal).catch(() => null) : null,
  ]);
  return { order, payment, shop };
};

/** Who made a change, for the actors the site words; another shows as stored. */
const movers = new Set(['buyer', 'vendor', 'admin']);

const orderStatus = (say: Say, status: string) => say.choice('status', status, 'shop/orders');

const changeText = (say: Say, change: OrderChange) => {
  if (!change.from) return say('order.change.placed');
  if (change.as === 'platform') return say(change.to === 'paid' ? 'order.change.paid' : 'order.change.unpaid');
  const who = movers.has(change.as) ? say(`order.change.by.${change.as}`) : change.as;
  return say('order.change.moved', { who, from: orderStatus(say, change.from) });
};

const Timeline = ({ history }: { history: OrderChange[] }) => {
  const say = useSay('pages');
  const format = useFormat();
  return (
    <ol className="timeline">
      {[...history].reverse().map((change) => (
        <li key={`${change.at} ${change.to}`}>
          <p>
            <strong>{orderStatus(say, change.to)}</strong> <span className="muted">· {format.dateTime(change.at)}</span>
          </p>
          <p className="muted">
            {changeText(say, change)}
            {change.note ? ` — “${change.note}”` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
};

const deliveryText = (say: Say, order: Order) =>
  order.delivery_method === 'address'
    ? [order.delivery_address, order.delivery_county].filter(Boolean).join(', ')
    : order.pickup_point
      ? say('shop.checkout.pickupAt', { point: order.pickup_point })
      : say('order.pickupAtShop');

const OrderDetail = ({ view, reload }: { view: OrderView; reload: () => void }) => {
  const say = useSay('pages');
  const format = useFormat();
  const { order, payment, shop } = view;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mayCancel = nextStatuses(order.status, ['buyer']).includes('cancelled');
  const cancel = async () => {
    if (!window.confirm(say('order.cancelAsk', { id: order.id }))) return;
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
          <span className={`status status-${order.status}`}>{orderStatus(say, order.status)}</span>
        </h2>
        {shop ? (
          <p className="muted">
            {say('order.from')} <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
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
            {say(busy ? 'order.cancelling' : 'order.cancel')}
          </button>
        ) : null}
      </section>
      <section className="card" aria-labelledby="order-items">
        <h2 id="order-items">{say('shop.totals.items')}</h2>
        <table className="receipt-lines">
          <thead>
            <tr>
              <th scope="col">{say('order.item')}</th>
              <th scope="col">{say('order.qty')}</th>
              <th scope="col">{say('order.price')}</th>
              <th scope="col">{say('order.amount')}</th>
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
                <td>{format.kes(line.price)}</td>
                <td>{format.kes(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="shop-totals">
          <dt>{say('shop.totals.items')}</dt>
          <dd>{format.kes(order.subtotal ?? order.total)}</dd>
          <dt>{say('shop.delivery.legend')}</dt>
          <dd>{order.delivery_fee ? format.kes(order.delivery_fee) : say('shop.totals.free')}</dd>
          {order.voucher_code ? (
            <>
              <dt>{say('shop.totals.voucher', { code: order.voucher_code })}</dt>
              <dd>−{format.kes(order.discount)}</dd>
            </>
          ) : null}
          <dt className="shop-total">{say('order.total')}</dt>
          <dd className="shop-total">{format.kes(order.total)}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="order-delivery">
        <h2 id="order-delivery">{say('order.deliveryAndPayment')}</h2>
        <FactList>
          <Fact label={say(order.delivery_method === 'address' ? 'order.deliverTo' : 'order.collect')}>{deliveryText(say, order)}</Fact>
          <Fact label={say('order.receiver')}>{[order.delivery_contact, order.delivery_phone].filter(Boolean).join(' · ') || null}</Fact>
          <Fact label={say('order.paidWith')}>{say(`shop.pay.method.${order.payment_method}`)}</Fact>
          <Fact label={say('shop.checkout.payment')}>{payment ? paymentText(say, payment) : null}</Fact>
          <Fact label={say('order.ordered')}>{format.dateTime(order.created_at)}</Fact>
        </FactList>
      </section>
      <section className="card" aria-labelledby="order-history">
        <h2 id="order-history">{say('order.history')}</h2>
        {order.history?.length ? <Timeline history={order.history} /> : <p className="muted">{say('order.noHistory')}</p>}
      </section>
    </div>
  );
};

const OrderState = ({ id }: { id: string }) => {
  const say = useSay('pages');
  const state = useFetch((signal) => loadOrder(id, signal), `order/${id}`);
  return (
    <LoadState state={state} loadingText={say('order.loading')} notFoundText={say('order.notFound')} headed>
      {(view) => <OrderDetail view={view} reload={state.reload} />}
    </LoadState>
  );
};

export const OrderPage = () => {
  const say = useSay('pages');
  const { id = '' } = useParams();
  usePageMeta(say('order.number', { id }), say('order.meta'));
  return (
    <div className="container">
      <nav aria-label={say('dir.breadcrumb')} className="breadcrumb">
        <Link to="/orders">{say('order.mine')}</Link>
      </nav>
      <PageHeader title={say('order.number', { id })} description={say('order.lead')} />
      <SignInRequired>{() => <OrderState id={id} />}</SignInRequired>
    </div>
  );
};
