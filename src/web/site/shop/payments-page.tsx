import { Link } from 'react-router-dom';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import type { Order, Payment } from './shop-types.ts';
import './shop.css';
import { readMany } from '../../common/site-data.ts';

const pageSize = 20;

/** What each payment bought: the page's orders in one call (a repeated id is an OR). */
const useOrderNames = (orderIds: number[]) => {
  const ids = [...new Set(orderIds)];
  const path = `shop/orders?${ids.map((id) => `id=${id}`).join('&')}`;
  const orders = useFetch(ids.length ? (signal) => readMany<Order>('shop/orders', ids, signal) : null, path);
  const names = new Map<number, string>();
  for (const order of orders.data ?? []) names.set(order.id, order.lines.map((l) => l.name).join(', '));
  return names;
};

const PaymentList = () => {
  const say = useSay('pages');
  const format = useFormat();
  const list = usePagedList<Payment>('shop/payments', { _sort: 'created_at', _order: 'desc' }, pageSize);
  const names = useOrderNames(list.data?.rows.flatMap((p) => (p.order_id === null ? [] : [p.order_id])) ?? []);
  if (list.loading) return <Loading text={say('order.payments.loading')} />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length) return <Empty text={say('order.payments.empty')} />;
  return (
    <>
      <ul className="record-list">
        {list.data.rows.map((payment) => (
          <li key={payment.id} className="card record">
            {/* The registry lets a payment have no order (a plan's); the number is shown as it comes. */}
            <h2>{names.get(payment.order_id!) ?? say('order.number', { id: payment.order_id! })}</h2>
            <p className="muted">
              {say('order.number', { id: payment.order_id! })} · {say(`shop.pay.method.${payment.method}`)}
              {payment.reference ? ` · ${payment.reference}` : ''} · {format.date(payment.created_at)}
            </p>
            <p className="record-end">
              <span className="price">{format.kes(payment.amount)}</span>
              <span className={`status status-${payment.status}`}>{say.choice('status', payment.status)}</span>
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.data.total} pageSize={pageSize} />
    </>
  );
};

export const PaymentsPage = () => {
  const say = useSay('pages');
  return (
    <div className="container">
      <PageHeader page="/payments">
        <p className="header-actions">
          <Link to="/orders">{say('shop.list.orders')}</Link>
        </p>
      </PageHeader>
      <SignInRequired>{() => <PaymentList />}</SignInRequired>
    </div>
  );
};
