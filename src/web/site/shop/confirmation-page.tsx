import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../common/api.ts';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Fact, FactList } from '../ui/fact-list.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { paymentText } from './payment-methods.ts';
import { isWatched, PaymentWatch } from './payment-watch.tsx';
import type { Order, Payment, Shop } from './shop-types.ts';
import './shop.css';
import { readList, readOne } from '../../common/site-data.ts';

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
  const orders = await Promise.all(ids.map((id) => readOne<Order>('shop/orders', id, signal)));
  const payments = await Promise.all(
    orders.map((order) =>
      readList<Payment>('shop/payments', { order_id: order.id, _sort: 'created_at', _order: 'desc', _start: 0, _end: 1 }, signal).then(
        (r) => r.rows[0] ?? null,
      ),
    ),
  );
  const shopIds = [...new Set(orders.map((order) => order.shop_id).filter((id): id is number => typeof id === 'number'))];
  // A shop's name is public while it is listed; one taken down since only loses its name here.
  const shops = new Map(await Promise.all(shopIds.map(async (id) => [id, await readOne<Shop>('shop/shops', id, signal).catch(() => null)] as const)));
  return orders.map((order, i) => ({ order, payment: payments[i] ?? null, shop: order.shop_id ? (shops.get(order.shop_id) ?? null) : null }));
};

const OrderReceipt = ({ order, payment, shop }: Receipt) => {
  const say = useSay('pages');
  const format = useFormat();
  return (
    <section className="card receipt" aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`}>
        <Link to={`/orders/${order.id}`}>{say('order.number', { id: order.id })}</Link>{' '}
        {say('order.is', { status: say.choice('status', order.status, 'shop/orders').toLowerCase() })}
      </h2>
      {shop ? (
        <p className="muted">
          {say('order.from')} <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
        </p>
      ) : null}
      <table className="receipt-lines">
        <thead>
          <tr>
            <th scope="col">{say('order.item')}</th>
            <th scope="col">{say('order.qty')}</th>
            <th scope="col">{say('order.price')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.product_id} ${line.name}`}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{format.kes(line.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FactList>
        <Fact label={say('order.total')}>{format.kes(order.total)}</Fact>
        <Fact label={say('order.paidWith')}>{say(`shop.pay.method.${order.payment_method}`)}</Fact>
        <Fact label={say('shop.checkout.payment')}>{payment ? paymentText(say, payment) : null}</Fact>
        <Fact label={say('order.date')}>{format.dateTime(order.created_at)}</Fact>
      </FactList>
    </section>
  );
};

const Receipts = ({ ids }: { ids: string[] }) => {
  const say = useSay('pages');
  const format = useFormat();
  const state = useFetch((signal) => loadReceipts(ids, signal), `receipts/${ids.join(',')}`);
  return (
    <LoadState state={state} loadingText={say('order.loading')} notFoundText={say('order.notFound')} headed>
      {(receipts) => (
        <div className="receipts">
          {receipts.every((r) => r.payment?.status === 'completed') ? (
            <Notice kind="success">
              <p>
                {say('order.thanks')} {receipts.length > 1 ? say('order.split', { count: receipts.length }) : say('order.onItsWay')}
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
              {say(receipts.every((r) => r.payment?.status === 'completed') ? 'order.paidInAll' : 'order.totalAll')}:{' '}
              <strong>{format.kes(receipts.reduce((sum, r) => sum + r.order.total, 0))}</strong>
            </p>
          ) : null}
          <p className="header-actions">
            <Link to="/orders">{say('shop.list.orders')}</Link>
            <Link to="/payments">{say('order.yourPayments')}</Link>
            <Link to="/shops">{say('order.continue')}</Link>
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
      <PageHeader page="/checkout-confirmation" />
      <SignInRequired>{() => <Receipts ids={ids} />}</SignInRequired>
    </div>
  );
};
