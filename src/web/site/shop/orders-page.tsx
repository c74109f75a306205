import { Link } from 'react-router-dom';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import type { Order } from './shop-types.ts';
import './shop.css';

const pageSize = 20;

const OrderList = () => {
  const say = useSay('pages');
  const format = useFormat();
  const list = usePagedList<Order>('shop/orders', { _sort: 'created_at', _order: 'desc' }, pageSize);
  if (list.loading) return <Loading text={say('order.list.loading')} />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length) return <Empty text={say('order.list.empty')} />;
  return (
    <>
      <ul className="record-list">
        {list.data.rows.map((order) => (
          <li key={order.id} className="card record">
            <h2>
              <Link to={`/orders/${order.id}`}>{say('order.number', { id: order.id })}</Link>
            </h2>
            <p>{order.lines.map((l) => `${l.name}${l.variant ? ` (${l.variant})` : ''} × ${l.quantity}`).join(', ')}</p>
            <p className="muted">
              {say('order.list.quantity', { count: order.lines.reduce((n, l) => n + l.quantity, 0) })} · {say(`shop.pay.method.${order.payment_method}`)} ·{' '}
              {format.date(order.created_at)}
            </p>
            <p className="record-end">
              <span className="price">{format.kes(order.total)}</span>
              <span className={`status status-${order.status}`}>{say.choice('status', order.status, 'shop/orders')}</span>
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.data.total} pageSize={pageSize} />
    </>
  );
};

export const OrdersPage = () => {
  const say = useSay('pages');
  return (
    <div className="container">
      <PageHeader page="/orders">
        <p className="header-actions">
          <Link to="/payments">{say('order.yourPayments')}</Link>
          <Link to="/cart">{say('shop.list.cart')}</Link>
        </p>
      </PageHeader>
      <SignInRequired>{() => <OrderList />}</SignInRequired>
    </div>
  );
};
